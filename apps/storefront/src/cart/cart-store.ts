// The cart summary (units and formatted total) for the mini cart and the checkout: `useCartSummary`, updated by `setCart(cart)` after every cart answer.
import { create } from 'zustand';

/** What `setCart` needs of a cart: any cart answer of the gateway has these fields (null: no cart, no session). */
export interface CartSummarySource {
  itemCount: number;
  price: { totalFormatted: string };
}

export interface CartSummaryState {
  /** Units in the cart (the gateway's `Cart.itemCount`). */
  itemCount: number;
  /** The cart's total as the gateway formats it (`Cart.price.totalFormatted`); empty before any cart is known. */
  total: string;
  /** Whether a cart answer has been seen in this page (server-rendered summary, a mutation, the cart page). */
  known: boolean;
  /** Takes over the gateway's latest cart: after add, update, remove, restore, and when a page loads one. */
  setCart: (cart: CartSummarySource | null | undefined) => void;
}

/**
 * The header's mini cart and the checkout read the cart summary from here, so they follow every cart change without
 * a reload. The storefront never computes it: the count and the total are the gateway's.
 */
export const useCartSummary = create<CartSummaryState>()((set) => ({
  itemCount: 0,
  total: '',
  known: false,
  setCart: (cart) =>
    set(
      cart
        ? { itemCount: cart.itemCount, total: cart.price.totalFormatted, known: true }
        : { itemCount: 0, total: '', known: true },
    ),
}));
