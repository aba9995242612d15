import { type Kysely, sql } from 'kysely';

/**
 * Stock of a product (a colour of a model, `20413.102`) is the stock of its variants (`20413.102.38`): commerce finds
 * them by SKU prefix. A prefix range on a `text_pattern_ops` index compares bytes whatever the database's collation,
 * so one product's variants are an index range instead of a scan of all stock rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index commerce_stock_sku_prefix on commerce_stock (sku text_pattern_ops)`.execute(db);
}
