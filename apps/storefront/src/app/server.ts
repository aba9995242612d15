import handler, { type ServerEntry } from '@tanstack/react-start/server-entry';
import { storefrontConfig } from '../lib/config.server';
import { contentSecurityPolicy, createNonce } from '../tracking/content-security-policy';
import { withSecurityHeaders } from './security-headers';
import { routableUrl } from './unroutable-path';

// Validate the environment when the server starts, not on the first request.
const config = storefrontConfig();
const thirdParties = { tagManager: config.tagManagerId !== undefined, botCheck: config.recaptchaSiteKey !== undefined };

/**
 * TanStack Start's handler, with the security headers on what it answers: every response gets a nonce of its own,
 * which the router puts on the page's inline scripts (router.tsx) and the Content-Security-Policy names (the tag
 * manager's hosts when configured). A path that cannot be decoded, or holds a control character, is answered as the
 * 404 page before anything asks the gateway about it. Not wrapped in createServerEntry: that would refuse a path
 * that cannot be decoded with an empty 400 before this code sees it (the handler sets up the request's scope itself).
 */
const entry: ServerEntry = {
  fetch: async (request, options) => {
    const nonce = createNonce();
    const notFound = routableUrl(new URL(request.url));
    // The same request (its peer address, headers and signal) for the 404 page's address, the way srvx applies a
    // trusted proxy's X-Forwarded-Proto and -Host to the URL.
    if (notFound) Object.defineProperty(request, 'url', { value: notFound.href, configurable: true, enumerable: true });
    const response = await handler.fetch(request, { ...options, context: { ...options?.context, nonce } });
    return withSecurityHeaders(response, {
      contentSecurityPolicy: contentSecurityPolicy({ nonce, ...thirdParties }),
    });
  },
};

export default entry;
