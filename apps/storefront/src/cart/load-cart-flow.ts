/**
 * The add-to-cart flow's code (size chooser, modal), loaded when first needed; a product page starts it early when the
 * pointer or the focus reaches its button. Apart from add-to-cart.ts, which the flow itself imports.
 */
export const loadCartFlow = () => import('./CartFlow');
