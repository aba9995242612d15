/**
 * The idempotency key of one "Place order and pay" attempt: made once, kept in sessionStorage across retries of the
 * same click (a lost answer, a reload), dropped once the order exists or the gateway refused the attempt — the next
 * click is a new attempt.
 */
const KEY = 'checkout:idempotency-key';

export function attemptKey(storage: Storage | undefined, makeKey: () => string = () => crypto.randomUUID()): string {
  try {
    const kept = storage?.getItem(KEY);
    if (kept) return kept;
    const key = makeKey();
    storage?.setItem(KEY, key);
    return key;
  } catch {
    return makeKey();
  }
}

export function endAttempt(storage: Storage | undefined): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
