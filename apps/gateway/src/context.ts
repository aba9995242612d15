import type { I18n } from '@lingui/core';
import type { Store } from '@shop/i18n';
import type { Logger } from './logger';

/** What every resolver of every subschema gets: the request's store (language, country, currency) and tools. */
export interface GatewayContext {
  requestId: string;
  store: Store;
  /** The stores, with the base URLs of this deployment. */
  stores: readonly Store[];
  /** Lingui, already in the store's language. */
  i18n: I18n;
  /** The bearer token of the caller (context or customer token), when it sent one. */
  token: string | null;
  /**
   * The caller's IP address (rate limits count per client): the socket's peer, or the `x-shop-client-ip` header when
   * the storefront signed it (http/server.ts clientAddressOf).
   */
  clientAddress: string;
  /**
   * The store branch an in-store tablet orders in (`x-shop-branch`, from the storefront's in-store cookies), when the
   * header has a branch code's form; whether it is one of the shop's stores is checked where it counts (placeOrder).
   */
  branchCode: string | null;
  /** The bot-check token of the request (`x-recaptcha-token`), verified by the protected operations. */
  botCheckToken: string | null;
  logger: Logger;
  /** The moment the request started: every rule of one request judges time by it (coming soon, sale periods). */
  now: Date;
  /** Per-request memo for loaders (batching and caching within one request only). */
  memo: <T>(key: string, create: () => T) => T;
  /**
   * Response headers a resolver asks for (the session header when a mutation created or switched the caller's
   * context); the HTTP layer writes them with the response.
   */
  responseHeaders: Map<string, string>;
  /**
   * What this answer shows, as cache tags (src/cache/cache-tags.ts: `tagAnswer`); sent in the `x-shop-cache-tags`
   * response header so that caches of the answer, or of a page built from it, are purged when one of them changes.
   */
  cacheTags: Set<string>;
}

/** A memo for one request's loaders. */
export function requestMemo(): GatewayContext['memo'] {
  const entries = new Map<string, unknown>();
  return <T>(key: string, create: () => T): T => {
    if (!entries.has(key)) entries.set(key, create());
    return entries.get(key) as T;
  };
}
