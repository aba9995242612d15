import { THIRD_PARTIES } from './third-parties';

/**
 * The storefront's Content-Security-Policy: scripts only from the shop itself and the registered third parties
 * (third-parties.ts); the tag manager's hosts only when a tag manager is configured (`GTM_ID`). Inline scripts stay
 * allowed: the router's hydration data and the accessibility settings are inline (a nonce per request is the next
 * step). The policy is about which scripts may load; images, styles and connections are not restricted by it.
 */
export function contentSecurityPolicy({
  tagManager,
  botCheck = true,
}: {
  tagManager: boolean;
  /** reCAPTCHA's hosts: only with a site key (`RECAPTCHA_SITE_KEY`); the embedded mode loads no Google script. */
  botCheck?: boolean;
}): string {
  const scriptSources = [
    "'self'",
    "'unsafe-inline'",
    ...THIRD_PARTIES.socialFeed.scriptSources,
    ...(botCheck ? THIRD_PARTIES.botCheck.scriptSources : []),
    ...(tagManager ? THIRD_PARTIES.tagManager.scriptSources : []),
  ];
  return [`script-src ${scriptSources.join(' ')}`, "object-src 'none'", "base-uri 'self'"].join('; ');
}

/** Adds the policy to an HTML response that has none (pages; not the /graphql proxy's JSON). */
export function withContentSecurityPolicy(response: Response, policy: string): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html') || response.headers.has('content-security-policy')) return response;
  try {
    response.headers.set('content-security-policy', policy);
    return response;
  } catch {
    // Immutable headers (a fetched or redirect response): answer a copy.
    const copy = new Response(response.body, response);
    copy.headers.set('content-security-policy', policy);
    return copy;
  }
}
