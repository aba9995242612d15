/**
 * The shared shapes of commerce: what every implementation of the commerce upstream (upstream.ts) takes and answers
 * (the embedded engine, a remote shop's adapter) and what the gateway's resolvers read. Amounts are integer minor units
 * of `currency`; dates are Date objects (the gateway formats them). Types only: this module imports no implementation.
 */
import type { CommerceOrderState } from '@shop/db';
import type { AddressErrorCode, AddressInput, BirthdayErrorCode, PasswordErrorCode } from '@shop/domain';
import type { CountryCode, CurrencyCode, Language } from '@shop/i18n';
import type { ShippingMethodType } from './methods';
import type { ServicePoint } from './service-points';

/** Amounts are integer minor units (cents, pence) of the cart's or order's currency; prices include VAT. */
export interface CalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: { tax: number; taxRate: number; price: number }[];
  taxRules: { taxRate: number; percentage: number }[];
}

export interface CartItem {
  id: string;
  /** The variant SKU. */
  referencedId: string;
  type: 'product';
  quantity: number;
  payload: { productNumber: string; options: { group: string; option: string }[]; stock: number };
  /** `stock`: units at the distribution centres; `deliveryTime`: the variant's pre-order delivery time, if any. */
  deliveryInformation: { stock: number; deliveryTime: string | null };
  price: CalculatedPrice;
  removable: true;
  stackable: true;
  modified: Date;
}

/** A redeemed voucher as a cart line: its value off the items (never more than they cost). */
export interface PromotionCartItem {
  id: string;
  /** The voucher's code. */
  referencedId: string;
  type: 'promotion';
  quantity: 1;
  voucher: Voucher;
  /** Negative: what the voucher takes off. */
  price: CalculatedPrice;
  removable: true;
  stackable: false;
  /** When the cart last changed (the voucher's line has no time of its own). */
  modified: Date;
}

/** Any line of a cart: a product, or a promotion (a redeemed voucher). */
export type CartLine = CartItem | PromotionCartItem;

export interface CartError {
  code: string;
  /** Unique per error (code plus the line it is about). */
  key: string;
  messageKey: string;
  message: string;
  level: 'error' | 'warning' | 'notice';
}

export interface ShippingMethodSummary {
  id: string;
  reference: string;
  type: ShippingMethodType;
}

export interface Cart {
  name: 'frontend-cart';
  token: string;
  currency: CurrencyCode;
  items: CartItem[];
  /** The redeemed voucher's line (at most one); `price.totalPrice` has it taken off already. */
  promotions: PromotionCartItem[];
  /** `positionPrice`: the products' total, before a voucher; `totalPrice`: what is paid (products − voucher + shipping). */
  price: { positionPrice: number; totalPrice: number; netPrice: number; taxRate: number; tax: number };
  deliveries: {
    shippingMethod: ShippingMethodSummary;
    shippingCosts: { quantity: 1; unitPrice: number; totalPrice: number };
  }[];
  /** Keyed by `key`. */
  errors: Record<string, CartError>;
}

/** A postal address as the checkout takes it (validated by @shop/domain's `validateAddress`). */
export interface Address extends AddressInput {
  /** ISO code; must be the context's country. */
  countryIso: CountryCode;
}

/** The pickup point chosen for a pickup or service-point delivery. */
export interface PickupChoice {
  servicePoint: ServicePoint;
  /** The shopper's DHL customer number, for a Packstation. */
  dhlCustomerNumber: string | null;
}

export interface OrderLine {
  referencedId: string;
  productNumber: string;
  quantity: number;
  options: { group: string; option: string }[];
  /** The variant's pre-order delivery time when it was ordered; null when its stock was taken. */
  deliveryTime: string | null;
  unitPrice: number;
  totalPrice: number;
  /** The unit price before a sale when it was ordered (the unit price when it was not on sale). */
  regularUnitPrice: number;
}

export interface OrderSummary {
  id: string;
  orderNumber: string;
  deepLinkCode: string;
  state: CommerceOrderState;
  currency: CurrencyCode;
  totalPrice: number;
  itemsTotal: number;
  shippingCosts: number;
  /** What a redeemed voucher took off (0 without one). */
  discount: number;
  voucherId: string | null;
  tax: number;
  createdAt: Date;
  email: string;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  pickup: PickupChoice | null;
  shippingMethodId: string;
  paymentMethodId: string;
  lines: OrderLine[];
}

