import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../src/testing';

const localized = (text: string) => JSON.stringify({ en: text, nl: text, de: text, fr: text });

describeEachDatabase('the schema', (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await db
      .insertInto('catalog_product')
      .values({ sku: '10001.001', brand: 'Nike', name: localized('Air Max'), url_key: localized('air-max') })
      .execute();
    await db.insertInto('commerce_stock_location').values({ code: 'stockdc', name: 'DC', kind: 'dc' }).execute();
  });

  it('reads jsonb as objects and fills created_at', async () => {
    const product = await getDb()
      .selectFrom('catalog_product')
      .selectAll()
      .where('sku', '=', '10001.001')
      .executeTakeFirstOrThrow();
    expect(product.name).toEqual({ en: 'Air Max', nl: 'Air Max', de: 'Air Max', fr: 'Air Max' });
    expect(product.created_at).toBeInstanceOf(Date);
  });

  it('rejects a name without every language', async () => {
    const insert = getDb()
      .insertInto('catalog_product')
      .values({ sku: '10002.001', brand: 'Nike', name: JSON.stringify({ en: 'Cap' }), url_key: localized('cap') })
      .execute();
    await expect(insert).rejects.toThrow(/catalog_product_name_check/);
  });

  it('rejects an unknown currency and negative prices', async () => {
    // Written in SQL: the table's type would not let 'USD' through, the database must refuse it on its own.
    await expect(
      sql`insert into catalog_price values ('10001.001', 'USD', 9999, 12999)`.execute(getDb()),
    ).rejects.toThrow(/catalog_price_currency_check/);
    await expect(
      getDb()
        .insertInto('catalog_price')
        .values({ sku: '10001.001', currency: 'EUR', price_minor: -1, regular_price_minor: 12999 })
        .execute(),
    ).rejects.toThrow(/catalog_price_price_minor_check/);
  });

  it('rejects negative stock and unknown locations', async () => {
    await expect(
      getDb().insertInto('commerce_stock').values({ sku: '10001.001', location_code: 'stockdc', qty: -1 }).execute(),
    ).rejects.toThrow(/commerce_stock_qty_check/);
    await expect(
      getDb().insertInto('commerce_stock').values({ sku: '10001.001', location_code: 'nowhere', qty: 1 }).execute(),
    ).rejects.toThrow(/commerce_stock_location_code_fkey/);
  });

  it('deletes a product’s prices with the product', async () => {
    const db = getDb();
    await db
      .insertInto('catalog_product')
      .values({ sku: '10003.001', brand: 'Vans', name: localized('Old Skool'), url_key: localized('old-skool') })
      .execute();
    await db
      .insertInto('catalog_price')
      .values({ sku: '10003.001', currency: 'GBP', price_minor: 6500, regular_price_minor: 6500 })
      .execute();
    await db.deleteFrom('catalog_product').where('sku', '=', '10003.001').execute();
    expect(await db.selectFrom('catalog_price').where('sku', '=', '10003.001').selectAll().execute()).toEqual([]);
  });

  it('answers int8 and numeric as numbers on both engines', async () => {
    const { rows } = await sql<{ count: number; total: number; average: number }>`
      select count(*) as count, sum(qty) as total, avg(qty) as average
      from (values (1), (2)) as stock (qty)`.execute(getDb());
    expect(rows[0]).toEqual({ count: 2, total: 3, average: 1.5 });
    await expect(sql`select 9007199254740992::int8 as too_large`.execute(getDb())).rejects.toThrow(RangeError);
  });
});
