import type { AccountStore, RegisterInput } from '../src';
import { ADDRESS_NL } from './fixtures';

export const STORE: AccountStore = { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: 'http://localhost:3000' };
export const STORE_DE: AccountStore = {
  country: 'DE',
  currency: 'EUR',
  language: 'de',
  baseUrl: 'http://de-de.localhost:3000',
};
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A clock the test moves. */
export function clock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date: Date) => {
      now = date.getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** How long some work takes, in milliseconds. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let emails = 0;
export const registration = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  salutationKey: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  email: `anna.${++emails}@example.com`,
  password: 'correct horse battery',
  birthdayYear: 1990,
  birthdayMonth: 12,
  birthdayDay: 31,
  newsletter: true,
  billingAddress: ADDRESS_NL,
  ...overrides,
});
