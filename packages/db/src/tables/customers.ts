import type { CountryCode, CurrencyCode, Language } from '@shop/i18n';
import type { ColumnType, Generated } from 'kysely';
import type { JsonObjectColumn } from './columns';

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
