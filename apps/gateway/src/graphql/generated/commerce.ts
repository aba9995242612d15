import type { GraphQLResolveInfo } from 'graphql';
import type { CommerceProductModel, StockDataModel, MoneyModel, CartPriceModel, CustomerOrderItemModel } from '../models';
import type { Context as EngineContext, Cart as EngineCart, CartLine as EngineCartItem, CartError as EngineCartError, ShippingMethodOffer, PaymentMethodOffer, Address as EngineAddress, PickupChoice as EnginePickupChoice, ServicePoint as EngineServicePoint, OpeningDay as EngineOpeningDay, OrderSummary, OrderLine as EngineOrderLine, Customer as EngineCustomer, CustomerAddress as EngineCustomerAddress, Voucher as EngineVoucher, LoyaltyAccount as EngineLoyaltyAccount, CustomerOrder as EngineCustomerOrder, WishlistItem as EngineWishlistItem, Wishlist as EngineWishlist, OpeningDayException as EngineOpeningDayException, LocationStock as EngineLocationStock, NewsletterSubscriber as EngineNewsletterSubscriber } from '@shop/commerce';
import type { DeliveryPromise as DomainDeliveryPromise, OpeningStatus as DomainOpeningStatus } from '@shop/domain';
import type { StoreLocationModel, StoreLocationListModel, ProductStoreStockModel, StoreStockModel } from '../commerce-stores-models';
import type { CurrencyCode } from '@shop/i18n';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The answer of a login, a registration or a change to the account. */
export type AccountPayload = {
  __typename?: 'AccountPayload';
  context?: Maybe<Context>;
  customer?: Maybe<Customer>;
  errors: Array<UserError>;
};

