import { describeEachDatabase } from '@shop/db/testing';
import { generateDemoWorld, seedDemoWorld } from '@shop/demo-data';
import { beforeAll, expect, it } from 'vitest';
import { PostgresProductIndex } from '../src/product-index';

const world = generateDemoWorld({ seed: 11, productCount: 12 });

describeEachDatabase('the PostgreSQL product index', (getDb) => {
  let index: PostgresProductIndex;

  beforeAll(async () => {
    await seedDemoWorld(getDb(), world);
    index = new PostgresProductIndex(getDb());
  });

  it('answers products by SKU in the order asked, null for unknown ones', async () => {
    const [first, second] = world.products;
    const answer = await index.productsBySkus([second!.sku, 'nope', first!.sku], { language: 'de', currency: 'EUR' });
    expect(answer.map((product) => product?.sku ?? null)).toEqual([second!.sku, null, first!.sku]);
    expect(answer[0]).toEqual({
      sku: second!.sku,
      brand: second!.brand,
      name: second!.name.de,
      urlKey: second!.urlKey.de,
      price: { amount: second!.prices.EUR.price, currency: 'EUR' },
      regularPrice: { amount: second!.prices.EUR.regular, currency: 'EUR' },
    });
  });

  it('answers in the language and currency of the view', async () => {
    const product = world.products[3]!;
    const [english] = await index.productsBySkus([product.sku], { language: 'en', currency: 'GBP' });
    expect(english).toMatchObject({
      name: product.name.en,
      price: { amount: product.prices.GBP.price, currency: 'GBP' },
    });
  });

  it('lists the newest products first, limited', async () => {
    const newest = await index.newestProducts(4, { language: 'nl', currency: 'EUR' });
    // The generator makes product 0 the newest (ageInDays 0), then 1, 2, ...
    expect(newest.map((product) => product.sku)).toEqual(world.products.slice(0, 4).map((product) => product.sku));
    expect(await index.newestProducts(0, { language: 'nl', currency: 'EUR' })).toEqual([]);
  });

  it('answers an empty list for no SKUs without asking the database', async () => {
    expect(await index.productsBySkus([], { language: 'nl', currency: 'EUR' })).toEqual([]);
  });
});
