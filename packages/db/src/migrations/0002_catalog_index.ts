import { type Kysely, sql } from 'kysely';

/**
 * The catalog's embedded product index: everything a `CatalogImport` holds (brands, categories, size tables,
 * products with variants, relations and prices, URL-search pages, search terms), plus the tables the index derives
 * from them for fast search, listing and facets. Replaces the two catalog tables of 0001 (nothing was in
 * production); commerce's stock tables stay as they are.
 *
 * Source tables (written by `indexCatalog` from the import):
 *   catalog_brand, catalog_category, catalog_color, catalog_size, catalog_size_table, catalog_product,
 *   catalog_variant, catalog_price, catalog_relation, catalog_page, catalog_search_term
 * Derived tables (rebuilt by `indexCatalog`, stock-dependent parts kept current by `refreshStock`):
 *   catalog_search        one row per product and language (partitioned by language): filter and sort columns, name,
 *                         search document
 *   catalog_listing       one row per product and category (ancestors included) with the sort keys, so a page of a
 *                         category is an index range scan
 *   catalog_facet_count   facet counts per scope (a category; 0 the whole catalogue; -1, -2 a segment): brand,
 *                         colour, in-stock size, child category
 *   catalog_scope_stats   product count, price range, sale and new counts per scope
 *   catalog_url_entry     URL-search entries (categories and pages) per language
 *   catalog_suggestion    suggestion phrases (product names, category names, brands, search terms) per language
 *   catalog_term          the words of those texts per language (prefix, compound and typo expansion)
 *
 * No foreign keys between the catalog tables: they are one writer's derived copy of a product-information system
 * (like a search engine's index), `indexCatalog` keeps them consistent, and a foreign key costs a trigger per row
 * (it doubled the time to write a million variant rows on PGlite).
 *
 * Names sort with the ICU root collation (`und-x-icu`), which orders accented letters with their base letter in all
 * four languages; PGlite and Debian's PostgreSQL packages both have ICU.
 */

const languages = ['en', 'nl', 'de', 'fr'] as const;

/** A jsonb object with a text for each of the shop's languages. */
const localized = (column: string) =>
  sql.raw(`jsonb_typeof(${column}) = 'object' and ${column} ?& array['en', 'nl', 'de', 'fr']`);

