import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { PageStoreSwitch } from './page-shell';
import { PageRouteDocument, type PageRouteQuery, PageStoreSwitchDocument } from './route.generated';

/** What the gateway's `route` says a path is. */
export type GatewayRoute = PageRouteQuery['route'];

export interface RouteAnswer {
  route: GatewayRoute;
  storeSwitch: PageStoreSwitch;
  /** Whether a not-found route carries its 404 document (false after a failure: the not-found page asks it alone). */
  complete: boolean;
}

/** Blog posts per load: a blog's first loads come with its page. */
const CHILD_PAGE_SIZE = 5;

/**
 * What a path is, with its page's data and its store switch, in one gateway request. When that request fails, the
 * route is asked alone and the store switch apart: a store switch or a 404 document that cannot be loaded must not
 * take the page down with it (they were separate requests before). Only when the route itself fails does the page
 * answer 503 (`loadQuery`).
 */
export async function loadRoute(
  graphql: GraphqlQuery,
  path: string,
  pathname: string,
  loads: number,
): Promise<RouteAnswer> {
  // Blog posts of loads 1 to n in one list (5 per load; n is capped by the URL state, so this stays below 100).
  const variables = { path, pathname, childPageSize: CHILD_PAGE_SIZE * loads };
  try {
    const { route, storeSwitch } = await graphql(PageRouteDocument, { ...variables, complete: true });
    return { route, storeSwitch: storeSwitch ?? null, complete: true };
  } catch (error) {
    console.error('[route] the page with its store switch failed; asking the route alone:', error);
  }
  const [{ route }, storeSwitch] = await Promise.all([
    loadQuery(graphql, PageRouteDocument, { ...variables, complete: false }),
    graphql(PageStoreSwitchDocument, { path: pathname }).then(
      (data) => data.storeSwitch,
      (error: unknown) => {
        console.error('[route] the store switch failed:', error);
        return null;
      },
    ),
  ]);
  return { route, storeSwitch, complete: false };
}
