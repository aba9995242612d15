import { type Kysely, sql } from 'kysely';

/**
 * The catalogue's own version beside the index's: `version` also moves with every stock refresh (in-stock sizes),
 * `catalog_version` only with imports, which are what change the products' search documents. Copies of those held in
 * memory (the catalog's text index) key on it, so an order does not make them read 100 000 documents again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table catalog_index_state add column catalog_version integer not null default 0`.execute(db);
}
