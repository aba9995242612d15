import type { Database } from '@shop/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { batches } from './bulk';
import { type CatalogChange, catalogState, changeSince, recordChange } from './changes';
import {
  inStockSizes,
  rebuildScopeFacets,
  rebuildSuggestions,
  rebuildUrlEntries,
  segmentScope,
  writeListingRows,
  writeSearchRows,
} from './derived-tables';
import type { CatalogImport } from './import';
import {
  writeBrands,
  writeCategories,
  writeColorsAndSizes,
  writePagesAndSearchTerms,
  writePricesAndRelations,
  writeProducts,
  writeSizeTables,
  writeVariants,
} from './source-tables';

export interface IndexCatalogOptions {
  /** Products per batch of statements (default 1000). */
  batchSize?: number;
  /**
   * Write the derived rows without their secondary indexes and build those afterwards: faster for a large import, but
   * on a server readers wait for the import to end. Default: for an import of at least 5000 products and of at least
   * half the stored ones.
   */
  rebuildIndexes?: boolean;
  /**
   * The import holds the whole assortment (a full feed): products the index has and the import lacks are removed,
   * with their variants, prices, relations (both ways) and search and listing rows. Default: false (a partial
   * import only adds and replaces).
   */
  complete?: boolean;
  /** Called after each step with its name and duration, for measuring an import. */
  onStep?: (step: string, milliseconds: number) => void;
}

export interface IndexCatalogResult {
  brands: number;
  categories: number;
  products: number;
  variants: number;
  /** Products removed because a complete import no longer has them. */
  removed: number;
  /** What the import changed (recorded in `catalog_change` for the caches of answers and pages). */
  change: CatalogChange;
  milliseconds: number;
}

/**
 * Writes a catalogue into the embedded index, in one transaction (the caller's, when `db` is a transaction), like a
 * bulk request to a search engine: brands,
 * categories, size tables, products (with their variants, prices and relations), pages and search terms are added or
 * replaced by their keys (slug, id, SKU, page group and English path, English text); nothing absent from the import
 * is removed, unless the import says it is `complete` (then products it lacks go). Then the derived tables are rebuilt: the search rows and listing rows of the written products, and, from
 * the whole stored catalogue, the facet counts, the URL-search entries, the suggestions and the search vocabulary.
 *
 * Stock is read from commerce's tables (`commerce_stock` at `dc` locations) for each product's in-stock sizes; when
 * stock changes later, `refreshStock()` brings those up to date.
 */
