import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { LoginBackoff, type RATE_LIMITS, RateLimiter } from '../src';
import { clock, DAY } from './account-fixtures';

describeEachDatabase('rate limits', (getDb) => {
  it('counts attempts in fixed windows and says how long to wait', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const limiter = new RateLimiter(getDb(), time.now);
    const windowMs = 15 * 60_000;
    const results = [];
    for (let attempt = 0; attempt < 6; attempt++) results.push(await limiter.hit('login:a', 5, windowMs));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toMatchObject({ count: 6, retryAfterSeconds: 900 });
    // Another key counts on its own.
    expect((await limiter.hit('login:b', 5, windowMs)).allowed).toBe(true);
    time.advance(10 * 60_000);
    expect(await limiter.hit('login:a', 5, windowMs)).toMatchObject({ allowed: false, retryAfterSeconds: 300 });
    // A new window starts afresh.
    time.advance(5 * 60_000);
    expect(await limiter.hit('login:a', 5, windowMs)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent attempts exactly', async () => {
    const limiter = new RateLimiter(getDb());
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('burst', 10, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it('checks named limits on lowercased subjects, counting all of them', async () => {
    const limiter = new RateLimiter(getDb());
    const checks: [keyof typeof RATE_LIMITS, string][] = [
      ['recoveryPerAccount', 'Someone@Example.com'],
      ['recoveryPerClient', '203.0.113.9'],
    ];
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++) results.push(await limiter.checkAll(checks));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect((await limiter.check('recoveryPerAccount', 'someone@example.com')).count).toBe(5);
    expect((await limiter.check('recoveryPerClient', '203.0.113.9')).count).toBe(5);
  });

  it('makes an account wait after failed logins, progressively, and forgets them after a success', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const backoff = new LoginBackoff(getDb(), time.now);
    const account = 'Owner@Example.com';
    for (let failure = 0; failure < 10; failure++) expect((await backoff.attempt(account)).allowed).toBe(true);
    // Ten failures: the next waits 10 s after the last, counted however the address is written.
    expect(await backoff.attempt(' owner@example.com ')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    time.advance(4_000);
    expect(await backoff.attempt(account)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    // Refused attempts are not counted: after the wait the next one goes ahead.
    time.advance(6_000);
    expect(await backoff.attempt(account)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    for (let failure = 11; failure < 15; failure++) {
      time.advance(10_000);
      expect((await backoff.attempt(account)).allowed).toBe(true);
    }
    expect(await backoff.attempt(account)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    for (let failure = 15; failure < 20; failure++) {
      time.advance(30_000);
      expect((await backoff.attempt(account)).allowed).toBe(true);
    }
    expect(await backoff.attempt(account)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another account is not touched.
    expect((await backoff.attempt('someone.else@example.com')).allowed).toBe(true);
    // The owner's right password, after the wait: a success starts over.
    time.advance(60_000);
    expect((await backoff.attempt(account)).allowed).toBe(true);
    await backoff.succeeded(account);
    for (let attempt = 0; attempt < 10; attempt++) expect((await backoff.attempt(account)).allowed).toBe(true);
    // A day later the failures are forgotten.
    time.advance(DAY + 1);
    expect((await backoff.attempt(account)).allowed).toBe(true);
  });

  it('lets one of concurrent guesses through at a threshold, not all of them', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const backoff = new LoginBackoff(getDb(), time.now);
    for (let failure = 0; failure < 9; failure++) await backoff.attempt('burst@example.com');
    const results = await Promise.all(Array.from({ length: 8 }, () => backoff.attempt('burst@example.com')));
    expect(results.filter((result) => result.allowed)).toHaveLength(1);
  });

  it('prunes windows that ended long ago', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const limiter = new RateLimiter(getDb(), time.now);
    await limiter.hit('old', 5, 60_000);
    time.advance(2 * DAY);
    await limiter.prune();
    const rows = await getDb().selectFrom('commerce_rate_limit').select('key').where('key', '=', 'old').execute();
    expect(rows).toEqual([]);
  });
});
