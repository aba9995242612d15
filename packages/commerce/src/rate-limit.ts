import type { Database } from '@shop/db';
import { LOGIN_FAILURES_FORGOTTEN_AFTER_HOURS, loginRetryAfterSeconds } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A limit: at most `limit` attempts per fixed window of `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * The identity calls' limits, per account (the lowercased e-mail address) and per client (its IP address).
 * Every attempt counts, the successful ones too: a limit bounds guessing, not failures. Logins per account are not a
 * fixed window but a backoff (LoginBackoff below): a lockout would let anyone lock an owner out.
 */
export const RATE_LIMITS = {
  loginPerClient: { limit: 20, windowMs: 15 * MINUTE },
  // A signed-in change confirmed with the password (password, e-mail, deleting the account): guesses from one client
  // across the sessions it holds, bounded like logins.
  passwordCheckPerClient: { limit: 20, windowMs: 15 * MINUTE },
  registrationPerClient: { limit: 10, windowMs: HOUR },
  // Each registration mails the address (a confirmation, or its owner that someone tried): bounded per mailbox too.
  registrationPerAddress: { limit: 3, windowMs: HOUR },
  recoveryPerAccount: { limit: 3, windowMs: HOUR },
  recoveryPerClient: { limit: 10, windowMs: HOUR },
  resetPasswordPerClient: { limit: 10, windowMs: HOUR },
  confirmRegistrationPerClient: { limit: 10, windowMs: HOUR },
  // Newsletter subscriptions: each one mails the address, so both the sender and the mailbox are bounded.
  newsletterPerClient: { limit: 10, windowMs: HOUR },
  newsletterPerAddress: { limit: 3, windowMs: HOUR },
  // An in-store tablet signs up a shop's customers from one address all day.
  tabletSignupPerClient: { limit: 120, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** Windows older than this are deleted now and then (longer than any window above, and the login backoff's memory). */
const KEEP_WINDOWS_MS = LOGIN_FAILURES_FORGOTTEN_AFTER_HOURS * HOUR;
/** Prune once per this many hits. */
const PRUNE_EVERY = 200;

/**
 * Counts one attempt in the row of a key and window: one atomic upsert (`insert … on conflict do update set count =
 * count + 1 returning count`), so concurrent attempts are all counted. Answers the window's count, this one included.
 */
async function countAttempt(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  windowStart: Date,
): Promise<number> {
  const row = await db
    .insertInto('commerce_rate_limit')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`commerce_rate_limit.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Fixed-window counters in `commerce_rate_limit`, one row per key and window, counted by `countAttempt`: concurrent
 * attempts, and several in one request, are all counted. Shared by every gateway process on the same database.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = await countAttempt(this.db, key, new Date(windowStart));
    if (++this.hits % PRUNE_EVERY === 0) await this.prune();
    const allowed = count <= limit;
    return {
      allowed,
      count,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
    };
  }

  /** One of the named limits for a subject (an e-mail address, a client address). */
  async check(name: RateLimitName, subject: string): Promise<RateLimitResult> {
    const { limit, windowMs } = RATE_LIMITS[name];
    return this.hit(`${name}:${subject.trim().toLowerCase()}`, limit, windowMs);
  }

  /**
   * Counts an attempt against every limit given (all of them, also when the first already refuses); refused when any
   * refuses, with the longest wait.
   */
  async checkAll(checks: readonly [RateLimitName, string][]): Promise<RateLimitResult> {
    const results: RateLimitResult[] = [];
    for (const [name, subject] of checks) results.push(await this.check(name, subject));
    const refused = results.filter((result) => !result.allowed);
    return {
      allowed: refused.length === 0,
      count: Math.max(0, ...results.map((result) => result.count)),
      retryAfterSeconds: Math.max(0, ...refused.map((result) => result.retryAfterSeconds)),
    };
  }

  /** Deletes windows that ended long ago. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('commerce_rate_limit')
      .where('window_start', '<', new Date(this.now().getTime() - KEEP_WINDOWS_MS))
      .execute();
  }
}

export interface LoginAttempt {
  allowed: boolean;
  /** How long to wait before the next try (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Progressive login throttling per account (@shop/domain loginBackoffSeconds): an account's failed
 * password checks in a row make the next one wait 10, 30, then 60 s after the last; a success, or a day without
 * failures, starts over. It never locks an owner out: after the wait the right password works, whoever guessed before.
 *
 * Each attempt is a row of `commerce_rate_limit` (`loginFailure:{address}`, at the attempt's time): recorded before the
 * password is checked, under a transaction lock on the account, so concurrent guesses cannot all pass one check; a
 * success deletes the account's rows. Rows are pruned with the rate limits' after a day.
 */
export class LoginBackoff {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private static key(account: string) {
    return `loginFailure:${account.trim().toLowerCase()}`;
  }

  /** Counts a login (or other password check) of the account, unless it must wait: then nothing is counted. */
  async attempt(account: string): Promise<LoginAttempt> {
    const key = LoginBackoff.key(account);
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      const since = new Date(now.getTime() - LOGIN_FAILURES_FORGOTTEN_AFTER_HOURS * HOUR);
      const history = await trx
        .selectFrom('commerce_rate_limit')
        .select([sql<string>`coalesce(sum(count), 0)`.as('failures'), sql<Date | null>`max(window_start)`.as('last')])
        .where('key', '=', key)
        .where('window_start', '>', since)
        .executeTakeFirstOrThrow();
      const failures = Number(history.failures);
      const last = history.last ? new Date(history.last) : null;
      const retryAfterSeconds = loginRetryAfterSeconds(failures, last, now);
      if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
      await countAttempt(trx, key, now);
      return { allowed: true, retryAfterSeconds: 0 };
    });
  }

  /** The password was right: the account's failures are forgotten. */
  async succeeded(account: string): Promise<void> {
    await this.db.deleteFrom('commerce_rate_limit').where('key', '=', LoginBackoff.key(account)).execute();
  }
}