export interface Context {
  token: string;
  kind: 'guest' | 'customer';
  /** The logged-in customer; null for a guest. */
  customerId: string | null;
  /** When a customer's session stops counting; null for a guest's. */
  expiresAt: Date | null;
  /** The voucher redeemed in the cart. */
  voucherId: string | null;
  salesChannel: { countryId: CountryCode; currency: CurrencyCode; language: Language };
  shippingMethodId: string;
  paymentMethodId: string;
  email: string | null;
  billingAddress: Address | null;
  /** A different address for home delivery; null ships to the billing address. */
  shippingAddress: Address | null;
  pickup: PickupChoice | null;
  lastOrder: OrderSummary | null;
  /** The last order's state; `recover` when its payment failed or was cancelled and its cart was put back. */
  cartStatus: { status: CommerceOrderState; orderNumber: string; recover: boolean } | null;
}

export interface StoreSelection {
  country: CountryCode;
  currency: CurrencyCode;
  language: Language;
}

export interface ShippingMethodOffer extends ShippingMethodSummary {
  position: number;
  servicePointsProvider: string | null;
  /** Available for this context's country and cart. */
  active: boolean;
  /** The costs for the current cart; null when the method does not ship it. */
  shippingCosts: number | null;
  selected: boolean;
}

export interface PaymentMethodOffer {
  id: string;
  reference: string;
  selected: boolean;
}

/** A payment with what the payment page shows. */
export interface PaymentView {
  id: string;
  state: CommerceOrderState;
  methodId: string;
  orderNumber: string;
  amount: number;
  currency: CurrencyCode;
  language: Language;
}

export interface WebhookResult {
  /** Whether this event changed the payment and order (false for replays, late and out-of-order events). */
  applied: boolean;
  orderId: string;
  orderNumber: string;
  state: CommerceOrderState;
  /** Where the hosted page sends the shopper: the finish URL with `order`, or the error URL with `status`. */
  redirectUrl: string;
}

/** The store a call is made in: its country, currency and language, and its base URL (links, storefrontUrl). */
export interface AccountStore extends StoreSelection {
  baseUrl: string;
}

export type CustomerIssueCode =
  | AddressErrorCode
  | PasswordErrorCode
  | BirthdayErrorCode
  | 'invalid-salutation'
  | 'invalid-email'
  | 'passwords-differ'
  | 'emails-differ';

/** One refused input field (`details.issues` of an `invalid-customer` error); `field` is a path (`billingAddress.zipcode`). */
export interface CustomerIssue {
  field: string;
  code: CustomerIssueCode;
}

export interface RegisterInput {
  salutationKey: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthdayYear?: number | null;
  birthdayMonth?: number | null;
  birthdayDay?: number | null;
  newsletter?: boolean | null;
  billingAddress: Address;
  /**
   * The loyalty signup's source (packages/domain newsletterSource); by default the web shop's registration with the
   * newsletter ticked or not (`website-signup-newsletter-yes|no`). The tablet passes its in-store value.
   */
  signupSource?: string | null;
  /** The store branch a tablet registration is made in (a known store's code; the gateway checks it), else none. */
  signupBranchCode?: string | null;
}

export interface UpdateCustomerInput {
  salutationKey?: string | null;
  /** Empty keeps the stored name (spec §5). */
  firstName?: string | null;
  lastName?: string | null;
  birthdayYear?: number | null;
  birthdayMonth?: number | null;
  birthdayDay?: number | null;
  newsletter?: boolean | null;
  /** Merged into the stored custom fields. */
  customFields?: Record<string, unknown> | null;
}

export interface AddressBookInput {
  address: Address;
  /** A service point to keep with the address (custom field shipping_address_service_point). */
  servicePointId?: string | null;
}

/**
 * What a registration request made: the gateway sends the mail from it (tokens travel only in mails). `new`: the
 * confirmation link's token for a new address; `existing`: the address's account (its owner is told someone tried).
 */
export type RegistrationRequest =
  | {
      kind: 'new';
      token: string;
      email: string;
      firstName: string;
      /** The store it was made in: the mail's language and links. */
      store: AccountStore;
      newsletter: boolean;
    }
  | { kind: 'existing'; customer: Customer };

/** What a password recovery request made: the gateway renders and sends the mail from it. Tokens travel only in mails. */
export interface PasswordRecovery {
  /** The account of the address; null when it has none. */
  customer: Customer | null;
  /** For `/account/finish/{token}`; null without an account. */
  resetToken: string | null;
  /** For `/account/orders/{token}`; null when the address has no orders. */
  orderHistoryToken: string | null;
  /** The address as asked for (where the mail goes). */
  email: string;
}

/** Who an order's confirmation mail goes to, and in which language (the customer's; the store's for a guest). */
export interface OrderMailRecipient {
  email: string;
  language: Language;
  country: CountryCode;
  firstName: string | null;
  /** The customer who placed it; null for a guest order. */
  customerId: string | null;
}

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
  country: CountryCode;
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
