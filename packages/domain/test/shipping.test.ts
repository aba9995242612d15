import { describe, expect, it } from 'vitest';
import { freeShippingRemaining, isFreeShipping, type ShippingTariff, shippingCosts } from '../src/shipping';

const tariff: ShippingTariff = {
  currency: 'EUR',
  ranges: [
    { quantityStart: 1, quantityEnd: 4, priceMinor: 495 },
    { quantityStart: 5, quantityEnd: null, priceMinor: 695 },
  ],
  freeFromMinor: 5000,
};

describe('shipping costs by quantity range and free-shipping threshold', () => {
  it.each([
    // quantity, items total, costs
    [0, 0, 0],
    [1, 1000, 495],
    [4, 4999, 495],
    [5, 4999, 695],
    [12, 4000, 695],
    [1, 5000, 0],
    [7, 9000, 0],
  ])('%i items for %i: %i', (quantity, total, costs) => {
    expect(shippingCosts(tariff, quantity, total)).toBe(costs);
  });

  it('answers null when no range covers the quantity', () => {
    const small = { ...tariff, ranges: [{ quantityStart: 1, quantityEnd: 2, priceMinor: 395 }] };
    expect(shippingCosts(small, 3, 100)).toBeNull();
  });

  it('is never free by amount without a threshold', () => {
    expect(shippingCosts({ ...tariff, freeFromMinor: null }, 1, 1_000_000)).toBe(495);
  });

  it.each([
    [0, true],
    [1, false],
    [495, false],
  ])('costs %i: free shipping %s', (costs, free) => {
    expect(isFreeShipping(costs)).toBe(free);
  });
});

describe('freeShippingRemaining', () => {
  const tariff = {
    currency: 'EUR' as const,
    ranges: [{ quantityStart: 1, quantityEnd: null, priceMinor: 495 }],
    freeFromMinor: 5000,
  };
  it.each([
    ['items under the threshold', 495, 3995, 1005],
    ['free already', 0, 5995, null],
    ['a method that costs nothing', 0, 100, null],
  ] as const)('%s', (_name, costs, items, expected) => {
    expect(freeShippingRemaining(tariff, costs, items)).toBe(expected);
  });
  it('has nothing to say for a tariff without a threshold', () => {
    expect(freeShippingRemaining({ ...tariff, freeFromMinor: null }, 495, 100)).toBeNull();
  });
});
