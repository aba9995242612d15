import type { Database } from '@shop/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Facets, FacetValue, IndexView, ProductFilters, SortOption } from './model';
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

const currencySuffix = (view: IndexView) => view.currency.toLowerCase() as 'eur' | 'gbp';

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

// -----------------------------------------------------------------------------------------------------------------
// Facets

type Output = 'total' | 'category' | 'brands' | 'colors' | 'sizes' | 'price' | 'sale' | 'new';

/** The filter each facet leaves out when it is counted (its own); the total and the category facet use them all. */
const OWN_FILTER: Record<Output, FilterKey | null> = {
  total: null,
  category: null,
  brands: 'brands',
  colors: 'colors',
  sizes: 'sizes',
  price: 'price',
  sale: 'sale',
  new: 'new',
};

interface FacetRow {
  facet: 'total' | 'category' | 'brand' | 'color' | 'size' | 'priceMin' | 'priceMax' | 'sale' | 'new';
  value: string | null;
  label: string | null;
  count: number | null;
  position: number;
}

/** Counts the facets and the total of a search: one query per distinct set of filters the facets need. */
export async function facetsOf(
  db: Kysely<Database>,
  plan: SearchPlan,
): Promise<{ facets: Facets; totalCount: number }> {
  const groups = new Map<string, { keys: Set<FilterKey>; outputs: Output[] }>();
  for (const output of Object.keys(OWN_FILTER) as Output[]) {
    const own = OWN_FILTER[output];
    const keys = new Set([...plan.active].filter((key) => key !== own));
    const signature = [...keys].sort().join(',');
    const group = groups.get(signature) ?? { keys, outputs: [] };
    group.outputs.push(output);
    groups.set(signature, group);
  }
  const results = await Promise.all(
    [...groups.values()].map(({ keys, outputs }) => {
      const scope = scopeOf(plan, keys);
      return scope !== null ? countedFacets(db, plan, scope, outputs) : liveFacets(db, plan, keys, outputs);
    }),
  );
  return assembleFacets(results.flat());
}

/** Facets of a scope, counted in advance. */
async function countedFacets(
  db: Kysely<Database>,
  plan: SearchPlan,
  scope: number,
  outputs: readonly Output[],
): Promise<FacetRow[]> {
  const language = sql.lit(plan.view.language);
  const currency = currencySuffix(plan.view);
  const facets = outputs.flatMap((output) => {
    if (output === 'brands') return ['brand'];
    if (output === 'colors') return ['color'];
    if (output === 'sizes') return ['size'];
    if (output === 'category') return ['category'];
    return [];
  });
  const scalars = outputs.filter((output) => ['total', 'price', 'sale', 'new'].includes(output));
  const parts: RawBuilder<unknown>[] = [];
  if (facets.length > 0) {
    parts.push(sql`
      select f.facet,
             coalesce(b.slug, c.name ->> ${language}, z.label, k.id) as value,
             coalesce(b.name, c.name ->> ${language}, z.label, k.name ->> ${language}) as label,
             f.count, coalesce(z.position, k.position, 0) as position
      from catalog_facet_count f
      left join catalog_brand b on f.facet = 'brand' and b.id = f.value
      left join catalog_color c on f.facet = 'color' and c.id = f.value
      left join catalog_size z on f.facet = 'size' and z.num = f.value
      left join catalog_category k on f.facet = 'category' and k.num = f.value
      where f.scope = ${scope}::integer and f.facet = any(${facets}::text[]) and f.count > 0`);
  }
  if (scalars.length > 0) {
    parts.push(sql`
      select x.facet, null as value, null as label, x.count, 0 as position
      from catalog_scope_stats st
      cross join lateral (values
        ('total', st.product_count),
        ('priceMin', ${sql.ref(`st.price_min_${currency}`)}),
        ('priceMax', ${sql.ref(`st.price_max_${currency}`)}),
        ('sale', ${sql.ref(`st.sale_count_${currency}`)}),
        ('new', st.new_count)
      ) as x (facet, count)
      where st.scope = ${scope}::integer`);
  }
  const { rows } = await sql<FacetRow>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}

