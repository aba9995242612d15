import { describe, expect, it } from 'vitest';
import { VAT_RATES, vatIncluded, vatLabel, vatRate } from '../src/vat';

describe('VAT per country', () => {
  it.each([
    ['NL', 21],
    ['BE', 21],
    ['DE', 19],
    ['FR', 20],
    ['AT', 20],
    ['LU', 17],
    ['GB', 20],
  ] as const)('%s: %i %%', (country, rate) => {
    expect(vatRate(country)).toBe(rate);
    expect(vatLabel(country)).toEqual({ messageKey: 'cart.vat-label', rate, text: `incl. ${rate}% VAT` });
  });

  it('covers every country the shop sells to', () => {
    expect(Object.keys(VAT_RATES).sort()).toEqual(['AT', 'BE', 'DE', 'FR', 'GB', 'LU', 'NL']);
  });

  it.each([
    // gross, rate, VAT included
    [12100, 21, 2100],
    [11900, 19, 1900],
    [12000, 20, 2000],
    [11700, 17, 1700],
    [8995, 21, 1561], // 1561.12
    [8995, 19, 1436], // 1436.18
    [1, 21, 0],
    [0, 21, 0],
    [-12100, 21, -2100],
  ])('%i gross at %i %% holds %i VAT', (gross, rate, vat) => {
    expect(vatIncluded(gross, rate)).toBe(vat);
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => vatIncluded(10.5, 21)).toThrow(RangeError);
  });
});
