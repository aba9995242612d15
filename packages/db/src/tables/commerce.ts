import type { CountryCode, CurrencyCode, Language } from '@shop/i18n';
import type { ColumnType, Generated } from 'kysely';
import type { JsonObjectColumn, NullableJsonColumn, StockLocationKind } from './columns';

/* Stock per SKU and location. */

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
  /** Migration 0015: who takes the payment, its id and last status there, and what was refunded (minor units). */
  provider: Generated<string>;
  provider_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_status: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_minor: Generated<number>;
}

export interface CommercePaymentEventTable {
  event_id: string;
  payment_id: string;
  outcome: string;
  applied: boolean;
  received_at: Generated<Date>;
}
