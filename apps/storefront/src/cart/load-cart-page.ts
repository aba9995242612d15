import { CartPageDocument } from '../graphql/generated/graphql';
import { loadQuery } from '../graphql/load-query';
import type { GraphqlQuery } from '../graphql/query';
import { loadCheckoutLayout } from '../shell/load-checkout-layout';

/** /cart/: the checkout layout's content, the cart (null without a session: the empty cart) and the cart usps. */
export async function loadCartPage(graphql: GraphqlQuery) {
  // The cart is always asked of the gateway (never the browser's cache): it changes by mutations and in other tabs.
  const fresh: GraphqlQuery = (document, variables) => graphql(document, variables, { fresh: true });
  const [layout, page] = await Promise.all([loadCheckoutLayout(graphql), loadQuery(fresh, CartPageDocument, {})]);
  return { layout, cart: page.cart ?? null, usps: page.checkoutLayout.cartUsps };
}

export type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;
