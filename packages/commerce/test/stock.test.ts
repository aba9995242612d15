import { describeEachDatabase } from '@shop/db/testing';
import { generateDemoWorld, seedDemoWorld } from '@shop/demo-data';
import { beforeAll, expect, it } from 'vitest';
import { PostgresStockService } from '../src/stock';

const world = generateDemoWorld({ seed: 5, productCount: 10 });

describeEachDatabase('the PostgreSQL stock service', (getDb) => {
  let stock: PostgresStockService;

  beforeAll(async () => {
    await seedDemoWorld(getDb(), world);
    stock = new PostgresStockService(getDb());
  });

  it('counts only distribution-centre stock as available to the web shop', async () => {
    const skus = world.products.map((product) => product.sku);
    const answer = await stock.stockBySkus(skus);
    expect(answer).toEqual(
      skus.map((sku) => {
        const dc = world.stock.find((entry) => entry.sku === sku && entry.locationCode === 'stockdc')!.qty;
        return { productNumber: sku, available: dc > 0, availableStock: dc };
      }),
    );
  });

  it('adds up several distribution centres', async () => {
    const db = getDb();
    const sku = world.products[0]!.sku;
    const before = (await stock.stockBySkus([sku]))[0]!.availableStock;
    await db.insertInto('commerce_stock_location').values({ code: 'stockdc-2', name: 'DC 2', kind: 'dc' }).execute();
    await db.insertInto('commerce_stock').values({ sku, location_code: 'stockdc-2', qty: 7 }).execute();
    expect((await stock.stockBySkus([sku]))[0]).toEqual({
      productNumber: sku,
      available: true,
      availableStock: before + 7,
    });
  });

  it('answers 0 and not available for a SKU nobody stocks, keeping the order and duplicates asked', async () => {
    const known = world.products[1]!.sku;
    const answer = await stock.stockBySkus(['99999.999', known, '99999.999']);
    expect(answer.map((entry) => entry.productNumber)).toEqual(['99999.999', known, '99999.999']);
    expect(answer[0]).toEqual({ productNumber: '99999.999', available: false, availableStock: 0 });
  });
});
