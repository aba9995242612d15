import type { CheckoutRequirement, NewsletterPreferences } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type {
  AccountStore,
  Address,
  AddressBookInput,
  Cart,
  Context,
  Customer,
  CustomerAddress,
  CustomerOrder,
  LoyaltyAccount,
  OrderMailRecipient,
  OrderSummary,
  PasswordRecovery,
  PaymentMethodOffer,
  PaymentView,
  RegisterInput,
  RegistrationRequest,
  ShippingMethodOffer,
  StoreSelection,
  UpdateCustomerInput,
  Voucher,
  WebhookResult,
  Wishlist,
} from './model';
import type { NewsletterSignup, NewsletterSignupResult, NewsletterStore, NewsletterSubscriber } from './newsletter';
import type { ProviderReturn } from './provider-payments';
import type { ServicePointHit } from './service-points';
import type { StockService } from './stock';
import type { Geocoder, StoreDirectory } from './store-locations';
import type { PaymentOutcome } from './test-payment-service';

/**
 * The commerce upstream: everything the gateway's commerce subschema asks of a shop system, one small interface per
 * area. The embedded engine (`createEmbeddedCommerce`) implements it on PostgreSQL; an adapter of a remote shop
 * implements the same, and the contract tests (test/contract) hold both to the same behaviour. Refusals are thrown as
 * `CommerceError` with a code the gateway turns into a translated user error. Every call that acts for a shopper takes
 * the context token the storefront keeps in its cookie.
 */
export interface CommerceUpstream {
  contexts: CommerceContexts;
  carts: CommerceCarts;
  checkout: CommerceCheckout;
  orders: CommerceOrders;
  payments: CommercePayments;
  customerOrders: CommerceCustomerOrders;
  registrations: CommerceRegistrations;
  logins: CommerceLogins;
  customers: CommerceCustomers;
  passwordRecovery: CommercePasswordRecovery;
  addressBook: CommerceAddressBook;
  wishlists: CommerceWishlists;
  loyalty: CommerceLoyalty;
  newsletter: CommerceNewsletter;
  stores: CommerceStores;
}

/** Sales-channel contexts (sessions). */
export interface CommerceContexts {
  /** The context of a token; a new guest context (a new token) when the token is missing or unknown. */
  getOrCreateContext(token: string | null | undefined, store: StoreSelection): Promise<Context>;
  /** `context-not-found` for an unknown, ended or expired token. */
  getContext(token: string): Promise<Context>;
}

/** A context's cart. Quantities per line are 1 to MAX_LINE_QUANTITY (a RangeError otherwise). */
export interface CommerceCarts {
  getCart(token: string): Promise<Cart>;
  /** Adds variants by SKU; one already in the cart gets its quantity raised. The whole call is refused or done. */
  addToCart(token: string, items: readonly { referencedId: string; quantity?: number }[]): Promise<Cart>;
  /** Sets a line's quantity; 0 or less removes it. */
  updateCartItem(token: string, item: { id: string; quantity: number }): Promise<Cart>;
  /** Removes a line; the promotion line removes the voucher. */
  deleteCartItem(token: string, id: string): Promise<Cart>;
  /** Redeems one of the logged-in customer's vouchers by its code (one per cart). */
  redeemVoucher(token: string, code: string): Promise<Cart>;
  removeVoucher(token: string): Promise<Cart>;
  /** Copies the lines behind a restore link into the caller's context (a new guest context when null). */
  restoreCart(linkToken: string, intoToken: string | null, store: StoreSelection): Promise<Context>;
  /** A restore link's token for the cart as it is now; null when it is empty. */
  createCartLink(contextToken: string): Promise<string | null>;
}