const segmentCheck = (column: string) => sql.raw(`${column} in ('for-her', 'for-him')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => statement.execute(db);

  await run(sql`drop table catalog_price`);
  await run(sql`drop table catalog_product`);

  // Lower case without accents: what search texts and queries are compared in. The code's `fold()` mirrors it.
  await run(sql`
    create function catalog_fold(text) returns text
    language sql immutable strict parallel safe
    as $$
      select lower(translate($1,
        'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
        'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'))
    $$`);

  // ---------------------------------------------------------------------------------------------------------------
  // Source tables

  await run(sql`
    create table catalog_brand (
      id integer generated always as identity primary key,
      slug text not null unique,
      name text not null
    )`);

  await run(sql`
    create table catalog_category (
      num integer generated always as identity primary key,
      id text not null unique,
      parent_id text,
      segment text not null check (${segmentCheck('segment')}),
      kind text not null check (kind in ('standard', 'sale', 'new')),
      position integer not null,
      name jsonb not null check (${localized('name')}),
      url_segment jsonb not null check (${localized('url_segment')}),
      -- Derived from the parents by indexCatalog:
      parent_num integer,
      level integer not null default 1,
      path integer[] not null default '{}',
      url jsonb not null default '{}'
    )`);
  for (const language of languages) {
    await run(
      sql`create index ${sql.id(`catalog_category_url_${language}`)} on catalog_category ((url ->> ${sql.lit(language)}))`,
    );
  }
  await run(sql`create index catalog_category_tree on catalog_category (segment, level, position)`);
  await run(sql`create index catalog_category_parent on catalog_category (parent_num, position)`);

  await run(sql`
    create table catalog_color (
      id integer generated always as identity primary key,
      name jsonb not null unique check (${localized('name')})
    )`);

  await run(sql`
    create table catalog_size (
      num integer generated always as identity primary key,
      label text not null unique,
      -- Display order of the size facet (numeric sizes, then letter sizes, then the rest), set by indexCatalog.
      position integer not null default 0
    )`);

  await run(sql`
    create table catalog_size_table (
      id text primary key,
      rows jsonb not null check (jsonb_typeof(rows) = 'array'),
      advice jsonb check (advice is null or (${localized('advice')}))
    )`);

  await run(sql`
    create table catalog_product (
      sku text primary key,
      id text not null unique,
      parent_sku text not null,
      parent_id text not null,
      model_code text not null,
      segment text not null check (${segmentCheck('segment')}),
      brand_id integer not null,
      name jsonb not null check (${localized('name')}),
      description jsonb not null check (${localized('description')}),
      color_id integer not null,
      color_hex text not null,
      release_date date not null,
      coming_soon_date date,
      is_new boolean not null,
      is_one_size boolean not null,
      images text[] not null,
      hover_image text,
      video text,
      marketing_label jsonb check (marketing_label is null or (${localized('marketing_label')})),
      -- Per country, a text per language: {"NL": {"en": ..., "nl": ...}}.
      sale_labels jsonb not null default '{}' check (jsonb_typeof(sale_labels) = 'object'),
      -- The product page's path per language.
      url jsonb not null check (${localized('url')}),
      price_updated_at timestamptz not null,
      popularity double precision not null default 0,
      -- The categories as imported (ancestors implied).
      category_ids text[] not null,
      size_table_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  for (const language of languages) {
    await run(
      sql`create index ${sql.id(`catalog_product_url_${language}`)} on catalog_product ((url ->> ${sql.lit(language)}))`,
    );
  }
  await run(sql`create index catalog_product_release on catalog_product (release_date desc, sku)`);

  await run(sql`
    create table catalog_variant (
      sku text primary key,
      id text not null,
      product_sku text not null,
      legacy_sku text not null,
      size_num integer not null,
      position integer not null,
      delivery_time jsonb check (delivery_time is null or (${localized('delivery_time')}))
    )`);
  await run(sql`create index catalog_variant_product on catalog_variant (product_sku, position)`);
  await run(sql`create index catalog_variant_legacy_sku on catalog_variant (legacy_sku)`);

  // As in 0001 (without the foreign key): prices in integer minor units, one row per product and currency.
  await run(sql`
    create table catalog_price (
      sku text not null,
      currency text not null check (currency in ('EUR', 'GBP')),
      price_minor integer not null check (price_minor >= 0),
      regular_price_minor integer not null check (regular_price_minor >= 0),
      primary key (sku, currency)
    )`);

  await run(sql`
    create table catalog_relation (
      product_sku text not null,
      related_sku text not null,
      type text not null check (type in ('color_relation', 'complementary', 'maintenance')),
      position integer not null,
      primary key (product_sku, type, related_sku)
    )`);

  await run(sql`
    create table catalog_page (
      id integer generated always as identity primary key,
      -- Page group and English path: what an import upserts a page by.
      key text not null unique,
      page_group text not null check (page_group in ('Category', 'Plp', 'Pagina''s')),
      label jsonb not null check (${localized('label')}),
      url jsonb not null check (${localized('url')}),
      parents jsonb not null check (jsonb_typeof(parents) = 'array')
    )`);

  await run(sql`
    create table catalog_search_term (
      id integer generated always as identity primary key,
      -- The folded English text: what an import upserts a term by.
      key text not null unique,
      text jsonb not null check (${localized('text')})
    )`);

  // One row: bumped by every import and stock refresh, so processes that cache what rarely changes (the category
  // tree) see when to read it again.
  await run(sql`
    create table catalog_index_state (
      id boolean primary key default true check (id),
      version integer not null,
      changed_at timestamptz not null
    )`);
  await run(sql`insert into catalog_index_state (version, changed_at) values (0, now())`);

  // ---------------------------------------------------------------------------------------------------------------
  // Derived tables

  // One row per product and language, partitioned by language: a text search reads one language's documents (a
  // quarter of the rows, narrow ones), and filters and facets read the same row, without a join.
  await run(sql`
    create table catalog_search (
      language text not null,
      sku text not null,
      segment text not null,
      brand_id integer not null,
      color_id integer not null,
      -- Every category of the product, ancestors included.
      category_nums integer[] not null,
      -- Sizes with stock at a distribution centre (commerce_stock), kept current by refreshStock().
      size_nums integer[] not null,
      is_new boolean not null,
      release_date date not null,
      popularity double precision not null,
      price_eur integer not null,
      regular_eur integer not null,
      price_gbp integer not null,
      regular_gbp integer not null,
      discount_eur integer not null generated always as
        (case when regular_eur > price_eur then (regular_eur - price_eur) * 100 / regular_eur else 0 end) stored,
      discount_gbp integer not null generated always as
        (case when regular_gbp > price_gbp then (regular_gbp - price_gbp) * 100 / regular_gbp else 0 end) stored,
      is_sale_eur boolean not null generated always as (price_eur < regular_eur) stored,
      is_sale_gbp boolean not null generated always as (price_gbp < regular_gbp) stored,
      name text collate "und-x-icu" not null,
      -- Name, brand, SKU and model code (weight A; the name stemmed and as typed), category names with ancestors (B),
      -- colour (C); folded, with the language's text search configuration.
      doc tsvector not null,
      primary key (language, sku)
    ) partition by list (language)`);
  for (const language of languages) {
    await run(
      sql`create table ${sql.id(`catalog_search_${language}`)} partition of catalog_search for values in (${sql.lit(language)})`,
    );
  }
  await run(sql`create index catalog_search_doc on catalog_search using gin (doc)`);
  await run(sql`create index catalog_search_categories on catalog_search using gin (category_nums)`);
  await run(sql`create index catalog_search_sizes on catalog_search using gin (size_nums)`);
  await run(sql`create index catalog_search_brand on catalog_search (brand_id)`);
  await run(sql`create index catalog_search_recommended on catalog_search (popularity desc, release_date desc, sku)`);
  await run(sql`create index catalog_search_release on catalog_search (release_date desc, sku)`);

  await run(sql`
    create table catalog_listing (
      -- A category's num: every category of the product, ancestors included.
      scope integer not null,
      sku text not null,
      popularity double precision not null,
      release_date date not null,
      price_eur integer not null,
      price_gbp integer not null,
      discount_eur integer not null,
      discount_gbp integer not null,
      name_en text collate "und-x-icu" not null,
      name_nl text collate "und-x-icu" not null,
      name_de text collate "und-x-icu" not null,
      name_fr text collate "und-x-icu" not null,
      primary key (scope, sku)
    )`);
  await run(sql`create index catalog_listing_sku on catalog_listing (sku)`);
  // One index per sort, so a page of a category is read in order: recommended, new, sale and price per currency,
  // name per language. Descending price and name read the ascending index backwards.
  const listingSorts: Record<string, string> = {
    recommended: 'popularity desc, release_date desc, sku',
    new: 'release_date desc, sku',
    sale_eur: 'discount_eur desc, sku',
    sale_gbp: 'discount_gbp desc, sku',
    price_eur: 'price_eur, sku',
    price_gbp: 'price_gbp, sku',
    ...Object.fromEntries(languages.map((language) => [`name_${language}`, `name_${language}, sku`])),
  };
  for (const [name, columns] of Object.entries(listingSorts)) {
    await run(sql`create index ${sql.id(`catalog_listing_${name}`)} on catalog_listing (scope, ${sql.raw(columns)})`);
  }

  await run(sql`
    create table catalog_facet_count (
      scope integer not null,
      facet text not null check (facet in ('brand', 'color', 'size', 'category')),
      value integer not null,
      count integer not null,
      primary key (scope, facet, value)
    )`);

  await run(sql`
    create table catalog_scope_stats (
      scope integer primary key,
      product_count integer not null,
      new_count integer not null,
      sale_count_eur integer not null,
      sale_count_gbp integer not null,
      price_min_eur integer,
      price_max_eur integer,
      price_min_gbp integer,
      price_max_gbp integer
    )`);

  await run(sql`
    create table catalog_url_entry (
      language text not null,
      url text not null,
      label text not null,
      page_group text not null,
      parents text[] not null,
      -- Categories rank by level, pages after them; then in tree order (positions from the root), pages by id.
      rank integer not null,
      tree_order integer[] not null,
      folded text collate "C" not null,
      doc tsvector not null
    )`);
  await run(sql`create index catalog_url_entry_doc on catalog_url_entry using gin (doc)`);

  await run(sql`
    create table catalog_suggestion (
      language text not null,
      text text not null,
      folded text collate "C" not null,
      -- Search terms 4, brands 3, category names 2, product names 1.
      rank integer not null,
      -- How many of them share the text.
      weight integer not null,
      doc tsvector not null,
      primary key (language, folded)
    )`);
  for (const language of languages) {
    await run(
      sql`create index ${sql.id(`catalog_suggestion_doc_${language}`)} on catalog_suggestion using gin (doc) where language = ${sql.lit(language)}`,
    );
  }

  await run(sql`
    create table catalog_term (
      language text not null,
      term text collate "C" not null,
      frequency integer not null,
      primary key (language, term)
    )`);
  await run(sql`create index catalog_term_trigram on catalog_term using gin (term gin_trgm_ops)`);
}
