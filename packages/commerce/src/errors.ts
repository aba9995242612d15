/** A refusal the caller can act on, with a stable code (the gateway maps it to a GraphQL error and a message key). */
export type CommerceErrorCode =
  | 'context-not-found'
  | 'product-not-found'
  | 'product-not-orderable'
  | 'cart-item-not-found'
  | 'cart-full'
  | 'cart-empty'
  | 'product-out-of-stock'
  | 'shipping-method-not-available'
  | 'payment-method-not-available'
  | 'invalid-address'
  | 'invalid-email'
  | 'invalid-pickup'
  | 'service-point-not-found'
  | 'checkout-incomplete'
  | 'idempotency-key-reused'
  | 'order-not-found'
  | 'order-already-paid'
  | 'order-not-payable'
  | 'payment-not-found'
  | 'invalid-webhook-signature'
  | 'invalid-webhook'
  // Customer accounts (accounts.ts, wishlist.ts):
  | 'account-exists'
  | 'invalid-customer'
  | 'invalid-credentials'
  | 'not-logged-in'
  | 'invalid-reset-token'
  | 'invalid-confirmation-token'
  | 'address-not-found'
  // Vouchers and customer orders (loyalty.ts, customer-orders.ts):
  | 'voucher-not-found'
  | 'voucher-not-yet-valid'
  | 'voucher-expired'
  | 'voucher-redeemed'
  | 'voucher-minimum-not-reached'
  | 'voucher-not-valid'
  | 'order-not-shippable'
  // Newsletter (newsletter.ts):
  | 'invalid-newsletter-signup'
  | 'invalid-newsletter-link'
  // Cart restore links (cart-links.ts) and payments without a provider:
  | 'cart-link-not-found'
  | 'cart-link-expired'
  | 'payments-unavailable'
  // The payment provider did not answer, answered an error, or refused (payment-provider.ts):
  | 'payment-provider-unavailable'
  | 'payment-not-refundable'
  | 'payment-not-cancelable'
  // A remote shop system (the Shopware adapter): down, slow or its circuit open; or asking callers to wait.
  | 'commerce-unavailable'
  | 'commerce-busy'
  // A payment flow the remote shop system does not have (Shopware: the test payment page, the provider's webhooks).
  | 'payment-flow-unsupported';

export class CommerceError extends Error {
  constructor(
    readonly code: CommerceErrorCode,
    message: string = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}