/** What the checkout chooses in a context. */
export interface CommerceCheckout {
  updateShippingMethod(token: string, id: string): Promise<Context>;
  updatePaymentMethod(token: string, id: string): Promise<Context>;
  updateShippingAddress(token: string, address: Address): Promise<Context>;
  /** The guest's e-mail address for the order. */
  updateContact(token: string, email: string): Promise<Context>;
  updateAddresses(
    token: string,
    addresses: { billingAddress: Address; shippingAddress: Address | null },
  ): Promise<Context>;
  updatePickup(token: string, pickup: { servicePointId: string; dhlCustomerNumber?: string | null }): Promise<Context>;
  searchServicePoints(country: CountryCode, provider: string, query: string): Promise<ServicePointHit[]>;
  /** `known`: the context's cart when the caller has it already. */
  getShippingMethods(token: string, onlyAvailable?: boolean, known?: Cart): Promise<ShippingMethodOffer[]>;
  /** The selected one first. */
  getPaymentMethods(token: string): Promise<PaymentMethodOffer[]>;
  /** What still stops the order (empty when it can be placed). */
  checkoutMissing(token: string, known?: Cart): Promise<CheckoutRequirement[]>;
}

export interface CommerceOrders {
  /** Turns the cart into an order, exactly once per idempotency key. */
  placeOrder(token: string, options: { idempotencyKey: string; storeCode?: string | null }): Promise<OrderSummary>;
  getOrder(id: string): Promise<OrderSummary>;
  /** An order of this context by its number; null when the context did not place it. */
  getOrderOfContext(token: string, orderNumber: string): Promise<OrderSummary | null>;
}

/** Payments at the payment provider (the test payment service in the embedded engine). */
export interface CommercePayments {
  /** Starts a payment of an open order: answers the provider's page. */
  handlePayment(
    token: string,
    input: { orderId: string; finishUrl: string; errorUrl: string },
  ): Promise<{ redirectUrl: string; paymentId: string }>;
  /** Applies a signed webhook; the first final outcome of a payment wins. */
  handlePaymentWebhook(body: string, signature: string): Promise<WebhookResult>;
  /**
   * A redirecting provider's webhook naming its payment id (Mollie's `id=tr_…`): the payment is fetched from the
   * provider and applied once. Null for a payment the shop does not know.
   */
  handleProviderWebhook(providerPaymentId: string): Promise<WebhookResult | null>;
  /** The shopper back from a redirecting provider: the outcome of the five, and where they go. Null when unknown. */
  returnFromProvider(paymentId: string): Promise<ProviderReturn | null>;
  getPayment(paymentId: string): Promise<PaymentView | null>;
  /** The hosted test page's choice: the outcome's webhook, and where the shopper goes next. */
  completeTestPayment(paymentId: string, outcome: PaymentOutcome): Promise<WebhookResult>;
}

/** A customer's orders as the account pages and the order history (by mailed link) show them. */
export interface CommerceCustomerOrders {
  customerOrders(
    customerId: string,
    page?: { first?: number; offset?: number },
  ): Promise<{ count: number; orders: CustomerOrder[] }>;
  customerOrder(customerId: string, idOrNumber: string): Promise<CustomerOrder | null>;
  ordersByEmailToken(token: string): Promise<{ count: number; orders: CustomerOrder[] } | null>;
}

export interface CommerceRegistrations {
  /** Throws `invalid-customer` with the refused fields; looks nothing up. */
  checkRegistration(input: RegisterInput, store: AccountStore): void;
  /** Makes an account at once and logs it in (seeding, tests). */
  register(
    input: RegisterInput,
    store: AccountStore,
    previousToken: string | null,
  ): Promise<{ customer: Customer; context: Context }>;
  /** A registration to be confirmed by mail: what the mail needs. */
  requestRegistration(input: RegisterInput, store: AccountStore): Promise<RegistrationRequest>;
  confirmRegistration(token: string): Promise<Customer>;
}

