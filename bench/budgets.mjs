// The budgets `npm run bench` checks (issue 17's table and the earlier issues' search budgets): each a figure of
// results.json, a limit, and whether the figure is within it. Printed with the peer's figure where one was measured.

const KIB = 1024;
/** Pages the first-load JavaScript budget holds for. */
export const FIRST_LOAD_BUDGET_BYTES = 140 * KIB;

const atLeast = (limit) => ({ limit, within: (value) => value !== null && value >= limit, text: `≥ ${limit}` });
const atMost = (limit) => ({ limit, within: (value) => value !== null && value <= limit, text: `≤ ${limit}` });

/**
 * Each budget: `name`, the figure (`value(results)`, null when it was not measured), its unit and limit, and the
 * peer's figure (`peer(peers)`) when there is one.
 */
export function budgetsOf(results) {
  const budgets = [];
  const add = (name, value, unit, bound, peer = null) => budgets.push({ name, value, unit, ...bound, peer });
  const pages = results.storefront;
  for (const [key, label] of [
    ['home', 'home'],
    ['listing', 'listing'],
    ['product', 'product page'],
  ]) {
    const cached = pages.cached[key];
    add(`cached ${label}`, cached?.requestsPerSecond ?? null, 'req/s', atLeast(5000));
    add(`cached ${label} p99`, cached?.latencyP99Ms ?? null, 'ms', atMost(25));
    add(`cached ${label} / floor`, cached?.floorRatio ?? null, '', atLeast(0.35));
    const uncached = pages.uncached[key];
    const peer = (peers) => peers.figures[`${key}Ssr`];
    add(
      `uncached ${label}`,
      uncached?.requestsPerSecond ?? null,
      'req/s',
      atLeast(100),
      (peers) => peer(peers)?.requestsPerSecond,
    );
    add(
      `uncached ${label} p99`,
      uncached?.latencyP99Ms ?? null,
      'ms',
      atMost(600),
      (peers) => peer(peers)?.latencyP99Ms,
    );
    add(`uncached ${label} server CPU per view`, uncached?.cpuMsPerRequest ?? null, 'ms', atMost(20));
  }
  add('static JavaScript asset', pages.asset?.requestsPerSecond ?? null, 'req/s', atLeast(7000));
  add('static JavaScript asset / floor', pages.asset?.floorRatio ?? null, '', atLeast(0.5));
  const gateway = results.gateway;
  add('gateway product(sku) stitched, uncached', gateway.productStitched.requestsPerSecond, 'req/s', atLeast(600));
  add('gateway stitched / direct', gateway.stitchedToDirectRatio, '', atLeast(0.85));
  add('gateway products(8) + merged stock', gateway.productsWithStock.requestsPerSecond, 'req/s', atLeast(300));
  add('quick search p95, first time asked', gateway.search.quickSearchFirstTime.p95Ms, 'ms', atMost(30));
  add('faceted listing p95, first time asked', gateway.search.facetedListingFirstTime.p95Ms, 'ms', atMost(50));
  add('quick search p95, warm', gateway.search.quickSearchWarm.p95Ms, 'ms', atMost(10));
  add('faceted listing p95, warm', gateway.search.facetedListingWarm.p95Ms, 'ms', atMost(25));
  for (const [key, label] of [
    ['quickSearchFirstTime', 'quick search p95, first time (PostgreSQL)'],
    ['facetedListingFirstTime', 'faceted listing p95, first time (PostgreSQL)'],
  ]) {
    const value = results.postgres?.search?.[key]?.p95Ms;
    if (value !== undefined) add(label, value, 'ms', atMost(key === 'quickSearchFirstTime' ? 30 : 50));
  }
  for (const entry of pages.firstLoadJavaScript) {
    add(
      `first-load JS ${entry.page}`,
      entry.gzipBytes,
      'B gzip',
      atMost(FIRST_LOAD_BUDGET_BYTES),
      (peers) => peers.figures.firstLoadJsGzipBytes?.[entry.page],
    );
  }
  for (const [page, figures] of Object.entries(results.lighthouse)) {
    if (figures.skipped) continue;
    add(
      `lighthouse ${page} performance`,
      figures.performance,
      '',
      atLeast(95),
      (peers) => peers.figures.lighthousePerformance?.[page],
    );
    add(`lighthouse ${page} accessibility`, figures.accessibility, '', atLeast(100));
    add(`lighthouse ${page} SEO`, figures.seo, '', atLeast(100));
    add(`lighthouse ${page} CLS`, figures.cls, '', atMost(0.05));
    add(`lighthouse ${page} LCP image fetchpriority=high`, figures.lcpImagePreloaded ? 1 : 0, '', atLeast(1));
  }
  add('gateway peak RSS', results.memory.gatewayPeakRssMb, 'MB', atMost(700));
  add(
    'storefront peak RSS',
    results.memory.storefrontPeakRssMb,
    'MB',
    atMost(250),
    (peers) => peers.figures.storefrontPeakRssMb,
  );
  return budgets;
}

export function evaluate(budgets, peers) {
  return budgets.map(({ name, value, unit, limit, text, within, peer }) => ({
    name,
    value,
    unit,
    budget: `${text}${unit ? ` ${unit}` : ''}`,
    limit,
    within: within(value),
    peer: peer ? (peer(peers) ?? null) : null,
  }));
}

export function printBudgets(rows, peerName) {
  console.log(`\n${'budget'.padEnd(50)} ${'figure'.padStart(12)}  ${'budget'.padEnd(16)} result   peer (${peerName})`);
  for (const row of rows) {
    const figure = row.value === null ? 'not measured' : `${row.value}${row.unit ? ` ${row.unit}` : ''}`;
    console.log(
      `${row.name.padEnd(50)} ${figure.padStart(12)}  ${row.budget.padEnd(16)} ${row.within ? 'within' : 'OVER  '}   ${row.peer ?? ''}`,
    );
  }
  const over = rows.filter((row) => !row.within);
  console.log(
    `\n${rows.length - over.length} of ${rows.length} budgets within${over.length ? `; over: ${over.map((row) => row.name).join(', ')}` : ''}`,
  );
}
