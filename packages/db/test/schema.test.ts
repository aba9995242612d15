import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../src/testing';

// The catalog's tables are tested with the index that owns them (packages/catalog).
describeEachDatabase('the schema', (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await db.insertInto('commerce_stock_location').values({ code: 'stockdc', name: 'DC', kind: 'dc' }).execute();
  });

  it('rejects negative stock and unknown locations', async () => {
    await expect(
      getDb().insertInto('commerce_stock').values({ sku: '10001.001', location_code: 'stockdc', qty: -1 }).execute(),
    ).rejects.toThrow(/commerce_stock_qty_check/);
    await expect(
      getDb().insertInto('commerce_stock').values({ sku: '10001.001', location_code: 'nowhere', qty: 1 }).execute(),
    ).rejects.toThrow(/commerce_stock_location_code_fkey/);
  });

  it('answers int8 and numeric as numbers on both engines', async () => {
    const { rows } = await sql<{ count: number; total: number; average: number }>`
      select count(*) as count, sum(qty) as total, avg(qty) as average
      from (values (1), (2)) as stock (qty)`.execute(getDb());
    expect(rows[0]).toEqual({ count: 2, total: 3, average: 1.5 });
    await expect(sql`select 9007199254740992::int8 as too_large`.execute(getDb())).rejects.toThrow(RangeError);
  });

  it('keeps one cart line per variant and context, with a positive quantity', async () => {
    const db = getDb();
    await db
      .insertInto('commerce_context')
      .values({
        token: 'context-1',
        country: 'NL',
        currency: 'EUR',
        language: 'nl',
        shipping_method_id: null,
        payment_method_id: null,
        shipping_address: null,
        last_order_id: null,
      })
      .execute();
    const line = {
      context_token: 'context-1',
      referenced_id: '20413.102.38',
      product_number: '20413.102',
      payload: '{}',
    };
    await db
      .insertInto('commerce_cart_item')
      .values({ ...line, id: 'line-1', quantity: 1 })
      .execute();
    await expect(
      db
        .insertInto('commerce_cart_item')
        .values({ ...line, id: 'line-2', quantity: 1 })
        .execute(),
    ).rejects.toThrow(/commerce_cart_item_line/);
    await expect(
      db
        .insertInto('commerce_cart_item')
        .values({ ...line, id: 'line-3', referenced_id: '20413.102.39', quantity: 0 })
        .execute(),
    ).rejects.toThrow(/commerce_cart_item_quantity_check/);
    await expect(
      db
        .updateTable('commerce_context')
        .set({ country: 'US' as 'NL' })
        .where('token', '=', 'context-1')
        .execute(),
    ).rejects.toThrow(/commerce_context_country_check/);
  });
});
