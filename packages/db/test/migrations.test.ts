import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../src';
import { migrations } from '../src/migrations';
import { describeEachDatabase } from '../src/testing';

describeEachDatabase('migrations', (getDb) => {
  it('have all run on a test database', async () => {
    const applied = await getDb()
      .selectFrom(sql<{ name: string }>`kysely_migration`.as('migration'))
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('do nothing when run again', async () => {
    expect(await migrateToLatest(getDb())).toEqual([]);
    expect(await migrateToLatest(getDb())).toEqual([]);
  });

  it('create the engines’ tables', async () => {
    const tables = await getDb().introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'catalog_price',
        'catalog_product',
        'commerce_stock',
        'commerce_stock_location',
        'commerce_context',
        'commerce_cart_item',
        'commerce_order',
        'commerce_order_line',
        'commerce_payment',
        'commerce_payment_event',
      ]),
    );
    // Each engine owns the tables with its prefix.
    for (const name of names) expect(name).toMatch(/^(catalog|commerce|instore)_/);
  });

  it('load pg_trgm for trigram similarity', async () => {
    const { rows } = await sql<{ close: number; far: number; typo_matches: boolean }>`
      select similarity('sneakers', 'sneaker') as close,
             similarity('sneakers', 'boots') as far,
             'snaekers' % 'sneakers' as typo_matches`.execute(getDb());
    expect(rows[0]).toEqual({ close: expect.closeTo(0.7), far: 0, typo_matches: true });
  });
});
