// Facets of a search: disjunctive counts (each facet with every filter but its own), read from the counts made in
// advance when a facet's filters come down to one scope, else counted on the matching rows.
import type { Database } from '@shop/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Facets, FacetValue } from './model';
import { conditions, currencySuffix, type FilterKey, type SearchPlan, scopeOf, whereClause } from './search';

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
