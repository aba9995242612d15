import type { Database } from '@shop/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { IndexView, ProductFilters, SortOption } from './model';
import { ALL_SCOPE, SEGMENT_SCOPE } from './text';
import type { TextQuery } from './text-query';

/*
 * Search, listing and facets over the derived tables:
 *
 * - A listing filtered by one category alone (the category pages) reads `catalog_listing`, where each sort has an
 *   index per category (a page is an index range). Its facets, and those of a listing by one segment or of the whole
 *   catalogue, come from `catalog_facet_count` and `catalog_scope_stats`, counted in advance.
 * - Anything else (free text, or more filters) reads the view language's partition of `catalog_search`: GIN indexes
 *   for text, categories and sizes, btree for brand and sorts, and counts its facets on the matching rows.
 *
 * Facets are disjunctive: each facet is counted with all filters except its own, so choosing a brand keeps the other
 * brands' counts. A facet whose filters come down to one category or segment is read from the counts in advance even
 * when other filters are set. The category facet drills down instead: the children of the chosen category (the
 * roots without one), counted with all filters.
 */

export type FilterKey = 'category' | 'segment' | 'brands' | 'colors' | 'sizes' | 'price' | 'sale' | 'new';

/** A search ready to run: the text query, the filters in use and the chosen category's num. */
export interface SearchPlan {
  view: IndexView;
  text: TextQuery | null;
  filters: ProductFilters;
  active: ReadonlySet<FilterKey>;
  /** The num of `filters.categoryId`, when set and known. */
  categoryNum: number | undefined;
}

/** The filters as the queries take them: lists without blanks and repeats, whole minor units, unusable values dropped. */
export function normalizeFilters(filters: ProductFilters): ProductFilters {
  const list = (values: readonly string[] | undefined) =>
    values ? [...new Set(values.filter((value) => typeof value === 'string' && value !== ''))] : undefined;
  const amount = (value: number | undefined, round: (value: number) => number) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.max(0, round(value)) : undefined;
  return {
    categoryId: filters.categoryId || undefined,
    segment: filters.segment === 'for-her' || filters.segment === 'for-him' ? filters.segment : undefined,
    brands: list(filters.brands),
    colors: list(filters.colors),
    sizes: list(filters.sizes),
    priceMin: amount(filters.priceMin, Math.ceil),
    priceMax: amount(filters.priceMax, Math.floor),
    sale: typeof filters.sale === 'boolean' ? filters.sale : undefined,
    isNew: typeof filters.isNew === 'boolean' ? filters.isNew : undefined,
  };
}

/** Which filters a search sets (an empty list sets none). */
export function activeFilters(filters: ProductFilters): Set<FilterKey> {
  const active = new Set<FilterKey>();
  if (filters.categoryId) active.add('category');
  if (filters.segment) active.add('segment');
  if (filters.brands?.length) active.add('brands');
  if (filters.colors?.length) active.add('colors');
  if (filters.sizes?.length) active.add('sizes');
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) active.add('price');
  if (filters.sale !== undefined) active.add('sale');
  if (filters.isNew !== undefined) active.add('new');
  return active;
}

/** The scope whose counts in advance answer these filters (no text; one category, one segment or none), or null. */
export function scopeOf(plan: SearchPlan, keys: ReadonlySet<FilterKey>): number | null {
  if (plan.text) return null;
  if (keys.size === 0) return ALL_SCOPE;
  if (keys.size > 1) return null;
  if (keys.has('category') && plan.categoryNum !== undefined) return plan.categoryNum;
  if (keys.has('segment') && plan.filters.segment) return SEGMENT_SCOPE[plan.filters.segment];
  return null;
}

export const currencySuffix = (view: IndexView) => view.currency.toLowerCase() as 'eur' | 'gbp';

/** The SQL conditions on `catalog_search as s` for these filters (and the text, when there is one). */
export function conditions(plan: SearchPlan, keys: ReadonlySet<FilterKey>): RawBuilder<boolean>[] {
  const { filters, view } = plan;
  const currency = currencySuffix(view);
  // The language as a literal: the planner then reads that one partition.
  const where: RawBuilder<boolean>[] = [sql<boolean>`s.language = ${sql.lit(view.language)}`];
  if (plan.text) where.push(sql<boolean>`s.doc @@ ${plan.text.match}`);
  if (keys.has('category')) where.push(sql<boolean>`s.category_nums @> array[${plan.categoryNum ?? -999}::integer]`);
  if (keys.has('segment')) where.push(sql<boolean>`s.segment = ${filters.segment}`);
  if (keys.has('brands')) {
    where.push(sql<boolean>`s.brand_id in (select id from catalog_brand where slug = any(${filters.brands}::text[]))`);
  }
  if (keys.has('colors')) {
    where.push(
      sql<boolean>`s.color_id in (select id from catalog_color where name ->> ${sql.lit(view.language)} = any(${filters.colors}::text[]))`,
    );
  }
  if (keys.has('sizes')) {
    where.push(
      sql<boolean>`s.size_nums && array(select num from catalog_size where label = any(${filters.sizes}::text[]))`,
    );
  }
  if (keys.has('price')) {
    const price = sql.ref(`s.price_${currency}`);
    if (filters.priceMin !== undefined) where.push(sql<boolean>`${price} >= ${filters.priceMin}::integer`);
    if (filters.priceMax !== undefined) where.push(sql<boolean>`${price} <= ${filters.priceMax}::integer`);
  }
  if (keys.has('sale')) {
    where.push(
      filters.sale
        ? sql<boolean>`${sql.ref(`s.is_sale_${currency}`)}`
        : sql<boolean>`not ${sql.ref(`s.is_sale_${currency}`)}`,
    );
  }
  if (keys.has('new')) where.push(filters.isNew ? sql<boolean>`s.is_new` : sql<boolean>`not s.is_new`);
  return where;
}