/** Logging in and out, and what a customer confirms with their password. */
export interface CommerceLogins {
  login(
    email: string,
    password: string,
    store: AccountStore,
    previousToken: string | null,
  ): Promise<{ customer: Customer; context: Context }>;
  /** Ends the session: answers a new, empty guest context. */
  logout(token: string, store: StoreSelection): Promise<Context>;
  deleteCustomer(token: string, password: string, store: StoreSelection): Promise<Context>;
  /** Throws `invalid-customer` for the form's mistakes; checks no password. */
  checkPasswordChange(input: { newPassword: string; newPasswordConfirm: string }): void;
  changePassword(
    token: string,
    input: { password: string; newPassword: string; newPasswordConfirm: string },
    store: AccountStore,
  ): Promise<{ customer: Customer; context: Context }>;
  /** Throws `invalid-customer` for the form's mistakes; checks no password. Answers the address as it is kept. */
  checkEmailChange(input: { email: string; emailConfirmation: string }): string;
  changeEmail(
    token: string,
    input: { email: string; emailConfirmation: string; password: string },
  ): Promise<{ customer: Customer; context: Context }>;
}

/** Customers as read, and the profile and settings they change. */
export interface CommerceCustomers {
  getCustomer(customerId: string): Promise<Customer | null>;
  /** The logged-in customer of a context token; null for a guest or an unknown token. */
  customerOfContext(token: string): Promise<Customer | null>;
  orderMailRecipient(orderId: string): Promise<OrderMailRecipient | null>;
  updateCustomer(customerId: string, input: UpdateCustomerInput): Promise<Customer>;
  toggleLookbookWishlist(customerId: string, uid: string): Promise<Customer>;
  toggleFavouriteStore(customerId: string, reference: string): Promise<Customer>;
}

export interface CommercePasswordRecovery {
  /** Tokens for the recovery mail; none for an unknown address. */
  requestPasswordRecovery(email: string): Promise<PasswordRecovery>;
  /** The account whose password was set; null when the upstream does not say (Shopware's Store API). */
  resetPassword(token: string, newPassword: string, newPasswordConfirm: string): Promise<Customer | null>;
}

export interface CommerceAddressBook {
  listAddresses(customerId: string): Promise<CustomerAddress[]>;
  addAddress(customerId: string, input: AddressBookInput, country: CountryCode): Promise<CustomerAddress>;
  updateAddress(
    customerId: string,
    id: string,
    input: AddressBookInput,
    country: CountryCode,
  ): Promise<CustomerAddress>;
  deleteAddress(customerId: string, id: string): Promise<void>;
  /** The caller's context (`token`) takes the default over for the checkout. */
  setDefaultAddress(
    customerId: string,
    id: string,
    kind: 'billing' | 'shipping',
    token: string | null,
  ): Promise<Customer>;
}

/** A customer's product wishlist, newest first. The caller checks the SKUs are products. */
export interface CommerceWishlists {
  get(customerId: string): Promise<Wishlist>;
  add(customerId: string, sku: string): Promise<Wishlist>;
  remove(customerId: string, sku: string): Promise<Wishlist>;
  merge(customerId: string, skus: readonly string[]): Promise<Wishlist>;
}

export interface CommerceLoyalty {
  account(customerId: string): Promise<LoyaltyAccount | null>;
  vouchers(customerId: string): Promise<Voucher[]>;
  voucher(id: string): Promise<Voucher | null>;
}

/** Newsletter subscribers (double opt-in). */
export interface CommerceNewsletter {
  signUp(input: NewsletterSignup, store: NewsletterStore): Promise<NewsletterSignupResult>;
  newLink(email: string): Promise<NewsletterSignupResult | null>;
  byToken(token: string): Promise<NewsletterSubscriber | null>;
  byEmail(email: string): Promise<NewsletterSubscriber | null>;
  confirm(token: string): Promise<NewsletterSubscriber>;
  updatePreferences(token: string, preferences: Partial<NewsletterPreferences>): Promise<NewsletterSubscriber>;
  unsubscribe(token: string): Promise<NewsletterSubscriber>;
}

/** The shop's stores, the geocoding of store searches, and stock. */
export interface CommerceStores {
  directory: StoreDirectory;
  geocoder: Geocoder;
  stock: StockService;
}
