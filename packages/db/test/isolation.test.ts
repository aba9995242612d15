import { expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase } from '../src/testing';

describeEachDatabase('test databases', (getDb, kind) => {
  it('are isolated: a write in one is not seen in another', async () => {
    await getDb().insertInto('commerce_stock_location').values({ code: 'mine', name: 'Mine', kind: 'dc' }).execute();

    const other = await createTestDatabase(kind);
    try {
      expect(await other.db.selectFrom('commerce_stock_location').selectAll().execute()).toEqual([]);
      await other.db
        .insertInto('commerce_stock_location')
        .values({ code: 'theirs', name: 'Theirs', kind: 'dc' })
        .execute();
    } finally {
      await other.close();
    }

    const mine = await getDb().selectFrom('commerce_stock_location').select('code').execute();
    expect(mine).toEqual([{ code: 'mine' }]);
  });

  it('start migrated and empty', async () => {
    const other = await createTestDatabase(kind);
    try {
      expect(await other.db.selectFrom('catalog_product').selectAll().execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
