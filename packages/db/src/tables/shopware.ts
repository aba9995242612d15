import type { Generated } from 'kysely';
import type { NullableJsonColumn } from './columns';

/* What the Shopware adapter keeps in the shop's own database (migrations 0017 and 0018). */

/** The Shopware adapter's sessions (migration 0017, packages/commerce/src/shopware/session-store.ts). */
export interface ShopwareSessionTable {
  /** SHA-256 of the shop's session token (base64url); the token itself only travels in the HttpOnly cookie. */
  digest: string;
  /** Shopware's sw-context-token for the session. */
  context_token: string;
  /** The shop's store code (its sales channel). */
  store_code: string;
  /** Shopware's id of the logged-in customer; null for a guest. */
  customer_id: string | null;
  updated_at: Date;
  expires_at: Date;
}

/** A shop session's checkout until its order, by the digest of the session token. */
export interface ShopwareCheckoutTable {
  session_digest: string;
  email: string | null;
  billing_address: NullableJsonColumn<Record<string, unknown>>;
  shipping_address: NullableJsonColumn<Record<string, unknown>>;
  pickup: NullableJsonColumn<Record<string, unknown>>;
  /** The Shopware guest customer made for the order, and a digest of the contact and addresses it was made from. */
  guest_customer_id: string | null;
  guest_digest: string | null;
  updated_at: Generated<Date>;
}

/** An order placed through the Shopware adapter, one per idempotency key. */
export interface ShopwareOrderTable {
  idempotency_key: string;
  /** The shop session that placed it, and its store (code). */
  session_token: string;
  store_code: string;
  /** `placing`: claimed, Shopware asked; `placed`: Shopware's order is known. */
  state: 'placing' | 'placed';
  order_id: string | null;
  order_number: string | null;
  deep_link_code: string | null;
  email: string | null;
  zipcode: string | null;
  finish_url: string | null;
  error_url: string | null;
  /** The first final payment state seen (paid, failed, cancelled). */
  final_state: string | null;
  /** Whether a failed or cancelled payment's lines went back into the session's cart. */
  recovered: Generated<boolean>;
  created_at: Generated<Date>;
  placed_at: Date | null;
}
