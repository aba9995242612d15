import { describe, expect, it } from 'vitest';
import { BELGIAN_SALE_PERIOD_ENABLED, isDiscountHidden, isInBelgianSalePeriod } from '../src/pricing';

describe('Belgian sale periods (1–30 June, 3–31 December)', () => {
  it.each([
    ['2026-05-31', false],
    ['2026-06-01', true],
    ['2026-06-30', true],
    ['2026-07-01', false],
    ['2026-12-02', false],
    ['2026-12-03', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('%s in a sale period: %s', (date, expected) => {
    expect(isInBelgianSalePeriod(new Date(`${date}T12:00:00Z`))).toBe(expected);
  });

  it('keeps discounts visible while the flag is off, as the spec says it always is', () => {
    expect(BELGIAN_SALE_PERIOD_ENABLED).toBe(false);
    expect(isDiscountHidden({ country: 'BE', now: new Date('2026-12-10T12:00:00Z') })).toBe(false);
  });

  it.each([
    { country: 'BE', date: '2026-12-10', hidden: true },
    { country: 'BE', date: '2026-11-10', hidden: false },
    { country: 'NL', date: '2026-12-10', hidden: false },
    { country: 'FR', date: '2026-06-10', hidden: false },
  ] as const)('with the flag on: $country on $date hides the discount: $hidden', ({ country, date, hidden }) => {
    expect(isDiscountHidden({ country, now: new Date(`${date}T12:00:00Z`), salePeriodEnabled: true })).toBe(hidden);
  });
});
