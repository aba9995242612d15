import { randomBytes } from 'node:crypto';

/**
 * The shop's own sessions over Shopware's contexts: the browser holds only the shop's token (an HttpOnly cookie); the
 * Shopware context token it stands for stays on the server. Shopware changes its token at login and logout; the
 * session follows without the shop's token changing hands outside these calls.
 */
export interface ShopwareSession {
  /** Shopware's sw-context-token. */
  contextToken: string;
  /** The shop's store the context belongs to (its sales channel). */
  storeCode: string;
  /** The logged-in Shopware customer's id; null for a guest. */
  customerId: string | null;
}

export interface ShopwareSessionStore {
  get(token: string): Promise<ShopwareSession | null>;
  set(token: string, session: ShopwareSession): Promise<void>;
  delete(token: string): Promise<void>;
}

/** A new shop session token: 32 random bytes, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions in this process's memory, the oldest forgotten first past `maxSessions` (a bound, not a policy: a shop with
 * more than one gateway process needs a shared store, see docs/shopware.md).
 */
export class InMemoryShopwareSessions implements ShopwareSessionStore {
  private readonly sessions = new Map<string, ShopwareSession>();

  constructor(private readonly maxSessions = 100_000) {}

  async get(token: string): Promise<ShopwareSession | null> {
    return this.sessions.get(token) ?? null;
  }

  async set(token: string, session: ShopwareSession): Promise<void> {
    this.sessions.delete(token);
    this.sessions.set(token, session);
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
  }

  async delete(token: string): Promise<void> {
    this.sessions.delete(token);
  }
}