export async function indexCatalog(
  db: Kysely<Database>,
  catalog: CatalogImport,
  options: IndexCatalogOptions = {},
): Promise<IndexCatalogResult> {
  const batchSize = options.batchSize ?? 1000;
  const started = performance.now();
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    options.onStep?.(name, now - stepStarted);
    stepStarted = now;
  };

  let removed = 0;
  let change: CatalogChange = { productSkus: [], categoryIds: [], listings: true, everything: true };
  await inTransaction(db, async (trx) => {
    const { stored } = await trx
      .selectFrom('catalog_product')
      .select((eb) => eb.fn.countAll<number>().as('stored'))
      .executeTakeFirstOrThrow();
    const bulk =
      options.rebuildIndexes ??
      (catalog.products.length >= BULK_IMPORT_PRODUCTS && catalog.products.length * 2 >= stored);
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    const skus = catalog.products.map((product) => product.sku);
    // What the import changes, for the caches (changes.ts): a bulk load changes about everything, and is not compared.
    const gone = options.complete ? await skusNotIn(trx, skus) : [];
    const before = bulk ? undefined : await catalogState(trx, [...skus, ...gone]);

    await writeBrands(trx, catalog);
    await writeCategories(trx, catalog);
    await writeSizeTables(trx, catalog);
    step('brands, categories, size tables');

    if (options.complete) {
      removed = await removeProductsNotIn(
        trx,
        catalog.products.map((product) => product.sku),
      );
      step('products no longer in the assortment');
    }

    const keys = await writeColorsAndSizes(trx, catalog.products);
    step('colours, sizes');

    for (const batch of batches(catalog.products, batchSize)) {
      await writeProducts(trx, batch, keys);
      await writeVariants(trx, batch, keys);
      await writePricesAndRelations(trx, batch);
    }
    step('products, variants, prices, relations');

    // Statistics first: the derived rows join these tables (and commerce's stock), and a planner that takes a table
    // written a moment ago for empty picks plans that are fine for ten rows and hopeless for a million.
    await sql`analyze catalog_brand, catalog_color, catalog_product, catalog_variant, catalog_price, catalog_category, commerce_stock, commerce_stock_location`.execute(
      trx,
    );
    step('analyze source tables');

    // A large import writes the derived rows without their secondary indexes and builds those afterwards, which is
    // several times faster than updating them row by row (GIN indexes most of all).
    const rebuilt = await dropIndexes(trx, bulk ? ['catalog_search', 'catalog_listing'] : []);
    for (const batch of batches(catalog.products, batchSize * 5)) {
      await writeSearchRows(
        trx,
        batch.map((product) => product.sku),
      );
    }
    step('search rows');
    for (const batch of batches(catalog.products, batchSize * 5)) {
      await writeListingRows(
        trx,
        batch.map((product) => product.sku),
      );
    }
    step('listing rows');
    await createIndexes(trx, rebuilt);
    if (rebuilt.length > 0) step('search and listing indexes');

    await writePagesAndSearchTerms(trx, catalog);
    await rebuildScopeFacets(trx);
    step('facet counts');
    // Rewritten whole every time: without their indexes, which are built afterwards.
    const rewritten = await dropIndexes(trx, ['catalog_url_entry', 'catalog_suggestion', 'catalog_term']);
    await rebuildUrlEntries(trx);
    await rebuildSuggestions(trx);
    await createIndexes(trx, rewritten);
    step('suggestions, vocabulary, URL entries');

    await cleanGinPendingLists(trx);
    if (before) change = await changeSince(trx, before, skus, gone);
    await bumpVersion(trx, { catalog: true });
    await recordChange(trx, change);
    await sql`analyze catalog_brand, catalog_color, catalog_size, catalog_search, catalog_listing, catalog_facet_count, catalog_scope_stats, catalog_suggestion, catalog_term, catalog_url_entry, catalog_relation, catalog_page`.execute(
      trx,
    );
    step('GIN pending lists, analyze');
  });

  return {
    brands: catalog.brands.length,
    categories: catalog.categories.length,
    products: catalog.products.length,
    variants: catalog.products.reduce((sum, product) => sum + product.variants.length, 0),
    removed,
    change,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * Brings the in-stock sizes of products up to date with commerce's stock (`commerce_stock` at distribution centres):
 * the size filter and the size facet counts read them. Takes product or variant SKUs; without any, refreshes every
 * product. Answers how many products changed. Stock figures in answers (`availableStock`) are read live and need no
 * refresh.
 */
export async function refreshStock(db: Kysely<Database>, skus?: readonly string[]): Promise<number> {
  if (skus && skus.length === 0) return 0;
  return inTransaction(db, async (trx) => {
    const target = skus
      ? sql`select sku from catalog_product where sku = any(${[...skus]}::text[])
            union select product_sku from catalog_variant where sku = any(${[...skus]}::text[])`
      : sql`select sku from catalog_product`;
    // Old and new sizes side by side (every statement of one query sees the same snapshot), then the update and the
    // change of the size counts of every scope the product is in: +1 for a size that came in, -1 for one that went.
    const { rows } = await sql<{ changed: number }>`
      with target as (${target}),
      sizes as (${inStockSizes(sql`select sku from target`)}),
      fresh as (
        select s.sku, s.size_nums as old_sizes, coalesce(sizes.nums, '{}') as new_sizes,
               s.category_nums || array[0, ${segmentScope(sql.ref('s.segment'))}] as scopes
        from catalog_search s join target t on t.sku = s.sku left join sizes on sizes.sku = s.sku
        where s.language = 'en'
      ),
      changed as (
        select * from fresh where old_sizes is distinct from new_sizes
      ),
      updated as (
        update catalog_search s set size_nums = c.new_sizes from changed c where s.sku = c.sku returning s.sku
      ),
      delta as (
        select scope, size, sum(difference)::integer as difference
        from (
          select c.scopes, size, 1 as difference
          from changed c cross join unnest(c.new_sizes) as size where not size = any(c.old_sizes)
          union all
          select c.scopes, size, -1
          from changed c cross join unnest(c.old_sizes) as size where not size = any(c.new_sizes)
        ) as sizes cross join unnest(sizes.scopes) as scope
        group by scope, size
      ),
      counted as (
        insert into catalog_facet_count (scope, facet, value, count)
        select scope, 'size', size, difference from delta
        on conflict (scope, facet, value) do update set count = catalog_facet_count.count + excluded.count
      )
      select count(distinct sku)::integer as changed from updated`.execute(trx);
    await sql`delete from catalog_facet_count where facet = 'size' and count <= 0`.execute(trx);
    await bumpVersion(trx);
    return rows[0]?.changed ?? 0;
  });
}

/** The stored products whose SKUs are not in `keep`. */
async function skusNotIn(trx: Transaction<Database>, keep: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ sku: string }>`
    select sku from catalog_product where not (sku = any(${[...keep]}::text[]))`.execute(trx);
  return rows.map((row) => row.sku);
}

