import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { ProductTileFragment } from '../listing/public';
import { CustomerWishlistDocument } from './wishlist.generated';

export interface CustomerWishlistData {
  /** False when the gateway answered no wishlist: the session ended between the guard and this query. */
  loggedIn: boolean;
  /** The account's products, newest first; products the assortment no longer has are left out. */
  products: ProductTileFragment[];
}

/** `/customer/wishlist/`: the account's list with the catalog's products (always asked, never from the cache). */
export async function loadCustomerWishlist(graphql: GraphqlQuery): Promise<CustomerWishlistData> {
  const { wishlist } = await loadQuery(
    (document, variables) => graphql(document, variables, { fresh: true }),
    CustomerWishlistDocument,
    {},
  );
  return {
    loggedIn: Boolean(wishlist),
    products: (wishlist?.items ?? []).flatMap((item) => (item.product ? [item.product] : [])),
  };
}
