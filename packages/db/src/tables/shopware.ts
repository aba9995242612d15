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