/** Facets counted on the matching rows, collected once (a materialized CTE) and grouped per facet. */
async function liveFacets(
  db: Kysely<Database>,
  plan: SearchPlan,
  keys: ReadonlySet<FilterKey>,
  outputs: readonly Output[],
): Promise<FacetRow[]> {
  const language = sql.lit(plan.view.language);
  const currency = currencySuffix(plan.view);
  const parts: RawBuilder<unknown>[] = [];
  if (outputs.includes('brands')) {
    parts.push(sql`
      select 'brand' as facet, b.slug as value, b.name as label, count(*)::integer as count, 0 as position
      from matches m join catalog_brand b on b.id = m.brand_id group by b.slug, b.name`);
  }
  if (outputs.includes('colors')) {
    parts.push(sql`
      select 'color' as facet, c.name ->> ${language} as value, c.name ->> ${language} as label,
             count(*)::integer as count, 0 as position
      from matches m join catalog_color c on c.id = m.color_id group by c.name ->> ${language}`);
  }
  if (outputs.includes('sizes')) {
    parts.push(sql`
      select 'size' as facet, z.label as value, z.label as label, count(*)::integer as count, z.position
      from matches m cross join unnest(m.size_nums) as size_num join catalog_size z on z.num = size_num
      group by z.label, z.position`);
  }
  if (outputs.includes('category')) {
    const children =
      plan.categoryNum !== undefined && keys.has('category')
        ? sql`k.parent_num = ${plan.categoryNum}::integer`
        : sql`k.parent_num is null`;
    parts.push(sql`
      select 'category' as facet, k.id as value, k.name ->> ${language} as label, count(*)::integer as count,
             k.position
      from matches m cross join unnest(m.category_nums) as category_num join catalog_category k on k.num = category_num
      where ${children}
      group by k.id, k.name ->> ${language}, k.position`);
  }
  const scalars: RawBuilder<unknown>[] = [];
  if (outputs.includes('total')) scalars.push(sql`('total', a.total)`);
  if (outputs.includes('price')) scalars.push(sql`('priceMin', a.price_min)`, sql`('priceMax', a.price_max)`);
  if (outputs.includes('sale')) scalars.push(sql`('sale', a.sale)`);
  if (outputs.includes('new')) scalars.push(sql`('new', a.new)`);
  if (scalars.length > 0) {
    parts.push(sql`
      select x.facet, null as value, null as label, x.count, 0 as position
      from (select count(*)::integer as total, min(price) as price_min, max(price) as price_max,
                   (count(*) filter (where sale))::integer as sale, (count(*) filter (where is_new))::integer as new
            from matches) as a
      cross join lateral (values ${sql.join(scalars)}) as x (facet, count)`);
  }
  const { rows } = await sql<FacetRow>`
    with matches as materialized (
      select s.brand_id, s.color_id, s.size_nums, s.category_nums, s.is_new,
             ${sql.ref(`s.price_${currency}`)} as price, ${sql.ref(`s.is_sale_${currency}`)} as sale
      from catalog_search s ${whereClause(conditions(plan, keys))}
    )
    ${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}

function assembleFacets(rows: readonly FacetRow[]): { facets: Facets; totalCount: number } {
  const values = (facet: FacetRow['facet']) => {
    const merged = new Map<string, FacetValue & { position: number }>();
    for (const row of rows) {
      if (row.facet !== facet || row.value === null || !row.count) continue;
      const existing = merged.get(row.value);
      if (existing) existing.count += row.count;
      else
        merged.set(row.value, {
          value: row.value,
          label: row.label ?? row.value,
          count: row.count,
          position: row.position,
        });
    }
    return [...merged.values()];
  };
  const scalar = (facet: FacetRow['facet']) => rows.find((row) => row.facet === facet)?.count ?? null;
  const strip = (list: (FacetValue & { position: number })[]): FacetValue[] =>
    list.map(({ value, label, count }) => ({ value, label, count }));
  const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label);

  const priceMin = scalar('priceMin');
  const priceMax = scalar('priceMax');
  return {
    totalCount: scalar('total') ?? 0,
    facets: {
      categories: strip(values('category').sort((a, b) => a.position - b.position || byLabel(a, b))),
      brands: strip(values('brand').sort(byLabel)),
      colors: strip(values('color').sort((a, b) => b.count - a.count || byLabel(a, b))),
      sizes: strip(values('size').sort((a, b) => a.position - b.position || byLabel(a, b))),
      priceRange: priceMin !== null && priceMax !== null ? { min: priceMin, max: priceMax } : null,
      saleCount: scalar('sale') ?? 0,
      newCount: scalar('new') ?? 0,
    },
  };
}
