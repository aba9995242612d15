import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import { CartPageDocument, CartVouchersDocument } from './cart.generated';

/**
 * /cart/: the cart (null without a session: the empty cart), the cart usps, and the
 * loyalty vouchers' part (logged in or not, the customer's vouchers, the one redeemed in the cart).
 */
export async function loadCartPage(graphql: GraphqlQuery) {
  // The cart is always asked of the gateway (never the browser's cache): it changes by mutations and in other tabs.
  const fresh: GraphqlQuery = (document, variables) => graphql(document, variables, { fresh: true });
  const [page, vouchers] = await Promise.all([
    loadQuery(fresh, CartPageDocument, {}),
    // The vouchers are extra: without them the cart still shows (and is paid), only the vouchers' part is left out.
    fresh(CartVouchersDocument, {}).then(
      (data) => data.context,
      (error: unknown) => {
        console.error('[cart] the vouchers could not be loaded:', error);
        return undefined;
      },
    ),
  ]);
  return { cart: page.cart ?? null, usps: page.checkoutLayout.cartUsps, vouchers };
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;
