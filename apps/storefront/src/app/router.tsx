// First: Zod's settings hold for every schema built after it (src/lib/zod-config.ts).
import '../lib/zod-config';
import type { I18n } from '@lingui/core';
import type { StoreDefinition } from '@shop/i18n';
import { createRouter } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { browserQuery } from '../lib/graphql/client';
import type { GraphqlQuery } from '../lib/graphql/query';
import { createI18n } from '../lib/i18n';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { baseUrlOfDocument, storeOfDocument } from '../lib/store';
import { siteKeyOfDocument } from '../recaptcha/recaptcha';
import { routeTree } from '../routeTree.gen';
import { pageRequestOnServer } from './page-request.server';
import { ErrorPage } from './shell/ErrorPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { keepVisitedPagesWhileOffline } from './shell/offline';
import { routableUrl } from './unroutable-path';

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
  catalogScript: string | null;
}

/** The store and the GraphQL client: from the request on the server, from the rendered page in the browser. */
const pageRequest = createIsomorphicFn()
  .server(pageRequestOnServer)
  .client(() => ({
    store: storeOfDocument(),
    baseUrl: baseUrlOfDocument(),
    graphql: browserQuery,
    hasSession: false,
    recaptchaSiteKey: siteKeyOfDocument(),
    catalogScript: null,
    // The router reads the nonce back from the page itself (its `csp-nonce` meta) when it hydrates.
    nonce: undefined,
  }));

/**
 * Called by TanStack Start once per request on the server, and once in the browser before hydration. Loaders answer
 * their query's data; the router puts it into the page, so the browser hydrates from it without asking the gateway.
 */
export async function getRouter() {
  const { store, baseUrl, graphql, hasSession, recaptchaSiteKey, catalogScript, nonce } = pageRequest();
  const i18n = await createI18n(store);
  const router = createRouter({
    routeTree,
    context: { store, baseUrl, i18n, graphql, hasSession, recaptchaSiteKey, catalogScript },
    defaultPreload: 'intent',
    // The spec's paths come both ways: /products/, /search/ with a slash, product and category urls without.
    trailingSlash: 'preserve',
    scrollRestoration: true,
    // Filters, sorting and paging live in the URL as plain repeated keys (?brand=a&brand=b&page=2), the way a
    // GET form writes them: the filter form works without JavaScript too.
    parseSearch,
    stringifySearch,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // This response's CSP nonce (src/app/server.ts) on every script and head tag the server renders, the hydration data
    // included. Left out in the browser: there `ssr: { nonce: undefined }` would replace what the router read back.
    ...(nonce ? { ssr: { nonce } } : {}),
    // Paths that cannot be decoded or hold a control character are the 404 page, in the browser as on the server
    // (src/app/server.ts): hydration finds the page the server rendered, and no navigation asks the gateway about them.
    rewrite: { input: ({ url }) => routableUrl(url) },
  });
  keepVisitedPagesWhileOffline(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
    /** What src/app/server.ts hands every request: its Content-Security-Policy nonce. */
    server: { requestContext: { nonce: string } };
  }
}
