/**
 * Performance of the embedded index on a synthetic catalogue (100 000 products by default, 6–12 variants each):
 * indexing time, then p50/p95 of quick search, of category listings with facets and of a few heavier searches.
 *
 *   pnpm --filter @shop/catalog bench                          # PGlite (and PostgreSQL when DATABASE_URL is set)
 *   BENCH_PRODUCTS=20000 BENCH_ENGINES=pglite pnpm --filter @shop/catalog bench
 *
 * A vitest file outside the default run (bench/vitest.config.ts), because the packages export TypeScript source.
 */
import type { Database } from '@shop/db';
import { createDatabase, migrateToLatest, openPGlite, type ShopDatabase } from '@shop/db';
import { createTestDatabase, testDatabaseKinds } from '@shop/db/testing';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { batches } from '../src/bulk';
import { indexCatalog } from '../src/index-catalog';
import type { IndexView, ProductSearch, SortOption } from '../src/model';
import { PostgresProductIndex } from '../src/product-index';
import { type SyntheticCatalog, syntheticCatalog } from './synthetic-catalog';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ENGINES = (process.env.BENCH_ENGINES?.split(',') ?? testDatabaseKinds()) as ReturnType<typeof testDatabaseKinds>;
/** PostgreSQL settings for PGlite, e.g. `shared_buffers=512MB` (comma-separated); default: PGlite's own. */
const PGLITE_CONF = process.env.BENCH_PGLITE_CONF?.split(',').filter(Boolean) ?? [];

async function openDatabase(kind: (typeof ENGINES)[number]): Promise<ShopDatabase> {
  if (kind !== 'pglite' || PGLITE_CONF.length === 0) return createTestDatabase(kind);
  const database = await createDatabase({ pglite: openPGlite({ dataDir: 'memory://', postgresqlconf: PGLITE_CONF }) });
  await migrateToLatest(database.db);
  return database;
}

const views: Record<string, IndexView> = {
  en: { language: 'en', currency: 'GBP', country: 'GB' },
  nl: { language: 'nl', currency: 'EUR', country: 'NL' },
  de: { language: 'de', currency: 'EUR', country: 'DE' },
  fr: { language: 'fr', currency: 'EUR', country: 'FR' },
};

/** What shoppers type: prefixes while typing, whole words, two words, typos, brands, models and SKUs. */
function quickSearchQueries(synthetic: SyntheticCatalog): [string, IndexView][] {
  const brand = synthetic.catalog.brands[7]!.name;
  const product = synthetic.catalog.products[4242 % synthetic.catalog.products.length]!;
  const model = product.name.en.split(' ')[0]!;
  const queries: [string, keyof typeof views][] = [
    ['snea', 'en'],
    ['sneakers', 'en'],
    ['boots', 'en'],
    ['leather boots', 'en'],
    ['ankle bo', 'en'],
    ['sneker', 'en'],
    ['lether', 'en'],
    ['black jeans', 'en'],
    [brand.slice(0, 5).toLowerCase(), 'en'],
    [model.toLowerCase(), 'en'],
    [product.sku, 'en'],
    ['laars', 'nl'],
    ['laarzen', 'nl'],
    ['leren tas', 'nl'],
    ['veterschoe', 'nl'],
    ['witte sneakers', 'nl'],
    ['jurk', 'nl'],
    ['stiefel', 'de'],
    ['schuhe', 'de'],
    ['leder sneaker', 'de'],
    ['tasche', 'de'],
    ['bottes', 'fr'],
    ['chaussures', 'fr'],
    ['baskets en cuir', 'fr'],
    ['sac', 'fr'],
  ];
  return queries.map(([text, view]) => [text, views[view]!]);
}

interface Timing {
  label: string;
  milliseconds: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function summary(name: string, timings: readonly Timing[]): string {
  const sorted = timings.map((timing) => timing.milliseconds).sort((a, b) => a - b);
  const slowest = [...timings]
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, 3)
    .map((timing) => `${timing.label} ${timing.milliseconds.toFixed(1)}`)
    .join('; ');
  return `${name.padEnd(34)} n=${String(sorted.length).padEnd(5)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms  max ${sorted.at(-1)?.toFixed(1).padStart(6)} ms  slowest: ${slowest}`;
}

async function time<T>(timings: Timing[], label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const answer = await work();
  timings.push({ label, milliseconds: performance.now() - started });
  return answer;
}

async function loadStock(db: Kysely<Database>, synthetic: SyntheticCatalog) {
  await db
    .insertInto('commerce_stock_location')
    .values([
      { code: 'dc', name: 'Distribution centre', kind: 'dc' },
      { code: 'store', name: 'Store', kind: 'store' },
    ])
    .execute();
  const rows = synthetic.stock.flatMap((entry) => [
    ...(entry.dc > 0 ? [{ sku: entry.sku, location: 'dc', qty: entry.dc }] : []),
    ...(entry.store > 0 ? [{ sku: entry.sku, location: 'store', qty: entry.store }] : []),
  ]);
  for (const batch of batches(rows, 20_000)) {
    await sql`insert into commerce_stock (sku, location_code, qty)
      select * from unnest(${batch.map((row) => row.sku)}::text[], ${batch.map((row) => row.location)}::text[],
                           ${batch.map((row) => row.qty)}::integer[])`.execute(db);
  }
  return rows.length;
}