export type Address = {
  __typename?: 'Address';
  /** The house number under the spec's (Shopware's) name (tabletop registration mapping). */
  additionalAddressLine1?: Maybe<Scalars['String']['output']>;
  /** The house-number addition under the spec's name; null when none. */
  additionalAddressLine2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: Country;
  firstName: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  /** House-number addition (Dutch `toevoeging`, Belgian box number). */
  houseNumberAddition?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salutationKey?: Maybe<Scalars['String']['output']>;
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type AddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO code; must be the store's country. */
  countryIso: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  houseNumber: Scalars['String']['input'];
  houseNumberAddition?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  salutationKey?: InputMaybe<Scalars['String']['input']>;
  street: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

export type CalculatedTax = {
  __typename?: 'CalculatedTax';
  price: Money;
  tax: Money;
  /** Percent. */
  taxRate: Scalars['Float']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  deliveries: Array<CartDelivery>;
  deliveryPromise?: Maybe<DeliveryPromise>;
  /** What the redeemed voucher takes off the items (its promotion line); null without one. */
  discount?: Maybe<Money>;
  errors: Array<CartError>;
  /** Free shipping: the shipping costs are zero (spec §9). */
  freeShipping: Scalars['Boolean']['output'];
  /** How much more to spend for free shipping with the chosen method; null when it is free already or never. */
  freeShippingRemaining?: Maybe<Money>;
  /** Units in the cart (the mini cart's count). */
  itemCount: Scalars['Int']['output'];
  items: Array<CartItem>;
  /** Always `frontend-cart`. */
  name: Scalars['String']['output'];
  price: CartPrice;
  /** The shipping costs of the cart's delivery; null when nothing ships. */
  shippingCosts?: Maybe<Money>;
};

export type CartDelivery = {
  __typename?: 'CartDelivery';
  shippingCosts: ShippingCosts;
  shippingMethod: ShippingMethod;
};

/** A notice about the cart, keyed by code and the line it is about (spec commerce §3 cart errors). */
export type CartError = {
  __typename?: 'CartError';
  code: Scalars['String']['output'];
  key: Scalars['ID']['output'];
  /** The message key's translation in the request's language, else the raw message (spec §8). */
  message: Scalars['String']['output'];
  /** The message key (translated when a translation exists). */
  messageKey: Scalars['String']['output'];
  visibility: CartErrorVisibility;
};

/** How the shopper sees a cart error (spec §5): some are never shown, some are good news. */
export type CartErrorVisibility =
  | 'error'
  | 'hidden'
  | 'success';

export type CartItem = {
  __typename?: 'CartItem';
  /** The line's delivery promise; null for a promotion line. */
  deliveryPromise?: Maybe<DeliveryPromise>;
  id: Scalars['ID']['output'];
  /** Size label of the variant (`38`, `One size`). */
  label: Scalars['String']['output'];
  /** ISO timestamp of the line's last change. */
  modified: Scalars['String']['output'];
  /** Null for a promotion line (a redeemed voucher). */
  payload?: Maybe<CartItemPayload>;
  /** Negative for a promotion line. */
  price: CartItemPrice;
  /** The product of the line (resolved from the catalog). */
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  /** The variant SKU. */
  referencedId: Scalars['ID']['output'];
  removable: Scalars['Boolean']['output'];
  stackable: Scalars['Boolean']['output'];
  type: CartItemType;
};

export type CartItemInput = {
  /** Default 1; an item already in the cart is raised by this much. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** The variant SKU. */
  referencedId: Scalars['ID']['input'];
};

export type CartItemOption = {
  __typename?: 'CartItemOption';
  group: Scalars['String']['output'];
  option: Scalars['String']['output'];
};

export type CartItemPayload = {
  __typename?: 'CartItemPayload';
  options: Array<CartItemOption>;
  /** The product (model and colour) SKU of the line's variant. */
  productNumber: Scalars['ID']['output'];
  /** Units at the distribution centre. */
  stock: Scalars['Int']['output'];
};

export type CartItemPrice = {
  __typename?: 'CartItemPrice';
  calculatedTaxes: Array<CalculatedTax>;
  quantity: Scalars['Int']['output'];
  taxRules: Array<TaxRule>;
  totalPrice: Money;
  unitPrice: Money;
};

export type CartItemType =
  | 'custom'
  | 'product'
  | 'promotion';

export type CartPayload = {
  __typename?: 'CartPayload';
  cart?: Maybe<Cart>;
  errors: Array<UserError>;
};

/** A cart's totals, with the display rules of spec commerce §9 (Belgian rounding, VAT label). */
export type CartPrice = {
  __typename?: 'CartPrice';
  netPrice: Money;
  /** In Belgium during a sale period only the items' total is shown as the subtotal. */
  onlyItemsTotalAtSubtotal: Scalars['Boolean']['output'];
  /** The items' total. */
  positionPrice: Money;
  /** The items' total as shown (same rule). */
  positionPriceFormatted: Scalars['String']['output'];
  /** Whether discounts are shown (hidden in Belgium during a sale period while that flag is on; it stays off). */
  showDiscount: Scalars['Boolean']['output'];
  /** The VAT contained in the total. */
  tax: Money;
  taxRate: Scalars['Float']['output'];
  /** The total as shown: in Belgium a whole-number total without decimals. */
  totalFormatted: Scalars['String']['output'];
  /** Items plus shipping, VAT included. */
  totalPrice: Money;
  /** `incl. 21% VAT` in the request's language. */
  vatLabel: Scalars['String']['output'];
};

/** The caller's last order's state (spec commerce §3 cartStatus). */
export type CartStatus = {
  __typename?: 'CartStatus';
  orderNumber: Scalars['String']['output'];
  /** The last order's payment failed or was cancelled and its lines are back in the cart. */
  recover: Scalars['Boolean']['output'];
  status: OrderState;
};

export type ChangeEmailInput = {
  email: Scalars['String']['input'];
  emailConfirmation: Scalars['String']['input'];
  /** The current password. */
  password: Scalars['String']['input'];
};

export type ChangePasswordInput = {
  newPassword: Scalars['String']['input'];
  newPasswordConfirm: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type CheckoutAddressesInput = {
  billingAddress: AddressInput;
  /** A different address for home delivery; null ships to the billing address. */
  shippingAddress?: InputMaybe<AddressInput>;
};

export type CheckoutContactInput = {
  email: Scalars['String']['input'];
};

export type CheckoutRequirement =
  | 'billing-address'
  | 'cart-items'
  | 'dhl-customer-number'
  | 'email'
  | 'pickup-point'
  | 'stock';

/** The caller's sales-channel context (spec commerce §3 Context). */
export type Context = {
  __typename?: 'Context';
  billingAddress?: Maybe<Address>;
  cart: Cart;
  cartStatus?: Maybe<CartStatus>;
  /** The country the context sells to. */
  countryIso: Scalars['String']['output'];
  currency: CurrencyCode;
  /** The logged-in customer; null for a guest. */
  customer?: Maybe<Customer>;
  email?: Maybe<Scalars['String']['output']>;
  /** The last order placed with this context. */
  lastOrder?: Maybe<PlacedOrder>;
  /** A context token exists, a customer is loaded and it is not a guest (spec §4). */
  loggedIn: Scalars['Boolean']['output'];
  /** What still stops placing an order: empty when the checkout is complete. */
  missing: Array<CheckoutRequirement>;
  paymentMethod: PaymentMethod;
  pickup?: Maybe<PickupChoice>;
  /** Where a home delivery goes; the billing address when null. */
  shippingAddress?: Maybe<Address>;
  shippingMethod: ShippingMethod;
  /** The voucher redeemed in the cart. */
  voucher?: Maybe<Voucher>;
};

export type ContextPayload = {
  __typename?: 'ContextPayload';
  context?: Maybe<Context>;
  errors: Array<UserError>;
};

/** A country the shop sells to. */
export type Country = {
  __typename?: 'Country';
  id: Scalars['ID']['output'];
  /** ISO 3166-1 alpha-2 code. */
  iso: Scalars['String']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
};

export type Currency = {
  __typename?: 'Currency';
  id: Scalars['ID']['output'];
  /** ISO 4217 code. */
  iso: Scalars['String']['output'];
  name: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type { CurrencyCode };

/** A registered customer (spec commerce §3 Customer). */
export type Customer = {
  __typename?: 'Customer';
  /** All addresses, the default ones first. */
  addresses: Array<CustomerAddress>;
  /** ISO date (YYYY-MM-DD), the first 10 characters of the stored date; null when not given. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** The birthday as shown: day first (`31-12-1990`). */
  birthdayFormatted?: Maybe<Scalars['String']['output']>;
  customerNumber: Scalars['String']['output'];
  defaultBillingAddress?: Maybe<CustomerAddress>;
  defaultBillingAddressId?: Maybe<Scalars['ID']['output']>;
  defaultShippingAddress?: Maybe<CustomerAddress>;
  defaultShippingAddressId?: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  /** References of favourite stores (custom field customer_settings_stores; invalid data reads as empty). */
  favouriteStores: Array<Scalars['ID']['output']>;
  firstName: Scalars['String']['output'];
  /** Always false: guests have no customer. */
  guest: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Look uids on the look-book wishlist (custom field customer_settings_lookbook_wishlist; invalid data reads as empty). */
  lookbookWishlist: Array<Scalars['ID']['output']>;
  loyalty: LoyaltyAccount;
  /** Subscribed to the newsletter. */
  newsletter: Scalars['Boolean']['output'];
  /** The addresses that are neither the default billing nor the default shipping address. */
  otherAddresses: Array<CustomerAddress>;
  salutation?: Maybe<Salutation>;
  /** The shop's address the account was made at. */
  storefrontUrl: Scalars['String']['output'];
  /** Vouchers the customer can still redeem (and those becoming available), soonest first. */
  vouchers: Array<Voucher>;
};

/** An address in a customer's address book (spec commerce §3 Address). */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: Country;
  firstName: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  houseNumberAddition?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isDefaultBilling: Scalars['Boolean']['output'];
  isDefaultShipping: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salutationKey?: Maybe<Scalars['String']['output']>;
  /** The service point kept with this address (custom field shipping_address_service_point). */
  servicePoint?: Maybe<ServicePoint>;
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type CustomerAddressInput = {
  address: AddressInput;
  /** A service point to keep with the address. */
  servicePointId?: InputMaybe<Scalars['ID']['input']>;
};

export type CustomerAddressPayload = {
  __typename?: 'CustomerAddressPayload';
  address?: Maybe<CustomerAddress>;
  customer?: Maybe<Customer>;
  errors: Array<UserError>;
};

/** An order of the customer, or of an e-mail address (spec commerce §3 Customer order and Order history entry). */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  allocationStatus: Scalars['String']['output'];
  approvalStatus: Scalars['String']['output'];
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  deliveryAddress?: Maybe<OrderHistoryAddress>;
  displayStatus: OrderDisplayStatus;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceAddress: OrderHistoryAddress;
  items: Array<CustomerOrderItem>;
  netPrice: Money;
  number: Scalars['String']['output'];
  /** `sale` for web orders; other types (returns, exchanges) are shown as such. */
  orderType: Scalars['String']['output'];
  pickStatus: Scalars['String']['output'];
  /** ISO timestamp of the shipment, when shipped. */
  shipmentDate?: Maybe<Scalars['String']['output']>;
  shipmentMethod: Scalars['String']['output'];
  shipmentStatus: Scalars['String']['output'];
  shippingCosts: Money;
  state: OrderState;
  /** The store the order was placed in (the web store's code, or a branch for in-store orders). */
  storeCode: Scalars['String']['output'];
  totalAmount: Money;
  trackTraceUrl?: Maybe<Scalars['String']['output']>;
};

/** A line of an order as the order history shows it. */
export type CustomerOrderItem = {
  __typename?: 'CustomerOrderItem';
  barcode?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The ordered product (resolved from the catalog). */
  product?: Maybe<Product>;
  /** The product SKU (articles). */
  productNo?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  regularPrice: Money;
  salePrice: Money;
  size?: Maybe<Scalars['String']['output']>;
  /** The variant SKU (articles). */
  sku?: Maybe<Scalars['ID']['output']>;
  type: CustomerOrderItemType;
};

export type CustomerOrderItemType =
  | 'article'
  | 'delivery'
  | 'discount'
  | 'transaction_costs';

export type CustomerOrderList = {
  __typename?: 'CustomerOrderList';
  count: Scalars['Int']['output'];
  orders: Array<CustomerOrder>;
};

export type CustomerSettingsPayload = {
  __typename?: 'CustomerSettingsPayload';
  customer?: Maybe<Customer>;
  errors: Array<UserError>;
};

/** When the order arrives (spec commerce §4 delivery promise). */
export type DeliveryPromise = {
  __typename?: 'DeliveryPromise';
  /** The variant's delivery time, for VARIANT. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  kind: DeliveryPromiseKind;
  maxDays?: Maybe<Scalars['Int']['output']>;
  minDays?: Maybe<Scalars['Int']['output']>;
  /** The promise in the request's language, e.g. `Delivered in 1-3 days`. */
  text: Scalars['String']['output'];
};

export type DeliveryPromiseKind =
  /** 5–8 days: the cart holds more SKUs than the distribution centre has in stock. */
  | 'long'
  /** 1–3 days. */
  | 'short'
  /** The variant's own delivery time (a pre-order). */
  | 'variant';

export type HandlePaymentInput = {
  /** Where it sends the shopper otherwise: `/checkout/payment/` gets `?status=cancelled|failed`. */
  errorUrl: Scalars['String']['input'];
  /** Where the payment service sends the shopper after paying: `/checkout/success/` gets `?order={orderNumber}`. */
  finishUrl: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

export type HandlePaymentPayload = {
  __typename?: 'HandlePaymentPayload';
  errors: Array<UserError>;
  /** The payment service's page. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

export type Language = {
  __typename?: 'Language';
  /** ISO 639-1 code. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A findStocks row (spec commerce §3 stock per location): units of a SKU at a location. */
export type LocationStock = {
  __typename?: 'LocationStock';
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  sku: Scalars['ID']['output'];
};

/** The loyalty club (spec commerce §1): 1 point per euro of a paid order, 200 points become a 10 euro voucher. */
export type LoyaltyAccount = {
  __typename?: 'LoyaltyAccount';
  /** Points earned since the account was made, signup bonus included. */
  lifetimePoints: Scalars['Int']['output'];
  /** Points not yet turned into a voucher. */
  points: Scalars['Int']['output'];
  /** Points per voucher (200). */
  pointsPerVoucher: Scalars['Int']['output'];
  /** Points still needed for the next voucher. */
  pointsToNextVoucher: Scalars['Int']['output'];
  /** A voucher's value. */
  voucherValue: Money;
};

/** The loyalty signup (spec commerce §3 Newsletter (loyalty) input); field names as the spec has them. */
export type LoyaltySignupInput = {
  /** The street. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** The store's branch code (in store); refused when it is not one of the shop's stores. x-shop-branch when absent. */
  branchcode?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2; the request store's country when absent. */
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  housenumber?: InputMaybe<Scalars['String']['input']>;
  /** The newsletter list id (spec §7); the request store's when absent. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The newsletter list code (NL, BENL, …), with id; the request store's when absent. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastname: Scalars['String']['input'];
  /** mr or mrs: the gender is derived from it. */
  salutation?: InputMaybe<Scalars['String']['input']>;
  /**
   * A newsletter source value: website, website-signup-newsletter-yes|no, website-checkout-newsletter-yes|no, instore,
   * instore-{country}, … (docs/decisions/0032-newsletter.md). It gives the flow and the newsletter choice; in store or not follows the
   * branch (an in-store value without a store's branch is refused).
   */
  source: Scalars['String']['input'];
};

/** An amount of money: integer minor units (cents, pence) and currency. `formatted` is written for the request's store. */
export type Money = {
  __typename?: 'Money';
  /** Minor units: 1995 is 19.95. */
  amount: Scalars['Int']['output'];
  currency: CurrencyCode;
  /** The amount as the request's store writes it, e.g. `€ 19,95` in nl-nl or `£19.95` in en. */
  formatted: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addAddress: CustomerAddressPayload;
  /** Adds variants to the cart (spec: addToCart); one already in the cart gets its quantity raised. */
  addToCart: CartPayload;
  /** Adds a product (by product SKU) to the logged-in customer's wishlist. */
  addToWishlist: WishlistPayload;
  changeEmail: AccountPayload;
  /** Changes the password; the customer is logged in again with it (a new token; other sessions end). */
  changePassword: AccountPayload;
  /** Confirms the subscription of the mail's link (or subscribes again after unsubscribing). */
  confirmNewsletter: NewsletterSettingsPayload;
  /** Makes the account of a registration from its confirmation mail's token (once); then log in with its password. */
  confirmRegistration: SuccessPayload;
  deleteAddress: CustomerAddressPayload;
  deleteCartItem: CartPayload;
  /** Deletes the logged-in customer's account after checking the password; its orders stay, without the account. */
  deleteCustomer: ContextPayload;
  /** Starts the payment of an open order at the payment service: answers the page to send the shopper to. */
  handlePayment: HandlePaymentPayload;
  /** Logs in: the caller's cart comes along to a new session token (spec: login). */
  login: AccountPayload;
  /** Logs out: a new, empty guest context. Without a customer: the error NOT_LOGGED_IN, "You're already logged out". */
  logout: ContextPayload;
  /** Adds a guest's wishlist (kept in the browser) to the account after login; unknown products are skipped. */
  mergeWishlist: WishlistPayload;
  placeOrder: PlaceOrderPayload;
  /** Redeems one of the customer's vouchers in the cart (by its code). */
  redeemVoucher: CartPayload;
  /**
   * Asks for an account (spec: registerCustomer): refused fields come back as errors; otherwise the answer is the same
   * for every address (customer null, the caller's context unchanged, no errors): the address gets a mail with a link
   * to confirm it (/account/confirm/{token}, a day), or, when it has an account already, a mail telling its owner. The
   * account, with 50 loyalty points to start with, is made when the link is followed (confirmRegistration).
   */
  registerCustomer: AccountPayload;
  removeFromWishlist: WishlistPayload;
  /** Takes the redeemed voucher out of the cart. */
  removeVoucher: CartPayload;
  /** Sets a new password with the recovery mail's hash (spec: resetPassword); the hash works once. */
  resetPassword: SuccessPayload;
  /**
   * Copies the lines saved behind a cart restore link (its token, from a cancelled payment's return address or a mail)
   * into the caller's own cart, starting a guest session when the caller has none (spec: restoreCart). Never hands
   * over another session; opening a link again doubles nothing. Errors: CART_LINK_NOT_FOUND (also for a session
   * token), CART_LINK_EXPIRED.
   */
  restoreCart: ContextPayload;
  /** Sends the password recovery mail when the address has an account; answers the same either way. */
  sendPasswordRecoveryMail: SuccessPayload;
  setDefaultBillingAddress: AccountPayload;
  setDefaultShippingAddress: AccountPayload;
  /** The loyalty signup (spec: newsletter subscribe (loyalty)): a newsletter subscription when its source asks for one. */
  signUpLoyalty: SuccessPayload;
  /** Subscribes (double opt-in): the same answer for a known and an unknown address; the mail follows. */
  subscribeNewsletter: SuccessPayload;
  /** Marks a store as favourite, or unmarks it when it is one (customers only). */
  toggleFavouriteStore: CustomerSettingsPayload;
  /** Adds a look to the look-book wishlist, or removes it when it is on it. */
  toggleLookbookWishlist: CustomerSettingsPayload;
  /** The in-store tablet's signup (spec: ttAddNewsletterMember): like signUpLoyalty, in store: needs a store's branch. */
  ttAddNewsletterMember: SuccessPayload;
  /** Unsubscribes the mail link's subscription (a button on the page: opening the link changes nothing). */
  unsubscribeNewsletter: NewsletterSettingsPayload;
  updateAddress: CustomerAddressPayload;
  /** The billing address and, when different, the home-delivery address (spec: updateShippingAddress). */
  updateAddresses: ContextPayload;
  updateCartItem: CartPayload;
  /** The guest's e-mail address for the order. */
  updateContact: ContextPayload;
  updateCustomer: AccountPayload;
  /** Saves the preferences of the mail link's subscription. */
  updateNewsletterSettings: NewsletterSettingsPayload;
  updatePaymentMethod: ContextPayload;
  /** The store or service point for a pickup or service-point delivery. */
  updatePickup: ContextPayload;
  updateShippingMethod: ContextPayload;
};


export type MutationAddAddressArgs = {
  input: CustomerAddressInput;
};


export type MutationAddToCartArgs = {
  items: Array<CartItemInput>;
};


export type MutationAddToWishlistArgs = {
  sku: Scalars['ID']['input'];
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationConfirmNewsletterArgs = {
  hash: Scalars['String']['input'];
};


export type MutationConfirmRegistrationArgs = {
  token: Scalars['String']['input'];
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCartItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCustomerArgs = {
  password: Scalars['String']['input'];
};


export type MutationHandlePaymentArgs = {
  input: HandlePaymentInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMergeWishlistArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRedeemVoucherArgs = {
  code: Scalars['String']['input'];
};


export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


export type MutationRemoveFromWishlistArgs = {
  sku: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRestoreCartArgs = {
  token: Scalars['String']['input'];
};


export type MutationSendPasswordRecoveryMailArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetDefaultBillingAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDefaultShippingAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSignUpLoyaltyArgs = {
  input: LoyaltySignupInput;
};


export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSubscriptionInput;
};


export type MutationToggleFavouriteStoreArgs = {
  reference: Scalars['ID']['input'];
};


export type MutationToggleLookbookWishlistArgs = {
  uid: Scalars['ID']['input'];
};


export type MutationTtAddNewsletterMemberArgs = {
  input: LoyaltySignupInput;
};


export type MutationUnsubscribeNewsletterArgs = {
  hash: Scalars['String']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: CustomerAddressInput;
};


export type MutationUpdateAddressesArgs = {
  input: CheckoutAddressesInput;
};


export type MutationUpdateCartItemArgs = {
  item: UpdateCartItemInput;
};


export type MutationUpdateContactArgs = {
  input: CheckoutContactInput;
};


export type MutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
};


export type MutationUpdateNewsletterSettingsArgs = {
  hash: Scalars['String']['input'];
  input: NewsletterPreferencesInput;
};


export type MutationUpdatePaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePickupArgs = {
  input: PickupInput;
};


export type MutationUpdateShippingMethodArgs = {
  id: Scalars['ID']['input'];
};

/** A newsletter list (spec §7: the locale's id and code, e.g. 1 NL, 3 BENL). */
export type NewsletterList = {
  __typename?: 'NewsletterList';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

/** What a subscriber wants to hear about. */
export type NewsletterPreferences = {
  __typename?: 'NewsletterPreferences';
  forHer: Scalars['Boolean']['output'];
  forHim: Scalars['Boolean']['output'];
  promotions: Scalars['Boolean']['output'];
};

export type NewsletterPreferencesInput = {
  forHer?: InputMaybe<Scalars['Boolean']['input']>;
  forHim?: InputMaybe<Scalars['Boolean']['input']>;
  promotions?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A subscription as its settings page shows it (by the mail link's hash). */
export type NewsletterSettings = {
  __typename?: 'NewsletterSettings';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** The language code of the subscription (mails, the settings page). */
  language: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  list: NewsletterList;
  preferences: NewsletterPreferences;
  status: NewsletterStatus;
};

/** The answer of a change made with a settings link: the subscription as it is now (null for an unknown or expired hash). */
export type NewsletterSettingsPayload = {
  __typename?: 'NewsletterSettingsPayload';
  errors: Array<UserError>;
  settings?: Maybe<NewsletterSettings>;
};

/** Where a subscription stands: NONE is a loyalty member who did not ask for the newsletter. */
export type NewsletterStatus =
  | 'confirmed'
  | 'none'
  /** Asked for, not yet confirmed from the mail (double opt-in). */
  | 'pending'
  | 'unsubscribed';

/** The newsletter form (spec §3 Newsletter subscriber, §7 Newsletter subscribe). */
export type NewsletterSubscriptionInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The locale's newsletter code (NL, BENL, BEFR, DE, FR, EN); goes with listId. */
  listCode?: InputMaybe<Scalars['String']['input']>;
  /** The locale's newsletter id (spec §7); the request store's when absent, refused when it is not the store's. */
  listId?: InputMaybe<Scalars['Int']['input']>;
  /** A salutation's key or id (storeConfig.salutations); the gender sent on is derived from it. */
  salutation: Scalars['String']['input'];
  /**
   * A newsletter source value (spec §7: source fixed to website); website when absent. Where the signup was made is the
   * gateway's to say: in store (instore-{country}) only with an x-shop-branch that is one of the shop's stores,
   * whatever this says; an in-store value without such a branch is refused.
   */
  source?: InputMaybe<Scalars['String']['input']>;
};

export type OpeningDay = {
  __typename?: 'OpeningDay';
  /** 1 Monday … 7 Sunday. */
  day: Scalars['Int']['output'];
  /** Weekday name in the request's language. */
  dayName: Scalars['String']['output'];
  open: Scalars['Boolean']['output'];
  periods: Array<OpeningPeriod>;
};

/** A date with other hours than its weekday's (spec commerce §3 openingDayExceptions). */
export type OpeningDayException = {
  __typename?: 'OpeningDayException';
  /** YYYY-MM-DD, the store's local date. */
  date: Scalars['String']['output'];
  /** The date in the request's language, e.g. donderdag 25 december. */
  dateFormatted: Scalars['String']['output'];
  /** 1 Monday … 7 Sunday. */
  day: Scalars['Int']['output'];
  /** Weekday name in the request's language. */
  dayName: Scalars['String']['output'];
  open: Scalars['Boolean']['output'];
  periods: Array<OpeningPeriod>;
  /** Why, in the request's language (a holiday's name, Stocktaking, …). */
  reason: Scalars['String']['output'];
  /** The reason's code: christmas-day, easter-monday, stocktaking, renovation, … */
  reasonCode: Scalars['String']['output'];
};

export type OpeningPeriod = {
  __typename?: 'OpeningPeriod';
  end: Scalars['String']['output'];
  /** HH:MM. */
  start: Scalars['String']['output'];
};

/** How an order's status is shown (spec commerce §4 order display status). */
export type OrderDisplayStatus = {
  __typename?: 'OrderDisplayStatus';
  kind: OrderDisplayStatusKind;
  /** In the request's language; for OTHER the order type. */
  text: Scalars['String']['output'];
};

export type OrderDisplayStatusKind =
  /** Another order type: shown as that type. */
  | 'other'
  /** A sale order without one. */
  | 'processing'
  /** A sale order with a shipment date. */
  | 'shipped';

/** An address as the order history shows it (Dutch name parts kept apart). */
export type OrderHistoryAddress = {
  __typename?: 'OrderHistoryAddress';
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  houseNumberAddition?: Maybe<Scalars['String']['output']>;
  insertion?: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type OrderLine = {
  __typename?: 'OrderLine';
  label: Scalars['String']['output'];
  /** The ordered product (resolved from the catalog). */
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  referencedId: Scalars['ID']['output'];
  totalPrice: Money;
  unitPrice: Money;
};

export type OrderState =
  | 'cancelled'
  | 'failed'
  | 'open'
  | 'paid';

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Stable reference (`ideal`, `bancontact`, `card`, `paypal`, `klarna`, `eps`). */
  reference: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

/** Where the chosen delivery goes when it is not the shipping address. */
export type PickupChoice = {
  __typename?: 'PickupChoice';
  /** DHL customer number (Postnummer) for a Packstation. */
  dhlCustomerNumber?: Maybe<Scalars['String']['output']>;
  servicePoint: ServicePoint;
};

export type PickupInput = {
  /** Required for a DHL Packstation (Germany). */
  dhlCustomerNumber?: InputMaybe<Scalars['String']['input']>;
  servicePointId: Scalars['ID']['input'];
};

export type PlaceOrderInput = {
  /** The same key twice gives the same order (a retried click, a lost answer). */
  idempotencyKey: Scalars['String']['input'];
};

export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  errors: Array<UserError>;
  order?: Maybe<PlacedOrder>;
};

/** A placed order (spec commerce §3 placed order result). */
export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  billingAddress: Address;
  billingZipcode: Scalars['String']['output'];
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  deepLinkCode: Scalars['String']['output'];
  deliveryPromise: DeliveryPromise;
  /** What a redeemed voucher took off; null without one. */
  discount?: Maybe<Money>;
  email: Scalars['String']['output'];
  /** Free shipping: the order's shipping costs are zero (spec §9). */
  freeShipping: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  items: Array<OrderLine>;
  itemsTotal: Money;
  orderNumber: Scalars['String']['output'];
  paymentMethod: PaymentMethod;
  pickup?: Maybe<PickupChoice>;
  shippingAddress?: Maybe<Address>;
  shippingCosts: Money;
  shippingMethod: ShippingMethod;
  state: OrderState;
  tax: Money;
  totalPrice: Money;
};

/** Commerce's view of a product: what it knows about a SKU. */
export type Product = {
  __typename?: 'Product';
  sku: Scalars['ID']['output'];
  stock: StockData;
  /** Stock in the shop's stores over all sizes (findStocks with unmanaged locations). */
  storeStock: ProductStoreStock;
};

/** A product's stock in the shop's stores. */
export type ProductStoreStock = {
  __typename?: 'ProductStoreStock';
  /** Stores holding at least one size of the product (available in N stores). */
  storeCount: Scalars['Int']['output'];
  /** Those stores in the store list's order (the customer's favourites first), each with the sizes it holds. */
  stores: Array<StoreStock>;
};

export type Query = {
  __typename?: 'Query';
  /** Entry point for type merging: commerce's products by SKU, in the order asked. */
  _commerceProductsBySkus: Array<Maybe<Product>>;
  /** The caller's cart; null without a context (spec: getCart). */
  cart?: Maybe<Cart>;
  /** The caller's context; null when the caller has none yet (spec: getContext). */
  context?: Maybe<Context>;
  /** The store this request is for (chosen by the x-shop-store header). */
  currentStore: Store;
  /** The logged-in customer; null when not logged in (spec: getCustomer). */
  customer?: Maybe<Customer>;
  /** One of the logged-in customer's orders by id or number; null when it is not theirs. */
  customerOrder?: Maybe<CustomerOrder>;
  /** The logged-in customer's orders, newest first; null when not logged in. */
  customerOrders?: Maybe<CustomerOrderList>;
  /**
   * findStocks (spec commerce §7): units per location and SKU, rows with units only. unmanaged true asks the stores,
   * false the distribution centre. At most 100 SKUs.
   */
  findStocks: Array<LocationStock>;
  /** A subscription by its mail link's hash; null when the hash is unknown or expired (30 days). */
  newsletterSettings?: Maybe<NewsletterSettings>;
  /** One of the caller's orders by number (the finish page); null when it is not the caller's. */
  order?: Maybe<PlacedOrder>;
  /** The orders of the e-mail address a recovery mail's token was made for (spec: GetOrderHistory); null for an unknown or expired token. */
  orderHistory?: Maybe<CustomerOrderList>;
  /** Payment methods of the store's country, the selected one first. */
  paymentMethods: Array<PaymentMethod>;
  /** Pickup points near a postcode or place: the shop's stores (`stores`) or a carrier's points. */
  servicePoints: Array<ServicePoint>;
  /** Shipping methods for the caller's cart (the store's, without a context), the selected one marked. */
  shippingMethods: Array<ShippingMethod>;
  /** Stock per SKU (spec commerce §7 stock data). Needs at least one SKU. */
  stockData: Array<StockData>;
  storeConfig: StoreConfig;
  /** One store by its reference; null when there is none. */
  storeLocation?: Maybe<StoreLocation>;
  /**
   * The shop's stores: the logged-in customer's favourites first, then nearest first from a postcode or place
   * (near) or a position (lat and lng), else the request's country first.
   */
  storeLocations: StoreLocationList;
  /** All stores, for the store switch. */
  stores: Array<Store>;
  /** The logged-in customer's wishlist; null when not logged in (spec: getWishlist). */
  wishlist?: Maybe<Wishlist>;
};


export type Query_CommerceProductsBySkusArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type QueryCustomerOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFindStocksArgs = {
  skus: Array<Scalars['ID']['input']>;
  unmanaged?: Scalars['Boolean']['input'];
};


export type QueryNewsletterSettingsArgs = {
  hash: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  orderNumber: Scalars['String']['input'];
};


export type QueryOrderHistoryArgs = {
  emailToken: Scalars['String']['input'];
};


export type QueryServicePointsArgs = {
  provider: Scalars['String']['input'];
  query: Scalars['String']['input'];
};


export type QueryShippingMethodsArgs = {
  onlyAvailable?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryStockDataArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type QueryStoreLocationArgs = {
  reference: Scalars['ID']['input'];
};


export type QueryStoreLocationsArgs = {
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  near?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterCustomerInput = {
  billingAddress: AddressInput;
  birthdayDay?: InputMaybe<Scalars['Int']['input']>;
  birthdayMonth?: InputMaybe<Scalars['Int']['input']>;
  birthdayYear?: InputMaybe<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** mr or mrs (storeConfig.salutations). */
  salutationKey: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  /** The hash from the recovery mail's link (/account/finish/{hash}). */
  hash: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirm: Scalars['String']['input'];
};

/** A form of address (spec: salutations, key mr or mrs). */
export type Salutation = {
  __typename?: 'Salutation';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** Label in the request's language. */
  name: Scalars['String']['output'];
};

/** A place to pick an order up: one of the shop's stores or a carrier's service point (spec commerce §3). */
export type ServicePoint = {
  __typename?: 'ServicePoint';
  additionalInformation?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** Metres from the searched place, when a place was searched. */
  distance?: Maybe<Scalars['Int']['output']>;
  houseNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  /** `store`, `parcelshop`, `packstation`. */
  locationType: Scalars['String']['output'];
  openingDays: Array<OpeningDay>;
  postcode: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  /** Slug of the title (title plus street plus house number when titles repeat). */
  reference: Scalars['String']['output'];
  street: Scalars['String']['output'];
  telephone?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** Shipping costs of a delivery. */
export type ShippingCosts = {
  __typename?: 'ShippingCosts';
  quantity: Scalars['Int']['output'];
  totalPrice: Money;
  unitPrice: Money;
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /** Whether the method ships this cart to the store's country. */
  active: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  /** Stable reference (`home-delivery`, `store-pickup`, `service-point`). */
  reference: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  /** Who runs the pickup points: `stores` or a parcel carrier (`dhl` in Germany and Austria, `postnl` elsewhere). */
  servicePointsProvider?: Maybe<Scalars['String']['output']>;
  /** What it costs for the current cart; null when it does not ship it. */
  shippingCosts?: Maybe<Money>;
  type: ShippingMethodType;
};

export type ShippingMethodType =
  | 'delivery'
  | 'pickup'
  | 'service-point';

/** Stock of one SKU over the sellable locations. */
export type StockData = {
  __typename?: 'StockData';
  available: Scalars['Boolean']['output'];
  availableStock: Scalars['Int']['output'];
  /** The product this stock belongs to (resolved from the catalog). */
  product?: Maybe<Product>;
  productNumber: Scalars['ID']['output'];
};

/** A store view: one of the nine stores (spec commerce §3 Store view). */
export type Store = {
  __typename?: 'Store';
  baseUrl: Scalars['String']['output'];
  code: Scalars['ID']['output'];
  countryCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Language code, e.g. nl. */
  lang: Scalars['String']['output'];
  /** Locale, e.g. nl-NL. */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The configuration of the request's store (spec commerce §3 Store config). */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  countries: Array<Country>;
  /** The store's currency. */
  currency: Currency;
  languages: Array<Language>;
  salutations: Array<Salutation>;
};

/** One of the shop's physical stores (spec commerce §3 store). */
export type StoreLocation = {
  __typename?: 'StoreLocation';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 code. */
  country: Scalars['String']['output'];
  /** The country's name in the request's language. */
  countryName: Scalars['String']['output'];
  /** Metres from the searched place or position; null without one. */
  distance?: Maybe<Scalars['Int']['output']>;
  /** The distance in the request's language (850 m, 12,5 km); null without one. */
  distanceFormatted?: Maybe<Scalars['String']['output']>;
  /** Whether it is one of the logged-in customer's favourite stores (Customer.favouriteStores). */
  favourite: Scalars['Boolean']['output'];
  houseNumber: Scalars['String']['output'];
  /** The code of its stock location (also its branch code). */
  id: Scalars['ID']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  /** The store's position on OpenStreetMap: a plain link, no map script. */
  mapUrl: Scalars['String']['output'];
  /** The dates with other hours from today for eight weeks, by date (closed days, changed hours). */
  openingDayExceptions: Array<OpeningDayException>;
  /** The usual week, Monday first. */
  openingDays: Array<OpeningDay>;
  /** Today on the store's own clock: open now, opening later, closed. */
  openingStatus: StoreOpeningStatus;
  postcode: Scalars['String']['output'];
  /** Slug of the title, or of title, street and house number when titles repeat: its page is /winkels/{reference}/. */
  reference: Scalars['ID']['output'];
  street: Scalars['String']['output'];
  telephone?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type StoreLocationList = {
  __typename?: 'StoreLocationList';
  /** Said when the searched postcode or place was not found (the list is then in its usual order). */
  message?: Maybe<Scalars['String']['output']>;
  /** The searched place or the given position; null without one (or when the search found no place). */
  origin?: Maybe<StoreSearchOrigin>;
  stores: Array<StoreLocation>;
};

export type StoreOpeningState =
  /** Was open today, closed for the rest of it. */
  | 'CLOSED_NOW'
  /** Not open today. */
  | 'CLOSED_TODAY'
  /** Open now, until `time`. */
  | 'OPEN'
  /** Closed now, opens at `time` later today. */
  | 'OPENS_LATER';

export type StoreOpeningStatus = {
  __typename?: 'StoreOpeningStatus';
  /** The exception that sets today's hours, if any. */
  exception?: Maybe<OpeningDayException>;
  /** Today's hours in the request's language: 10:00–12:30, 13:30–18:00, or Closed. */
  hoursText: Scalars['String']['output'];
  /** The state in the request's language: Open until 18:00, Opens at 13:00, Closed now, Closed today. */
  label: Scalars['String']['output'];
  /** Today's hours (the exception's when today has one). */
  periods: Array<OpeningPeriod>;
  state: StoreOpeningState;
  /** HH:MM: when it closes (OPEN) or opens (OPENS_LATER); null otherwise. */
  time?: Maybe<Scalars['String']['output']>;
};

/** Where the distances of a store list are measured from. */
export type StoreSearchOrigin = {
  __typename?: 'StoreSearchOrigin';
  /** The place found for the search, or My location for a position. */
  label: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type StoreStock = {
  __typename?: 'StoreStock';
  /** Its units per variant SKU (findStocks rows). */
  locations: Array<LocationStock>;
  /** Units over the sizes it holds. */
  qty: Scalars['Int']['output'];
  store: StoreLocation;
};

export type SuccessPayload = {
  __typename?: 'SuccessPayload';
  errors: Array<UserError>;
  success: Scalars['Boolean']['output'];
};

export type TaxRule = {
  __typename?: 'TaxRule';
  percentage: Scalars['Float']['output'];
  taxRate: Scalars['Float']['output'];
};

export type UpdateCartItemInput = {
  id: Scalars['ID']['input'];
  /** 0 removes the line. */
  quantity: Scalars['Int']['input'];
};

export type UpdateCustomerInput = {
  birthdayDay?: InputMaybe<Scalars['Int']['input']>;
  birthdayMonth?: InputMaybe<Scalars['Int']['input']>;
  birthdayYear?: InputMaybe<Scalars['Int']['input']>;
  /** Empty keeps the stored first name (spec §5). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Empty keeps the stored last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  salutationKey?: InputMaybe<Scalars['String']['input']>;
};

/** A problem with the caller's input: shown to the shopper next to the field it names. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable code, e.g. CART_ITEM_NOT_FOUND, INVALID_ADDRESS, OUT_OF_STOCK. */
  code: Scalars['String']['output'];
  /** The input field, as a path joined by dots (`address.zipcode`), when the error is about one. */
  field?: Maybe<Scalars['String']['output']>;
  /** In the request's language. */
  message: Scalars['String']['output'];
  /** With TOO_MANY_ATTEMPTS: how many seconds to wait before trying again. */
  retryAfter?: Maybe<Scalars['Int']['output']>;
};

/** A loyalty voucher (spec commerce §3 Voucher). */
export type Voucher = {
  __typename?: 'Voucher';
  /** Redeemable now (valid from has passed, not yet expired, not used). */
  available: Scalars['Boolean']['output'];
  /** The code to redeem it (also printed as a barcode). */
  barcode: Scalars['String']['output'];
  /** kaartnummer: the loyalty card number. */
  cardNumber: Scalars['String']['output'];
  /** klant: the customer number. */
  customerNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** maximumAantalProducten; null for no limit. */
  maximumProducts?: Maybe<Scalars['Int']['output']>;
  /** miniumPurchaseAmount: the cart's items must reach this; null for no minimum. */
  minimumPurchaseAmount?: Maybe<Money>;
  /** Used for an order. */
  redeemed: Scalars['Boolean']['output'];
  /** What the voucher is, in the request's language. */
  text: Scalars['String']['output'];
  /** geldig_vanaf: ISO date from which it can be redeemed (14 days after it was earned). */
  validFrom: Scalars['String']['output'];
  /** geldig_tm: ISO date until which it can be redeemed (six months after validFrom). */
  validUntil: Scalars['String']['output'];
  /** waarde. */
  value: Money;
};

/** The customer's product wishlist (spec commerce §3 Wishlist), newest first. */
export type Wishlist = {
  __typename?: 'Wishlist';
  count: Scalars['Int']['output'];
  customerId: Scalars['ID']['output'];
  items: Array<WishlistItem>;
};

/** A product on the customer's wishlist. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** ISO timestamp. */
  addedAt: Scalars['String']['output'];
  /** The product (resolved from the catalog); null when the assortment no longer has it. */
  product?: Maybe<Product>;
  /** The product SKU (the product's parentId is derived from it one to one). */
  sku: Scalars['ID']['output'];
};

export type WishlistPayload = {
  __typename?: 'WishlistPayload';
  errors: Array<UserError>;
  wishlist?: Maybe<Wishlist>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountPayload: ResolverTypeWrapper<Omit<AccountPayload, 'context' | 'customer'> & { context?: Maybe<ResolversTypes['Context']>, customer?: Maybe<ResolversTypes['Customer']> }>;
  Address: ResolverTypeWrapper<EngineAddress>;
  AddressInput: AddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalculatedTax: ResolverTypeWrapper<Omit<CalculatedTax, 'price' | 'tax'> & { price: ResolversTypes['Money'], tax: ResolversTypes['Money'] }>;
  Cart: ResolverTypeWrapper<EngineCart>;
  CartDelivery: ResolverTypeWrapper<Omit<CartDelivery, 'shippingCosts' | 'shippingMethod'> & { shippingCosts: ResolversTypes['ShippingCosts'], shippingMethod: ResolversTypes['ShippingMethod'] }>;
  CartError: ResolverTypeWrapper<EngineCartError>;
  CartErrorVisibility: null;
  CartItem: ResolverTypeWrapper<EngineCartItem>;
  CartItemInput: CartItemInput;
  CartItemOption: ResolverTypeWrapper<CartItemOption>;
  CartItemPayload: ResolverTypeWrapper<CartItemPayload>;
  CartItemPrice: ResolverTypeWrapper<Omit<CartItemPrice, 'calculatedTaxes' | 'totalPrice' | 'unitPrice'> & { calculatedTaxes: Array<ResolversTypes['CalculatedTax']>, totalPrice: ResolversTypes['Money'], unitPrice: ResolversTypes['Money'] }>;
  CartItemType: null;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartPrice: ResolverTypeWrapper<CartPriceModel>;
  CartStatus: ResolverTypeWrapper<CartStatus>;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutAddressesInput: CheckoutAddressesInput;
  CheckoutContactInput: CheckoutContactInput;
  CheckoutRequirement: null;
  Context: ResolverTypeWrapper<EngineContext>;
  ContextPayload: ResolverTypeWrapper<Omit<ContextPayload, 'context'> & { context?: Maybe<ResolversTypes['Context']> }>;
  Country: ResolverTypeWrapper<Country>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyCode: CurrencyCode;
  Customer: ResolverTypeWrapper<EngineCustomer>;
  CustomerAddress: ResolverTypeWrapper<EngineCustomerAddress>;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressPayload: ResolverTypeWrapper<Omit<CustomerAddressPayload, 'address' | 'customer'> & { address?: Maybe<ResolversTypes['CustomerAddress']>, customer?: Maybe<ResolversTypes['Customer']> }>;
  CustomerOrder: ResolverTypeWrapper<EngineCustomerOrder>;
  CustomerOrderItem: ResolverTypeWrapper<CustomerOrderItemModel>;
  CustomerOrderItemType: null;
  CustomerOrderList: ResolverTypeWrapper<Omit<CustomerOrderList, 'orders'> & { orders: Array<ResolversTypes['CustomerOrder']> }>;
  CustomerSettingsPayload: ResolverTypeWrapper<Omit<CustomerSettingsPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  DeliveryPromise: ResolverTypeWrapper<DomainDeliveryPromise>;
  DeliveryPromiseKind: null;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HandlePaymentInput: HandlePaymentInput;
  HandlePaymentPayload: ResolverTypeWrapper<HandlePaymentPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: ResolverTypeWrapper<Language>;
  LocationStock: ResolverTypeWrapper<EngineLocationStock>;
  LoyaltyAccount: ResolverTypeWrapper<EngineLoyaltyAccount>;
  LoyaltySignupInput: LoyaltySignupInput;
  Money: ResolverTypeWrapper<MoneyModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterList: ResolverTypeWrapper<NewsletterList>;
  NewsletterPreferences: ResolverTypeWrapper<NewsletterPreferences>;
  NewsletterPreferencesInput: NewsletterPreferencesInput;
  NewsletterSettings: ResolverTypeWrapper<EngineNewsletterSubscriber>;
  NewsletterSettingsPayload: ResolverTypeWrapper<Omit<NewsletterSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['NewsletterSettings']> }>;
  NewsletterStatus: null;
  NewsletterSubscriptionInput: NewsletterSubscriptionInput;
  OpeningDay: ResolverTypeWrapper<EngineOpeningDay>;
  OpeningDayException: ResolverTypeWrapper<EngineOpeningDayException>;
  OpeningPeriod: ResolverTypeWrapper<OpeningPeriod>;
  OrderDisplayStatus: ResolverTypeWrapper<OrderDisplayStatus>;
  OrderDisplayStatusKind: null;
  OrderHistoryAddress: ResolverTypeWrapper<EngineAddress>;
  OrderLine: ResolverTypeWrapper<EngineOrderLine>;
  OrderState: null;
  PaymentMethod: ResolverTypeWrapper<PaymentMethodOffer>;
  PickupChoice: ResolverTypeWrapper<EnginePickupChoice>;
  PickupInput: PickupInput;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['PlacedOrder']> }>;
  PlacedOrder: ResolverTypeWrapper<OrderSummary>;
  Product: ResolverTypeWrapper<CommerceProductModel>;
  ProductStoreStock: ResolverTypeWrapper<ProductStoreStockModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterCustomerInput: RegisterCustomerInput;
  ResetPasswordInput: ResetPasswordInput;
  Salutation: ResolverTypeWrapper<Salutation>;
  ServicePoint: ResolverTypeWrapper<EngineServicePoint>;
  ShippingCosts: ResolverTypeWrapper<Omit<ShippingCosts, 'totalPrice' | 'unitPrice'> & { totalPrice: ResolversTypes['Money'], unitPrice: ResolversTypes['Money'] }>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethodOffer>;
  ShippingMethodType: null;
  StockData: ResolverTypeWrapper<StockDataModel>;
  Store: ResolverTypeWrapper<Store>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  StoreLocation: ResolverTypeWrapper<StoreLocationModel>;
  StoreLocationList: ResolverTypeWrapper<StoreLocationListModel>;
  StoreOpeningState: StoreOpeningState;
  StoreOpeningStatus: ResolverTypeWrapper<DomainOpeningStatus>;
  StoreSearchOrigin: ResolverTypeWrapper<StoreSearchOrigin>;
  StoreStock: ResolverTypeWrapper<StoreStockModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuccessPayload: ResolverTypeWrapper<SuccessPayload>;
  TaxRule: ResolverTypeWrapper<TaxRule>;
  UpdateCartItemInput: UpdateCartItemInput;
  UpdateCustomerInput: UpdateCustomerInput;
  UserError: ResolverTypeWrapper<UserError>;
  Voucher: ResolverTypeWrapper<EngineVoucher>;
  Wishlist: ResolverTypeWrapper<EngineWishlist>;
  WishlistItem: ResolverTypeWrapper<EngineWishlistItem>;
  WishlistPayload: ResolverTypeWrapper<Omit<WishlistPayload, 'wishlist'> & { wishlist?: Maybe<ResolversTypes['Wishlist']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountPayload: Omit<AccountPayload, 'context' | 'customer'> & { context?: Maybe<ResolversParentTypes['Context']>, customer?: Maybe<ResolversParentTypes['Customer']> };
  Address: EngineAddress;
  AddressInput: AddressInput;
  Boolean: Scalars['Boolean']['output'];
  CalculatedTax: Omit<CalculatedTax, 'price' | 'tax'> & { price: ResolversParentTypes['Money'], tax: ResolversParentTypes['Money'] };
  Cart: EngineCart;
  CartDelivery: Omit<CartDelivery, 'shippingCosts' | 'shippingMethod'> & { shippingCosts: ResolversParentTypes['ShippingCosts'], shippingMethod: ResolversParentTypes['ShippingMethod'] };
  CartError: EngineCartError;
  CartItem: EngineCartItem;
  CartItemInput: CartItemInput;
  CartItemOption: CartItemOption;
  CartItemPayload: CartItemPayload;
  CartItemPrice: Omit<CartItemPrice, 'calculatedTaxes' | 'totalPrice' | 'unitPrice'> & { calculatedTaxes: Array<ResolversParentTypes['CalculatedTax']>, totalPrice: ResolversParentTypes['Money'], unitPrice: ResolversParentTypes['Money'] };
  CartPayload: Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartPrice: CartPriceModel;
  CartStatus: CartStatus;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutAddressesInput: CheckoutAddressesInput;
  CheckoutContactInput: CheckoutContactInput;
  Context: EngineContext;
  ContextPayload: Omit<ContextPayload, 'context'> & { context?: Maybe<ResolversParentTypes['Context']> };
  Country: Country;
  Currency: Currency;
  Customer: EngineCustomer;
  CustomerAddress: EngineCustomerAddress;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressPayload: Omit<CustomerAddressPayload, 'address' | 'customer'> & { address?: Maybe<ResolversParentTypes['CustomerAddress']>, customer?: Maybe<ResolversParentTypes['Customer']> };
  CustomerOrder: EngineCustomerOrder;
  CustomerOrderItem: CustomerOrderItemModel;
  CustomerOrderList: Omit<CustomerOrderList, 'orders'> & { orders: Array<ResolversParentTypes['CustomerOrder']> };
  CustomerSettingsPayload: Omit<CustomerSettingsPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  DeliveryPromise: DomainDeliveryPromise;
  Float: Scalars['Float']['output'];
  HandlePaymentInput: HandlePaymentInput;
  HandlePaymentPayload: HandlePaymentPayload;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Language: Language;
  LocationStock: EngineLocationStock;
  LoyaltyAccount: EngineLoyaltyAccount;
  LoyaltySignupInput: LoyaltySignupInput;
  Money: MoneyModel;
  Mutation: Record<PropertyKey, never>;
  NewsletterList: NewsletterList;
  NewsletterPreferences: NewsletterPreferences;
  NewsletterPreferencesInput: NewsletterPreferencesInput;
  NewsletterSettings: EngineNewsletterSubscriber;
  NewsletterSettingsPayload: Omit<NewsletterSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['NewsletterSettings']> };
  NewsletterSubscriptionInput: NewsletterSubscriptionInput;
  OpeningDay: EngineOpeningDay;
  OpeningDayException: EngineOpeningDayException;
  OpeningPeriod: OpeningPeriod;
  OrderDisplayStatus: OrderDisplayStatus;
  OrderHistoryAddress: EngineAddress;
  OrderLine: EngineOrderLine;
  PaymentMethod: PaymentMethodOffer;
  PickupChoice: EnginePickupChoice;
  PickupInput: PickupInput;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['PlacedOrder']> };
  PlacedOrder: OrderSummary;
  Product: CommerceProductModel;
  ProductStoreStock: ProductStoreStockModel;
  Query: Record<PropertyKey, never>;
  RegisterCustomerInput: RegisterCustomerInput;
  ResetPasswordInput: ResetPasswordInput;
  Salutation: Salutation;
  ServicePoint: EngineServicePoint;
  ShippingCosts: Omit<ShippingCosts, 'totalPrice' | 'unitPrice'> & { totalPrice: ResolversParentTypes['Money'], unitPrice: ResolversParentTypes['Money'] };
  ShippingMethod: ShippingMethodOffer;
  StockData: StockDataModel;
  Store: Store;
  StoreConfig: StoreConfig;
  StoreLocation: StoreLocationModel;
  StoreLocationList: StoreLocationListModel;
  StoreOpeningStatus: DomainOpeningStatus;
  StoreSearchOrigin: StoreSearchOrigin;
  StoreStock: StoreStockModel;
  String: Scalars['String']['output'];
  SuccessPayload: SuccessPayload;
  TaxRule: TaxRule;
  UpdateCartItemInput: UpdateCartItemInput;
  UpdateCustomerInput: UpdateCustomerInput;
  UserError: UserError;
  Voucher: EngineVoucher;
  Wishlist: EngineWishlist;
  WishlistItem: EngineWishlistItem;
  WishlistPayload: Omit<WishlistPayload, 'wishlist'> & { wishlist?: Maybe<ResolversParentTypes['Wishlist']> };
};

export type AccountPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['AccountPayload'] = ResolversParentTypes['AccountPayload']> = {
  context?: Resolver<Maybe<ResolversTypes['Context']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = any, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  additionalAddressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  additionalAddressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumberAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutationKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalculatedTaxResolvers<ContextType = any, ParentType extends ResolversParentTypes['CalculatedTax'] = ResolversParentTypes['CalculatedTax']> = {
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = any, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  deliveries?: Resolver<Array<ResolversTypes['CartDelivery']>, ParentType, ContextType>;
  deliveryPromise?: Resolver<Maybe<ResolversTypes['DeliveryPromise']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartError']>, ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freeShippingRemaining?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CartPrice'], ParentType, ContextType>;
  shippingCosts?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CartDeliveryResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartDelivery'] = ResolversParentTypes['CartDelivery']> = {
  shippingCosts?: Resolver<ResolversTypes['ShippingCosts'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
};

export type CartErrorResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartError'] = ResolversParentTypes['CartError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['CartErrorVisibility'], ParentType, ContextType>;
};

export type CartErrorVisibilityResolvers = { ERROR: 'error', HIDDEN: 'hidden', SUCCESS: 'success' };

export type CartItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  deliveryPromise?: Resolver<Maybe<ResolversTypes['DeliveryPromise']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['CartItemPayload']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CartItemPrice'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referencedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stackable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CartItemType'], ParentType, ContextType>;
};

export type CartItemOptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartItemOption'] = ResolversParentTypes['CartItemOption']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartItemPayload'] = ResolversParentTypes['CartItemPayload']> = {
  options?: Resolver<Array<ResolversTypes['CartItemOption']>, ParentType, ContextType>;
  productNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartItemPriceResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartItemPrice'] = ResolversParentTypes['CartItemPrice']> = {
  calculatedTaxes?: Resolver<Array<ResolversTypes['CalculatedTax']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRules?: Resolver<Array<ResolversTypes['TaxRule']>, ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartItemTypeResolvers = { CUSTOM: 'custom', PRODUCT: 'product', PROMOTION: 'promotion' };

export type CartPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CartPriceResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartPrice'] = ResolversParentTypes['CartPrice']> = {
  netPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  onlyItemsTotalAtSubtotal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  positionPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  positionPriceFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['CartStatus'] = ResolversParentTypes['CartStatus']> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
};

export type CheckoutRequirementResolvers = { BILLING_ADDRESS: 'billing-address', CART_ITEMS: 'cart-items', DHL_CUSTOMER_NUMBER: 'dhl-customer-number', EMAIL: 'email', PICKUP_POINT: 'pickup-point', STOCK: 'stock' };

export type ContextResolvers<ContextType = any, ParentType extends ResolversParentTypes['Context'] = ResolversParentTypes['Context']> = {
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cartStatus?: Resolver<Maybe<ResolversTypes['CartStatus']>, ParentType, ContextType>;
  countryIso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastOrder?: Resolver<Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
  loggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['CheckoutRequirement']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['PickupChoice']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['Voucher']>, ParentType, ContextType>;
};

export type ContextPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContextPayload'] = ResolversParentTypes['ContextPayload']> = {
  context?: Resolver<Maybe<ResolversTypes['Context']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = any, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyCodeResolvers = EnumResolverSignature<{ EUR?: any, GBP?: any }, ResolversTypes['CurrencyCode']>;

export type CustomerResolvers<ContextType = any, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdayFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultBillingAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  defaultBillingAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultShippingAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  defaultShippingAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  favouriteStores?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lookbookWishlist?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  loyalty?: Resolver<ResolversTypes['LoyaltyAccount'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherAddresses?: Resolver<Array<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  storefrontUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vouchers?: Resolver<Array<ResolversTypes['Voucher']>, ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumberAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefaultShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutationKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  servicePoint?: Resolver<Maybe<ResolversTypes['ServicePoint']>, ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerAddressPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerAddressPayload'] = ResolversParentTypes['CustomerAddressPayload']> = {
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  allocationStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['OrderHistoryAddress']>, ParentType, ContextType>;
  displayStatus?: Resolver<ResolversTypes['OrderDisplayStatus'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAddress?: Resolver<ResolversTypes['OrderHistoryAddress'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CustomerOrderItem']>, ParentType, ContextType>;
  netPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingCosts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  storeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trackTraceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerOrderItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerOrderItem'] = ResolversParentTypes['CustomerOrderItem']> = {
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productNo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CustomerOrderItemType'], ParentType, ContextType>;
};

export type CustomerOrderItemTypeResolvers = { ARTICLE: 'article', DELIVERY: 'delivery', DISCOUNT: 'discount', TRANSACTION_COSTS: 'transaction_costs' };

export type CustomerOrderListResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerOrderList'] = ResolversParentTypes['CustomerOrderList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
};

export type CustomerSettingsPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerSettingsPayload'] = ResolversParentTypes['CustomerSettingsPayload']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeliveryPromiseResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryPromise'] = ResolversParentTypes['DeliveryPromise']> = {
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeliveryPromiseKind'], ParentType, ContextType>;
  maxDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryPromiseKindResolvers = { LONG: 'long', SHORT: 'short', VARIANT: 'variant' };

export type HandlePaymentPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['HandlePaymentPayload'] = ResolversParentTypes['HandlePaymentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = any, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationStockResolvers<ContextType = any, ParentType extends ResolversParentTypes['LocationStock'] = ResolversParentTypes['LocationStock']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LoyaltyAccountResolvers<ContextType = any, ParentType extends ResolversParentTypes['LoyaltyAccount'] = ResolversParentTypes['LoyaltyAccount']> = {
  lifetimePoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsPerVoucher?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsToNextVoucher?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voucherValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = any, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addAddress?: Resolver<ResolversTypes['CustomerAddressPayload'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'items'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'sku'>>;
  changeEmail?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmNewsletter?: Resolver<ResolversTypes['NewsletterSettingsPayload'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'hash'>>;
  confirmRegistration?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationConfirmRegistrationArgs, 'token'>>;
  deleteAddress?: Resolver<ResolversTypes['CustomerAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteCartItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationDeleteCartItemArgs, 'id'>>;
  deleteCustomer?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'password'>>;
  handlePayment?: Resolver<ResolversTypes['HandlePaymentPayload'], ParentType, ContextType, RequireFields<MutationHandlePaymentArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType>;
  mergeWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, RequireFields<MutationMergeWishlistArgs, 'skus'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  redeemVoucher?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRedeemVoucherArgs, 'code'>>;
  registerCustomer?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistPayload'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'sku'>>;
  removeVoucher?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  restoreCart?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationRestoreCartArgs, 'token'>>;
  sendPasswordRecoveryMail?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationSendPasswordRecoveryMailArgs, 'email'>>;
  setDefaultBillingAddress?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationSetDefaultBillingAddressArgs, 'id'>>;
  setDefaultShippingAddress?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationSetDefaultShippingAddressArgs, 'id'>>;
  signUpLoyalty?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationSignUpLoyaltyArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  toggleFavouriteStore?: Resolver<ResolversTypes['CustomerSettingsPayload'], ParentType, ContextType, RequireFields<MutationToggleFavouriteStoreArgs, 'reference'>>;
  toggleLookbookWishlist?: Resolver<ResolversTypes['CustomerSettingsPayload'], ParentType, ContextType, RequireFields<MutationToggleLookbookWishlistArgs, 'uid'>>;
  ttAddNewsletterMember?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationTtAddNewsletterMemberArgs, 'input'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterSettingsPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'hash'>>;
  updateAddress?: Resolver<ResolversTypes['CustomerAddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateAddresses?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressesArgs, 'input'>>;
  updateCartItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'item'>>;
  updateContact?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateNewsletterSettings?: Resolver<ResolversTypes['NewsletterSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateNewsletterSettingsArgs, 'hash' | 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'id'>>;
  updatePickup?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdatePickupArgs, 'input'>>;
  updateShippingMethod?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdateShippingMethodArgs, 'id'>>;
};

export type NewsletterListResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewsletterList'] = ResolversParentTypes['NewsletterList']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterPreferencesResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewsletterPreferences'] = ResolversParentTypes['NewsletterPreferences']> = {
  forHer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forHim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NewsletterSettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewsletterSettings'] = ResolversParentTypes['NewsletterSettings']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['NewsletterList'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['NewsletterPreferences'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
};

export type NewsletterSettingsPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewsletterSettingsPayload'] = ResolversParentTypes['NewsletterSettingsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['NewsletterSettings']>, ParentType, ContextType>;
};

export type NewsletterStatusResolvers = { CONFIRMED: 'confirmed', NONE: 'none', PENDING: 'pending', UNSUBSCRIBED: 'unsubscribed' };

export type OpeningDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
};

export type OpeningDayExceptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['OpeningDayException'] = ResolversParentTypes['OpeningDayException']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpeningPeriodResolvers<ContextType = any, ParentType extends ResolversParentTypes['OpeningPeriod'] = ResolversParentTypes['OpeningPeriod']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDisplayStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderDisplayStatus'] = ResolversParentTypes['OrderDisplayStatus']> = {
  kind?: Resolver<ResolversTypes['OrderDisplayStatusKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderDisplayStatusKindResolvers = { OTHER: 'other', PROCESSING: 'processing', SHIPPED: 'shipped' };

export type OrderHistoryAddressResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderHistoryAddress'] = ResolversParentTypes['OrderHistoryAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumberAddition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insertion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referencedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderStateResolvers = { CANCELLED: 'cancelled', FAILED: 'failed', OPEN: 'open', PAID: 'paid' };

export type PaymentMethodResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PickupChoiceResolvers<ContextType = any, ParentType extends ResolversParentTypes['PickupChoice'] = ResolversParentTypes['PickupChoice']> = {
  dhlCustomerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  servicePoint?: Resolver<ResolversTypes['ServicePoint'], ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
};

export type PlacedOrderResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  billingAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  billingZipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deepLinkCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryPromise?: Resolver<ResolversTypes['DeliveryPromise'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['PickupChoice']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingCosts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = any, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['StockData'], ParentType, ContextType>;
  storeStock?: Resolver<ResolversTypes['ProductStoreStock'], ParentType, ContextType>;
};

export type ProductStoreStockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductStoreStock'] = ResolversParentTypes['ProductStoreStock']> = {
  storeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['StoreStock']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _commerceProductsBySkus?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<Query_CommerceProductsBySkusArgs, 'skus'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  context?: Resolver<Maybe<ResolversTypes['Context']>, ParentType, ContextType>;
  currentStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerOrder?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType, RequireFields<QueryCustomerOrderArgs, 'id'>>;
  customerOrders?: Resolver<Maybe<ResolversTypes['CustomerOrderList']>, ParentType, ContextType, RequireFields<QueryCustomerOrdersArgs, 'first' | 'offset'>>;
  findStocks?: Resolver<Array<ResolversTypes['LocationStock']>, ParentType, ContextType, RequireFields<QueryFindStocksArgs, 'skus' | 'unmanaged'>>;
  newsletterSettings?: Resolver<Maybe<ResolversTypes['NewsletterSettings']>, ParentType, ContextType, RequireFields<QueryNewsletterSettingsArgs, 'hash'>>;
  order?: Resolver<Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNumber'>>;
  orderHistory?: Resolver<Maybe<ResolversTypes['CustomerOrderList']>, ParentType, ContextType, RequireFields<QueryOrderHistoryArgs, 'emailToken'>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  servicePoints?: Resolver<Array<ResolversTypes['ServicePoint']>, ParentType, ContextType, RequireFields<QueryServicePointsArgs, 'provider' | 'query'>>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType, RequireFields<QueryShippingMethodsArgs, 'onlyAvailable'>>;
  stockData?: Resolver<Array<ResolversTypes['StockData']>, ParentType, ContextType, RequireFields<QueryStockDataArgs, 'skus'>>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
  storeLocation?: Resolver<Maybe<ResolversTypes['StoreLocation']>, ParentType, ContextType, RequireFields<QueryStoreLocationArgs, 'reference'>>;
  storeLocations?: Resolver<ResolversTypes['StoreLocationList'], ParentType, ContextType, Partial<QueryStoreLocationsArgs>>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type SalutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Salutation'] = ResolversParentTypes['Salutation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServicePointResolvers<ContextType = any, ParentType extends ResolversParentTypes['ServicePoint'] = ResolversParentTypes['ServicePoint']> = {
  additionalInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingDays?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingCostsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ShippingCosts'] = ResolversParentTypes['ShippingCosts']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = any, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  servicePointsProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingCosts?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ShippingMethodType'], ParentType, ContextType>;
};

export type ShippingMethodTypeResolvers = { DELIVERY: 'delivery', PICKUP: 'pickup', SERVICE_POINT: 'service-point' };

export type StockDataResolvers<ContextType = any, ParentType extends ResolversParentTypes['StockData'] = ResolversParentTypes['StockData']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StoreResolvers<ContextType = any, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  salutations?: Resolver<Array<ResolversTypes['Salutation']>, ParentType, ContextType>;
};

export type StoreLocationResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreLocation'] = ResolversParentTypes['StoreLocation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  distanceFormatted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favourite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingDayExceptions?: Resolver<Array<ResolversTypes['OpeningDayException']>, ParentType, ContextType>;
  openingDays?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>;
  openingStatus?: Resolver<ResolversTypes['StoreOpeningStatus'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreLocationListResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreLocationList'] = ResolversParentTypes['StoreLocationList']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['StoreSearchOrigin']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
};

export type StoreOpeningStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreOpeningStatus'] = ResolversParentTypes['StoreOpeningStatus']> = {
  exception?: Resolver<Maybe<ResolversTypes['OpeningDayException']>, ParentType, ContextType>;
  hoursText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StoreOpeningState'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreSearchOriginResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreSearchOrigin'] = ResolversParentTypes['StoreSearchOrigin']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StoreStockResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreStock'] = ResolversParentTypes['StoreStock']> = {
  locations?: Resolver<Array<ResolversTypes['LocationStock']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['StoreLocation'], ParentType, ContextType>;
};

export type SuccessPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['SuccessPayload'] = ResolversParentTypes['SuccessPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TaxRuleResolvers<ContextType = any, ParentType extends ResolversParentTypes['TaxRule'] = ResolversParentTypes['TaxRule']> = {
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VoucherResolvers<ContextType = any, ParentType extends ResolversParentTypes['Voucher'] = ResolversParentTypes['Voucher']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maximumProducts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimumPurchaseAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = any, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishlistPayloadResolvers<ContextType = any, ParentType extends ResolversParentTypes['WishlistPayload'] = ResolversParentTypes['WishlistPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  AccountPayload?: AccountPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  CalculatedTax?: CalculatedTaxResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartDelivery?: CartDeliveryResolvers<ContextType>;
  CartError?: CartErrorResolvers<ContextType>;
  CartErrorVisibility?: CartErrorVisibilityResolvers;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemOption?: CartItemOptionResolvers<ContextType>;
  CartItemPayload?: CartItemPayloadResolvers<ContextType>;
  CartItemPrice?: CartItemPriceResolvers<ContextType>;
  CartItemType?: CartItemTypeResolvers;
  CartPayload?: CartPayloadResolvers<ContextType>;
  CartPrice?: CartPriceResolvers<ContextType>;
  CartStatus?: CartStatusResolvers<ContextType>;
  CheckoutRequirement?: CheckoutRequirementResolvers;
  Context?: ContextResolvers<ContextType>;
  ContextPayload?: ContextPayloadResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyCode?: CurrencyCodeResolvers;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerAddressPayload?: CustomerAddressPayloadResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrderItem?: CustomerOrderItemResolvers<ContextType>;
  CustomerOrderItemType?: CustomerOrderItemTypeResolvers;
  CustomerOrderList?: CustomerOrderListResolvers<ContextType>;
  CustomerSettingsPayload?: CustomerSettingsPayloadResolvers<ContextType>;
  DeliveryPromise?: DeliveryPromiseResolvers<ContextType>;
  DeliveryPromiseKind?: DeliveryPromiseKindResolvers;
  HandlePaymentPayload?: HandlePaymentPayloadResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LocationStock?: LocationStockResolvers<ContextType>;
  LoyaltyAccount?: LoyaltyAccountResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterList?: NewsletterListResolvers<ContextType>;
  NewsletterPreferences?: NewsletterPreferencesResolvers<ContextType>;
  NewsletterSettings?: NewsletterSettingsResolvers<ContextType>;
  NewsletterSettingsPayload?: NewsletterSettingsPayloadResolvers<ContextType>;
  NewsletterStatus?: NewsletterStatusResolvers;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  OpeningDayException?: OpeningDayExceptionResolvers<ContextType>;
  OpeningPeriod?: OpeningPeriodResolvers<ContextType>;
  OrderDisplayStatus?: OrderDisplayStatusResolvers<ContextType>;
  OrderDisplayStatusKind?: OrderDisplayStatusKindResolvers;
  OrderHistoryAddress?: OrderHistoryAddressResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderState?: OrderStateResolvers;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PickupChoice?: PickupChoiceResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductStoreStock?: ProductStoreStockResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Salutation?: SalutationResolvers<ContextType>;
  ServicePoint?: ServicePointResolvers<ContextType>;
  ShippingCosts?: ShippingCostsResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodType?: ShippingMethodTypeResolvers;
  StockData?: StockDataResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  StoreLocationList?: StoreLocationListResolvers<ContextType>;
  StoreOpeningStatus?: StoreOpeningStatusResolvers<ContextType>;
  StoreSearchOrigin?: StoreSearchOriginResolvers<ContextType>;
  StoreStock?: StoreStockResolvers<ContextType>;
  SuccessPayload?: SuccessPayloadResolvers<ContextType>;
  TaxRule?: TaxRuleResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Voucher?: VoucherResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistPayload?: WishlistPayloadResolvers<ContextType>;
};

