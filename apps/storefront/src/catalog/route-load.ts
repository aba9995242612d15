import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { PageShell } from './page-shell';
import { PageLayoutDocument, PageRouteDocument, type PageRouteQuery, PageStoreSwitchDocument } from './route.generated';

/** What the gateway's `route` says a path is. */
export type GatewayRoute = PageRouteQuery['route'];

type StoreSalutations = NonNullable<PageRouteQuery['storeConfig']>['salutations'];

export interface RouteAnswer {
  route: GatewayRoute;
  shell: PageShell;
  /** The store's salutations (a content page's newsletter block); null when the route came without them. */
  salutations: StoreSalutations | null;
  /** Whether a not-found route carries its 404 document (false after a failure: the not-found page asks it alone). */
  complete: boolean;
}

/**
 * Where a path is asked from: the page's path, the URL's pathname (the store switch's key, as the root's), and
 * whether the default layout comes along (the root has none yet: on the server, in the browser before it kept one).
 */
export interface PagePath {
  path: string;
  pathname: string;
  withLayout: boolean;
}

/** Blog posts per load: a blog's first loads come with its page. */
const CHILD_PAGE_SIZE = 5;

/** A shell part asked on its own: null when it fails, which must not take the page down with it. */
async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[route] the ${what} failed:`, error);
    return null;
  }
}

/**
 * What a path is, with its page's data and the shell's parts (its store switch, and the default layout when asked
 * `withLayout`), in one gateway request. When that request fails, the route is asked alone and the shell's parts
 * apart: a store switch, a layout or a 404 document that cannot be loaded must not take the page down with it (they
 * were separate requests before). Only when the route itself fails does the page answer 503 (`loadQuery`).
 */
export async function loadRoute(
  graphql: GraphqlQuery,
  { path, pathname, withLayout }: PagePath,
  loads: number,
): Promise<RouteAnswer> {
  // Blog posts of loads 1 to n in one list (5 per load; n is capped by the URL state, so this stays below 100).
  const variables = { path, pathname, childPageSize: CHILD_PAGE_SIZE * loads };
  try {
    const { route, storeSwitch, layout, storeConfig } = await graphql(PageRouteDocument, {
      ...variables,
      complete: true,
      withLayout,
    });
    return {
      route,
      shell: { storeSwitch: storeSwitch ?? null, layout: layout ?? null },
      salutations: storeConfig?.salutations ?? null,
      complete: true,
    };
  } catch (error) {
    console.error('[route] the page with its shell parts failed; asking the route alone:', error);
  }
  const [{ route }, storeSwitch, layout] = await Promise.all([
    loadQuery(graphql, PageRouteDocument, { ...variables, complete: false, withLayout: false }),
    orNull('store switch', async () => (await graphql(PageStoreSwitchDocument, { path: pathname })).storeSwitch),
    withLayout ? orNull('layout', async () => (await graphql(PageLayoutDocument, {})).layout) : null,
  ]);
  return { route, shell: { storeSwitch, layout }, salutations: null, complete: false };
}
