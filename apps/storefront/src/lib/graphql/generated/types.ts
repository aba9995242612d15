import type { CurrencyCode } from '@shop/i18n';
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

/** Button styles of the blocks; a missing style is DEFAULT. */
export type ButtonStyle =
  | 'CALL_TO_ACTION'
  | 'DEFAULT'
  | 'LINK'
  | 'SHOP_FLOW';

/** How the shopper sees a cart error (spec §5): some are never shown, some are good news. */
export type CartErrorVisibility =
  | 'ERROR'
  | 'HIDDEN'
  | 'SUCCESS';

export type CartItemInput = {
  /** Default 1; an item already in the cart is raised by this much. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** The variant SKU. */
  referencedId: Scalars['ID']['input'];
};

export type CartItemType =
  | 'CUSTOM'
  | 'PRODUCT'
  | 'PROMOTION';

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
  | 'BILLING_ADDRESS'
  | 'CART_ITEMS'
  | 'DHL_CUSTOMER_NUMBER'
  | 'EMAIL'
  | 'PICKUP_POINT'
  | 'STOCK';

/** How wide a block is in the page's column. */
export type ColumnWidth =
  | 'FULL_WIDTH'
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

export type { CurrencyCode };

export type CustomerAddressInput = {
  address: AddressInput;
  /** A service point to keep with the address. */
  servicePointId?: InputMaybe<Scalars['ID']['input']>;
};

export type CustomerOrderItemType =
  | 'ARTICLE'
  | 'DELIVERY'
  | 'DISCOUNT'
  | 'TRANSACTION_COSTS';

export type DeliveryPromiseKind =
  /** 5–8 days: the cart holds more SKUs than the distribution centre has in stock. */
  | 'LONG'
  /** 1–3 days. */
  | 'SHORT'
  /** The variant's own delivery time (a pre-order). */
  | 'VARIANT';

export type HandlePaymentInput = {
  /** Where it sends the shopper otherwise: `/checkout/payment/` gets `?status=cancelled|failed`. */
  errorUrl: Scalars['String']['input'];
  /** Where the payment service sends the shopper after paying: `/checkout/success/` gets `?order={orderNumber}`. */
  finishUrl: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

/** Where the hero's text sits. */
export type HeroPosition =
  | 'CENTRE'
  | 'CENTRE_BOTTOM'
  | 'CENTRE_TOP'
  | 'LEFT_BOTTOM'
  | 'LEFT_MIDDLE'
  | 'LEFT_TOP'
  | 'RIGHT_BOTTOM'
  | 'RIGHT_MIDDLE'
  | 'RIGHT_TOP';

/** The statuses the tablet acts on; OTHER is any further status the session service answers (the tablet clears). */
export type InstoreSessionStatus =
  | 'CLOSED'
  | 'EXPIRED'
  | 'OPEN'
  | 'OTHER';

/** What a legal link is: the checkout picks Impressum and AGB by it, never by their label. OTHER when not set. */
export type LegalLinkKind =
  | 'COOKIES'
  | 'IMPRINT'
  | 'OTHER'
  | 'PRIVACY'
  | 'TERMS';

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

export type NewsletterPreferencesInput = {
  forHer?: InputMaybe<Scalars['Boolean']['input']>;
  forHim?: InputMaybe<Scalars['Boolean']['input']>;
  promotions?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where a subscription stands: NONE is a loyalty member who did not ask for the newsletter. */
export type NewsletterStatus =
  | 'CONFIRMED'
  | 'NONE'
  /** Asked for, not yet confirmed from the mail (double opt-in). */
  | 'PENDING'
  | 'UNSUBSCRIBED';

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

export type OrderDisplayStatusKind =
  /** Another order type: shown as that type. */
  | 'OTHER'
  /** A sale order without one. */
  | 'PROCESSING'
  /** A sale order with a shipment date. */
  | 'SHIPPED';

export type OrderState =
  | 'CANCELLED'
  | 'FAILED'
  | 'OPEN'
  | 'PAID';

export type PageGroup =
  | 'CATEGORY'
  | 'PAGES'
  | 'PLP';

export type PickupInput = {
  /** Required for a DHL Packstation (Germany). */
  dhlCustomerNumber?: InputMaybe<Scalars['String']['input']>;
  servicePointId: Scalars['ID']['input'];
};

export type PlaceOrderInput = {
  /** The same key twice gives the same order (a retried click, a lost answer). */
  idempotencyKey: Scalars['String']['input'];
};

export type ProductFilterInput = {
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  priceMax?: InputMaybe<Scalars['Int']['input']>;
  /** Minor units, inclusive. */
  priceMin?: InputMaybe<Scalars['Int']['input']>;
  sale?: InputMaybe<Scalars['Boolean']['input']>;
  segment?: InputMaybe<Segment>;
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ProductLabelKind =
  | 'COMING_SOON'
  | 'DISCOUNT'
  | 'MARKETING'
  | 'NEW'
  | 'SALE';

export type ProductSearchInput = {
  filters?: InputMaybe<ProductFilterInput>;
  /** 1-based. */
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  /** Free text; searching starts at 4 characters (spec §5). */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ProductSort =
  | 'NAME_ASC'
  | 'NAME_DESC'
  /** New (NEW desc). */
  | 'NEW'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Recommended (DEFAULT desc). */
  | 'RECOMMENDED'
  /** Sale (SALE desc). */
  | 'SALE';

export type ProductsLayout =
  | 'DEFAULT'
  | 'GRID';

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

export type RichtextAlignment =
  | 'BOTTOM'
  | 'TOP';

/** What stands beside the text of a richtext_with block. */
export type RichtextWithMedia =
  | 'IMAGE'
  | 'PRODUCT'
  | 'VIDEO';

/** The women's (FOR_HER) and men's (FOR_HIM) halves of the shop. */
export type Segment =
  | 'FOR_HER'
  | 'FOR_HIM';

export type ShippingMethodType =
  | 'DELIVERY'
  | 'PICKUP'
  | 'SERVICE_POINT';

/** How a size of a product can be bought now (spec §4 size option states). */
export type SizeOptionState =
  /** The product is not released yet. */
  | 'COMING_SOON'
  /** Fewer than 5 left and no delivery time. */
  | 'FEW_LEFT'
  | 'IN_STOCK'
  /** Fewer than 2 left and no delivery time. */
  | 'LAST_ITEM'
  | 'OUT_OF_STOCK'
  /** Not in stock, but orderable with a delivery time. */
  | 'PRE_ORDER';

export type StoreOpeningState =
  /** Was open today, closed for the rest of it. */
  | 'CLOSED_NOW'
  /** Not open today. */
  | 'CLOSED_TODAY'
  /** Open now, until `time`. */
  | 'OPEN'
  /** Closed now, opens at `time` later today. */
  | 'OPENS_LATER';

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
