import { describe, expect, it } from 'vitest';
import { formatMoney, money, toDecimalString } from '../src/money';

// Intl writes a no-break space (U+00A0) or narrow no-break space (U+202F) between amount and symbol.
const normalizeSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    { locale: 'nl-NL', amount: 1995, currency: 'EUR', expected: '€ 19,95' },
    { locale: 'nl-BE', amount: 1995, currency: 'EUR', expected: '€ 19,95' },
    { locale: 'fr-BE', amount: 1995, currency: 'EUR', expected: '19,95 €' },
    { locale: 'fr-FR', amount: 1995, currency: 'EUR', expected: '19,95 €' },
    { locale: 'de-DE', amount: 1995, currency: 'EUR', expected: '19,95 €' },
    { locale: 'de-AT', amount: 1995, currency: 'EUR', expected: '€ 19,95' },
    { locale: 'en-GB', amount: 1995, currency: 'GBP', expected: '£19.95' },
    { locale: 'nl-NL', amount: 10000, currency: 'EUR', expected: '€ 100,00' },
    { locale: 'de-DE', amount: 123456, currency: 'EUR', expected: '1.234,56 €' },
    { locale: 'en-GB', amount: 5, currency: 'GBP', expected: '£0.05' },
  ] as const)('$locale writes $amount $currency as "$expected"', ({ locale, amount, currency, expected }) => {
    expect(normalizeSpaces(formatMoney(money(amount, currency), locale))).toBe(expected);
  });
});

describe('toDecimalString', () => {
  it.each([
    { amount: 1995, expected: '19.95' },
    { amount: 10000, expected: '100.00' },
    { amount: 5, expected: '0.05' },
    { amount: 0, expected: '0.00' },
    { amount: -250, expected: '-2.50' },
  ])('$amount minor units are "$expected"', ({ amount, expected }) => {
    expect(toDecimalString(money(amount, 'EUR'))).toBe(expected);
  });
});

describe('money', () => {
  it('refuses fractions of a minor unit', () => {
    expect(() => money(19.95, 'EUR')).toThrow(RangeError);
  });
});
