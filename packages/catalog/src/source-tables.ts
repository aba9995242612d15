// The catalogue's source tables, written from an import: brands, categories, size tables, colours and sizes,
// products with their variants, prices and relations, pages and search terms (added or replaced by their keys).
import type { Database } from '@shop/db';
import { LANGUAGES } from '@shop/i18n';
import { sql, type Transaction } from 'kysely';
import { type BulkColumn, batches, columnList, setExcluded, unnestRows } from './bulk';
import type { CatalogImport, Localized, ProductImport } from './import';
import { fold } from './text';

const json = (value: unknown) => JSON.stringify(value);

export async function writeBrands(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
  for (const batch of batches(catalog.brands, 5000)) {
    const columns: BulkColumn[] = [
      { name: 'slug', type: 'text', values: batch.map((brand) => brand.slug) },
      { name: 'name', type: 'text', values: batch.map((brand) => brand.name) },
    ];
    await sql`insert into catalog_brand (${columnList(columns)}) ${unnestRows(columns)}
      on conflict (slug) do update set name = excluded.name`.execute(trx);
  }
}

export async function writeCategories(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
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

export async function writeSizeTables(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
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

export interface Keys {
  brandIds: Map<string, number>;
  colorIds: Map<string, number>;
  sizeNums: Map<string, number>;
}

const localizedKey = (text: Localized) => LANGUAGES.map((language) => text[language]).join('\u0000');

/** Adds the colours and sizes the products use, and answers the surrogate keys of brands, colours and sizes. */
export async function writeColorsAndSizes(
  trx: Transaction<Database>,
  products: readonly ProductImport[],
): Promise<Keys> {
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

export async function writeProducts(
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

export async function writeVariants(
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

export async function writePricesAndRelations(
  trx: Transaction<Database>,
  products: readonly ProductImport[],
): Promise<void> {
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

export async function writePagesAndSearchTerms(trx: Transaction<Database>, catalog: CatalogImport): Promise<void> {
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
