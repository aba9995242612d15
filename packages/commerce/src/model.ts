/**
 * What the commerce engine answers about customer accounts (issue 6): the contract between the engine
 * (accounts.ts, loyalty.ts, customer-orders.ts, wishlist.ts) and the gateway's resolvers. Amounts are integer minor
 * units of `currency`; dates are Date objects (the gateway formats them).
 */
import type { CommerceCountryCode, CommerceOrderState, CurrencyCode, Language } from '@shop/db';
import type { Address, OrderLine, PickupChoice } from './engine';
import type { ServicePoint } from './service-points';

export interface Customer {
  id: string;
  customerNumber: string;
  salutationKey: 'mr' | 'mrs' | null;
  firstName: string;
  lastName: string;
  email: string;
  /** `YYYY-MM-DD`, or null. */
  birthday: string | null;
  newsletter: boolean;
  storefrontUrl: string;
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  /** Merged on update; holds customer_settings_stores and customer_settings_lookbook_wishlist (JSON strings). */
  customFields: Record<string, unknown>;
  /** The store the account was made in: mails go out in its language. */
  country: CommerceCountryCode;
  language: Language;
  createdAt: Date;
}

export interface CustomerAddress extends Address {
  id: string;
  customerId: string;
  /** Kept in the custom field shipping_address_service_point. */
  servicePoint: ServicePoint | null;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}

export interface Voucher {
  id: string;
  customerId: string;
  customerNumber: string;
  /** The loyalty card number (the customer number in the embedded engine). */
  cardNumber: string;
  barcode: string;
  valueMinor: number;
  currency: CurrencyCode;
  validFrom: Date;
  validUntil: Date;
  minimumPurchaseMinor: number | null;
  maximumProducts: number | null;
  redeemedAt: Date | null;
  redeemedOrderId: string | null;
}

export interface LoyaltyAccount {
  /** Points not yet turned into a voucher. */
  points: number;
  lifetimePoints: number;
  currency: CurrencyCode;
}

/** An order as the account's order pages and the order history show it. */
export interface CustomerOrder {
  id: string;
  number: string;
  createdAt: Date;
  /** `sale` for web orders. */
  orderType: string;
  state: CommerceOrderState;
  approvalStatus: string;
  allocationStatus: string;
  pickStatus: string;
  shipmentStatus: string;
  /** The shipping method's reference. */
  shipmentMethod: string;
  shipmentDate: Date | null;
  trackTraceUrl: string | null;
  storeCode: string;
  currency: CurrencyCode;
  totalPrice: number;
  netPrice: number;
  shippingCosts: number;
  /** The redeemed voucher's discount (0 without one). */
  discount: number;
  email: string;
  billingAddress: Address;
  shippingAddress: Address | null;
  /** The store or service point of a pickup or service-point delivery. */
  pickup: PickupChoice | null;
  lines: OrderLine[];
}

export interface WishlistItem {
  /** The product SKU. */
  sku: string;
  addedAt: Date;
}

export interface Wishlist {
  customerId: string;
  /** Newest first. */
  items: WishlistItem[];
}
