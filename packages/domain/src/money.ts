import type { CurrencyCode } from '@shop/i18n';

/**
 * Money: integer minor units plus an ISO currency, everywhere in storage and rules. Floats appear only at the edges
 * (formatting for people, decimal strings for tracking).
 */
export interface Money {
  /** Minor units (cents, pence). */
  amount: number;
  currency: CurrencyCode;
}

/** Every currency the shop sells in has two decimals. */
const MINOR_UNITS_PER_MAJOR = 100;

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amounts are whole minor units, got ${amount}`);
  return { amount, currency };
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The amount as a shopper of the given locale reads it: `€ 19,95` (nl-NL), `19,95 €` (de-DE), `£19.95` (en-GB). */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  return currencyFormatter(locale, currency).format(amount / MINOR_UNITS_PER_MAJOR);
}

/**
 * The amount as a machine-readable decimal with two decimals and a dot (spec §9: "two decimals with a dot replacing
 * the comma"), for tracking events and structured data: `19.95`.
 */
export function toDecimalString({ amount }: Money): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const major = Math.floor(absolute / MINOR_UNITS_PER_MAJOR);
  const minor = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${sign}${major}.${minor}`;
}
