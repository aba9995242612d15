import type { Database } from '@shop/db';
import { type Kysely, sql } from 'kysely';
import { type DemoWorld, generateDemoWorld } from './catalogue';

/**
 * Loads the demo world into an empty database, in one transaction. A database that already has products is left as
 * it is (so `npm start` seeds once and keeps what the shop did since). Returns whether it seeded.
 */
export async function seedDemoWorld(db: Kysely<Database>, world: DemoWorld = generateDemoWorld()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // One seeder at a time, even with several gateway processes starting against one server.
    await sql`select pg_advisory_xact_lock(20261123)`.execute(trx);
    const existing = await trx.selectFrom('catalog_product').select('sku').limit(1).executeTakeFirst();
    if (existing) return false;

    const now = Date.now();
    await trx
      .insertInto('catalog_product')
      .values(
        world.products.map((product) => ({
          sku: product.sku,
          brand: product.brand,
          name: JSON.stringify(product.name),
          url_key: JSON.stringify(product.urlKey),
          created_at: new Date(now - product.ageInDays * 86_400_000),
        })),
      )
      .execute();
    await trx
      .insertInto('catalog_price')
      .values(
        world.products.flatMap((product) =>
          (['EUR', 'GBP'] as const).map((currency) => ({
            sku: product.sku,
            currency,
            price_minor: product.prices[currency].price,
            regular_price_minor: product.prices[currency].regular,
          })),
        ),
      )
      .execute();
    await trx.insertInto('commerce_stock_location').values(world.locations).execute();
    await trx
      .insertInto('commerce_stock')
      .values(world.stock.map((entry) => ({ sku: entry.sku, location_code: entry.locationCode, qty: entry.qty })))
      .execute();
    return true;
  });
}
