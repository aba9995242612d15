import type { CountryCode, CurrencyCode, Language } from '@shop/i18n';
import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/**
 * The tables as kysely sees them, named as in SQL (snake_case; no CamelCasePlugin, so a query reads like the SQL it
 * runs). Each engine owns the tables with its prefix: `catalog_*` for the product index, `commerce_*` for the embedded
 * commerce engine. Keep this in step with `src/migrations`: the migrations are the truth, this is their type.
 */
export interface Database {
  catalog_brand: CatalogBrandTable;
  catalog_category: CatalogCategoryTable;
  catalog_color: CatalogColorTable;
  catalog_size: CatalogSizeTable;
  catalog_size_table: CatalogSizeTableTable;
  catalog_product: CatalogProductTable;
  catalog_variant: CatalogVariantTable;
  catalog_price: CatalogPriceTable;
  catalog_relation: CatalogRelationTable;
  catalog_page: CatalogPageTable;
  catalog_search_term: CatalogSearchTermTable;
  catalog_index_state: CatalogIndexStateTable;
  catalog_search: CatalogSearchTable;
  catalog_listing: CatalogListingTable;
  catalog_facet_count: CatalogFacetCountTable;
  catalog_scope_stats: CatalogScopeStatsTable;
  catalog_url_entry: CatalogUrlEntryTable;
  catalog_suggestion: CatalogSuggestionTable;
  catalog_term: CatalogTermTable;
  commerce_stock_location: CommerceStockLocationTable;
  commerce_stock: CommerceStockTable;
  commerce_context: CommerceContextTable;
  commerce_cart_item: CommerceCartItemTable;
  commerce_cart_link: CommerceCartLinkTable;
  commerce_order: CommerceOrderTable;
  commerce_order_line: CommerceOrderLineTable;
  commerce_payment: CommercePaymentTable;
  commerce_payment_event: CommercePaymentEventTable;
  commerce_customer: CommerceCustomerTable;
  commerce_customer_address: CommerceCustomerAddressTable;
  commerce_customer_token: CommerceCustomerTokenTable;
  commerce_pending_registration: CommercePendingRegistrationTable;
  commerce_voucher: CommerceVoucherTable;
  commerce_wishlist_item: CommerceWishlistItemTable;
  commerce_loyalty_entry: CommerceLoyaltyEntryTable;
  commerce_mail: CommerceMailTable;
  commerce_rate_limit: CommerceRateLimitTable;
  commerce_newsletter_subscriber: CommerceNewsletterSubscriberTable;
  instore_session: InstoreSessionTable;
}

export type StockLocationKind = 'dc' | 'store';

/** A text in each of the shop's languages (a `jsonb` object with these four keys). */
export type LocalizedText = Record<Language, string>;

/** jsonb reads as the parsed object; writes take JSON text (`JSON.stringify(...)`), which both drivers pass as is. */
type LocalizedTextColumn = JSONColumnType<LocalizedText>;

/*
 * The catalog's product index (migration 0002). Source tables hold the imported catalogue; derived tables
 * (catalog_search, catalog_listing, catalog_facet_count, catalog_scope_stats, catalog_url_entry, catalog_suggestion,
 * catalog_term) are rebuilt by `indexCatalog` in @shop/catalog and are not meant to be written elsewhere.
 */

export type CatalogSegment = 'for-her' | 'for-him';
export type CatalogCategoryKind = 'standard' | 'sale' | 'new';
export type CatalogPageGroup = 'Category' | 'Plp' | "Pagina's";
export type CatalogRelationType = 'color_relation' | 'complementary' | 'maintenance';

/** A jsonb column that may be null. */
type NullableJsonColumn<T> = ColumnType<T | null, string | null, string | null>;

export interface CatalogBrandTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface CatalogCategoryTable {
  /** Surrogate key used in the derived tables (arrays and scopes). */
  num: Generated<number>;
  /** The imported id. */
  id: string;
  parent_id: string | null;
  segment: CatalogSegment;
  kind: CatalogCategoryKind;
  position: number;
  name: LocalizedTextColumn;
  /** This category's own path segment per language. */
  url_segment: LocalizedTextColumn;
  /** Derived: the parent's num, the depth (1 for a root), the nums from the root to this one, the full paths. */
  parent_num: Generated<number | null>;
  level: Generated<number>;
  path: Generated<number[]>;
  url: JSONColumnType<LocalizedText, string | undefined, string>;
}

export interface CatalogColorTable {
  id: Generated<number>;
  name: LocalizedTextColumn;
}

