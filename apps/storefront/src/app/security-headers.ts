/**
 * The headers the storefront adds to its pages (src/app/server.ts): those that belong to a page and its nonce. server.mjs
 * adds the baseline of every response beside them (nosniff, Referrer-Policy, X-Frame-Options, and over https
 * Strict-Transport-Security: assets, images and videos need it too, and they never reach this code).
 */

/**
 * Powerful browser features the shop does not use are off for its pages and anything they embed. The store finder
 * asks for the shopper's position (geolocation, the shop itself only); video fullscreen and muted autoplay stay as
 * they are. `browsing-topics` stands for the retired `interest-cohort` (FLoC), which current browsers no longer
 * implement.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Pages carry a nonce that is new for each response: no shared cache may keep one and hand it to others (the
 * browser's own cache may, after asking again).
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';

export interface SecurityHeaderOptions {
  /** This response's Content-Security-Policy (with its nonce), for HTML responses. */
  contentSecurityPolicy: string;
}

/**
 * Adds the page headers to a response: to pages (HTML) the Content-Security-Policy, the Permissions-Policy and a
 * private cache. Headers a route set itself are kept.
 */
export function withSecurityHeaders(response: Response, { contentSecurityPolicy }: SecurityHeaderOptions) {
  const page = (response.headers.get('content-type') ?? '').startsWith('text/html');
  const additions: [string, string][] = [];
  if (page) {
    additions.push(['content-security-policy', contentSecurityPolicy]);
    additions.push(['permissions-policy', PERMISSIONS_POLICY]);
    additions.push(['cache-control', PAGE_CACHE_CONTROL]);
  }
  const missing = additions.filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (a fetched or redirect response): answer a copy.
    const copy = new Response(response.body, response);
    for (const [name, value] of missing) copy.headers.set(name, value);
    return copy;
  }
}
