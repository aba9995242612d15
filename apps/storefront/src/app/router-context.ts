import type { I18n } from '@lingui/core';
import type { StoreDefinition } from '@shop/i18n';
import type { GraphqlQuery } from '../lib/graphql/query';

/** What every route gets from the router (its context): the request's store, language, GraphQL client. */
export interface RouterContext {
  /** The store of the request, chosen by the Host header. */
  store: StoreDefinition;
  /** The store's base URL without trailing slash (canonical links, structured data). */
  baseUrl: string;
  /** Lingui for the store's language (this request's own instance on the server), provided by the root route. */
  i18n: I18n;
  /** Runs a typed GraphQL operation: the gateway for this shopper on the server, /graphql in the browser. */
  graphql: GraphqlQuery;
  /**
   * On the server: whether the request has a session cookie (the root loader then renders the header's cart summary).
   * In the browser always false: the cart summary store holds the cart from then on (src/cart/cart-store.ts).
   */
  hasSession: boolean;
  /** reCAPTCHA v3's site key (the server's configuration, read back from the page in the browser); null: embedded mode. */
  recaptchaSiteKey: string | null;
  /**
   * On the server: the store language's built message catalog, which the document preloads (the browser's entry
   * imports it before hydrating). In the browser null: it is being loaded already.
   */
  messagesScript: string | null;
}
