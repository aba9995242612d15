import type { GraphQLResolveInfo } from 'graphql';
import type { CommerceProductModel, StockDataModel, MoneyModel, CartPriceModel } from '../models';
import type { Context as EngineContext, Cart as EngineCart, CartItem as EngineCartItem, CartError as EngineCartError, ShippingMethodOffer, PaymentMethodOffer, Address as EngineAddress, PickupChoice as EnginePickupChoice, ServicePoint as EngineServicePoint, OpeningDay as EngineOpeningDay, OrderSummary, OrderLine as EngineOrderLine } from '@shop/commerce';
import type { DeliveryPromise as DomainDeliveryPromise } from '@shop/domain';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Address = {
  __typename?: 'Address';
  additionalAddressLine1?: Maybe<Scalars['String']['output']>;
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
  /** The line's delivery promise. */
  deliveryPromise: DeliveryPromise;
  id: Scalars['ID']['output'];
  /** Size label of the variant (`38`, `One size`). */
  label: Scalars['String']['output'];
  /** ISO timestamp of the line's last change. */
  modified: Scalars['String']['output'];
  payload: CartItemPayload;
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
  email?: Maybe<Scalars['String']['output']>;
  /** The last order placed with this context. */
  lastOrder?: Maybe<PlacedOrder>;
  /** What still stops placing an order: empty when the checkout is complete. */
  missing: Array<CheckoutRequirement>;
  paymentMethod: PaymentMethod;
  pickup?: Maybe<PickupChoice>;
  /** Where a home delivery goes; the billing address when null. */
  shippingAddress?: Maybe<Address>;
  shippingMethod: ShippingMethod;
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

export type CurrencyCode =
  | 'EUR'
  | 'GBP';

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
  /** Adds variants to the cart (spec: addToCart); one already in the cart gets its quantity raised. */
  addToCart: CartPayload;
  deleteCartItem: CartPayload;
  /** Starts the payment of an open order at the payment service: answers the page to send the shopper to. */
  handlePayment: HandlePaymentPayload;
  placeOrder: PlaceOrderPayload;
  /** Makes the context of a token from a link (a mail, a cancelled payment) the caller's (spec: restoreCart). */
  restoreCart: ContextPayload;
  /** The billing address and, when different, the home-delivery address (spec: updateShippingAddress). */
  updateAddresses: ContextPayload;
  updateCartItem: CartPayload;
  /** The guest's e-mail address for the order. */
  updateContact: ContextPayload;
  updatePaymentMethod: ContextPayload;
  /** The store or service point for a pickup or service-point delivery. */
  updatePickup: ContextPayload;
  updateShippingMethod: ContextPayload;
};


export type MutationAddToCartArgs = {
  items: Array<CartItemInput>;
};