for (const kind of ENGINES) {
  it(`measures the index on ${PRODUCTS} products (${kind})`, async () => {
    const log = (line: string) => console.log(`[${kind}] ${line}`);
    const generated = performance.now();
    const synthetic = syntheticCatalog(PRODUCTS);
    const variants = synthetic.catalog.products.reduce((sum, product) => sum + product.variants.length, 0);
    log(`generated ${PRODUCTS} products, ${variants} variants in ${Math.round(performance.now() - generated)} ms`);

    const database = await openDatabase(kind);
    const db = database.db;
    if (PGLITE_CONF.length > 0 && kind === 'pglite') {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
      log(`PGlite settings ${PGLITE_CONF.join(', ')}: shared_buffers ${rows[0]?.shared_buffers}`);
    }
    try {
      const stockStarted = performance.now();
      const stockRows = await loadStock(db, synthetic);
      log(`stock: ${stockRows} rows in ${Math.round(performance.now() - stockStarted)} ms`);

      const result = await indexCatalog(db, synthetic.catalog, {
        onStep: (step, milliseconds) => log(`  indexCatalog step ${step}: ${Math.round(milliseconds)} ms`),
      });
      log(`indexCatalog: ${result.products} products, ${result.variants} variants in ${result.milliseconds} ms`);
      // What autovacuum does on a server soon after a large import (PGlite has none): hint bits and visibility map
      // set, so the measurements see the steady state rather than the first reads after a bulk write.
      const vacuumStarted = performance.now();
      await sql`vacuum (analyze) catalog_product, catalog_variant, catalog_price, catalog_relation, catalog_search, catalog_listing, catalog_suggestion, catalog_term, commerce_stock`.execute(
        db,
      );
      log(`vacuum: ${Math.round(performance.now() - vacuumStarted)} ms`);
      const { rows: sizes } = await sql<{ table: string; size: string }>`
        select relname as table, pg_size_pretty(pg_total_relation_size(c.oid)) as size
        from pg_class c where relkind = 'r' and relname like 'catalog_%' order by pg_total_relation_size(c.oid) desc limit 8`.execute(
        db,
      );
      log(`largest tables: ${sizes.map((row) => `${row.table} ${row.size}`).join(', ')}`);

      const index = new PostgresProductIndex(db);
      const queries = quickSearchQueries(synthetic);

      // Warm up: the first queries of a connection plan and cache more.
      for (const [text, view] of queries) await index.quickSearch(text, view);

      const quick: Timing[] = [];
      let lastQuick = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const [text, view] of queries) {
          const answer = await time(quick, `${view.language}:${text}`, () => index.quickSearch(text, view));
          lastQuick = answer.totalCount;
        }
      }
      expect(lastQuick).toBeGreaterThan(0);

      const categories = [1, 2, 3].flatMap((level) => synthetic.categoriesByLevel.get(level) ?? []);
      const sorts: SortOption[] = ['recommended', 'new', 'sale', 'name-asc', 'name-desc', 'price-asc', 'price-desc'];
      const listing: Timing[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [position, categoryId] of categories.entries()) {
          const sort = sorts[(position + round) % sorts.length]!;
          const view = Object.values(views)[(position + round) % 4]!;
          const page = 1 + (round % 3);
          await time(listing, `${categoryId}/${sort}/p${page}`, () =>
            index.searchProducts({ filters: { categoryId }, sort, page }, view),
          );
        }
      }

      const brands = synthetic.catalog.brands;
      const filtered: Timing[] = [];
      const textWithFacets: Timing[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [position, categoryId] of categories.entries()) {
          const view = Object.values(views)[(position + round) % 4]!;
          const search: ProductSearch = {
            filters: {
              categoryId,
              ...(position % 3 === 0 ? { brands: [brands[(position + round) % brands.length]!.slug] } : {}),
              ...(position % 3 === 1 ? { sizes: ['38', 'M'] } : {}),
              ...(position % 3 === 2 ? { sale: true } : {}),
            },
          };
          await time(filtered, `${categoryId}/${JSON.stringify(search.filters)}`, () =>
            index.searchProducts(search, view),
          );
        }
        for (const [text, view] of queries) {
          await time(textWithFacets, `${view.language}:${text}`, () => index.searchProducts({ text }, view));
        }
      }

      const lookups: Timing[] = [];
      const skus = synthetic.catalog.products
        .filter((_, position) => position % 997 === 0)
        .map((product) => product.sku);
      for (let round = 0; round < ROUNDS; round++) {
        for (const sku of skus.slice(0, 50)) {
          await time(lookups, sku, () => index.productsBySkus([sku], views.nl!));
        }
      }

      log('');
      log(summary('quickSearch', quick));
      log(summary('category listing + facets', listing));
      log(summary('filtered listing + facets', filtered));
      log(summary('text search + facets (page 1)', textWithFacets));
      log(summary('productsBySkus (1 product)', lookups));
    } finally {
      await database.close();
    }
  });
}
