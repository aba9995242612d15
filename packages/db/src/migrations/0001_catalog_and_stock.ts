import { type Kysely, sql } from 'kysely';

/** A jsonb object with a text for each of the shop's languages. */
const hasEveryLanguage = (column: string) =>
  sql`jsonb_typeof(${sql.ref(column)}) = 'object' and ${sql.ref(column)} ?& array['en', 'nl', 'de', 'fr']`;

/** The embedded engines' first tables: products and prices (catalog), stock per location (commerce). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('catalog_product')
    .addColumn('sku', 'text', (column) => column.primaryKey())
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('name', 'jsonb', (column) => column.notNull().check(hasEveryLanguage('name')))
    .addColumn('url_key', 'jsonb', (column) => column.notNull().check(hasEveryLanguage('url_key')))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('catalog_price')
    .addColumn('sku', 'text', (column) => column.references('catalog_product.sku').onDelete('cascade'))
    .addColumn('currency', 'text', (column) => column.notNull().check(sql`currency in ('EUR', 'GBP')`))
    .addColumn('price_minor', 'integer', (column) => column.notNull().check(sql`price_minor >= 0`))
    .addColumn('regular_price_minor', 'integer', (column) => column.notNull().check(sql`regular_price_minor >= 0`))
    .addPrimaryKeyConstraint('catalog_price_pkey', ['sku', 'currency'])
    .execute();

  await db.schema
    .createTable('commerce_stock_location')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('dc', 'store')`))
    .execute();

  await db.schema
    .createTable('commerce_stock')
    .addColumn('sku', 'text', (column) => column.notNull())
    .addColumn('location_code', 'text', (column) => column.references('commerce_stock_location.code'))
    .addColumn('qty', 'integer', (column) => column.notNull().check(sql`qty >= 0`))
    .addPrimaryKeyConstraint('commerce_stock_pkey', ['sku', 'location_code'])
    .execute();
}
