import type { Database } from '@shop/db';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { batches } from './bulk';

/**
 * What a catalogue import changed, for the caches of answers and pages that show it (the gateway publishes it as
 * cache tags): the products whose own rows (product, variants, prices, relations, brand, size table) differ, the
 * categories (with their ancestors) they were and are listed in, and whether every listing and search moves
 * (`listings`: products came or went, a sale or new flag flipped, categories, brands or catalogue pages changed).
 * Past MAX_CHANGED_PRODUCTS changed products the change is `everything` and names none.
 */
export interface CatalogChange {
  productSkus: string[];
  categoryIds: string[];
  listings: boolean;
  everything: boolean;
}

/** More changed products than this are not named one by one: the change is `everything`. */
export const MAX_CHANGED_PRODUCTS = 1000;
/** Rows of `catalog_change` kept: a reader further behind than this many imports has missed changes. */
export const CATALOG_CHANGES_KEPT = 1000;

interface ProductState {
  digest: string;
  categoryIds: string[];
  flags: string;
}

/** A digest of each row of a small table (brands, categories, size tables, pages, search terms), by its key. */
type RowDigests = Map<string, string>;
interface DigestRow {
  key: string;
  digest: string;
}

interface CatalogState {
  products: Map<string, ProductState>;
  brands: RowDigests;
  categories: RowDigests;
  sizeTables: RowDigests;
  pages: RowDigests;
}

/**
 * The state of the given products and of the small tables, to compare after the import (`changeSince`). A product's
 * digest covers what its answers show: its row (but when it was written), its variants, prices and relations.
 */
export async function catalogState(trx: Transaction<Database>, skus: readonly string[]): Promise<CatalogState> {
  const products = new Map<string, ProductState>();
  for (const batch of batches([...skus], 5000)) {
    const { rows } = await sql<{ sku: string; digest: string; category_ids: string[]; flags: string }>`
      select p.sku, p.category_ids,
        md5(concat_ws('|', (to_jsonb(p) - 'created_at' - 'updated_at')::text,
          (select jsonb_agg(to_jsonb(v) order by v.sku)::text from catalog_variant v where v.product_sku = p.sku),
          (select jsonb_agg(to_jsonb(x) order by x.currency)::text from catalog_price x where x.sku = p.sku),
          (select jsonb_agg(to_jsonb(r) order by r.type, r.related_sku)::text
             from catalog_relation r where r.product_sku = p.sku))) as digest,
        concat_ws(',', p.is_new, p.coming_soon_date,
          exists (select from catalog_price x where x.sku = p.sku and x.price_minor < x.regular_price_minor)) as flags
      from catalog_product p where p.sku = any(${batch}::text[])`.execute(trx);
    for (const row of rows) {
      products.set(row.sku, { digest: row.digest, categoryIds: row.category_ids, flags: row.flags });
    }
  }
  return {
    products,
    brands: await rowDigests(
      trx,
      sql<DigestRow>`select id::text as key, md5(to_jsonb(t)::text) as digest from catalog_brand t`,
    ),
    categories: await rowDigests(
      trx,
      sql<DigestRow>`select id as key, md5((to_jsonb(t) - 'num' - 'parent_num')::text) as digest from catalog_category t`,
    ),
    sizeTables: await rowDigests(
      trx,
      sql<DigestRow>`select id as key, md5(to_jsonb(t)::text) as digest from catalog_size_table t`,
    ),
    pages: await rowDigests(
      trx,
      sql<DigestRow>`select 'page:' || key as key, md5((to_jsonb(t) - 'id')::text) as digest from catalog_page t
          union all select 'term:' || key, md5((to_jsonb(t) - 'id')::text) from catalog_search_term t`,
    ),
  };
}

async function rowDigests(trx: Transaction<Database>, query: RawBuilder<DigestRow>): Promise<RowDigests> {
  const { rows } = await query.execute(trx);
  return new Map(rows.map((row) => [row.key, row.digest]));
}

/** The keys whose digest differs (or that one side lacks). */
function changedKeys(before: RowDigests, after: RowDigests): string[] {
  const changed = [...after].filter(([key, digest]) => before.get(key) !== digest).map(([key]) => key);
  return [...changed, ...[...before.keys()].filter((key) => !after.has(key))];
}

/**
 * What changed between two states of the import's products (and those it removed, `removed`), and of the small
 * tables: the changed products, also those of a changed brand, size table or category; their categories, old and new.
 */
