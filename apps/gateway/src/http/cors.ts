import type { IncomingMessage, ServerResponse } from 'node:http';
import { BOT_CHECK_HEADER } from '../bot-check';
import { HttpError } from './json-io';
import { REQUEST_ID_HEADER, STORE_HEADER } from './request-headers';

/**
 * CORS for the GraphQL endpoints, for browser tools and apps on the configured origins (GATEWAY_CORS_ORIGINS): the
 * headers a GraphQL client sends (Apollo's CSRF prevention asks for `apollo-require-preflight` or a JSON content type,
 * which a preflight then clears), the bearer token in `authorization`, the store and the bot-check token of the
 * protected mutations. Never `Access-Control-Allow-Credentials`: no cookie or HTTP authentication of the gateway's is
 * ever sent cross-origin.
 */
export const CORS_ALLOWED_METHODS = 'GET, POST';
const CORS_ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  STORE_HEADER,
  'apollo-require-preflight',
  'x-apollo-operation-name',
  BOT_CHECK_HEADER,
].join(', ');
/** How long a browser may reuse a preflight's answer. */
const CORS_MAX_AGE_SECONDS = 600;

/**
 * Marks the response as depending on the Origin header and, for an allowed origin, lets that origin read it.
 * Answers whether the request came from an allowed origin.
 */
export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  response.setHeader('vary', 'Origin');
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.has(origin)) return false;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-expose-headers', REQUEST_ID_HEADER);
  return true;
}

/**
 * `OPTIONS`: a CORS preflight (it names the method it asks for) is answered with what an allowed origin may send, and
 * refused (403, no CORS headers) for any other origin; a plain `OPTIONS` says which methods there are.
 */
export function answerOptions(request: IncomingMessage, response: ServerResponse, originAllowed: boolean) {
  if (request.headers['access-control-request-method'] === undefined) {
    response.writeHead(204, { allow: `${CORS_ALLOWED_METHODS}, OPTIONS` });
    return response.end();
  }
  if (!originAllowed) throw new HttpError(403, 'CORS_ORIGIN_NOT_ALLOWED', 'This origin may not call the API.');
  response.writeHead(204, {
    'access-control-allow-methods': CORS_ALLOWED_METHODS,
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  });
  return response.end();
}
