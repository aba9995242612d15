import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { storefrontConfig } from './config.server';
import { contentSecurityPolicy, withContentSecurityPolicy } from './tracking/content-security-policy';

// Validate the environment when the server starts, not on the first request.
const config = storefrontConfig();
const policy = contentSecurityPolicy({
  tagManager: config.tagManagerId !== undefined,
  botCheck: config.recaptchaSiteKey !== undefined,
});

/** TanStack Start's handler, with the Content-Security-Policy on every page (the tag manager's hosts when configured). */
export default createServerEntry({
  fetch: async (request, options) => withContentSecurityPolicy(await handler.fetch(request, options), policy),
});