export interface CatalogSizeTable {
  num: Generated<number>;
  label: string;
  /** Display order in the size facet. */
  position: Generated<number>;
}

export interface CatalogSizeTableRow {
  eu: string;
  us: string;
  uk: string;
  cm: string;
}

export interface CatalogSizeTableTable {
  id: string;
  rows: JSONColumnType<CatalogSizeTableRow[]>;
  advice: NullableJsonColumn<LocalizedText>;
}

export interface CatalogProductTable {
  sku: string;
  id: string;
  parent_sku: string;
  parent_id: string;
  model_code: string;
  segment: CatalogSegment;
  brand_id: number;
  name: LocalizedTextColumn;
  description: LocalizedTextColumn;
  color_id: number;
  color_hex: string;
  /** `date` columns: select them as text (`release_date::text`) to get the ISO date without a time zone. */
  release_date: ColumnType<Date, string, string>;
  coming_soon_date: ColumnType<Date | null, string | null, string | null>;
  is_new: boolean;
  is_one_size: boolean;
  images: string[];
  hover_image: string | null;
  video: string | null;
  marketing_label: NullableJsonColumn<LocalizedText>;
  /** Per country code, a text per language. */
  sale_labels: JSONColumnType<Partial<Record<string, LocalizedText>>>;
  /** The product page's path per language. */
  url: LocalizedTextColumn;
  price_updated_at: ColumnType<Date, Date | string, Date | string>;
  popularity: number;
  category_ids: string[];
  size_table_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogVariantTable {
  sku: string;
  id: string;
  product_sku: string;
  legacy_sku: string;
  size_num: number;
  position: number;
  delivery_time: NullableJsonColumn<LocalizedText>;
}

/** Prices in integer minor units (cents, pence), one row per product and currency. */
export interface CatalogPriceTable {
  sku: string;
  currency: CurrencyCode;
  price_minor: number;
  regular_price_minor: number;
}

export interface CatalogRelationTable {
  product_sku: string;
  related_sku: string;
  type: CatalogRelationType;
  position: number;
}

export interface CatalogPageTable {
  id: Generated<number>;
  /** `{page group}:{English path}`, what an import upserts a page by. */
  key: string;
  page_group: CatalogPageGroup;
  label: LocalizedTextColumn;
  url: LocalizedTextColumn;
  parents: JSONColumnType<LocalizedText[]>;
}

export interface CatalogSearchTermTable {
  id: Generated<number>;
  key: string;
  text: LocalizedTextColumn;
}

/** One row, bumped by every import and stock refresh: caches of rarely changing data (categories) check it. */
export interface CatalogIndexStateTable {
  id: Generated<boolean>;
  version: number;
  changed_at: Date;
}

/** Derived: one row per product and language (partitioned by language), with its filter and sort columns. */
export interface CatalogSearchTable {
  language: Language;
  sku: string;
  segment: CatalogSegment;
  brand_id: number;
  color_id: number;
  category_nums: number[];
  /** Sizes in stock at a distribution centre. */
  size_nums: number[];
  is_new: boolean;
  release_date: ColumnType<Date, string, string>;
  popularity: number;
  price_eur: number;
  regular_eur: number;
  price_gbp: number;
  regular_gbp: number;
  discount_eur: GeneratedAlways<number>;
  discount_gbp: GeneratedAlways<number>;
  is_sale_eur: GeneratedAlways<boolean>;
  is_sale_gbp: GeneratedAlways<boolean>;
  name: string;
  /** tsvector. */
  doc: string;
}

/** Derived: one row per product and category (ancestors included; `scope` is the category's num). */
export interface CatalogListingTable {
  scope: number;
  sku: string;
  popularity: number;
  release_date: ColumnType<Date, string, string>;
  price_eur: number;
  price_gbp: number;
  discount_eur: number;
  discount_gbp: number;
  name_en: string;
  name_nl: string;
  name_de: string;
  name_fr: string;
}

export type CatalogFacetKind = 'brand' | 'color' | 'size' | 'category';

/**
 * Derived: how many products of a scope (a category's num; 0 the whole catalogue; -1 for-her; -2 for-him) have each
 * brand, colour, in-stock size and child category.
 */
export interface CatalogFacetCountTable {
  scope: number;
  facet: CatalogFacetKind;
  value: number;
  count: number;
}

export interface CatalogScopeStatsTable {
  scope: number;
  product_count: number;
  new_count: number;
  sale_count_eur: number;
  sale_count_gbp: number;
  price_min_eur: number | null;
  price_max_eur: number | null;
  price_min_gbp: number | null;
  price_max_gbp: number | null;
}

export interface CatalogUrlEntryTable {
  language: Language;
  url: string;
  label: string;
  page_group: CatalogPageGroup;
  parents: string[];
  rank: number;
  tree_order: number[];
  folded: string;
  doc: string;
}

export interface CatalogSuggestionTable {
  language: Language;
  text: string;
  folded: string;
  /** Search terms 4, brands 3, category names 2, product names 1. */
  rank: number;
  /** How many of them share the text. */
  weight: number;
  doc: string;
}

export interface CatalogTermTable {
  language: Language;
  term: string;
  frequency: number;
}

export interface CommerceStockLocationTable {
  code: string;
  name: string;
  /** A distribution centre ships web orders; a store sells over the counter. */
  kind: StockLocationKind;
}

export interface CommerceStockTable {
  /** Not a foreign key: commerce stocks SKUs without depending on the catalog's tables. */
  sku: string;
  location_code: string;
  qty: number;
}

/* The commerce engine's carts, orders and payments (migration 0004). */

export type CommerceOrderState = 'open' | 'paid' | 'cancelled' | 'failed';

/** A jsonb object column: reads as the object, written as JSON text. */
type JsonObjectColumn<T> = ColumnType<T, string, string>;

/** A sales-channel context: what an opaque token (the storefront's HttpOnly cookie) stands for. */
export interface CommerceContextTable {
  token: string;
  kind: Generated<'guest' | 'customer'>;
  country: CountryCode;
  currency: CurrencyCode;
  language: Language;
  shipping_method_id: string | null;
  payment_method_id: string | null;
  shipping_address: NullableJsonColumn<Record<string, unknown>>;
  last_order_id: string | null;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  billing_address: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  pickup: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** The logged-in customer (migration 0006); null for a guest. */
  customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the session stops counting (a customer's: 7 days after login); null: never. */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Logout, a rotation or the account's deletion ended it. */
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The voucher redeemed in the cart. */
  voucher_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommerceCartItemTable {
  id: string;
  context_token: string;
  /** The variant SKU. */
  referenced_id: string;
  /** The product SKU the variant belongs to. */
  product_number: string;
  quantity: number;
  /** Options (group, option) and whatever else the line carries. */
  payload: JsonObjectColumn<Record<string, unknown>>;
  /** Insertion order. */
  position: Generated<number>;
  modified_at: Generated<Date>;
}

/** A saved cart behind a restore link (migration 0012): its lines, found by the digest of the link's token. */
export interface CommerceCartLinkTable {
  /** SHA-256 of the token (base64url); the token itself only travels in the link. */
  digest: string;
  lines: JsonObjectColumn<{ referencedId: string; quantity: number }[]>;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface CommerceOrderTable {
  id: string;
  order_number: string;
  idempotency_key: string;
  context_token: string;
  state: Generated<CommerceOrderState>;
  country: CountryCode;
  currency: CurrencyCode;
  items_total_minor: number;
  shipping_costs_minor: number;
  total_minor: number;
  tax_minor: number;
  tax_rate: number;
  shipping_method_id: string;
  payment_method_id: string;
  shipping_address: NullableJsonColumn<Record<string, unknown>>;
  deep_link_code: string;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  billing_address: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  pickup: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Migration 0006: the customer (null for guests and deleted accounts), type, fulfilment and the voucher used. */
  customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  order_type: Generated<string>;
  approval_status: Generated<string>;
  allocation_status: Generated<string>;
  pick_status: Generated<string>;
  shipment_status: Generated<string>;
  shipment_date: ColumnType<Date | null, Date | null | undefined, Date | null>;
  track_trace_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The store (web store code, or a branch code for in-store orders). */
  store_code: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  voucher_id: ColumnType<string | null, string | null | undefined, string | null>;
  discount_minor: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommerceOrderLineTable {
  order_id: string;
  position: number;
  referenced_id: string;
  product_number: string;
  quantity: number;
  unit_price_minor: number;
  total_price_minor: number;
  payload: JsonObjectColumn<Record<string, unknown>>;
  /** Where the line's stock was taken; null for a pre-order line (delivered when the stock arrives). */
  stock_location_code: string | null;
}

export interface CommercePaymentTable {
  id: string;
  order_id: string;
  method_id: string;
  state: Generated<CommerceOrderState>;
  finish_url: string;
  error_url: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommercePaymentEventTable {
  event_id: string;
  payment_id: string;
  outcome: string;
  applied: boolean;
  received_at: Generated<Date>;
}

/* Customer accounts (migration 0006). */

export type SalutationKeyColumn = 'mr' | 'mrs';

export interface CommerceCustomerTable {
  id: string;
  customer_number: string;
  email: string;
  /** Argon2id in PHC string form. */
  password_hash: string;
  salutation: SalutationKeyColumn | null;
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD` (text: the same string from both drivers, no time zone). */
  birthday: string | null;
  custom_fields: JsonObjectColumn<Record<string, unknown>>;
  default_billing_address_id: string | null;
  default_shipping_address_id: string | null;
  storefront_url: string;
  country: CountryCode;
  language: Language;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CommerceCustomerAddressTable {
  id: string;
  customer_id: string;
  address: JsonObjectColumn<Record<string, unknown>>;
  /** `shipping_address_service_point`: a service point as a JSON string (spec commerce §3). */
  custom_fields: JsonObjectColumn<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface CommerceCustomerTokenTable {
  /** SHA-256 of the token (base64url); the token itself only travels in the mail. */
  digest: string;
  purpose: 'password-reset' | 'order-history';
  customer_id: string | null;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A registration waiting for its e-mail address to be confirmed (migration 0012). */
export interface CommercePendingRegistrationTable {
  /** SHA-256 of the confirmation link's token (base64url); the token itself only travels in the mail. */
  digest: string;
  email: string;
  password_hash: string;
  /** The registration's fields without the password (commerce's RegisterInput). */
  registration: JsonObjectColumn<Record<string, unknown>>;
  /** The store it was made in (commerce's AccountStore). */
  store: JsonObjectColumn<Record<string, unknown>>;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface CommerceVoucherTable {
  id: string;
  customer_id: string;
  barcode: string;
  value_minor: number;
  currency: CurrencyCode;
  valid_from: Date;
  valid_until: Date;
  minimum_purchase_minor: number | null;
  maximum_products: number | null;
  redeemed_order_id: string | null;
  redeemed_at: Date | null;
  created_at: Generated<Date>;
}

export interface CommerceWishlistItemTable {
  customer_id: string;
  product_sku: string;
  added_at: Generated<Date>;
}

export interface CommerceLoyaltyEntryTable {
  id: Generated<number>;
  customer_id: string;
  reason: 'signup' | 'order' | 'voucher';
  /** Earned (positive) or turned into a voucher (negative). */
  points: number;
  order_id: string | null;
  voucher_id: string | null;
  created_at: Date;
}

export interface CommerceMailTable {
  id: string;
  to_address: string;
  /** `password-recovery`, `order-confirmation`, `newsletter-confirmation`, … */
  kind: string;
  language: Language;
  subject: string;
  /**
   * The bodies hold one-time links (reset, order history, newsletter settings): null once the mail is delivered or
   * given up, and when nothing will ever read them (production without SMTP). Migration 0011.
   */
  text_body: string | null;
  html_body: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** The last delivery attempt's error. */
  error: string | null;
  /** Delivery attempts so far (migration 0011). */
  attempts: Generated<number>;
  /** When the next delivery attempt is due; null when none is (sent, given up, or no transport). */
  next_attempt_at: Date | null;
}

export interface CommerceRateLimitTable {
  key: string;
  window_start: Date;
  count: number;
}

/** In-store tablet sessions (migration 0008, packages/instore). */
export interface InstoreSessionTable {
  id: string;
  /** `OPEN`, `CLOSED` or another upper-case status; an `OPEN` row past `ttl_dt` reads as `EXPIRED`. */
  status: string;
  ttl_dt: Date;
  location_id: string;
  location_name: string;
  /** The store's branch code. */
  location_code: string;
  created_at: Date;
  closed_at: Date | null;
}

export type NewsletterStatusColumn = 'none' | 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Newsletter subscribers and loyalty signups (migration 0010), one per e-mail address; the one truth about the
 * newsletter (a customer's flag is read from the row of the account's address).
 */
export interface CommerceNewsletterSubscriberTable {
  id: string;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: 'male' | 'female' | null;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  list_id: number;
  list_code: string;
  language: Language;
  country: string;
  store_code: string;
  source: string;
  branch_code: string | null;
  street: string | null;
  house_number: string | null;
  city: string | null;
  status: NewsletterStatusColumn;
  preferences: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** SHA-256 of the settings link's token (`/nieuwsbrief/instellingen/{token}/`). */
  token_digest: string | null;
  token_expires_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}
