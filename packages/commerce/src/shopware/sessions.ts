import { createHash, randomBytes } from 'node:crypto';

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
  /**
   * A logged-in customer's newest live session (the shop's calls by customer id go through it), with the key to
   * replace it by when Shopware answers a new token; null when the customer has none.
   */
  newestOfCustomer(customerId: string): Promise<{ key: string; session: ShopwareSession } | null>;
  /** Replaces the session kept under a key from `newestOfCustomer`. */
  replace(key: string, session: ShopwareSession): Promise<void>;
  /** Ends a customer's sessions (a changed password, a deleted account), except the one of `exceptToken`. */
  endCustomerSessions(customerId: string, exceptToken?: string | null): Promise<void>;
}

/** How long a session counts after it was last kept (a Shopware context outlives it or is renewed by Shopware). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The key a session is kept under: the SHA-256 digest of the shop's token. Kept sessions are found by their digest,
 * so a lookup never compares the secret itself, and a copy of the store opens no session.
 */
export const sessionKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new shop session token: 32 random bytes, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions in this process's memory (unit tests, a single development process), the oldest forgotten first past
 * `maxSessions`; each counts for `lifetimeMs` after it was last kept. The shop's gateways share the database store
 * (session-store.ts), which survives a restart.
 */
export class InMemoryShopwareSessions implements ShopwareSessionStore {
  private readonly sessions = new Map<string, { session: ShopwareSession; expiresAt: number }>();

  constructor(
    private readonly maxSessions = 100_000,
    private readonly lifetimeMs = SESSION_LIFETIME_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(token: string): Promise<ShopwareSession | null> {
    const key = sessionKey(token);
    const session = this.live(key);
    const entry = this.sessions.get(key);
    // A session in use counts on: renewed once half its lifetime has gone.
    if (entry && entry.expiresAt - this.now().getTime() < this.lifetimeMs / 2) {
      entry.expiresAt = this.now().getTime() + this.lifetimeMs;
    }
    return session;
  }

  async set(token: string, session: ShopwareSession): Promise<void> {
    await this.replace(sessionKey(token), session);
  }

  async delete(token: string): Promise<void> {
    this.sessions.delete(sessionKey(token));
  }

  async newestOfCustomer(customerId: string): Promise<{ key: string; session: ShopwareSession } | null> {
    // Newest last: the map keeps the order sessions were last kept in.
    let found: { key: string; session: ShopwareSession } | null = null;
    for (const key of this.sessions.keys()) {
      const session = this.live(key);
      if (session?.customerId === customerId) found = { key, session };
    }
    return found;
  }

  async replace(key: string, session: ShopwareSession): Promise<void> {
    this.sessions.delete(key);
    this.sessions.set(key, { session, expiresAt: this.now().getTime() + this.lifetimeMs });
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
  }

  async endCustomerSessions(customerId: string, exceptToken?: string | null): Promise<void> {
    const kept = exceptToken ? sessionKey(exceptToken) : null;
    for (const [key, entry] of this.sessions) {
      if (entry.session.customerId === customerId && key !== kept) this.sessions.delete(key);
    }
  }

  private live(key: string): ShopwareSession | null {
    const entry = this.sessions.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now().getTime()) {
      this.sessions.delete(key);
      return null;
    }
    return entry.session;
  }
}
