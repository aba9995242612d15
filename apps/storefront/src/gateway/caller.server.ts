import { randomUUID } from 'node:crypto';
import { type Store, storeForHost } from '@shop/i18n';

/**
 * What the storefront tells the gateway about a shopper's request, the same way for the browser's calls through the
 * /graphql proxy and for the server's own calls while rendering a page: the store (from the Host), a request id, and
 * the shopper's session token (from the HttpOnly cookie, never from anything page scripts can set).
 */

const STORE_HEADER = 'x-shop-store';
export const REQUEST_ID_HEADER = 'x-request-id';
/** The gateway answers with this header when it creates or rotates a session. */
export const CONTEXT_TOKEN_HEADER = 'x-shop-context-token';
const CONTEXT_TOKEN_COOKIE = 'contextToken';
/** The spec gives the context cookie a "lifetime value 200", read as days. */
const CONTEXT_TOKEN_MAX_AGE_SECONDS = 200 * 24 * 60 * 60;

/** Request ids from outside are passed on only when they are short and plain (they end up in logs). */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface GatewayCaller {
  store: Store;
  requestId: string;
  contextToken: string | undefined;
  /** Whether the shopper reached us over https (the session cookie is then Secure). */
  secure: boolean;
}

/**
 * The store a request is for, by its host. The request URL carries the Host header (server.mjs builds it from that,
 * or from X-Forwarded-Host behind a trusted proxy).
 */
export function storeOfRequest(request: Request, stores: readonly Store[]): Store {
  return storeForHost(stores, new URL(request.url).host);
}

export function callerOf(request: Request, stores: readonly Store[]): GatewayCaller {
  const incomingId = request.headers.get(REQUEST_ID_HEADER);
  return {
    store: storeOfRequest(request, stores),
    requestId: incomingId && SAFE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID(),
    contextToken: readCookie(request.headers.get('cookie'), CONTEXT_TOKEN_COOKIE),
    // Likewise the protocol: from the connection, or from X-Forwarded-Proto behind a trusted proxy.
    secure: new URL(request.url).protocol === 'https:',
  };
}

/** The headers every gateway call of this caller carries. */
export function gatewayHeaders(caller: GatewayCaller): Headers {
  const headers = new Headers({ [STORE_HEADER]: caller.store.code, [REQUEST_ID_HEADER]: caller.requestId });
  if (caller.contextToken) headers.set('authorization', `Bearer ${caller.contextToken}`);
  return headers;
}

/** The Set-Cookie value that keeps a session token away from page scripts. */
export function contextTokenCookie(token: string, secure: boolean): string {
  const attributes = [
    `${CONTEXT_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${CONTEXT_TOKEN_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
