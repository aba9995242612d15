import { expect, it } from 'vitest';
import { withTransaction } from '../src';
import { describeEachDatabase } from '../src/testing';

describeEachDatabase('withTransaction', (getDb) => {
  const locationCodes = async () =>
    (await getDb().selectFrom('commerce_stock_location').select('code').orderBy('code').execute()).map(
      (row) => row.code,
    );

  it('commits when the work succeeds and answers its result', async () => {
    const answer = await withTransaction(getDb(), async (trx) => {
      await trx.insertInto('commerce_stock_location').values({ code: 'committed', name: 'A', kind: 'dc' }).execute();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await locationCodes()).toEqual(['committed']);
  });

  it('rolls back everything when the work throws, and rethrows', async () => {
    const failing = withTransaction(getDb(), async (trx) => {
      await trx.insertInto('commerce_stock_location').values({ code: 'thrown', name: 'B', kind: 'dc' }).execute();
      throw new Error('payment declined');
    });
    await expect(failing).rejects.toThrow('payment declined');
    expect(await locationCodes()).toEqual(['committed']);
  });

  it('rolls back earlier writes when a later statement fails', async () => {
    const failing = withTransaction(getDb(), async (trx) => {
      await trx.insertInto('commerce_stock_location').values({ code: 'half', name: 'C', kind: 'store' }).execute();
      await trx.insertInto('commerce_stock').values({ sku: '10001.001', location_code: 'half', qty: -5 }).execute();
    });
    await expect(failing).rejects.toThrow(/commerce_stock_qty_check/);
    expect(await locationCodes()).toEqual(['committed']);
  });
});
