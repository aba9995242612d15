import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from '../src/catalogue';

describe('the demo world', () => {
  const world = generateDemoWorld();

  it('is the same for the same seed and different for another', () => {
    expect(generateDemoWorld()).toEqual(world);
    expect(generateDemoWorld({ seed: 7 }).products.map((product) => product.sku)).not.toEqual(
      world.products.map((product) => product.sku),
    );
  });

  it('has unique SKUs in the legacy form digits.digits', () => {
    const skus = world.products.map((product) => product.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^\d+\.\d+$/);
  });

  it('names every product and URL key in the four languages', () => {
    for (const product of world.products) {
      for (const language of ['en', 'nl', 'de', 'fr'] as const) {
        expect(product.name[language].length).toBeGreaterThan(3);
        expect(product.urlKey[language]).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });

  it('prices in euros and pounds, sale prices below regular ones', () => {
    for (const product of world.products) {
      for (const currency of ['EUR', 'GBP'] as const) {
        const { price, regular } = product.prices[currency];
        expect(Number.isInteger(price) && price > 0).toBe(true);
        expect(price).toBeLessThanOrEqual(regular);
      }
    }
    expect(world.products.some((product) => product.prices.EUR.price < product.prices.EUR.regular)).toBe(true);
  });

  it('has sold-out, last-item, few-left and plentiful stock at the distribution centre', () => {
    const dcQuantities = world.stock.filter((entry) => entry.locationCode === 'stockdc').map((entry) => entry.qty);
    expect(dcQuantities).toHaveLength(world.products.length);
    expect(dcQuantities.some((qty) => qty === 0)).toBe(true);
    expect(dcQuantities.some((qty) => qty === 1)).toBe(true);
    expect(dcQuantities.some((qty) => qty >= 2 && qty < 5)).toBe(true);
    expect(dcQuantities.some((qty) => qty >= 5)).toBe(true);
  });
});
