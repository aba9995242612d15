import { randomUUID } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER, signClientAddress } from '@shop/domain/client-address';
import { type Store, storeForHost } from '@shop/i18n';
import { BRANCH_HEADER, branchOfCookies } from './instore-cookies';

/**
 * What the storefront tells the gateway about a shopper's request, the same way for the browser's calls through the
 * /graphql proxy and for the server's own calls while rendering a page: the store (from the Host), a request id, and
 * the shopper's session token (from the HttpOnly cookie, never from anything page scripts can set).
 */

const STORE_HEADER = 'x-shop-store';
export const REQUEST_ID_HEADER = 'x-request-id';
/** The gateway answers with this header when it creates or rotates a session. */
export const CONTEXT_TOKEN_HEADER = 'x-shop-context-token';
/** ...and with this one beside it: `customer` (a logged-in session) or `guest`. */
export const SESSION_KIND_HEADER = 'x-shop-session-kind';
/**
 * The shopper's IP address, for the gateway's rate limits per client, signed with the secret the gateway shares
 * (CLIENT_ADDRESS_SECRET): the gateway believes it only with a valid, fresh signature. Anything a browser sends under
 * these names is never passed on.
 */
export const CLIENT_IP_HEADER = CLIENT_ADDRESS_HEADER;
/**
 * The session cookie's name: over https `__Host-contextToken`, which browsers accept only with Secure, Path=/ and no
 * Domain (no subdomain or plain-http page can set or shadow it); over plain http (local development) `contextToken`,
 * since browsers refuse Secure cookies there (localhost aside). A shop moved from http to https ignores the old
 * `contextToken` cookie: the shopper starts a new guest session (a customer logs in again).
 */
export function contextTokenCookieName(secure: boolean): string {
  return secure ? '__Host-contextToken' : 'contextToken';
}
const DAY_SECONDS = 24 * 60 * 60;
/**
 * How long the cookie lives by the session's kind: the spec's customer token lives 7 days; a guest's context keeps
 * the "lifetime value 200" of the context cookie, read as days.
 */
const CONTEXT_TOKEN_MAX_AGE_SECONDS = { customer: 7 * DAY_SECONDS, guest: 200 * DAY_SECONDS } as const;

export type SessionKind = keyof typeof CONTEXT_TOKEN_MAX_AGE_SECONDS;

/** Request ids from outside are passed on only when they are short and plain (they end up in logs). */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export interface GatewayCaller {
  store: Store;
  requestId: string;
  contextToken: string | undefined;
  /** Whether the shopper reached us over https (the session cookie is then Secure). */
  secure: boolean;
  /** The shopper's IP address as the server saw it (srvx: the socket's peer, or X-Forwarded-For when trusted). */
  clientIp: string | undefined;
  /**
   * The store branch of an in-store tablet (its in-store cookie plus store-location cookie, src/instore): the gateway
   * records it on orders placed there, when it is one of the shop's stores.
   */
  branch?: string | undefined;
}

/**
 * srvx (server.mjs, and the dev server) gives the Fetch request the peer's address as `ip`; it already applies
 * TRUST_PROXY to X-Forwarded-For. Other hosts may put it in `context.clientAddress`.
 */
type RequestWithPeer = Request & { ip?: unknown; context?: { clientAddress?: unknown } };

function clientIpOf(request: Request): string | undefined {
  const { ip, context } = request as RequestWithPeer;
  const address = typeof ip === 'string' && ip ? ip : context?.clientAddress;
  // An address is short and plain; anything else is not passed on (it would end up in the gateway's logs).
  return typeof address === 'string' && /^[\da-fA-F:.]{2,45}$/.test(address) ? address : undefined;
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
  // Likewise the protocol: from the connection, or from X-Forwarded-Proto behind a trusted proxy.
  const secure = new URL(request.url).protocol === 'https:';
  return {
    store: storeOfRequest(request, stores),
    requestId: incomingId && SAFE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID(),
    contextToken: readCookie(request.headers.get('cookie'), contextTokenCookieName(secure)),
    secure,
    clientIp: clientIpOf(request),
    branch: branchOfCookies(request.headers.get('cookie')),
  };
}

/**
 * The headers every gateway call of this caller carries. The shopper's address goes along signed (over the address,
 * the time and the request id) when the storefront has the secret; without it, not at all.
 */
export function gatewayHeaders(caller: GatewayCaller, clientAddressSecret: string | undefined): Headers {
  const headers = new Headers({ [STORE_HEADER]: caller.store.code, [REQUEST_ID_HEADER]: caller.requestId });
  if (caller.contextToken) headers.set('authorization', `Bearer ${caller.contextToken}`);
  if (caller.clientIp && clientAddressSecret) {
    headers.set(CLIENT_IP_HEADER, caller.clientIp);
    headers.set(
      CLIENT_ADDRESS_SIGNATURE_HEADER,
      signClientAddress(clientAddressSecret, { address: caller.clientIp, requestId: caller.requestId }),
    );
  }
  if (caller.branch) headers.set(BRANCH_HEADER, caller.branch);
  return headers;
}

/**
 * The Set-Cookie value that keeps a session token away from page scripts; it lives as long as its kind of session
 * (a customer's 7 days, a guest's 200).
 */
export function contextTokenCookie(token: string, secure: boolean, kind: SessionKind = 'guest'): string {
  const attributes = [
    `${contextTokenCookieName(secure)}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${CONTEXT_TOKEN_MAX_AGE_SECONDS[kind]}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The Set-Cookie value that removes the session token (an in-store tablet's session ended: the next shopper starts anew). */
export function clearedContextTokenCookie(secure: boolean): string {
  return [
    `${contextTokenCookieName(secure)}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The cookie for a gateway answer that carries a new or rotated session token; undefined when it carries none. A
 * missing or unknown kind counts as a guest's session (the gateway always names it; older gateways did not).
 */
export function sessionCookieOf(gatewayResponse: Headers, secure: boolean): string | undefined {
  const token = gatewayResponse.get(CONTEXT_TOKEN_HEADER);
  if (!token) return undefined;
  const kind: SessionKind = gatewayResponse.get(SESSION_KIND_HEADER) === 'customer' ? 'customer' : 'guest';
  return contextTokenCookie(token, secure, kind);
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
