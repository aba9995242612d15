import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  isVoucherBarcode,
  POINTS_PER_VOUCHER,
  pointsForOrder,
  pointsToNextVoucher,
  SIGNUP_POINTS,
  VOUCHER_VALUE_MINOR,
  voucherBarcode,
  voucherDiscount,
  voucherRedeemProblem,
  voucherState,
  vouchersFromPoints,
  voucherValidity,
} from '../src/loyalty';

describe('the club numbers (spec commerce §1)', () => {
  it('signup gives 50 points; 200 points make a voucher of 10', () => {
    expect(SIGNUP_POINTS).toBe(50);
    expect(POINTS_PER_VOUCHER).toBe(200);
    expect(VOUCHER_VALUE_MINOR).toBe(1000);
  });
});

describe('points for a paid order: one per whole euro', () => {
  it.each([
    // paid (minor units), points
    [0, 0],
    [99, 0],
    [100, 1],
    [8995, 89],
    [9490, 94],
    [20000, 200],
    [-500, 0],
  ])('%i cents earn %i points', (paid, points) => {
    expect(pointsForOrder(paid)).toBe(points);
  });
});

describe('vouchers from a balance', () => {
  it.each([
    // balance, vouchers, remaining, to next voucher
    [0, 0, 0, 200],
    [50, 0, 50, 150],
    [199, 0, 199, 1],
    [200, 1, 0, 200],
    [239, 1, 39, 161],
    [650, 3, 50, 150],
  ])('%i points: %i vouchers, %i left, next one in %i', (points, vouchers, remaining, next) => {
    expect(vouchersFromPoints(points)).toEqual({ vouchers, remaining });
    expect(pointsToNextVoucher(remaining)).toBe(next);
  });

  it('needs 200 points from a balance below zero and more', () => {
    expect(pointsToNextVoucher(-10)).toBe(210);
  });
});

describe('a voucher is available 14 days after it was earned and valid six months from then', () => {
  it.each([
    // earned, valid from, valid until
    ['2026-03-01T10:00:00.000Z', '2026-03-15T10:00:00.000Z', '2026-09-15T10:00:00.000Z'],
    ['2026-08-17T12:30:00.000Z', '2026-08-31T12:30:00.000Z', '2027-02-28T12:30:00.000Z'],
    ['2027-08-17T00:00:00.000Z', '2027-08-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-12-20T08:00:00.000Z', '2027-01-03T08:00:00.000Z', '2027-07-03T08:00:00.000Z'],
  ])('earned %s: from %s until %s', (earned, from, until) => {
    const { validFrom, validUntil } = voucherValidity(new Date(earned));
    expect(validFrom.toISOString()).toBe(from);
    expect(validUntil.toISOString()).toBe(until);
  });

  it.each([
    ['2026-01-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2026-05-31T00:00:00.000Z', 6, '2026-11-30T00:00:00.000Z'],
    ['2026-07-15T00:00:00.000Z', 6, '2027-01-15T00:00:00.000Z'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonthsUtc(new Date(date), months).toISOString()).toBe(expected);
  });
});

describe('voucher state at a moment', () => {
  const voucher = {
    validFrom: new Date('2026-03-15T10:00:00Z'),
    validUntil: new Date('2026-09-15T10:00:00Z'),
    redeemedAt: null,
  };
  it.each([
    ['2026-03-01T10:00:00Z', 'upcoming'],
    ['2026-03-15T09:59:59Z', 'upcoming'],
    ['2026-03-15T10:00:00Z', 'available'],
    ['2026-09-15T10:00:00Z', 'available'],
    ['2026-09-15T10:00:01Z', 'expired'],
  ] as const)('at %s it is %s', (at, state) => {
    expect(voucherState(voucher, new Date(at))).toBe(state);
  });

  it('is redeemed once used, whatever the date', () => {
    const used = { ...voucher, redeemedAt: new Date('2026-04-01T00:00:00Z') };
    expect(voucherState(used, new Date('2026-04-02T00:00:00Z'))).toBe('redeemed');
    expect(voucherState(used, new Date('2027-01-01T00:00:00Z'))).toBe('redeemed');
  });
});

describe('redeeming a voucher in a cart', () => {
  const voucher = {
    customerId: 'c1',
    currency: 'EUR' as const,
    validFrom: new Date('2026-03-15T00:00:00Z'),
    validUntil: new Date('2026-09-15T00:00:00Z'),
    redeemedAt: null as Date | null,
    minimumPurchaseMinor: null as number | null,
  };
  const cart = { customerId: 'c1', currency: 'EUR' as const, itemsTotalMinor: 2500 };
  const now = new Date('2026-04-01T00:00:00Z');

  it.each([
    ['usable', voucher, cart, now, null],
    ['another customer', voucher, { ...cart, customerId: 'c2' }, now, 'not-yours'],
    ['another currency', voucher, { ...cart, currency: 'GBP' as const }, now, 'wrong-currency'],
    ['used', { ...voucher, redeemedAt: new Date('2026-03-20T00:00:00Z') }, cart, now, 'redeemed'],
    ['too early', voucher, cart, new Date('2026-03-10T00:00:00Z'), 'not-yet-valid'],
    ['too late', voucher, cart, new Date('2026-10-01T00:00:00Z'), 'expired'],
    ['below the minimum', { ...voucher, minimumPurchaseMinor: 3000 }, cart, now, 'minimum-not-reached'],
    ['at the minimum', { ...voucher, minimumPurchaseMinor: 2500 }, cart, now, null],
  ] as const)('%s: %s', (_name, candidate, forCart, at, problem) => {
    expect(voucherRedeemProblem(candidate, forCart, at)).toBe(problem);
  });

  it.each([
    // value, items total, discount
    [1000, 8995, 1000],
    [1000, 1000, 1000],
    [1000, 650, 650],
    [1000, 0, 0],
  ])('a voucher of %i on items of %i takes off %i', (value, items, discount) => {
    expect(voucherDiscount(value, items)).toBe(discount);
  });
});

describe('voucher codes: 13 digits with the EAN-13 check digit', () => {
  it.each([
    ['400638133393', '4006381333931'],
    ['200000000001', '2000000000015'],
    ['978020137962', '9780201379624'],
  ])('%s becomes %s', (digits, code) => {
    expect(voucherBarcode(digits)).toBe(code);
    expect(isVoucherBarcode(code)).toBe(true);
  });

  it.each(['4006381333932', '400638133393', 'abcdefghijklm', ''])('%s is no voucher code', (code) => {
    expect(isVoucherBarcode(code)).toBe(false);
  });

  it('refuses what is not 12 digits', () => {
    expect(() => voucherBarcode('12345')).toThrow(RangeError);
  });
});