export type MutationDeleteCartItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHandlePaymentArgs = {
  input: HandlePaymentInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRestoreCartArgs = {
  token: Scalars['String']['input'];
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


export type MutationUpdatePaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePickupArgs = {
  input: PickupInput;
};


export type MutationUpdateShippingMethodArgs = {
  id: Scalars['ID']['input'];
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

export type OpeningPeriod = {
  __typename?: 'OpeningPeriod';
  end: Scalars['String']['output'];
  /** HH:MM. */
  start: Scalars['String']['output'];
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
  /** One of the caller's orders by number (the finish page); null when it is not the caller's. */
  order?: Maybe<PlacedOrder>;
  /** Payment methods of the store's country, the selected one first. */
  paymentMethods: Array<PaymentMethod>;
  /** Pickup points near a postcode or place: the shop's stores (`stores`) or a carrier's points. */
  servicePoints: Array<ServicePoint>;
  /** Shipping methods for the caller's cart (the store's, without a context), the selected one marked. */
  shippingMethods: Array<ShippingMethod>;
  /** Stock per SKU (spec commerce §7 stock data). Needs at least one SKU. */
  stockData: Array<StockData>;
  storeConfig: StoreConfig;
  /** All stores, for the store switch. */
  stores: Array<Store>;
};


export type Query_CommerceProductsBySkusArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type QueryOrderArgs = {
  orderNumber: Scalars['String']['input'];
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

/** A problem with the caller's input: shown to the shopper next to the field it names. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable code, e.g. CART_ITEM_NOT_FOUND, INVALID_ADDRESS, OUT_OF_STOCK. */
  code: Scalars['String']['output'];
  /** The input field, as a path joined by dots (`address.zipcode`), when the error is about one. */
  field?: Maybe<Scalars['String']['output']>;
  /** In the request's language. */
  message: Scalars['String']['output'];
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
  CheckoutAddressesInput: CheckoutAddressesInput;
  CheckoutContactInput: CheckoutContactInput;
  CheckoutRequirement: null;
  Context: ResolverTypeWrapper<EngineContext>;
  ContextPayload: ResolverTypeWrapper<Omit<ContextPayload, 'context'> & { context?: Maybe<ResolversTypes['Context']> }>;
  Country: ResolverTypeWrapper<Country>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyCode: CurrencyCode;
  DeliveryPromise: ResolverTypeWrapper<DomainDeliveryPromise>;
  DeliveryPromiseKind: null;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HandlePaymentInput: HandlePaymentInput;
  HandlePaymentPayload: ResolverTypeWrapper<HandlePaymentPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: ResolverTypeWrapper<Language>;
  Money: ResolverTypeWrapper<MoneyModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OpeningDay: ResolverTypeWrapper<EngineOpeningDay>;
  OpeningPeriod: ResolverTypeWrapper<OpeningPeriod>;
  OrderLine: ResolverTypeWrapper<EngineOrderLine>;
  OrderState: null;
  PaymentMethod: ResolverTypeWrapper<PaymentMethodOffer>;
  PickupChoice: ResolverTypeWrapper<EnginePickupChoice>;
  PickupInput: PickupInput;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['PlacedOrder']> }>;
  PlacedOrder: ResolverTypeWrapper<OrderSummary>;
  Product: ResolverTypeWrapper<CommerceProductModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Salutation: ResolverTypeWrapper<Salutation>;
  ServicePoint: ResolverTypeWrapper<EngineServicePoint>;
  ShippingCosts: ResolverTypeWrapper<Omit<ShippingCosts, 'totalPrice' | 'unitPrice'> & { totalPrice: ResolversTypes['Money'], unitPrice: ResolversTypes['Money'] }>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethodOffer>;
  ShippingMethodType: null;
  StockData: ResolverTypeWrapper<StockDataModel>;
  Store: ResolverTypeWrapper<Store>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxRule: ResolverTypeWrapper<TaxRule>;
  UpdateCartItemInput: UpdateCartItemInput;
  UserError: ResolverTypeWrapper<UserError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
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
  CheckoutAddressesInput: CheckoutAddressesInput;
  CheckoutContactInput: CheckoutContactInput;
  Context: EngineContext;
  ContextPayload: Omit<ContextPayload, 'context'> & { context?: Maybe<ResolversParentTypes['Context']> };
  Country: Country;
  Currency: Currency;
  DeliveryPromise: DomainDeliveryPromise;
  Float: Scalars['Float']['output'];
  HandlePaymentInput: HandlePaymentInput;
  HandlePaymentPayload: HandlePaymentPayload;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Language: Language;
  Money: MoneyModel;
  Mutation: Record<PropertyKey, never>;
  OpeningDay: EngineOpeningDay;
  OpeningPeriod: OpeningPeriod;
  OrderLine: EngineOrderLine;
  PaymentMethod: PaymentMethodOffer;
  PickupChoice: EnginePickupChoice;
  PickupInput: PickupInput;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['PlacedOrder']> };
  PlacedOrder: OrderSummary;
  Product: CommerceProductModel;
  Query: Record<PropertyKey, never>;
  Salutation: Salutation;
  ServicePoint: EngineServicePoint;
  ShippingCosts: Omit<ShippingCosts, 'totalPrice' | 'unitPrice'> & { totalPrice: ResolversParentTypes['Money'], unitPrice: ResolversParentTypes['Money'] };
  ShippingMethod: ShippingMethodOffer;
  StockData: StockDataModel;
  Store: Store;
  StoreConfig: StoreConfig;
  String: Scalars['String']['output'];
  TaxRule: TaxRule;
  UpdateCartItemInput: UpdateCartItemInput;
  UserError: UserError;
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
  deliveryPromise?: Resolver<ResolversTypes['DeliveryPromise'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['CartItemPayload'], ParentType, ContextType>;
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
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastOrder?: Resolver<Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['CheckoutRequirement']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['PickupChoice']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingMethod?: Resolver<ResolversTypes['ShippingMethod'], ParentType, ContextType>;
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

export type MoneyResolvers<ContextType = any, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'items'>>;
  deleteCartItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationDeleteCartItemArgs, 'id'>>;
  handlePayment?: Resolver<ResolversTypes['HandlePaymentPayload'], ParentType, ContextType, RequireFields<MutationHandlePaymentArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  restoreCart?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationRestoreCartArgs, 'token'>>;
  updateAddresses?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressesArgs, 'input'>>;
  updateCartItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'item'>>;
  updateContact?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'id'>>;
  updatePickup?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdatePickupArgs, 'input'>>;
  updateShippingMethod?: Resolver<ResolversTypes['ContextPayload'], ParentType, ContextType, RequireFields<MutationUpdateShippingMethodArgs, 'id'>>;
};

export type OpeningDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
};

export type OpeningPeriodResolvers<ContextType = any, ParentType extends ResolversParentTypes['OpeningPeriod'] = ResolversParentTypes['OpeningPeriod']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _commerceProductsBySkus?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<Query_CommerceProductsBySkusArgs, 'skus'>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  context?: Resolver<Maybe<ResolversTypes['Context']>, ParentType, ContextType>;
  currentStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['PlacedOrder']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNumber'>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  servicePoints?: Resolver<Array<ResolversTypes['ServicePoint']>, ParentType, ContextType, RequireFields<QueryServicePointsArgs, 'provider' | 'query'>>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType, RequireFields<QueryShippingMethodsArgs, 'onlyAvailable'>>;
  stockData?: Resolver<Array<ResolversTypes['StockData']>, ParentType, ContextType, RequireFields<QueryStockDataArgs, 'skus'>>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
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

export type TaxRuleResolvers<ContextType = any, ParentType extends ResolversParentTypes['TaxRule'] = ResolversParentTypes['TaxRule']> = {
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
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
  DeliveryPromise?: DeliveryPromiseResolvers<ContextType>;
  DeliveryPromiseKind?: DeliveryPromiseKindResolvers;
  HandlePaymentPayload?: HandlePaymentPayloadResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  OpeningPeriod?: OpeningPeriodResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderState?: OrderStateResolvers;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PickupChoice?: PickupChoiceResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Salutation?: SalutationResolvers<ContextType>;
  ServicePoint?: ServicePointResolvers<ContextType>;
  ShippingCosts?: ShippingCostsResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodType?: ShippingMethodTypeResolvers;
  StockData?: StockDataResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  TaxRule?: TaxRuleResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};

