/**
 * What a stock change makes stale, as cache tags: the products of the changed SKUs (their product pages show each
 * size's stock label), and, for a product that went from in stock to sold out or back, the categories it is listed
 * in with their ancestors (listings show sold-out products differently and filter by in-stock sizes).
 *
 * A product's stock state is the catalog's own figure: whether it has any size in stock (`catalog_search.size_nums`,
 * what refreshStock updates and the size filter reads).
 */
import type { Database } from '@shop/db';
import { type Kysely, sql } from 'kysely';
import { cacheTag } from './cache-tags';

/** Whether each product of the given (product or variant) SKUs has any size in stock, by product SKU. */
export async function stockStates(db: Kysely<Database>, skus: readonly string[]): Promise<Map<string, boolean>> {
  if (skus.length === 0) return new Map();
  const { rows } = await sql<{ sku: string; in_stock: boolean }>`
    select p.sku, coalesce(cardinality(s.size_nums), 0) > 0 as in_stock
    from catalog_product p left join catalog_search s on s.sku = p.sku and s.language = 'en'
    where p.sku in (select sku from catalog_product where sku = any(${[...skus]}::text[])
                    union select product_sku from catalog_variant where sku = any(${[...skus]}::text[]))`.execute(db);
  return new Map(rows.map((row) => [row.sku, row.in_stock]));
}

/** The categories the products are listed in, and every ancestor of them (a parent's listing shows its children's). */
async function categoriesOf(db: Kysely<Database>, productSkus: readonly string[]): Promise<string[]> {
  if (productSkus.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    with recursive listed(id) as (
      select distinct unnest(category_ids) from catalog_product where sku = any(${[...productSkus]}::text[])
      union
      select c.parent_id from catalog_category c join listed on c.id = listed.id where c.parent_id is not null
    )
    select id from listed`.execute(db);
  return rows.map((row) => row.id);
}

/** The tags to publish after a stock change, from the stock states read before it and now. */
export async function stockChangeTags(
  db: Kysely<Database>,
  skus: readonly string[],
  before: ReadonlyMap<string, boolean>,
): Promise<string[]> {
  const after = await stockStates(db, skus);
  const flipped = [...after].filter(([sku, inStock]) => before.get(sku) !== inStock).map(([sku]) => sku);
  return [...[...after.keys()].map(cacheTag.product), ...(await categoriesOf(db, flipped)).map(cacheTag.category)];
}
