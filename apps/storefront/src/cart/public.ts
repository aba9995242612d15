/** What other features may use of the cart feature (re-exports only; see .dependency-cruiser.cjs). */
export { addableRequest, requestAddToCart } from './add-to-cart';
export type { MyVoucherFragment } from './cart.generated';
export { useCartSummary } from './cart-store';
export { loadCartFlow } from './load-cart-flow';
export { useToasts } from './toasts';
