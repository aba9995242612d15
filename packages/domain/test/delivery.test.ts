import { describe, expect, it } from 'vitest';
import { deliveryPromise, deliveryPromiseOfLines, LONG_DELIVERY, SHORT_DELIVERY } from '../src/delivery';

describe('the delivery promise', () => {
  it.each([
    {
      case: 'variant delivery time wins',
      deliveryTime: '3 weeks',
      cart: ['a'],
      inStock: ['a'],
      expected: { kind: 'variant', deliveryTime: '3 weeks' },
    },
    {
      case: 'variant delivery time wins even when out of stock',
      deliveryTime: '3 weeks',
      cart: ['a', 'b'],
      inStock: [],
      expected: { kind: 'variant', deliveryTime: '3 weeks' },
    },
    {
      case: 'all in stock',
      deliveryTime: null,
      cart: ['a', 'b'],
      inStock: ['a', 'b'],
      expected: { kind: 'short', minDays: 1, maxDays: 3 },
    },
    {
      case: 'one of two out of stock',
      deliveryTime: null,
      cart: ['a', 'b'],
      inStock: ['a'],
      expected: { kind: 'long', minDays: 5, maxDays: 8 },
    },
    {
      case: 'none in stock',
      deliveryTime: null,
      cart: ['a'],
      inStock: [],
      expected: { kind: 'long', minDays: 5, maxDays: 8 },
    },
    {
      case: 'empty delivery time is no delivery time',
      deliveryTime: '',
      cart: ['a'],
      inStock: ['a'],
      expected: { kind: 'short', minDays: 1, maxDays: 3 },
    },
    {
      case: 'empty cart',
      deliveryTime: undefined,
      cart: [],
      inStock: [],
      expected: { kind: 'short', minDays: 1, maxDays: 3 },
    },
    {
      case: 'duplicate cart SKUs count once',
      deliveryTime: null,
      cart: ['a', 'a'],
      inStock: ['a'],
      expected: { kind: 'short', minDays: 1, maxDays: 3 },
    },
    {
      case: 'stock of SKUs not in the cart does not count',
      deliveryTime: null,
      cart: ['a', 'b'],
      inStock: ['a', 'c'],
      expected: { kind: 'long', minDays: 5, maxDays: 8 },
    },
  ])('$case', ({ deliveryTime, cart, inStock, expected }) => {
    expect(deliveryPromise({ deliveryTime, cartSkus: cart, skusInStockAtDc: inStock })).toEqual(expected);
  });
});

describe('deliveryPromiseOfLines', () => {
  const line = (sku: string, quantity: number, stockAtDc: number, deliveryTime: string | null = null) => ({
    sku,
    quantity,
    stockAtDc,
    deliveryTime,
  });
  it.each([
    ['no lines', [], null],
    ['every line stocked for its quantity', [line('a', 2, 2), line('b', 1, 9)], SHORT_DELIVERY],
    ['a line wanting more than the centre has', [line('a', 3, 2), line('b', 1, 9)], LONG_DELIVERY],
    ['a pre-order line', [line('a', 1, 9), line('b', 1, 0, '3 weeks')], { kind: 'variant', deliveryTime: '3 weeks' }],
  ] as const)('%s', (_name, lines, expected) => {
    expect(deliveryPromiseOfLines(lines)).toEqual(expected);
  });
});
