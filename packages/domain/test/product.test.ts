import { describe, expect, it } from 'vitest';
import {
  colorRelationsToShow,
  descriptionPreview,
  discountPercent,
  productLabels,
  reviewStarsPercentage,
} from '../src/product';

describe('descriptionPreview (cut after the first . or !, inclusive)', () => {
  it.each([
    ['Soft leather sneaker. With a cushioned sole.', 'Soft leather sneaker.'],
    ['Made for walking! Every day.', 'Made for walking!'],
    ['No full stop at all', 'No full stop at all'],
    ['First! Second. Third!', 'First!'],
    ['Leichter Sneaker aus Leder. Mit Polstersohle.', 'Leichter Sneaker aus Leder.'],
    ['', ''],
  ])('%s → %s', (description, expected) => {
    expect(descriptionPreview(description)).toBe(expected);
  });
});

describe('colorRelationsToShow (only when more than one)', () => {
  it.each([
    [[], []],
    [['20413.102'], []],
    [
      ['20413.102', '20413.104'],
      ['20413.102', '20413.104'],
    ],
  ])('%j → %j', (relations, expected) => {
    expect(colorRelationsToShow(relations)).toEqual(expected);
  });
});

describe('discountPercent', () => {
  it.each([
    { price: 6995, regular: 9995, expected: 30 },
    { price: 9995, regular: 9995, expected: 0 },
    { price: 4995, regular: 9990, expected: 50 },
    { price: 7995, regular: 9995, expected: 20 },
    { price: 100, regular: 0, expected: 0 },
    { price: 12000, regular: 9995, expected: 0 },
  ])('$price of $regular → $expected %', ({ price, regular, expected }) => {
    expect(discountPercent(price, regular)).toBe(expected);
  });
});

describe('reviewStarsPercentage (10 times the integer average rating)', () => {
  it.each([
    [8.7, 80],
    [9, 90],
    [0.4, 0],
    [10, 100],
    [12, 100],
  ])('%s → %s %%', (rating, expected) => {
    expect(reviewStarsPercentage(rating)).toBe(expected);
  });
});

describe('productLabels', () => {
  const plain = { comingSoonDate: null, isNew: false, discount: 0, marketingLabel: null, saleLabel: null };
  const now = new Date('2026-11-23T12:00:00Z');

  it('orders coming soon, marketing, new, discount, sale', () => {
    const labels = productLabels(
      { comingSoonDate: '2027-01-10', isNew: true, discount: 30, marketingLabel: 'Vegan', saleLabel: 'Black Friday' },
      { country: 'NL', now },
    );
    expect(labels).toEqual([
      { kind: 'COMING_SOON', text: null },
      { kind: 'MARKETING', text: 'Vegan' },
      { kind: 'NEW', text: null },
      { kind: 'DISCOUNT', text: null },
      { kind: 'SALE', text: 'Black Friday' },
    ]);
  });

  it('has no labels for a plain product', () => {
    expect(productLabels(plain, { country: 'DE', now })).toEqual([]);
  });

  it.each([
    { country: 'BE', date: '2026-12-10', enabled: true, shown: false },
    { country: 'BE', date: '2026-06-15', enabled: true, shown: false },
    { country: 'BE', date: '2026-11-23', enabled: true, shown: true },
    { country: 'NL', date: '2026-12-10', enabled: true, shown: true },
    { country: 'BE', date: '2026-12-10', enabled: false, shown: true },
  ] as const)(
    'discount in $country on $date with the sale-period flag $enabled: shown $shown',
    ({ country, date, enabled, shown }) => {
      const labels = productLabels(
        { ...plain, discount: 30 },
        { country, now: new Date(date), salePeriodEnabled: enabled },
      );
      expect(labels.some((label) => label.kind === 'DISCOUNT')).toBe(shown);
    },
  );
});
