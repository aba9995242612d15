/**
 * How long an account's next login waits after failed ones, as Shopware's Store API throttles logins:
 * nothing for the first failures, then a short wait that grows, never a lockout. An attacker guessing one account gets
 * a few guesses a minute at most; its owner, with the right password, waits a minute at most. A success starts over,
 * and so does a day without failures.
 */
export const LOGIN_BACKOFF_STEPS = [
  { afterFailures: 10, waitSeconds: 10 },
  { afterFailures: 15, waitSeconds: 30 },
  { afterFailures: 20, waitSeconds: 60 },
] as const;

/** Failed logins older than this no longer count. */
export const LOGIN_FAILURES_FORGOTTEN_AFTER_HOURS = 24;

/** The wait after the last failure, in seconds, when an account has had `failures` failed logins in a row. */
export function loginBackoffSeconds(failures: number): number {
  let wait = 0;
  for (const step of LOGIN_BACKOFF_STEPS) if (failures >= step.afterFailures) wait = step.waitSeconds;
  return wait;
}

/**
 * How many seconds the next login must still wait at `now`, given the failures in a row and when the last one was
 * (0: it may go ahead).
 */
export function loginRetryAfterSeconds(failures: number, lastFailureAt: Date | null, now: Date): number {
  const wait = loginBackoffSeconds(failures);
  if (wait === 0 || !lastFailureAt) return 0;
  const remainingMs = lastFailureAt.getTime() + wait * 1000 - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
