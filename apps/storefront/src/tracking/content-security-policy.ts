import { THIRD_PARTIES } from './third-parties';

/** 16 random bytes: the nonce's 128 bits, the least CSP asks of a nonce. */
const NONCE_BYTES = 16;

/** A fresh nonce for one response, base64 (what a CSP `'nonce-…'` source takes). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}

/** A nonce of createNonce's form: only base64 characters can go into the header and into an attribute unescaped. */
const NONCE = /^[A-Za-z0-9+/]{22}={0,2}$/;

/**
 * The storefront's Content-Security-Policy: scripts only from the shop itself, the registered third parties
 * (third-parties.ts) and inline scripts carrying this response's nonce (the router's hydration data, the
 * accessibility settings, the structured data: TanStack Router and React put the nonce on every script they render).
 * No `'unsafe-inline'`: a script an attacker manages to inject into the HTML cannot know the nonce, which is new for
 * every response. The tag manager's hosts only when a tag manager is configured (`GTM_ID`). The page may be framed by
 * the shop itself only. Images, styles and connections are not restricted by it.
 */
export function contentSecurityPolicy({
  nonce,
  tagManager,
  botCheck = true,
}: {
  /** This response's nonce (createNonce). */
  nonce: string;
  tagManager: boolean;
  /** reCAPTCHA's hosts: only with a site key (`RECAPTCHA_SITE_KEY`); the embedded mode loads no Google script. */
  botCheck?: boolean;
}): string {
  if (!NONCE.test(nonce)) throw new Error('A CSP nonce is 16 random bytes in base64');
  const scriptSources = [
    "'self'",
    `'nonce-${nonce}'`,
    ...THIRD_PARTIES.socialFeed.scriptSources,
    ...(botCheck ? THIRD_PARTIES.botCheck.scriptSources : []),
    ...(tagManager ? THIRD_PARTIES.tagManager.scriptSources : []),
  ];
  return [
    `script-src ${scriptSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
