import type { StorefrontConfig } from '../lib/config.server';
import { callerOf, gatewayHeaders, REQUEST_ID_HEADER, sessionCookieOf } from '../lib/gateway-caller.server';

/**
 * The browser's only way to the gateway: POST /graphql on the shop's own origin. The proxy adds what the browser must
 * not control (store from the Host, Bearer token from the HttpOnly cookie, request id) and turns the gateway's session
 * header into that cookie, so the token never reaches page scripts.
 */

/**
 * Request headers passed on as they are: the GraphQL-over-HTTP negotiation, Apollo's CSRF-prevention headers, and the
 * bot-check token of a protected operation (reCAPTCHA v3, verified by the gateway).
 */
const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'accept',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-recaptcha-token',
];

export async function proxyGraphqlRequest(request: Request, config: StorefrontConfig): Promise<Response> {
  if (request.method !== 'POST') {
    return errorResponse(405, 'METHOD_NOT_ALLOWED', 'Send GraphQL operations with POST.', { allow: 'POST' });
  }
  const body = await readBody(request, config.graphqlMaxBodyBytes);
  if (!body) {
    return errorResponse(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is larger than ${config.graphqlMaxBodyBytes} bytes.`,
    );
  }

  const caller = callerOf(request, config.stores);
  // Built from scratch: cookies and any incoming Authorization header stay behind; only the cookie's token counts.
  const headers = gatewayHeaders(caller, config.clientAddressSecret);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }

  let upstream: Response;
  try {
    upstream = await fetch(config.gateway.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(config.gateway.timeoutMs)]),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    console.error(`[graphql proxy] gateway call failed (request ${caller.requestId}):`, error);
    return timedOut
      ? errorResponse(504, 'GATEWAY_TIMEOUT', 'The shop API did not answer in time.', {
          [REQUEST_ID_HEADER]: caller.requestId,
        })
      : errorResponse(502, 'GATEWAY_UNAVAILABLE', 'The shop API is unreachable.', {
          [REQUEST_ID_HEADER]: caller.requestId,
        });
  }

  // Built from scratch too: only what the browser needs goes back. The session token becomes the cookie; it and its
  // expiry header (the cookie's lifetime is the spec's by the session's kind, not the gateway's) never reach the page.
  const responseHeaders = new Headers({ 'cache-control': 'no-store', [REQUEST_ID_HEADER]: caller.requestId });
  const contentType = upstream.headers.get('content-type');
  if (contentType) responseHeaders.set('content-type', contentType);
  const cookie = sessionCookieOf(upstream.headers, caller.secure);
  if (cookie) responseHeaders.append('set-cookie', cookie);

  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

/** The body, or undefined when it is larger than allowed (checked on the declared length and while reading). */
async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Errors in the GraphQL response shape, so Apollo Client reports them like the gateway's own. */
function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}
