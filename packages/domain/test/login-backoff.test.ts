import { describe, expect, it } from 'vitest';
import { loginBackoffSeconds, loginRetryAfterSeconds } from '../src/login-backoff';

describe('the login backoff', () => {
  it.each([
    [0, 0],
    [1, 0],
    [9, 0],
    [10, 10],
    [14, 10],
    [15, 30],
    [19, 30],
    [20, 60],
    [21, 60],
    [1000, 60],
  ])('after %i failures in a row waits %i s', (failures, seconds) => {
    expect(loginBackoffSeconds(failures)).toBe(seconds);
  });

  const last = new Date('2026-11-26T12:00:00.000Z');
  const at = (ms: number) => new Date(last.getTime() + ms);

  it.each([
    [9, 0, 0],
    [10, 0, 10],
    [10, 1, 10],
    [10, 9_001, 1],
    [10, 9_999, 1],
    [10, 10_000, 0],
    [15, 5_000, 25],
    [20, 0, 60],
    [20, 59_500, 1],
    [20, 60_000, 0],
    [20, 3_600_000, 0],
  ])('after %i failures, %i ms after the last, still waits %i s', (failures, elapsedMs, seconds) => {
    expect(loginRetryAfterSeconds(failures, last, at(elapsedMs))).toBe(seconds);
  });

  it('never waits without a failure on record', () => {
    expect(loginRetryAfterSeconds(25, null, last)).toBe(0);
  });
});
