import type { StoreDefinition } from '@shop/i18n';
import { getGlobalStartContext } from '@tanstack/react-start';
import { getRequest, setResponseHeader } from '@tanstack/react-start/server';
import { storefrontConfig } from '../lib/config.server';
import { callerOf } from '../lib/gateway-caller.server';
import { collectCacheTags, createGatewayQuery } from '../lib/graphql/client.server';
import type { GraphqlQuery } from '../lib/graphql/query';
import { storeDefinition } from '../lib/store';
import { messagesScriptOf } from './messages-script.server';

export interface PageRequest {
  store: StoreDefinition;
  /** The store's base URL (canonical links, structured data), without trailing slash. */
  baseUrl: string;
  graphql: GraphqlQuery;
  /** Whether the request carries a session cookie (only then is the header's cart summary worth asking for). */
  hasSession: boolean;
  /** reCAPTCHA v3's site key (written on `<html data-recaptcha-site-key>`); null in the embedded mode. */
  recaptchaSiteKey: string | null;
  /** The built message catalog of the store's language, preloaded by the page (null in development). */
  messagesScript: string | null;
  /** This response's Content-Security-Policy nonce (src/app/server.ts), for the page's inline scripts. */
  nonce: string | undefined;
}

/**
 * The store's own origin, for server.mjs's page cache: a page asked for under another host (an unknown Host falls back
 * to the default store) is kept among the made-up pages, so a flood of invented hosts cannot push real pages out.
 */
const STORE_ORIGIN_HEADER = 'x-shop-store-origin';

/** On the server, a page request starts from its store (by Host) and a gateway client for this shopper. */
export function pageRequestOnServer(): PageRequest {
  const config = storefrontConfig();
  const caller = callerOf(getRequest(), config.stores);
  setResponseHeader(STORE_ORIGIN_HEADER, new URL(caller.store.baseUrl).origin);
  const store = storeDefinition(caller.store.code);
  return {
    store,
    baseUrl: caller.store.baseUrl,
    graphql: createGatewayQuery(caller, config, collectCacheTags),
    hasSession: caller.contextToken !== undefined,
    recaptchaSiteKey: config.recaptchaSiteKey ?? null,
    messagesScript: messagesScriptOf(store.language),
    // Start's types lose the registered request context here (they answer `never`); src/app/server.ts always sets it.
    nonce: (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce,
  };
}
