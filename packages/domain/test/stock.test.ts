import { describe, expect, it } from 'vitest';
import { isComingSoon, isNotifiable, isOrderable, type SizeOptionState, sizeOptionState } from '../src/stock';

const now = new Date('2026-11-23T12:00:00Z');
const released = { comingSoonDate: null };

describe('sizeOptionState (spec §4: last item below 2, few left below 5, without a delivery time)', () => {
  it.each([
    { stock: 0, deliveryTime: null, expected: 'OUT_OF_STOCK' },
    { stock: -1, deliveryTime: null, expected: 'OUT_OF_STOCK' },
    { stock: 1, deliveryTime: null, expected: 'LAST_ITEM' },
    { stock: 2, deliveryTime: null, expected: 'FEW_LEFT' },
    { stock: 4, deliveryTime: null, expected: 'FEW_LEFT' },
    { stock: 5, deliveryTime: null, expected: 'IN_STOCK' },
    { stock: 20, deliveryTime: null, expected: 'IN_STOCK' },
    { stock: 0, deliveryTime: '2-3 weeks', expected: 'PRE_ORDER' },
    { stock: 1, deliveryTime: '2-3 weeks', expected: 'PRE_ORDER' },
    { stock: 4, deliveryTime: '2-3 weeks', expected: 'PRE_ORDER' },
    { stock: 30, deliveryTime: '2-3 weeks', expected: 'PRE_ORDER' },
  ] as const)('$stock in stock, delivery time $deliveryTime → $expected', ({ stock, deliveryTime, expected }) => {
    expect(sizeOptionState({ availableStock: stock, deliveryTime }, released, now)).toBe(expected);
  });

  it.each([
    { comingSoonDate: '2026-12-01', stock: 10, deliveryTime: null, expected: 'COMING_SOON' },
    { comingSoonDate: '2026-11-24T00:00:00Z', stock: 0, deliveryTime: '2-3 weeks', expected: 'COMING_SOON' },
    { comingSoonDate: '2026-11-23T11:59:59Z', stock: 10, deliveryTime: null, expected: 'IN_STOCK' },
    { comingSoonDate: '2026-01-01', stock: 0, deliveryTime: null, expected: 'OUT_OF_STOCK' },
  ] as const)(
    'coming soon on $comingSoonDate, $stock in stock → $expected',
    ({ comingSoonDate, stock, deliveryTime, expected }) => {
      expect(sizeOptionState({ availableStock: stock, deliveryTime }, { comingSoonDate }, now)).toBe(expected);
    },
  );
});

describe('isComingSoon', () => {
  it.each([
    [null, false],
    ['2026-11-23T12:00:01Z', true],
    ['2026-11-23T12:00:00Z', false],
    ['2025-05-01', false],
    ['not a date', false],
  ])('%s → %s', (date, expected) => {
    expect(isComingSoon(date, now)).toBe(expected);
  });
});

describe('what a size offers', () => {
  it.each([
    ['IN_STOCK', true, false],
    ['LAST_ITEM', true, false],
    ['FEW_LEFT', true, false],
    ['PRE_ORDER', true, false],
    ['OUT_OF_STOCK', false, true],
    ['COMING_SOON', false, true],
  ] as [SizeOptionState, boolean, boolean][])('%s: orderable %s, Mail me %s', (state, orderable, notifiable) => {
    expect(isOrderable(state)).toBe(orderable);
    expect(isNotifiable(state)).toBe(notifiable);
  });
});