/**
 * Removes the products whose SKUs are not in `keep`, with everything keyed by them; answers how many. The facet
 * counts, URL entries, suggestions and vocabulary are rebuilt from what stays by the rest of the import.
 */
async function removeProductsNotIn(trx: Transaction<Database>, keep: readonly string[]): Promise<number> {
  await sql`create temporary table gone_product (sku text primary key) on commit drop`.execute(trx);
  await sql`insert into gone_product select sku from catalog_product where not (sku = any(${[...keep]}::text[]))`.execute(
    trx,
  );
  const { rows } = await sql<{ count: number }>`select count(*)::integer as count from gone_product`.execute(trx);
  const count = rows[0]?.count ?? 0;
  if (count > 0) {
    for (const statement of [
      sql`delete from catalog_search where sku in (select sku from gone_product)`,
      sql`delete from catalog_listing where sku in (select sku from gone_product)`,
      sql`delete from catalog_relation where product_sku in (select sku from gone_product)
            or related_sku in (select sku from gone_product)`,
      sql`delete from catalog_price where sku in (select sku from gone_product)`,
      sql`delete from catalog_variant where product_sku in (select sku from gone_product)`,
      sql`delete from catalog_product where sku in (select sku from gone_product)`,
    ]) {
      await statement.execute(trx);
    }
  }
  await sql`drop table gone_product`.execute(trx);
  return count;
}

/** Tells the processes that cache parts of the index (the category tree) that it changed. */
/** Raises the index's version, and the catalogue's when an import changed the products (not just their stock). */
async function bumpVersion(trx: Transaction<Database>, changed: { catalog?: boolean } = {}): Promise<void> {
  const catalog = changed.catalog ? sql`, catalog_version = catalog_version + 1` : sql``;
  await sql`update catalog_index_state set version = version + 1${catalog}, changed_at = now()`.execute(trx);
}

/** An import of at least this many products, and of at least half the stored ones, rebuilds the derived indexes. */
const BULK_IMPORT_PRODUCTS = 5000;

/**
 * Drops the secondary indexes of these tables (not those of primary keys and unique constraints) and answers their
 * definitions, to build them again with `createIndexes()`. The definitions come from the database, so the migrations
 * stay their only source. On a server, readers of these tables wait for the transaction to end.
 */
async function dropIndexes(trx: Transaction<Database>, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(array(select unnest(${[...tables]}::text[])::regclass))
      and not exists (select from pg_constraint c where c.conindid = i.indexrelid)`.execute(trx);
  for (const row of rows) await sql`drop index ${sql.raw(row.name)}`.execute(trx);
  // A partitioned table's index reads `ON ONLY` (the parent alone); built again it must reach the partitions too.
  return rows.map((row) => row.definition.replace(' ON ONLY ', ' ON '));
}

async function createIndexes(trx: Transaction<Database>, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await sql.raw(definition).execute(trx);
}

/**
 * Moves the entries that GIN indexes collected in their pending list (a fast, unsorted list, PostgreSQL's way to make
 * inserts cheap) into the index proper. Left there, every search reads the whole list: after an import of 100 000
 * products that made each text query and vocabulary lookup ten times slower. Autovacuum does it on a server later;
 * PGlite has no autovacuum.
 */
async function cleanGinPendingLists(trx: Transaction<Database>): Promise<void> {
  await sql`
    select gin_clean_pending_list(c.oid)
    from pg_class c join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and c.relkind = 'i' and c.relname like 'catalog\_%'`.execute(trx);
}

/** Runs `work` in the caller's transaction when `db` is one (`db.isTransaction`), in a new one otherwise. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
