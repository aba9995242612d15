/**
 * What a checkout still lacks before an order can be placed: the storefront shows the steps to complete,
 * the gateway answers `Context.missing`, and the commerce engine refuses `placeOrder` with the same list.
 */
export type CheckoutRequirement =
  | 'cart-items'
  | 'stock'
  | 'email'
  | 'billing-address'
  | 'pickup-point'
  | 'dhl-customer-number';

export interface CheckoutState {
  itemCount: number;
  /** Some line has less stock at the distribution centres than its quantity. */
  outOfStock: boolean;
  email: string | null;
  hasBillingAddress: boolean;
  /** The chosen shipping method's pickup provider: `stores` or a carrier; null for home delivery. */
  pickupProvider: string | null;
  /** The chosen pickup point, if any. */
  pickup: { provider: string; locationType: string; dhlCustomerNumber: string | null } | null;
}

export function missingForCheckout(state: CheckoutState): CheckoutRequirement[] {
  const missing: CheckoutRequirement[] = [];
  if (state.itemCount === 0) missing.push('cart-items');
  if (state.outOfStock) missing.push('stock');
  if (!state.email) missing.push('email');
  if (!state.hasBillingAddress) missing.push('billing-address');
  if (state.pickupProvider) {
    const pickup = state.pickup?.provider === state.pickupProvider ? state.pickup : null;
    if (!pickup) missing.push('pickup-point');
    else if (pickup.locationType === 'packstation' && !pickup.dhlCustomerNumber) missing.push('dhl-customer-number');
  }
  return missing;
}
