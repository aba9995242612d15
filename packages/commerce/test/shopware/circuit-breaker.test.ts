import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from '../../src/shopware/circuit-breaker';

function breakerWithClock() {
  let now = 1_000;
  const breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 10_000, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

const fail = () => Promise.reject(new Error('timeout'));
const succeed = () => Promise.resolve('ok');

describe('CircuitBreaker', () => {
  it('opens after the threshold of failures in a row and refuses calls without making them', async () => {
    const { breaker } = breakerWithClock();
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail)).rejects.toThrow('timeout');
    expect(breaker.state).toBe('open');
    let called = false;
    await expect(
      breaker.run(async () => {
        called = true;
      }),
    ).rejects.toBeInstanceOf(CircuitOpenError);
    expect(called).toBe(false);
  });

  it('forgets failures after a success', async () => {
    const { breaker } = breakerWithClock();
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    await breaker.run(succeed);
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('does not count failures the remote system answered deliberately', async () => {
    const { breaker } = breakerWithClock();
    for (let i = 0; i < 5; i++) await expect(breaker.run(fail, () => false)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('lets one trial through after the open time: success closes, failure opens again', async () => {
    const { breaker, advance } = breakerWithClock();
    for (let i = 0; i < 3; i++) await expect(breaker.run(fail)).rejects.toThrow();
    advance(10_000);
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(fail)).rejects.toThrow('timeout');
    expect(breaker.state).toBe('open');
    advance(10_000);
    let release: (value: string) => void = () => {};
    const trial = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    release('ok');
    await expect(trial).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });
});
