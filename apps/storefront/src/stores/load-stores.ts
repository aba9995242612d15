import { contentNotFound } from '../content/public';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { StoresSearch } from './search';
import { StoreLocationDetailDocument, StoreLocationsDocument } from './stores.generated';

/** Favourites change by the shopper's own clicks, which the browser's cache does not see: always asked anew. */
const fresh: (graphql: GraphqlQuery) => GraphqlQuery = (graphql) => (document, variables) =>
  graphql(document, variables, { fresh: true });

/** `/winkels/`: the store list in the order the gateway gives (favourites, then distance or country). */
export async function loadStores(graphql: GraphqlQuery, search: StoresSearch) {
  const { storeLocations } = await loadQuery(fresh(graphql), StoreLocationsDocument, {
    near: search.near ?? null,
    lat: search.lat ?? null,
    lng: search.lng ?? null,
  });
  return storeLocations;
}

/** `/winkels/{reference}/`: one store, or the 404 page (with the content service's not-found document). */
export async function loadStore(graphql: GraphqlQuery, reference: string) {
  const { storeLocation } = await loadQuery(fresh(graphql), StoreLocationDetailDocument, { reference });
  if (!storeLocation) throw await contentNotFound(graphql);
  return storeLocation;
}