export async function changeSince(
  trx: Transaction<Database>,
  before: CatalogState,
  skus: readonly string[],
  removed: readonly string[],
): Promise<CatalogChange> {
  const after = await catalogState(trx, skus);
  const changed = new Set<string>(removed);
  let listings = removed.length > 0;
  for (const [sku, state] of after.products) {
    const old = before.products.get(sku);
    if (old?.digest === state.digest) continue;
    changed.add(sku);
    if (!old || old.flags !== state.flags) listings = true;
  }
  const brands = changedKeys(before.brands, after.brands);
  const categories = changedKeys(before.categories, after.categories);
  const sizeTables = changedKeys(before.sizeTables, after.sizeTables);
  if (brands.length > 0 || categories.length > 0 || changedKeys(before.pages, after.pages).length > 0) listings = true;
  // The products that show a changed brand, size table or category name (their breadcrumbs), beside the import's.
  if (brands.length + categories.length + sizeTables.length > 0) {
    const { rows } = await sql<{ sku: string }>`
      select sku from catalog_product
      where brand_id = any(${brands.map(Number)}::integer[]) or size_table_id = any(${sizeTables}::text[])
        or category_ids && ${categories}::text[]
      limit ${MAX_CHANGED_PRODUCTS + 1}`.execute(trx);
    for (const row of rows) changed.add(row.sku);
  }
  if (changed.size > MAX_CHANGED_PRODUCTS)
    return { productSkus: [], categoryIds: [], listings: true, everything: true };
  const listedIn = new Set(categories);
  for (const sku of changed) {
    for (const id of before.products.get(sku)?.categoryIds ?? []) listedIn.add(id);
    for (const id of after.products.get(sku)?.categoryIds ?? []) listedIn.add(id);
  }
  return {
    productSkus: [...changed],
    categoryIds: await withAncestors(trx, [...listedIn]),
    listings,
    everything: false,
  };
}

/** The categories and every ancestor of them (a parent's listing shows its children's products). */
async function withAncestors(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    with recursive listed(id) as (
      select unnest(${[...ids]}::text[])
      union
      select c.parent_id from catalog_category c join listed on c.id = listed.id where c.parent_id is not null
    )
    select id from listed`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Records a change under the index version the import raised to (after the bump, which holds the state row's lock
 * until the transaction ends: versions are recorded in commit order), and forgets all but the newest rows.
 */
export async function recordChange(trx: Transaction<Database>, change: CatalogChange): Promise<void> {
  const nothing = change.productSkus.length === 0 && change.categoryIds.length === 0;
  if (nothing && !change.listings && !change.everything) return;
  await sql`
    insert into catalog_change (version, product_skus, category_ids, listings, everything)
    select version, ${change.productSkus}::text[], ${change.categoryIds}::text[], ${change.listings}, ${change.everything}
    from catalog_index_state`.execute(trx);
  await sql`
    delete from catalog_change
    where version <= (select version from catalog_index_state) - ${CATALOG_CHANGES_KEPT}`.execute(trx);
}

export interface CatalogChangesPage {
  /** The index's version now: where to read from next time. */
  version: number;
  /** The changes recorded after the version asked, oldest first. */
  changes: CatalogChange[];
  /** The reader is so far behind that changes it has not read may be forgotten: it must drop everything. */
  missed: boolean;
}

/**
 * The changes recorded after an index version (a reader's cursor; none to start from the current version). Stock
 * refreshes raise the version too and record nothing.
 */
export async function catalogChangesSince(
  db: Kysely<Database>,
  after: number | undefined,
): Promise<CatalogChangesPage> {
  const state = await db.selectFrom('catalog_index_state').select('version').executeTakeFirst();
  const version = state?.version ?? 0;
  if (after === undefined || after >= version) return { version, changes: [], missed: false };
  if (version - after > CATALOG_CHANGES_KEPT) return { version, changes: [], missed: true };
  const rows = await db
    .selectFrom('catalog_change')
    .select(['product_skus', 'category_ids', 'listings', 'everything'])
    .where('version', '>', after)
    .where('version', '<=', version)
    .orderBy('version')
    .execute();
  return {
    version,
    missed: false,
    changes: rows.map((row) => ({
      productSkus: row.product_skus,
      categoryIds: row.category_ids,
      listings: row.listings,
      everything: row.everything,
    })),
  };
}
