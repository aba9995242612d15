import type { GraphqlQuery } from '../lib/graphql/query';
import { MiniCartDocument } from './cart.generated';
import { miniCartItems } from './cart-lines';
import { useCartSummary } from './cart-store';

/** The mini cart panel's lines, asked of the gateway each time the panel opens (the cart changes in other tabs too). */
export async function loadMiniCart(graphql: GraphqlQuery) {
  const { cart } = await graphql(MiniCartDocument, {}, { fresh: true });
  useCartSummary.getState().setCart(cart);
  return cart ? miniCartItems(cart.items) : [];
}
