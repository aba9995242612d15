import { createRouter } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { browserQuery } from '../lib/graphql/client';
import { createI18n } from '../lib/i18n';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { baseUrlOfDocument, storeOfDocument } from '../lib/store';
import { siteKeyOfDocument } from '../recaptcha/site-key';
import { routeTree } from '../routeTree.gen';
import { pageRequestOnServer } from './page-request.server';
import { namePostLoginRunners } from './post-login-runners';
import { ErrorPage } from './shell/ErrorPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { keepVisitedPagesWhileOffline } from './shell/offline';
import { routableUrl } from './unroutable-path';

/** The store and the GraphQL client: from the request on the server, from the rendered page in the browser. */
const pageRequest = createIsomorphicFn()
  .server(pageRequestOnServer)
  .client(() => ({
    store: storeOfDocument(),
    baseUrl: baseUrlOfDocument(),
    graphql: browserQuery,
    hasSession: false,
    recaptchaSiteKey: siteKeyOfDocument(),
    messagesScript: null,
    // The router reads the nonce back from the page itself (its `csp-nonce` meta) when it hydrates.
    nonce: undefined,
  }));

/**
 * Called by TanStack Start once per request on the server, and once in the browser before hydration. Loaders answer
 * their query's data; the router puts it into the page, so the browser hydrates from it without asking the gateway.
 */
export async function getRouter() {
  const { store, baseUrl, graphql, hasSession, recaptchaSiteKey, messagesScript, nonce } = pageRequest();
  const i18n = await createI18n(store);
  const router = createRouter({
    routeTree,
    context: { store, baseUrl, i18n, graphql, hasSession, recaptchaSiteKey, messagesScript },
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
  namePostLoginRunners();
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
    /** What src/app/server.ts hands every request: its Content-Security-Policy nonce. */
    server: { requestContext: { nonce: string } };
  }
}
