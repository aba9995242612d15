import { describe, expect, it } from 'vitest';
import {
  cartErrorVisibility,
  cartTotalsDisplay,
  formatCartTotal,
  isValidLineQuantity,
  lineQuantityAfterAdding,
  MAX_LINE_QUANTITY,
  roundSaleTotal,
} from '../src/cart';

/** Intl writes narrow and non-breaking spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('cart error visibility', () => {
  it.each([
    ['payment-method-blocked', 'hidden'],
    ['shipping-method-blocked', 'hidden'],
    ['promotion-discount-added', 'success'],
    ['product-out-of-stock', 'error'],
    ['product-stock-reached', 'error'],
    ['anything-else', 'error'],
  ])('%s is %s', (code, visibility) => {
    expect(cartErrorVisibility(code)).toBe(visibility);
  });
});

describe('Belgian cart totals', () => {
  it.each([
    { country: 'BE', locale: 'nl-BE', amount: 5000, isSale: false, shown: '€ 50' },
    { country: 'BE', locale: 'fr-BE', amount: 12000, isSale: false, shown: '120 €' },
    { country: 'BE', locale: 'nl-BE', amount: 4995, isSale: false, shown: '€ 49,95' },
    { country: 'BE', locale: 'nl-BE', amount: 5000, isSale: true, shown: '€ 50,00' },
    { country: 'NL', locale: 'nl-NL', amount: 5000, isSale: false, shown: '€ 50,00' },
    { country: 'DE', locale: 'de-DE', amount: 5000, isSale: false, shown: '50,00 €' },
  ] as const)('$country $amount (sale: $isSale) is shown as $shown', ({ country, locale, amount, isSale, shown }) => {
    expect(plain(formatCartTotal({ amount, currency: 'EUR' }, { country, locale, isSale }))).toBe(shown);
  });

  it.each([
    [49.995, 50],
    [44.9955, 45],
    [35.964, 35.96],
    [89.95 * 0.7, 62.97], // 62.964999…
    [10, 10],
    [-1.005, -1.01],
  ])('a sale total of %f rounds to %f', (amount, rounded) => {
    expect(roundSaleTotal(amount)).toBe(rounded);
  });

  it.each([
    { flag: false, country: 'BE', date: '2026-12-10', showDiscount: true },
    { flag: false, country: 'BE', date: '2026-06-15', showDiscount: true },
    { flag: true, country: 'BE', date: '2026-12-10', showDiscount: false },
    { flag: true, country: 'BE', date: '2026-06-15', showDiscount: false },
    { flag: true, country: 'BE', date: '2026-11-10', showDiscount: true },
    { flag: true, country: 'NL', date: '2026-12-10', showDiscount: true },
  ] as const)(
    'flag $flag, $country on $date: discount shown $showDiscount',
    ({ flag, country, date, showDiscount }) => {
      expect(cartTotalsDisplay({ country, now: new Date(`${date}T12:00:00Z`), salePeriodEnabled: flag })).toEqual({
        showDiscount,
        onlyItemsTotalAtSubtotal: !showDiscount,
      });
    },
  );

  it('keeps the discount shown by default, the flag being off', () => {
    expect(cartTotalsDisplay({ country: 'BE', now: new Date('2026-12-10T12:00:00Z') }).showDiscount).toBe(true);
  });
});

describe('cart line quantity', () => {
  it('allows 99 units per line', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
  });

  it.each([
    [1, true],
    [99, true],
    [0, false],
    [-1, false],
    [100, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d units on a line: %s', (quantity, valid) => {
    expect(isValidLineQuantity(quantity)).toBe(valid);
  });

  it.each([
    { current: 0, added: 1, after: 1 },
    { current: 0, added: 99, after: 99 },
    { current: 98, added: 1, after: 99 },
    { current: 50, added: 49, after: 99 },
    { current: 99, added: 1, after: null },
    { current: 60, added: 60, after: null },
    { current: 0, added: 100, after: null },
    { current: 5, added: 0, after: null },
    { current: 5, added: -3, after: null },
    { current: 5, added: 2.5, after: null },
  ])('$current + $added → $after', ({ current, added, after }) => {
    expect(lineQuantityAfterAdding(current, added)).toBe(after);
  });
});
