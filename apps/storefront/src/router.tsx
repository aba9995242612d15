import {
  type ApolloClientIntegration,
  type InMemoryCache,
  routerWithApolloClient,
} from '@apollo/client-integration-tanstack-start';
import type { I18n } from '@lingui/core';
import type { StoreDefinition } from '@shop/i18n';
import { createRouter } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { ErrorPage } from './components/ErrorPage';
import { NotFoundPage } from './components/NotFoundPage';
import { createCache } from './graphql/cache';
import { createBrowserApolloClient } from './graphql/client';
import { createI18n } from './i18n';
import { pageRequestOnServer } from './page-request.server';
import { routeTree } from './routeTree.gen';
import { storeOfDocument } from './store';

export interface RouterContext extends ApolloClientIntegration.RouterContext {
  /** The store of the request, chosen by the Host header. */
  store: StoreDefinition;
  /** Lingui for the store's language (this request's own instance on the server), provided by the root route. */
  i18n: I18n;
}

/** The store and the Apollo client: from the request on the server, from the rendered page in the browser. */
const pageRequest = createIsomorphicFn()
  .server(pageRequestOnServer)
  .client((cache: InMemoryCache) => ({ store: storeOfDocument(), apolloClient: createBrowserApolloClient(cache) }));

/** Called by TanStack Start once per request on the server, and once in the browser before hydration. */
export async function getRouter() {
  const cache = createCache();
  const { store, apolloClient } = pageRequest(cache);
  const i18n = await createI18n(store);
  const router = createRouter({
    routeTree,
    context: { ...routerWithApolloClient.defaultContext, store, i18n },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The loaders' query results travel with the page, so the browser's cache starts where the server's ended and
    // hydration renders the same data without asking the gateway again. The cache holds the gateway's JSON answers;
    // it travels as JSON text.
    dehydrate: () => ({ apolloCache: JSON.stringify(cache.extract()) }),
    hydrate: ({ apolloCache }) => {
      cache.restore(JSON.parse(apolloCache));
    },
  });
  return routerWithApolloClient(router, apolloClient);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
  }
}
