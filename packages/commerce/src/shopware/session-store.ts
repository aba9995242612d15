import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { SESSION_LIFETIME_MS, type ShopwareSession, type ShopwareSessionStore, sessionKey } from './sessions';

export interface DatabaseShopwareSessionsOptions {
  /** How long a session counts after it was last kept (default 30 days). */
  lifetimeMs?: number;
  /** Expired rows are purged at most this often per process, at most `purgeBatch` at a time. */
  purgeEveryMs?: number;
  purgeBatch?: number;
  now?: () => Date;
}

/**
 * The Shopware adapter's sessions in the shop's own database (table `commerce_shopware_session`, migration 0017): a gateway
 * restart keeps shoppers' carts and logins, and every gateway process sees the same sessions. Rows are keyed by the
 * digest of the shop's token; each counts until `expires_at`, which moves on whenever the session is kept again and,
 * for a session that is only read, once half its lifetime has gone (so reads stay reads). Expired rows are purged in
 * small batches as sessions are written.
 */
export class DatabaseShopwareSessions implements ShopwareSessionStore {
  private readonly lifetimeMs: number;
  private readonly purgeEveryMs: number;
  private readonly purgeBatch: number;
  private readonly now: () => Date;
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<Database>,
    options: DatabaseShopwareSessionsOptions = {},
  ) {
    this.lifetimeMs = options.lifetimeMs ?? SESSION_LIFETIME_MS;
    this.purgeEveryMs = options.purgeEveryMs ?? 60_000;
    this.purgeBatch = options.purgeBatch ?? 1000;
    this.now = options.now ?? (() => new Date());
  }

  async get(token: string): Promise<ShopwareSession | null> {
    const key = sessionKey(token);
    const now = this.now();
    const row = await this.db
      .selectFrom('commerce_shopware_session')
      .select(['context_token', 'store_code', 'customer_id', 'expires_at'])
      .where('digest', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    if (row.expires_at.getTime() - now.getTime() < this.lifetimeMs / 2) {
      await this.db
        .updateTable('commerce_shopware_session')
        .set({ expires_at: this.expiry(now) })
        .where('digest', '=', key)
        .execute();
    }
    return { contextToken: row.context_token, storeCode: row.store_code, customerId: row.customer_id };
  }

  async set(token: string, session: ShopwareSession): Promise<void> {
    await this.replace(sessionKey(token), session);
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom('commerce_shopware_session').where('digest', '=', sessionKey(token)).execute();
  }

  async newestOfCustomer(customerId: string): Promise<{ key: string; session: ShopwareSession } | null> {
    const row = await this.db
      .selectFrom('commerce_shopware_session')
      .select(['digest', 'context_token', 'store_code', 'customer_id'])
      .where('customer_id', '=', customerId)
      .where('expires_at', '>', this.now())
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      key: row.digest,
      session: { contextToken: row.context_token, storeCode: row.store_code, customerId: row.customer_id },
    };
  }

  async replace(key: string, session: ShopwareSession): Promise<void> {
    const now = this.now();
    const values = {
      context_token: session.contextToken,
      store_code: session.storeCode,
      customer_id: session.customerId,
      updated_at: now,
      expires_at: this.expiry(now),
    };
    await this.db
      .insertInto('commerce_shopware_session')
      .values({ digest: key, ...values })
      .onConflict((conflict) => conflict.column('digest').doUpdateSet(values))
      .execute();
    await this.purgeExpired(now);
  }

  async endCustomerSessions(customerId: string, exceptToken?: string | null): Promise<void> {
    let query = this.db.deleteFrom('commerce_shopware_session').where('customer_id', '=', customerId);
    if (exceptToken) query = query.where('digest', '!=', sessionKey(exceptToken));
    await query.execute();
  }

  /** Deletes up to `purgeBatch` expired sessions, at most once per `purgeEveryMs` in this process: how many. */
  async purgeExpired(now = this.now(), force = false): Promise<number> {
    if (!force && now.getTime() - this.lastPurge < this.purgeEveryMs) return 0;
    this.lastPurge = now.getTime();
    const expired = this.db
      .selectFrom('commerce_shopware_session')
      .select('digest')
      .where('expires_at', '<=', now)
      .limit(this.purgeBatch);
    const result = await this.db
      .deleteFrom('commerce_shopware_session')
      .where('digest', 'in', expired)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private expiry(now: Date): Date {
    return new Date(now.getTime() + this.lifetimeMs);
  }
}
