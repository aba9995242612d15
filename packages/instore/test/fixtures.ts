import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { InstoreEngine, StockLocationStores } from '../src';

export const MINUTE = 60_000;

/** Two stores and a distribution centre (which is not a store: no sessions there). */
export async function seedStores(db: Kysely<Database>) {
  await db
    .insertInto('commerce_stock_location')
    .values([
      { code: 'stockdc', name: 'Distribution centre', kind: 'dc' },
      { code: 'store-amsterdam', name: 'Amsterdam Kalverstraat', kind: 'store' },
      { code: 'store-utrecht', name: 'Utrecht Oudegracht', kind: 'store' },
    ])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** An engine over the test database with a clock the test moves. */
export function clockedEngine(db: Kysely<Database>) {
  const clock = { now: new Date('2026-05-04T09:00:00Z') };
  const engine = new InstoreEngine(db, new StockLocationStores(db), () => clock.now);
  const advance = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * MINUTE);
  };
  return { engine, clock, advance };
}