export function whereClause(where: readonly RawBuilder<boolean>[]): RawBuilder<unknown> {
  return where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

/**
 * ORDER BY for a sort, on `catalog_search` or `catalog_listing` (the same column names, but for the name). Ties end on
 * the SKU, in the sort's direction for the descending mirrors of name and price (so one index serves both).
 * `relevance` puts better text matches first (the recommended sort of a text search).
 */
export function orderBy(
  sort: SortOption,
  view: IndexView,
  relevance: boolean,
  table: 'catalog_search' | 'catalog_listing',
): RawBuilder<unknown> {
  const currency = currencySuffix(view);
  const name = sql.ref(table === 'catalog_listing' ? `name_${view.language}` : 'name');
  const price = sql.ref(`price_${currency}`);
  switch (sort) {
    case 'new':
      return sql`release_date desc, sku`;
    case 'sale':
      return sql`${sql.ref(`discount_${currency}`)} desc, sku`;
    case 'name-asc':
      return sql`${name}, sku`;
    case 'name-desc':
      return sql`${name} desc, sku desc`;
    case 'price-asc':
      return sql`${price}, sku`;
    case 'price-desc':
      return sql`${price} desc, sku desc`;
    default:
      return relevance
        ? sql`in_name desc, exact desc, popularity desc, release_date desc, sku`
        : sql`popularity desc, release_date desc, sku`;
  }
}

/** The columns the sorts read, for a materialized set of matches. */
function sortColumns(plan: SearchPlan, relevance: boolean): RawBuilder<unknown> {
  const currency = currencySuffix(plan.view);
  const columns = [
    sql`s.sku`,
    sql`s.popularity`,
    sql`s.release_date`,
    sql.ref(`s.discount_${currency}`),
    sql.ref(`s.price_${currency}`),
    sql`s.name`,
  ];
  if (relevance && plan.text) {
    // Without alternatives, every match is an exact one: no need to ask.
    const hasAlternatives = plan.text.words.some((word) => word.alternatives.length > 0);
    columns.push(
      sql`s.doc @@ ${plan.text.exactInName} as in_name`,
      hasAlternatives ? sql`s.doc @@ ${plan.text.exact} as exact` : sql`true as exact`,
    );
  }
  return sql.join(columns);
}

export interface Page {
  skus: string[];
  /** Set when the page's query counted the matches too. */
  totalCount?: number;
}

/** The largest OFFSET PostgreSQL's integer takes with a page of up to 100 rows; no catalogue comes near it. */
const MAX_SQL_OFFSET = 2_147_483_647 - 100;

/**
 * The SKUs of one page. A listing of one category reads its index range; a text search first collects its matches
 * (through the GIN index: the planner cannot know how many words like `sne*` match, and would otherwise walk a sort
 * index past every product for a rare word), then sorts them; other searches leave the plan to PostgreSQL.
 */
export async function pageSkus(
  db: Kysely<Database>,
  plan: SearchPlan,
  sort: SortOption,
  limit: number,
  offset: number,
  withCount = false,
): Promise<Page> {
  // A page beyond any catalogue (page 2 147 483 647) is empty, not an integer overflow in SQL.
  offset = Math.min(offset, MAX_SQL_OFFSET);
  const scope = scopeOf(plan, plan.active);
  if (scope !== null && scope > 0 && !withCount) {
    const { rows } = await sql<{ sku: string }>`
      select sku from catalog_listing where scope = ${scope}::integer
      order by ${orderBy(sort, plan.view, false, 'catalog_listing')} limit ${limit}::integer offset ${offset}::integer`.execute(
      db,
    );
    return { skus: rows.map((row) => row.sku) };
  }
  const where = whereClause(conditions(plan, plan.active));
  if (plan.text || withCount) {
    const relevance = sort === 'recommended' && plan.text !== null;
    const { rows } = await sql<{ sku: string; total: number }>`
      with matches as materialized (select ${sortColumns(plan, relevance)} from catalog_search s ${where})
      select sku, (select count(*) from matches)::integer as total from matches
      order by ${orderBy(sort, plan.view, relevance, 'catalog_search')} limit ${limit}::integer offset ${offset}::integer`.execute(
      db,
    );
    const total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, plan) : 0);
    return { skus: rows.map((row) => row.sku), totalCount: total };
  }
  const { rows } = await sql<{ sku: string }>`
    select s.sku from catalog_search s ${where}
    order by ${orderBy(sort, plan.view, false, 'catalog_search')} limit ${limit}::integer offset ${offset}::integer`.execute(
    db,
  );
  return { skus: rows.map((row) => row.sku) };
}

async function countMatches(db: Kysely<Database>, plan: SearchPlan): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*)::integer as total from catalog_search s ${whereClause(conditions(plan, plan.active))}`.execute(db);
  return rows[0]?.total ?? 0;
}
