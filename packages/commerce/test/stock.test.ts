import type { Database } from '@shop/db';
import { describeEachDatabase } from '@shop/db/testing';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { PostgresStockService } from '../src/stock';

/** A distribution centre, a second one, a store, and stock rows per variant SKU (product SKU, a dot, the size). */
async function seedStock(db: Kysely<Database>) {
  await db
    .insertInto('commerce_stock_location')
    .values([
      { code: 'stockdc', name: 'Distribution centre', kind: 'dc' },
      { code: 'stockdc-2', name: 'Second distribution centre', kind: 'dc' },
      { code: 'store-utrecht', name: 'Utrecht', kind: 'store' },
    ])
    .execute();
  await db
    .insertInto('commerce_stock')
    .values([
      { sku: '20413.102.38', location_code: 'stockdc', qty: 2 },
      { sku: '20413.102.39', location_code: 'stockdc', qty: 3 },
      { sku: '20413.102.39', location_code: 'store-utrecht', qty: 9 },
      { sku: '20413.102.40', location_code: 'stockdc', qty: 0 },
      { sku: '20413.102.40', location_code: 'store-utrecht', qty: 4 },
      { sku: '20413.1025.38', location_code: 'stockdc', qty: 50 },
      { sku: '30001.100', location_code: 'stockdc', qty: 4 },
      { sku: '30001.100', location_code: 'stockdc-2', qty: 7 },
    ])
    .execute();
}

describeEachDatabase('the PostgreSQL stock service', (getDb) => {
  let stock: PostgresStockService;

  beforeAll(async () => {
    await seedStock(getDb());
    stock = new PostgresStockService(getDb());
  });

  it('counts only distribution-centre stock as available to the web shop, over all centres', async () => {
    expect(await stock.stockBySkus(['20413.102.39', '20413.102.40', '30001.100'])).toEqual([
      { productNumber: '20413.102.39', available: true, availableStock: 3 },
      { productNumber: '20413.102.40', available: false, availableStock: 0 },
      { productNumber: '30001.100', available: true, availableStock: 11 },
    ]);
  });

  it('answers 0 and not available for a SKU nobody stocks, keeping the order and duplicates asked', async () => {
    const answer = await stock.stockBySkus(['99999.999', '20413.102.38', '99999.999']);
    expect(answer.map((entry) => entry.productNumber)).toEqual(['99999.999', '20413.102.38', '99999.999']);
    expect(answer[0]).toEqual({ productNumber: '99999.999', available: false, availableStock: 0 });
  });

  it('adds up the distribution-centre stock of all sizes of a product, and no other product', async () => {
    expect(await stock.stockByProductSkus(['20413.102', '30001.100', '99999.999'])).toEqual([
      { productNumber: '20413.102', available: true, availableStock: 5 },
      { productNumber: '30001.100', available: true, availableStock: 11 },
      { productNumber: '99999.999', available: false, availableStock: 0 },
    ]);
  });

  it('answers an empty list for no SKUs', async () => {
    expect(await stock.stockBySkus([])).toEqual([]);
    expect(await stock.stockByProductSkus([])).toEqual([]);
  });
});

describeEachDatabase('findStocks', (getDb) => {
  let stock: PostgresStockService;

  beforeAll(async () => {
    await seedStock(getDb());
    stock = new PostgresStockService(getDb());
  });

  it.each([
    {
      case: 'unmanaged: the stores, rows with units only',
      query: { skus: ['20413.102.38', '20413.102.39', '20413.102.40'], unmanaged: true },
      expected: [
        { code: 'store-utrecht', name: 'Utrecht', qty: 9, sku: '20413.102.39' },
        { code: 'store-utrecht', name: 'Utrecht', qty: 4, sku: '20413.102.40' },
      ],
    },
    {
      case: 'managed: the distribution centres',
      query: { skus: ['20413.102.39', '20413.102.40', '30001.100'], unmanaged: false },
      expected: [
        { code: 'stockdc', name: 'Distribution centre', qty: 3, sku: '20413.102.39' },
        { code: 'stockdc', name: 'Distribution centre', qty: 4, sku: '30001.100' },
        { code: 'stockdc-2', name: 'Second distribution centre', qty: 7, sku: '30001.100' },
      ],
    },
    {
      case: 'by product: every size of the product, no other product with the same start',
      query: { skus: ['20413.102'], products: true, unmanaged: true },
      expected: [
        { code: 'store-utrecht', name: 'Utrecht', qty: 9, sku: '20413.102.39' },
        { code: 'store-utrecht', name: 'Utrecht', qty: 4, sku: '20413.102.40' },
      ],
    },
    {
      case: 'by product: a product SKU that is its own stock row',
      query: { skus: ['30001.100', '20413.102'], products: true, unmanaged: false },
      expected: [
        { code: 'stockdc', name: 'Distribution centre', qty: 2, sku: '20413.102.38' },
        { code: 'stockdc', name: 'Distribution centre', qty: 3, sku: '20413.102.39' },
        { code: 'stockdc', name: 'Distribution centre', qty: 4, sku: '30001.100' },
        { code: 'stockdc-2', name: 'Second distribution centre', qty: 7, sku: '30001.100' },
      ],
    },
    { case: 'nobody has it', query: { skus: ['99999.999'], unmanaged: true }, expected: [] },
    { case: 'no SKUs', query: { skus: [], unmanaged: true }, expected: [] },
  ])('$case', async ({ query, expected }) => {
    expect(await stock.findStocks(query)).toEqual(expected);
  });
});
