import { loadQuery } from '../lib/graphql/load-query';
import { isCommerceOutage } from '../lib/graphql/outage';
import type { GraphqlQuery } from '../lib/graphql/query';
import { CartPageDocument, CartVouchersDocument } from './cart.generated';

/**
 * /cart/: the cart (null without a session: the empty cart; `unavailable` when the shop system cannot answer), the
 * cart usps, and the
 * loyalty vouchers' part (logged in or not, the customer's vouchers, the one redeemed in the cart).
 */
export async function loadCartPage(graphql: GraphqlQuery) {
  // The cart is always asked of the gateway (never the browser's cache): it changes by mutations and in other tabs.
  const fresh: GraphqlQuery = (document, variables) => graphql(document, variables, { fresh: true });
  // The shop system down (commerce on a remote shop): the page still shows, saying the cart cannot be shown now.
  let unavailable = false;
  const orUnavailable: GraphqlQuery = async (document, variables) => {
    try {
      return await fresh(document, variables);
    } catch (error) {
      if (!isCommerceOutage(error)) throw error;
      console.error('[cart] the shop system cannot answer:', error);
      unavailable = true;
      return { cart: null, checkoutLayout: { cartUsps: [] } } as never;
    }
  };
  const [page, vouchers] = await Promise.all([
    loadQuery(orUnavailable, CartPageDocument, {}),
    // The vouchers are extra: without them the cart still shows (and is paid), only the vouchers' part is left out.
    fresh(CartVouchersDocument, {}).then(
      (data) => data.context,
      (error: unknown) => {
        console.error('[cart] the vouchers could not be loaded:', error);
        return undefined;
      },
    ),
  ]);
  return { cart: page.cart ?? null, usps: page.checkoutLayout.cartUsps, vouchers, unavailable };
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;
