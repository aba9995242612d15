import { clearedContextTokenCookie } from '../lib/gateway-caller.server';
import { clearedInstoreCookies } from '../lib/instore-cookies';

/**
 * POST /instore/end: the tablet's in-store session was cleared (spec storefront §4). The page has logged the customer
 * out already; this drops what page scripts cannot reach, the HttpOnly session cookie (a guest's cart too), and the
 * in-store cookies, so the next shopper at the tablet starts anew. Cross-site posts are refused.
 */
export function endInstoreSession(request: Request): Response {
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== new URL(request.url).host) {
    return new Response('Forbidden', { status: 403 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'cache-control': 'no-store' });
  headers.append('set-cookie', clearedContextTokenCookie(secure));
  for (const cookie of clearedInstoreCookies()) headers.append('set-cookie', cookie);
  return new Response(null, { status: 204, headers });
}
