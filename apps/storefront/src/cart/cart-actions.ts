import type { GraphqlQuery } from '../lib/graphql/query';
import {
  AddToCartDocument,
  type CartDetailFragment,
  type CartPayloadFragment,
  DeleteCartItemDocument,
  UpdateCartItemDocument,
} from './cart.generated';
import { useCartSummary } from './cart-store';
import { showCartNotices } from './toasts';
import { trackCartEvent } from './tracking';

/**
 * The cart mutations as the storefront runs them in the browser: each answers the gateway's whole cart, which the
 * cart summary takes over (the header follows), whose notices become toasts, and whose changes go to the data layer.
 * User errors (out of stock, an unknown line) are answered to the caller, who shows them.
 */
export interface CartResult {
  cart: CartDetailFragment | null;
  /** The gateway's messages about the input, in the shopper's language. */
  errors: string[];
}

function takeOver(payload: CartPayloadFragment): CartResult {
  if (payload.cart) {
    useCartSummary.getState().setCart(payload.cart);
    showCartNotices(payload.cart.errors);
  }
  return { cart: payload.cart ?? null, errors: payload.errors.map((error) => error.message) };
}

export async function addToCart(graphql: GraphqlQuery, variantSku: string): Promise<CartResult> {
  const data = await graphql(AddToCartDocument, { items: [{ referencedId: variantSku, quantity: 1 }] });
  const result = takeOver(data.addToCart);
  const line = result.cart?.items.find((item) => item.referencedId === variantSku);
  if (line && result.errors.length === 0) trackCartEvent('add_to_cart', [{ line, quantity: 1 }]);
  return result;
}

/** A line's new quantity (0 removes it): the data layer hears the units added or removed. */
export async function updateCartItem(
  graphql: GraphqlQuery,
  line: CartDetailFragment['items'][number],
  quantity: number,
): Promise<CartResult> {
  const data = await graphql(UpdateCartItemDocument, { item: { id: line.id, quantity } });
  const result = takeOver(data.updateCartItem);
  if (result.errors.length === 0 && quantity !== line.quantity) {
    const updated = result.cart?.items.find((item) => item.id === line.id);
    const now = updated?.quantity ?? 0;
    if (now > line.quantity) trackCartEvent('add_to_cart', [{ line, quantity: now - line.quantity }]);
    if (now < line.quantity) trackCartEvent('remove_from_cart', [{ line, quantity: line.quantity - now }]);
  }
  return result;
}

export async function deleteCartItem(
  graphql: GraphqlQuery,
  line: CartDetailFragment['items'][number],
): Promise<CartResult> {
  const data = await graphql(DeleteCartItemDocument, { id: line.id });
  const result = takeOver(data.deleteCartItem);
  if (result.errors.length === 0) trackCartEvent('remove_from_cart', [{ line, quantity: line.quantity }]);
  return result;
}
