import { indexCatalog } from '@shop/catalog';
import type { Database } from '@shop/db';
import { type Kysely, sql } from 'kysely';
import { type DemoWorld, generateDemoWorld } from './world';

/** Stock rows per insert: three parameters each, well under PostgreSQL's 65 535 parameters per statement. */
const STOCK_CHUNK = 5_000;

/**
 * Loads the demo world into an empty database, in one transaction: stock locations and stock per variant into the
 * commerce tables, then the catalogue through the catalog engine's `indexCatalog` (which reads the distribution
 * centre's stock for each product's in-stock sizes, so stock goes first). A database that already has stock
 * locations is left as it is (so `npm start` seeds once and keeps what the shop did since); the default world is only
 * generated when it is needed, and so is a world given as a function (100 000 products take hundreds of megabytes).
 * Returns whether it seeded.
 */
export async function seedDemoWorld(db: Kysely<Database>, world?: DemoWorld | (() => DemoWorld)): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // One seeder at a time, even with several gateway processes starting against one server.
    await sql`select pg_advisory_xact_lock(20261123)`.execute(trx);
    const existing = await trx.selectFrom('commerce_stock_location').select('code').limit(1).executeTakeFirst();
    if (existing) return false;

    const demo = typeof world === 'function' ? world() : (world ?? generateDemoWorld());
    await trx.insertInto('commerce_stock_location').values(demo.stockLocations).execute();
    for (let start = 0; start < demo.stock.length; start += STOCK_CHUNK) {
      await trx
        .insertInto('commerce_stock')
        .values(
          demo.stock
            .slice(start, start + STOCK_CHUNK)
            .map((entry) => ({ sku: entry.sku, location_code: entry.locationCode, qty: entry.qty })),
        )
        .execute();
    }
    await indexCatalog(trx, demo.catalog);
    return true;
  });
}
