import type { Database } from '@shop/db';
import { LANGUAGES } from '@shop/i18n';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { type BulkColumn, batches, columnList, setExcluded, unnestRows } from './bulk';
import type { CatalogImport, Localized, ProductImport } from './import';
import { fold, SEGMENT_SCOPE, TEXT_SEARCH_CONFIG } from './text';

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
  await inTransaction(db, async (trx) => {
    const { stored } = await trx
      .selectFrom('catalog_product')
      .select((eb) => eb.fn.countAll<number>().as('stored'))
      .executeTakeFirstOrThrow();
    const bulk =
      options.rebuildIndexes ??
      (catalog.products.length >= BULK_IMPORT_PRODUCTS && catalog.products.length * 2 >= stored);
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);

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
    await sql`analyze catalog_product, catalog_variant, catalog_price, catalog_category, commerce_stock, commerce_stock_location`.execute(
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
    await bumpVersion(trx);
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
async function bumpVersion(trx: Transaction<Database>): Promise<void> {
  await sql`update catalog_index_state set version = version + 1, changed_at = now()`.execute(trx);
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

// -----------------------------------------------------------------------------------------------------------------
// Source tables

const json = (value: unknown) => JSON.stringify(value);

async function writeBrands(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
  for (const batch of batches(catalog.brands, 5000)) {
    const columns: BulkColumn[] = [
      { name: 'slug', type: 'text', values: batch.map((brand) => brand.slug) },
      { name: 'name', type: 'text', values: batch.map((brand) => brand.name) },
    ];
    await sql`insert into catalog_brand (${columnList(columns)}) ${unnestRows(columns)}
      on conflict (slug) do update set name = excluded.name`.execute(trx);
  }
}

async function writeCategories(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
  for (const batch of batches(catalog.categories, 5000)) {
    const columns: BulkColumn[] = [
      { name: 'id', type: 'text', values: batch.map((category) => category.id) },
      { name: 'parent_id', type: 'text', values: batch.map((category) => category.parentId) },
      { name: 'segment', type: 'text', values: batch.map((category) => category.segment) },
      { name: 'kind', type: 'text', values: batch.map((category) => category.kind) },
      { name: 'position', type: 'integer', values: batch.map((category) => category.position) },
      { name: 'name', type: 'jsonb', values: batch.map((category) => json(category.name)) },
      { name: 'url_segment', type: 'jsonb', values: batch.map((category) => json(category.urlSegment)) },
    ];
    await sql`insert into catalog_category (${columnList(columns)}) ${unnestRows(columns)}
      on conflict (id) do update set ${setExcluded(columns.slice(1).map((column) => column.name))}`.execute(trx);
  }

  // Level, path of nums from the root, parent's num and full URL per language, for the whole tree. A category whose
  // parent is unknown counts as a root; a cycle stops where it would repeat a category.
  const urlJoin = (language: string) =>
    sql.raw(`tree.url_${language} || '/' || (c.url_segment ->> '${language}')`).as(`url_${language}`);
  await sql`
    with recursive tree as (
      select c.num, c.id, null::integer as parent_num, 1 as level, array[c.num] as path,
             ${sql.join(LANGUAGES.map((language) => sql`c.url_segment ->> ${language}`.as(`url_${language}`)))}
      from catalog_category c
      where c.parent_id is null or not exists (select from catalog_category p where p.id = c.parent_id)
      union all
      select c.num, c.id, tree.num, tree.level + 1, tree.path || c.num,
             ${sql.join(LANGUAGES.map(urlJoin))}
      from catalog_category c join tree on c.parent_id = tree.id
      where not c.num = any(tree.path)
    )
    update catalog_category c
    set parent_num = tree.parent_num, level = tree.level, path = tree.path,
        url = jsonb_build_object(${sql.join(LANGUAGES.map((language) => sql`${language}::text, ${sql.ref(`tree.url_${language}`)}`))})
    from tree where tree.num = c.num`.execute(trx);
}

async function writeSizeTables(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
  if (catalog.sizeTables.length === 0) return;
  const columns: BulkColumn[] = [
    { name: 'id', type: 'text', values: catalog.sizeTables.map((table) => table.id) },
    { name: 'rows', type: 'jsonb', values: catalog.sizeTables.map((table) => json(table.rows)) },
    {
      name: 'advice',
      type: 'jsonb',
      values: catalog.sizeTables.map((table) => (table.advice ? json(table.advice) : null)),
    },
  ];
  await sql`insert into catalog_size_table (${columnList(columns)}) ${unnestRows(columns)}
    on conflict (id) do update set rows = excluded.rows, advice = excluded.advice`.execute(trx);
}

interface Keys {
  brandIds: Map<string, number>;
  colorIds: Map<string, number>;
  sizeNums: Map<string, number>;
}

const localizedKey = (text: Localized) => LANGUAGES.map((language) => text[language]).join('\u0000');

/** Adds the colours and sizes the products use, and answers the surrogate keys of brands, colours and sizes. */
async function writeColorsAndSizes(trx: Transaction<Database>, products: readonly ProductImport[]): Promise<Keys> {
  const colors = new Map<string, Localized>();
  const sizes = new Set<string>();
  for (const product of products) {
    colors.set(localizedKey(product.color), product.color);
    for (const variant of product.variants) sizes.add(variant.size);
  }
  if (colors.size > 0) {
    const columns: BulkColumn[] = [{ name: 'name', type: 'jsonb', values: [...colors.values()].map(json) }];
    await sql`insert into catalog_color (name) ${unnestRows(columns)} on conflict (name) do nothing`.execute(trx);
  }
  if (sizes.size > 0) {
    const columns: BulkColumn[] = [{ name: 'label', type: 'text', values: [...sizes] }];
    await sql`insert into catalog_size (label) ${unnestRows(columns)} on conflict (label) do nothing`.execute(trx);
  }

  const allSizes = await trx.selectFrom('catalog_size').select(['num', 'label', 'position']).execute();
  const ordered = [...allSizes].sort((a, b) => compareSizes(a.label, b.label));
  const moved = ordered
    .map((size, index) => ({ ...size, position: index + 1 }))
    .filter((size, index) => allSizes.find((s) => s.num === size.num)?.position !== index + 1);
  if (moved.length > 0) {
    const columns: BulkColumn[] = [
      { name: 'num', type: 'integer', values: moved.map((size) => size.num) },
      { name: 'position', type: 'integer', values: moved.map((size) => size.position) },
    ];
    await sql`update catalog_size set position = u.position from (${unnestRows(columns)}) as u where catalog_size.num = u.num`.execute(
      trx,
    );
  }

  const brands = await trx.selectFrom('catalog_brand').select(['id', 'slug']).execute();
  const colorRows = await trx.selectFrom('catalog_color').select(['id', 'name']).execute();
  return {
    brandIds: new Map(brands.map((brand) => [brand.slug, brand.id])),
    colorIds: new Map(colorRows.map((color) => [localizedKey(color.name), color.id])),
    sizeNums: new Map(allSizes.map((size) => [size.label, size.num])),
  };
}

const LETTER_SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '2xl', 'xxxl', '3xl', '4xl'];

/** Size facet order: numeric sizes by value, then letter sizes from small to large, then the rest by name. */
export function compareSizes(a: string, b: string): number {
  const rank = (label: string): [number, number] => {
    const numeric = Number(label.replace(',', '.'));
    if (label.trim() !== '' && Number.isFinite(numeric)) return [0, numeric];
    const letter = LETTER_SIZES.indexOf(label.trim().toLowerCase());
    if (letter >= 0) return [1, letter];
    return [2, 0];
  };
  const [groupA, valueA] = rank(a);
  const [groupB, valueB] = rank(b);
  return groupA - groupB || valueA - valueB || a.localeCompare(b);
}

const PRODUCT_UPDATED_COLUMNS = [
  'id',
  'parent_sku',
  'parent_id',
  'model_code',
  'segment',
  'brand_id',
  'name',
  'description',
  'color_id',
  'color_hex',
  'release_date',
  'coming_soon_date',
  'is_new',
  'is_one_size',
  'images',
  'hover_image',
  'video',
  'marketing_label',
  'sale_labels',
  'url',
  'price_updated_at',
  'popularity',
  'category_ids',
  'size_table_id',
];

async function writeProducts(
  trx: Transaction<Database>,
  products: readonly ProductImport[],
  keys: Keys,
): Promise<void> {
  const values = <T>(read: (product: ProductImport) => T) => products.map(read);
  const brandId = (product: ProductImport) => {
    const id = keys.brandIds.get(product.brandSlug);
    if (id === undefined) throw new Error(`Product ${product.sku} has an unknown brand ${product.brandSlug}`);
    return id;
  };
  const columns: BulkColumn[] = [
    { name: 'sku', type: 'text', values: values((product) => product.sku) },
    { name: 'id', type: 'text', values: values((product) => product.id) },
    { name: 'parent_sku', type: 'text', values: values((product) => product.parentSku) },
    { name: 'parent_id', type: 'text', values: values((product) => product.parentId) },
    { name: 'model_code', type: 'text', values: values((product) => product.modelCode) },
    { name: 'segment', type: 'text', values: values((product) => product.segment) },
    { name: 'brand_id', type: 'integer', values: values(brandId) },
    { name: 'name', type: 'jsonb', values: values((product) => json(product.name)) },
    { name: 'description', type: 'jsonb', values: values((product) => json(product.description)) },
    { name: 'color_id', type: 'integer', values: values((product) => keys.colorIds.get(localizedKey(product.color))) },
    { name: 'color_hex', type: 'text', values: values((product) => product.colorHex) },
    { name: 'release_date', type: 'date', values: values((product) => product.releaseDate) },
    { name: 'coming_soon_date', type: 'date', values: values((product) => product.comingSoonDate) },
    { name: 'is_new', type: 'boolean', values: values((product) => product.isNew) },
    { name: 'is_one_size', type: 'boolean', values: values((product) => product.isOneSize) },
    { name: 'images', type: 'text[]', values: values((product) => product.images) },
    { name: 'hover_image', type: 'text', values: values((product) => product.hoverImage) },
    { name: 'video', type: 'text', values: values((product) => product.video) },
    {
      name: 'marketing_label',
      type: 'jsonb',
      values: values((product) => (product.marketingLabel ? json(product.marketingLabel) : null)),
    },
    { name: 'sale_labels', type: 'jsonb', values: values((product) => json(product.saleLabels)) },
    { name: 'url', type: 'jsonb', values: values((product) => json(product.urlKey)) },
    { name: 'price_updated_at', type: 'timestamptz', values: values((product) => product.priceUpdatedAt) },
    { name: 'popularity', type: 'double precision', values: values((product) => product.popularity) },
    { name: 'category_ids', type: 'text[]', values: values((product) => product.categoryIds) },
    { name: 'size_table_id', type: 'text', values: values((product) => product.sizeTableId) },
  ];
  await sql`insert into catalog_product (${columnList(columns)}) ${unnestRows(columns)}
    on conflict (sku) do update set ${setExcluded(PRODUCT_UPDATED_COLUMNS)}, updated_at = now()`.execute(trx);
}

async function writeVariants(
  trx: Transaction<Database>,
  products: readonly ProductImport[],
  keys: Keys,
): Promise<void> {
  const skus = products.map((product) => product.sku);
  await sql`delete from catalog_variant where product_sku = any(${skus}::text[])`.execute(trx);
  const variants = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  if (variants.length === 0) return;
  const columns: BulkColumn[] = [
    { name: 'sku', type: 'text', values: variants.map(({ variant }) => variant.sku) },
    { name: 'id', type: 'text', values: variants.map(({ variant }) => variant.id) },
    { name: 'product_sku', type: 'text', values: variants.map(({ product }) => product.sku) },
    { name: 'legacy_sku', type: 'text', values: variants.map(({ variant }) => variant.legacySku) },
    { name: 'size_num', type: 'integer', values: variants.map(({ variant }) => keys.sizeNums.get(variant.size)) },
    { name: 'position', type: 'integer', values: variants.map(({ variant }) => variant.position) },
    {
      name: 'delivery_time',
      type: 'jsonb',
      values: variants.map(({ variant }) => (variant.deliveryTime ? json(variant.deliveryTime) : null)),
    },
  ];
  // A variant that moved to another product in this import is taken over by its new product.
  await sql`insert into catalog_variant (${columnList(columns)}) ${unnestRows(columns)}
    on conflict (sku) do update set ${setExcluded(columns.slice(1).map((column) => column.name))}`.execute(trx);
}

async function writePricesAndRelations(trx: Transaction<Database>, products: readonly ProductImport[]): Promise<void> {
  const prices = products.flatMap((product) =>
    (['EUR', 'GBP'] as const).map((currency) => ({ sku: product.sku, currency, ...product.prices[currency] })),
  );
  const priceColumns: BulkColumn[] = [
    { name: 'sku', type: 'text', values: prices.map((price) => price.sku) },
    { name: 'currency', type: 'text', values: prices.map((price) => price.currency) },
    { name: 'price_minor', type: 'integer', values: prices.map((price) => price.price) },
    { name: 'regular_price_minor', type: 'integer', values: prices.map((price) => price.regular) },
  ];
  await sql`insert into catalog_price (${columnList(priceColumns)}) ${unnestRows(priceColumns)}
    on conflict (sku, currency) do update set ${setExcluded(['price_minor', 'regular_price_minor'])}`.execute(trx);

  const skus = products.map((product) => product.sku);
  await sql`delete from catalog_relation where product_sku = any(${skus}::text[])`.execute(trx);
  const relations = products.flatMap((product) =>
    product.relations.map((relation, position) => ({ product: product.sku, position, ...relation })),
  );
  if (relations.length === 0) return;
  const relationColumns: BulkColumn[] = [
    { name: 'product_sku', type: 'text', values: relations.map((relation) => relation.product) },
    { name: 'related_sku', type: 'text', values: relations.map((relation) => relation.sku) },
    { name: 'type', type: 'text', values: relations.map((relation) => relation.type) },
    { name: 'position', type: 'integer', values: relations.map((relation) => relation.position) },
  ];
  await sql`insert into catalog_relation (${columnList(relationColumns)}) ${unnestRows(relationColumns)}
    on conflict do nothing`.execute(trx);
}

async function writePagesAndSearchTerms(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
  for (const batch of batches(catalog.pages, 5000)) {
    const columns: BulkColumn[] = [
      { name: 'key', type: 'text', values: batch.map((page) => `${page.pageGroup}:${page.url.en}`) },
      { name: 'page_group', type: 'text', values: batch.map((page) => page.pageGroup) },
      { name: 'label', type: 'jsonb', values: batch.map((page) => json(page.label)) },
      { name: 'url', type: 'jsonb', values: batch.map((page) => json(page.url)) },
      { name: 'parents', type: 'jsonb', values: batch.map((page) => json(page.parents)) },
    ];
    await sql`insert into catalog_page (${columnList(columns)}) ${unnestRows(columns)}
      on conflict (key) do update set ${setExcluded(['page_group', 'label', 'url', 'parents'])}`.execute(trx);
  }
  const terms = [...new Map(catalog.searchTerms.map((term) => [fold(term.en).trim(), term])).entries()];
  for (const batch of batches(terms, 5000)) {
    const columns: BulkColumn[] = [
      { name: 'key', type: 'text', values: batch.map(([key]) => key) },
      { name: 'text', type: 'jsonb', values: batch.map(([, term]) => json(term)) },
    ];
    await sql`insert into catalog_search_term (${columnList(columns)}) ${unnestRows(columns)}
      on conflict (key) do update set text = excluded.text`.execute(trx);
  }
}

// -----------------------------------------------------------------------------------------------------------------
// Derived tables

/** The listing scope of a segment (-1 for her, -2 for him), as SQL. */
export function segmentScope(segment: ReturnType<typeof sql.ref>) {
  return sql<number>`(case ${segment} when 'for-her' then ${sql.lit(SEGMENT_SCOPE['for-her'])} else ${sql.lit(SEGMENT_SCOPE['for-him'])} end)`;
}

/**
 * The sizes with stock at a distribution centre of each product in `products` (a query answering `sku`), ascending by
 * size num, as rows (sku, nums). Products without any are absent.
 */
function inStockSizes(products: RawBuilder<unknown>) {
  return sql`
    select v.product_sku as sku, array_agg(distinct v.size_num order by v.size_num) as nums
    from catalog_variant v
    join commerce_stock st on st.sku = v.sku and st.qty > 0
    join commerce_stock_location l on l.code = st.location_code and l.kind = 'dc'
    where v.product_sku in (${products})
    group by v.product_sku`;
}

/**
 * The search rows of each product, one per language: filter and sort columns, the name and a search document. A
 * document holds the name stemmed and as typed, brand, SKU and model code (weight A), the category names with
 * ancestors (B) and the colour (C), all folded (lower case, no accents).
 */
async function writeSearchRows(trx: Transaction<Database>, skus: readonly string[]): Promise<void> {
  const text = (column: string) => sql`(${sql.ref(column)} ->> l.language)`;
  const languages = sql.join(
    LANGUAGES.map((language) => sql`(${sql.lit(language)}, ${sql.lit(TEXT_SEARCH_CONFIG[language])}::regconfig)`),
  );
  const columns = [
    'language',
    'sku',
    'segment',
    'brand_id',
    'color_id',
    'category_nums',
    'size_nums',
    'is_new',
    'release_date',
    'popularity',
    'price_eur',
    'regular_eur',
    'price_gbp',
    'regular_gbp',
    'name',
    'doc',
  ];
  // The category and colour parts of the documents are the same for every product with the same categories or
  // colour: made once per distinct set and language, then joined.
  await sql`
    insert into catalog_search (${sql.join(columns.map((column) => sql.ref(column)))})
    with products as (
      select * from catalog_product where sku = any(${[...skus]}::text[])
    ),
    sizes as (${inStockSizes(sql`select sku from products`)}),
    category_sets as (
      select p.category_ids, array_agg(distinct ancestor.num order by ancestor.num) as nums,
             array_agg(ancestor.name) as names
      from (select distinct category_ids from products) as p
      join catalog_category direct on direct.id = any(p.category_ids)
      join catalog_category ancestor on ancestor.num = any(direct.path)
      group by p.category_ids
    ),
    languages as (select * from (values ${languages}) as l (language, config)),
    category_documents as (
      select c.category_ids, c.nums, l.language,
             setweight(to_tsvector(l.config, catalog_fold(
               (select string_agg(name ->> l.language, ' ') from unnest(c.names) as name))), 'B') as doc
      from category_sets c cross join languages l
    ),
    color_documents as (
      select c.id, l.language, c.name ->> l.language as name,
             setweight(to_tsvector(l.config, catalog_fold(c.name ->> l.language)), 'C') as doc
      from catalog_color c cross join languages l
      where c.id in (select color_id from products)
    )
    select l.language, p.sku, p.segment, p.brand_id, p.color_id, coalesce(categories.nums, '{}'),
           coalesce(sizes.nums, '{}'), p.is_new, p.release_date, p.popularity,
           eur.price_minor, eur.regular_price_minor, gbp.price_minor, gbp.regular_price_minor,
           ${text('p.name')},
           setweight(to_tsvector(l.config, folded.name), 'A')
           || setweight(to_tsvector('simple', concat_ws(' ', folded.name, brands.name, p.sku, model.parts)), 'A')
           || coalesce(categories.doc, '') || colors.doc
    from products p
    cross join languages l
    cross join lateral (select catalog_fold(${text('p.name')}) as name) as folded
    cross join lateral (select lower(concat_ws(' ', replace(p.sku, '.', ' '), p.model_code)) as parts) as model
    join (select id, catalog_fold(name) as name from catalog_brand) as brands on brands.id = p.brand_id
    join color_documents colors on colors.id = p.color_id and colors.language = l.language
    join catalog_price eur on eur.sku = p.sku and eur.currency = 'EUR'
    join catalog_price gbp on gbp.sku = p.sku and gbp.currency = 'GBP'
    left join sizes on sizes.sku = p.sku
    left join category_documents categories on categories.category_ids = p.category_ids and categories.language = l.language
    on conflict (language, sku) do update set ${setExcluded(columns.slice(2))}`.execute(trx);
}

const LISTING_COLUMNS = ['popularity', 'release_date', 'price_eur', 'price_gbp', 'discount_eur', 'discount_gbp'];

/** The listing rows of each product: one per category, ancestors included. */
async function writeListingRows(trx: Transaction<Database>, skus: readonly string[]): Promise<void> {
  await sql`delete from catalog_listing where sku = any(${[...skus]}::text[])`.execute(trx);
  const names = LANGUAGES.map((language) => `name_${language}`);
  await sql`
    insert into catalog_listing (scope, sku, ${sql.join([...LISTING_COLUMNS, ...names].map((column) => sql.ref(column)))})
    select scope, s.sku, ${sql.join(LISTING_COLUMNS.map((column) => sql.ref(`s.${column}`)))},
           ${sql.join(LANGUAGES.map((language) => sql`p.name ->> ${sql.lit(language)}`))}
    from catalog_search s
    join catalog_product p on p.sku = s.sku
    cross join unnest(s.category_nums) as scope
    where s.language = 'en' and s.sku = any(${[...skus]}::text[])`.execute(trx);
}

/**
 * Facet counts and figures of every scope (each category, each segment, the whole catalogue), so a listing filtered
 * by one category or segment alone answers its facets from a few rows: brands, colours and in-stock sizes per scope;
 * for the category facet, each category counted in its parent's scope (roots in the whole catalogue's and their
 * segment's).
 */
async function rebuildScopeFacets(trx: Transaction<Database>): Promise<void> {
  // Any language's rows hold the same filter columns: count English ones.
  const scopes = sql`unnest(s.category_nums || array[${sql.lit(0)}, ${segmentScope(sql.ref('s.segment'))}])`;
  await sql`delete from catalog_facet_count`.execute(trx);
  await sql`
    insert into catalog_facet_count (scope, facet, value, count)
    select scope, 'brand', s.brand_id, count(*) from (select * from catalog_search where language = 'en') as s cross join ${scopes} as scope
    group by scope, s.brand_id
    union all
    select scope, 'color', s.color_id, count(*) from (select * from catalog_search where language = 'en') as s cross join ${scopes} as scope
    group by scope, s.color_id
    union all
    select scope, 'size', size, count(*) from (select * from catalog_search where language = 'en') as s cross join ${scopes} as scope
    cross join unnest(s.size_nums) as size
    group by scope, size
    union all
    select coalesce(c.parent_num, 0), 'category', c.num, count(*)
    from (select * from catalog_search where language = 'en') as s cross join unnest(s.category_nums) as category_num
    join catalog_category c on c.num = category_num
    group by coalesce(c.parent_num, 0), c.num
    union all
    select ${segmentScope(sql.ref('s.segment'))}, 'category', c.num, count(*)
    from (select * from catalog_search where language = 'en') as s cross join unnest(s.category_nums) as category_num
    join catalog_category c on c.num = category_num
    where c.parent_num is null
    group by 1, c.num`.execute(trx);

  await sql`delete from catalog_scope_stats`.execute(trx);
  await sql`
    insert into catalog_scope_stats
      (scope, product_count, new_count, sale_count_eur, sale_count_gbp,
       price_min_eur, price_max_eur, price_min_gbp, price_max_gbp)
    select scope, count(*), count(*) filter (where s.is_new),
           count(*) filter (where s.is_sale_eur), count(*) filter (where s.is_sale_gbp),
           min(s.price_eur), max(s.price_eur), min(s.price_gbp), max(s.price_gbp)
    from (select * from catalog_search where language = 'en') as s cross join ${scopes} as scope
    group by scope`.execute(trx);
}

/** URL-search entries per language: every category (page group Category) and every imported page. */
async function rebuildUrlEntries(trx: Transaction<Database>): Promise<void> {
  await sql`delete from catalog_url_entry`.execute(trx);
  await sql`
    insert into catalog_url_entry (language, url, label, page_group, parents, rank, tree_order, folded, doc)
    select language, url, label, page_group, parents, rank, tree_order, catalog_fold(label),
           setweight(to_tsvector('simple', catalog_fold(label)), 'A')
           || setweight(to_tsvector('simple', catalog_fold(array_to_string(parents, ' '))), 'B')
    from (
      select language, c.url ->> language as url, c.name ->> language as label, 'Category' as page_group,
             array(
               select ancestor.name ->> language
               from unnest(c.path[1:cardinality(c.path) - 1]) with ordinality as up (num, depth)
               join catalog_category ancestor on ancestor.num = up.num
               order by up.depth
             ) as parents,
             c.level as rank,
             array(
               select ancestor.position
               from unnest(c.path) with ordinality as up (num, depth)
               join catalog_category ancestor on ancestor.num = up.num
               order by up.depth
             ) as tree_order
      from catalog_category c cross join unnest(array['en', 'nl', 'de', 'fr']) as language
      union all
      select language, p.url ->> language, p.label ->> language, p.page_group,
             array(select parent ->> language from jsonb_array_elements(p.parents) with ordinality as up (parent, depth)
                   order by up.depth),
             100, array[p.id]
      from catalog_page p cross join unnest(array['en', 'nl', 'de', 'fr']) as language
    ) as entries`.execute(trx);
}

/**
 * Suggestions per language, distinct by folded text: search terms (rank 4), brands (3), category names (2) and
 * product names (1); weight is how many of them share the text. Then the vocabulary: every word of those, of the
 * colours and of the URL entries, with how often it occurs.
 */
async function rebuildSuggestions(trx: Transaction<Database>): Promise<void> {
  await sql`delete from catalog_suggestion`.execute(trx);
  await sql`
    insert into catalog_suggestion (language, text, folded, rank, weight, doc)
    select language, min(text), folded, max(rank), count(*), to_tsvector('simple', folded)
    from (
      select language, text, catalog_fold(text) as folded, rank
      from (
        select language, t.text ->> language as text, 4 as rank
        from catalog_search_term t cross join unnest(array['en', 'nl', 'de', 'fr']) as language
        union all
        select language, b.name, 3 from catalog_brand b cross join unnest(array['en', 'nl', 'de', 'fr']) as language
        union all
        select language, c.name ->> language, 2
        from catalog_category c cross join unnest(array['en', 'nl', 'de', 'fr']) as language
        union all
        select language, p.name ->> language, 1
        from catalog_product p cross join unnest(array['en', 'nl', 'de', 'fr']) as language
      ) as texts
    ) as folded_texts
    where folded <> ''
    group by language, folded`.execute(trx);

  await sql`delete from catalog_term`.execute(trx);
  await sql`
    insert into catalog_term (language, term, frequency)
    select language, term, count(*)
    from (
      select language, folded from catalog_suggestion
      union all
      select language, catalog_fold(c.name ->> language)
      from catalog_color c cross join unnest(array['en', 'nl', 'de', 'fr']) as language
      union all
      select language, folded from catalog_url_entry
    ) as texts
    cross join regexp_split_to_table(texts.folded, '[^[:alnum:]]+') as term
    where length(term) >= 2
    group by language, term`.execute(trx);
}
