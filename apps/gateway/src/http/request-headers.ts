// What a GraphQL request's headers say: its store, its caller (token, address, branch) and its bot-check token.
import type { IncomingMessage } from 'node:http';
import { isBranchCodeFormat } from '@shop/domain';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  verifyClientAddress,
} from '@shop/domain/client-address';
import { DEFAULT_STORE_CODE, isStoreCode, type Store, storeByCode } from '@shop/i18n';
import { HttpError } from './json-io';

export const STORE_HEADER = 'x-shop-store';
export const REQUEST_ID_HEADER = 'x-request-id';
/** The client's IP address, as the storefront's server names it, signed (see clientAddressOf). */
export const CLIENT_IP_HEADER = CLIENT_ADDRESS_HEADER;
/** The in-store branch a tablet orders in: the storefront sends it from its in-store cookies. */
export const BRANCH_HEADER = 'x-shop-branch';

/** The store a call is for: the `x-shop-store` header (the storefront sends it from its host), else the default store. */
export function storeOf(request: IncomingMessage, stores: readonly Store[]): Store {
  const header = request.headers[STORE_HEADER];
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!code) return storeByCode(stores, DEFAULT_STORE_CODE);
  if (!isStoreCode(code)) throw new HttpError(400, 'UNKNOWN_STORE', `Unknown store "${code}".`);
  return storeByCode(stores, code);
}

/** The `x-shop-branch` header when it has a branch code's form, else null. */
export function branchCodeOf(request: IncomingMessage): string | null {
  const header = request.headers[BRANCH_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && isBranchCodeFormat(value) ? value : null;
}

/** A request header's first value, trimmed; null when absent or empty. */
export function headerValue(request: IncomingMessage, name: string): string | null {
  const header = request.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.trim() || null;
}

export function bearerToken(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** `::ffff:127.0.0.1` is 127.0.0.1 (IPv4 peers on a dual-stack socket). */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The caller's IP address: the one the storefront names in `x-shop-client-ip` when its signature (made with the shared
 * CLIENT_ADDRESS_SECRET, over the address, the time and this request's id) is valid and fresh; else the socket's peer.
 * Where the request comes from does not matter: any caller without the secret (a script on the storefront's host
 * too) could otherwise name any address and so escape the per-client rate limits.
 */
export function clientAddressOf(
  request: IncomingMessage,
  // The wall clock, not the shop's (tests move that): the signature's age is between two real processes.
  { secret, requestId, now = new Date() }: { secret: string | undefined; requestId: string; now?: Date },
): string {
  const named = headerValue(request, CLIENT_IP_HEADER);
  const signature = headerValue(request, CLIENT_ADDRESS_SIGNATURE_HEADER);
  if (named && verifyClientAddress(secret, { address: named, requestId, signature, now })) return plainAddress(named);
  return plainAddress(request.socket.remoteAddress ?? 'unknown');
}
