export * from './address-book';
export * from './cart-links';
export * from './carts';
export * from './checkout';
export { providerIn } from './context-store';
export * from './contexts';
export * from './customer-logins';
export * from './customer-orders';
export * from './customer-profiles';
export {
  CUSTOMER_SESSION_MS,
  ORDER_HISTORY_MS,
  PASSWORD_RESET_MS,
  REGISTRATION_CONFIRMATION_MS,
} from './customer-store';
export * from './embedded';
export * from './engine-deps';
export * from './errors';
export * from './loyalty';
export * from './mail-outbox';
export * from './methods';
export * from './model';
export * from './mollie-provider';
export * from './newsletter';
export { toOrderLine } from './order-store';
export * from './orders';
export * from './password-recovery';
export * from './passwords';
export * from './payment-provider';
export * from './payments';
export * from './price-source';
export type { ProviderReturn } from './provider-payments';
export * from './rate-limit';
export * from './registration';
export * from './service-points';
export * from './shopware';
export * from './stock';
export * from './store-config';
export * from './store-locations';
export * from './test-payment-provider';
export * from './test-payment-service';
export * from './tokens';
export * from './upstream';
export * from './wishlist';
