/**
 * Per-query timings of the bench's first-time quick searches and category listings, in this process, on an existing
 * catalogue: PROFILE_DATA_DIR (a PGlite copy) or DATABASE_URL. Prints the time per query shape (median, p95, total).
 *
 *   PROFILE_DATA_DIR=/tmp/copy pnpm --filter @shop/catalog exec vitest run --config bench/vitest.config.ts bench/profile-queries.ts
 */
import type { Database } from '@shop/db';
import { openPGlite } from '@shop/db';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { it } from 'vitest';
import type { IndexView, SortOption } from '../src/model';
import { PostgresProductIndex } from '../src/product-index';

const QUICK_TERMS = [
  'sneaker',
  'sneakers wit',
  'enkellaars',
  'laarzen',
  'loafer',
  'sandaal',
  'pumps zwart',
  'ballerina',
  'tas leer',
  'riem',
  'snekaer',
  'chelsea',
];
const SORTS: SortOption[] = ['recommended', 'price-asc', 'new', 'name-asc'];
const view: IndexView = { language: 'nl', currency: 'EUR', country: 'NL' };
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 3);

type Timing = { shape: string; ms: number };

function shapeOf(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().slice(0, 110);
}

it('profiles the bench queries', async () => {
  const timings: Timing[] = [];
  let recording = false;
  const log = (event: { level: string; query: { sql: string }; queryDurationMillis: number }) => {
    if (recording) timings.push({ shape: shapeOf(event.query.sql), ms: event.queryDurationMillis });
  };
  const dialect = process.env.DATABASE_URL
    ? new PostgresDialect({
        // @ts-expect-error pg is @shop/db's dependency, without types here
        pool: new (await import('../../db/node_modules/pg/lib/index.js')).default.Pool({
          connectionString: process.env.DATABASE_URL,
        }),
      })
    : new PGliteDialect({ pglite: openPGlite({ dataDir: process.env.PROFILE_DATA_DIR }) });
  const db = new Kysely<Database>({ dialect, log });
  const index = new PostgresProductIndex(db, { textIndex: process.env.PROFILE_TEXT_INDEX !== 'off' });
  await index.prepare();
  const typed = [...new Set(QUICK_TERMS.flatMap((t) => [...t].map((_, e) => t.slice(0, e + 1))))].filter(
    (t) => t.trim().length >= 4 && !QUICK_TERMS.includes(t),
  );
  const roots = await index.categoryTree('for-her', view);
  const categories = roots.map((category) => category.id);
  const report = (label: string, run: () => Promise<number[]>) => async () => {
    const requestMs: number[] = [];
    timings.length = 0;
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const list = await run();
      requestMs.push(...list);
      const sorted = [...list].sort((a, b) => a - b);
      const total = list.reduce((sum, ms) => sum + ms, 0);
      rounds.push(
        `round ${round + 1}: p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} p95 ${sorted[Math.ceil(0.95 * sorted.length) - 1]!.toFixed(1)} mean ${(total / list.length).toFixed(1)}`,
      );
    }
    const byShape = new Map<string, number[]>();
    for (const { shape, ms } of timings) byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
    const q = (list: number[], p: number) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    };
    const rows = [...byShape].map(([shape, list]) => ({
      n: list.length,
      p50: +q(list, 50).toFixed(2),
      p95: +q(list, 95).toFixed(2),
      total: Math.round(list.reduce((s, v) => s + v, 0)),
      shape,
    }));
    rows.sort((a, b) => b.total - a.total);
    console.log(
      `\n== ${label}: requests p50 ${q(requestMs, 50).toFixed(1)} p95 ${q(requestMs, 95).toFixed(1)} ms (n=${requestMs.length})`,
    );
    for (const line of rounds) console.log(line);
    for (const row of rows.slice(0, 14))
      console.log(
        `${String(row.n).padStart(4)} p50 ${String(row.p50).padStart(7)} p95 ${String(row.p95).padStart(7)} total ${String(row.total).padStart(6)}  ${row.shape}`,
      );
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  recording = true;
  if (process.env.PROFILE_ONLY !== 'listing')
    await report('quick search', async () => {
      const list: number[] = [];
      for (const text of typed) list.push(await timed(() => index.quickSearch(text, view)));
      return list;
    })();
  if (process.env.PROFILE_ONLY !== 'quick')
    await report('category listing', async () => {
      const list: number[] = [];
      for (const [i, categoryId] of categories.entries())
        list.push(
          await timed(() =>
            index.searchProducts(
              { filters: { categoryId }, sort: SORTS[i % 4], page: 1 + (i % 3), pageSize: 24 },
              view,
            ),
          ),
        );
      return list;
    })();
  await db.destroy();
}, 3_600_000);
