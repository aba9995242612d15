import { type Kysely, sql } from 'kysely';

/**
 * What each catalogue import changed, by the index version it raised to: the gateways read it to purge exactly the
 * cached answers and pages that show the changed products and categories, whichever process ran the import. Written
 * in the import's transaction after the version bump (which locks `catalog_index_state`), so versions appear in the
 * order their transactions commit. The import keeps the newest rows only (`CATALOG_CHANGES_KEPT` in @shop/catalog).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalog_change (
      version integer primary key,
      product_skus text[] not null,
      category_ids text[] not null,
      listings boolean not null,
      everything boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
