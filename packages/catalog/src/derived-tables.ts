// The tables derived from the source tables for searching and listing: search and listing rows per product, and,
// from the whole stored catalogue, facet counts, URL-search entries, suggestions and the search vocabulary.
import type { Database } from '@shop/db';
import { LANGUAGES } from '@shop/i18n';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { setExcluded } from './bulk';
import { SEGMENT_SCOPE, TEXT_SEARCH_CONFIG } from './text';

/** The listing scope of a segment (-1 for her, -2 for him), as SQL. */
export function segmentScope(segment: ReturnType<typeof sql.ref>) {
  return sql<number>`(case ${segment} when 'for-her' then ${sql.lit(SEGMENT_SCOPE['for-her'])} else ${sql.lit(SEGMENT_SCOPE['for-him'])} end)`;
}

/**
 * The sizes with stock at a distribution centre of each product in `products` (a query answering `sku`), ascending by
 * size num, as rows (sku, nums). Products without any are absent.
 */
export function inStockSizes(products: RawBuilder<unknown>) {
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
export async function writeSearchRows(trx: Transaction<Database>, skus: readonly string[]): Promise<void> {
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
  // colour: made once per distinct set and language, then joined. Materialized, so a nested-loop plan (which a
  // planner picks on misjudged row counts) rescans the made documents instead of making them again per product.
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
    category_documents as materialized (
      select c.category_ids, c.nums, l.language,
             setweight(to_tsvector(l.config, catalog_fold(
               (select string_agg(name ->> l.language, ' ') from unnest(c.names) as name))), 'B') as doc
      from category_sets c cross join languages l
    ),
    color_documents as materialized (
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
export async function writeListingRows(trx: Transaction<Database>, skus: readonly string[]): Promise<void> {
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
export async function rebuildScopeFacets(trx: Transaction<Database>): Promise<void> {
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
export async function rebuildUrlEntries(trx: Transaction<Database>): Promise<void> {
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
export async function rebuildSuggestions(trx: Transaction<Database>): Promise<void> {
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
