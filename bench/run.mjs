// `npm run bench`: measures the built shop and prints a table; writes bench/results.json. Figures, not tests: the
// budgets of the issues are compared here, not in timed tests.
//
// The shop runs on the large demo catalogue (BENCH_PRODUCTS, default 100 000 products) in a data folder of its own
// that is kept between runs (the first run generates and indexes it, which takes a few minutes).
//
// - gateway: requests/s and latency p50/p99 for one product query through the stitched schema, and the same query on
//   the catalog subschema alone (/graphql/catalog), with their ratio;
// - storefront: home-page SSR requests/s and p50/p99;
// - first-load JavaScript per route (gzip bytes of the scripts Chromium fetches before the page has hydrated, and of
//   those the HTML names; see first-load.mjs);
// - quick search and a faceted listing through the gateway, one request at a time on a warm gateway: p50/p95/p99
//   (the budgets), and the same for distinct requests asked for the first time (the answer cache cannot help);
// - product-page SSR requests/s and p99;
// - Lighthouse (performance, accessibility, best practices, SEO) of the home and a product page in Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { measureCommerce } from './commerce.mjs';
import { firstLoadJs } from './first-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const STOREFRONT_PORT = 3200;
const GATEWAY_PORT = 4200;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of load before each server-rendering measurement, not counted (compiled code, filled caches). */
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LATENCY_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
/** Budgets of the issues (see each issue's "Done when"). */
const BUDGETS = { quickSearchP95Ms: 10, facetedListingP95Ms: 25, productPageJsGzipBytes: 120 * 1024 };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const storefront = `http://127.0.0.1:${STOREFRONT_PORT}`;
const gateway = `http://127.0.0.1:${GATEWAY_PORT}`;

const shop = spawn(process.execPath, [path.join(root, 'scripts/run-shop.mjs')], {
  env: {
    ...process.env,
    PORT: String(STOREFRONT_PORT),
    GATEWAY_PORT: String(GATEWAY_PORT),
    SHOP_DATA_DIR: path.join(root, '.data', `bench-${PRODUCTS}`),
    DEMO_PRODUCT_COUNT: String(PRODUCTS),
    LOG_LEVEL: 'warn',
    SHOP_QUIET: '1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopShop = () => shop.exitCode === null && shop.kill('SIGTERM');
process.on('exit', stopShop);

async function waitFor(url, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summarize = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  errors: result.errors + result.non2xx,
});

async function gql(query, variables = {}, store = 'nl-nl') {
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-store': store },
    body: JSON.stringify({ query, variables }),
  });
  const json = await response.json();
  if (!response.ok || json.errors) throw new Error(JSON.stringify(json.errors ?? json));
  return json.data;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const round = (value) => Math.round(value * 10) / 10;
function latencyFigures(samples) {
  samples.sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    p99Ms: round(percentile(samples, 99)),
  };
}

/**
 * Latency of distinct requests asked once each, one at a time: what the gateway answers the first time it is asked
 * (its answer cache cannot help). Run before `sequentialLatency` on the same requests.
 */
async function firstTimeLatency(requests) {
  const samples = [];
  for (const request of requests) {
    const started = performance.now();
    await request();
    samples.push(performance.now() - started);
  }
  return latencyFigures(samples);
}

/** Latency of one request at a time (after a warm-up), cycling through the given requests. */
async function sequentialLatency(requests) {
  for (const request of requests.slice(0, 20)) await request();
  const samples = [];
  for (let index = 0; index < LATENCY_SAMPLES; index++) {
    const started = performance.now();
    await requests[index % requests.length]();
    samples.push(performance.now() - started);
  }
  return latencyFigures(samples);
}

async function graphqlLoad(endpoint, query, variables) {
  const body = JSON.stringify({ query, variables });
  // Prove the operation answers before measuring it.
  const check = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const json = await check.json();
  if (!check.ok || json.errors) throw new Error(`${endpoint}: ${JSON.stringify(json)}`);
  return summarize(
    await load({
      url: endpoint,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-store': 'nl-nl' },
      body,
    }),
  );
}

async function lighthouseScores(url) {
  if (!existsSync('/usr/bin/chromium')) return { skipped: 'no /usr/bin/chromium' };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher').catch(() => null);
  if (!chromeLauncher) return { skipped: 'chrome-launcher not installed' };
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    return Object.fromEntries(
      Object.entries(categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)]),
    );
  } finally {
    await chrome.kill();
  }
}

try {
  await waitFor(`${storefront}/healthz`);
  const productQuery =
    'query Product($sku: ID!) { product(sku: $sku) { sku name brand { name } url price { formatted } } }';
  const firstSku = (
    await (
      await fetch(`${gateway}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { sku } }' }),
      })
    ).json()
  ).data.products[0].sku;

  console.log(
    `[bench] ${PRODUCTS} products; ${DURATION_S}s per load measurement, ${CONNECTIONS} connections; ${LATENCY_SAMPLES} sequential samples`,
  );
  const stitched = await graphqlLoad(`${gateway}/graphql`, productQuery, { sku: firstSku });
  const direct = await graphqlLoad(`${gateway}/graphql/catalog`, productQuery, { sku: firstSku });
  const merged = await graphqlLoad(
    `${gateway}/graphql`,
    'query Home { products(first: 8) { sku name price { formatted } stock { availableStock } } }',
    {},
  );
  // Search and listings on the large catalogue, one request at a time.
  const quickTerms = [
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
  const quickSearchRequest = (text) => () =>
    gql(
      'query ($text: String!) { quickSearch(text: $text) { products { sku name url price { formatted } } urls { url label } suggestions { text } } }',
      { text },
    );
  // The first time: every prefix a shopper types from the 4th character on (the overlay's threshold), asked once.
  const typed = [...new Set(quickTerms.flatMap((term) => [...term].map((_, end) => term.slice(0, end + 1))))].filter(
    (text) => text.trim().length >= 4 && !quickTerms.includes(text),
  );
  const quickSearchFirstTime = await firstTimeLatency(typed.map(quickSearchRequest));
  const quickSearch = await sequentialLatency(quickTerms.map(quickSearchRequest));
  const roots = await gql('{ categoryTree(segment: FOR_HER) { id url children { id url children { id url } } } }');
  const categories = roots.categoryTree.flatMap((root) => [
    root,
    ...root.children,
    ...root.children.flatMap((child) => child.children),
  ]);
  const sorts = ['RECOMMENDED', 'PRICE_ASC', 'NEW', 'NAME_ASC'];
  const listingQuery = `query ($input: ProductSearchInput!) { search(input: $input) { products {
    totalCount hasMore products { sku name url price { formatted } regularPrice { formatted } labels { text } images { url(width: 498, height: 705) } }
    facets { categories { value label count } brands { value label count } colors { value label count } sizes { value label count } priceRange { min { amount } max { amount } } saleCount newCount }
  } } }`;
  const listingRequests = categories.map(
    (category, index) => () =>
      gql(listingQuery, {
        input: {
          filters: { categoryId: category.id },
          sort: sorts[index % sorts.length],
          page: 1 + (index % 3),
          pageSize: 24,
        },
      }),
  );
  const facetedListingFirstTime = await firstTimeLatency(listingRequests);
  const facetedListing = await sequentialLatency(listingRequests);

  const commerce = await measureCommerce({ gatewayUrl: gateway, gql });

  const productUrl = `/${(await gql('{ products(first: 1) { url } }')).products[0].url}`;
  const categoryUrl = `/${categories[categories.length - 1].url}`;
  // Server rendering is measured warm, like the gateway: a short load first (not counted) lets the storefront's code
  // be compiled and its per-process caches fill, as in a shop that has been running for a while.
  const warmLoad = async (url) => {
    await load({ url, duration: WARM_UP_S });
    return summarize(await load({ url }));
  };
  const home = await warmLoad(`${storefront}/`);
  const productPage = await warmLoad(`${storefront}${productUrl}`);
  const javascript = [];
  for (const route of ['/', productUrl, categoryUrl, '/search/?q=sneaker', '/does-not-exist'])
    javascript.push(await firstLoadJs(storefront, route));
  const lighthouse = {
    home: await lighthouseScores(`http://localhost:${STOREFRONT_PORT}/`),
    product: await lighthouseScores(`http://localhost:${STOREFRONT_PORT}${productUrl}`),
  };
  const productJs = javascript.find((entry) => entry.route === productUrl);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, durationSeconds: DURATION_S, connections: CONNECTIONS, products: PRODUCTS },
    budgets: BUDGETS,
    within: {
      quickSearchP95: quickSearch.p95Ms <= BUDGETS.quickSearchP95Ms,
      facetedListingP95: facetedListing.p95Ms <= BUDGETS.facetedListingP95Ms,
      productPageJs: (productJs?.gzipBytes ?? Infinity) <= BUDGETS.productPageJsGzipBytes,
    },
    gateway: {
      productStitched: stitched,
      productCatalogSubschemaOnly: direct,
      stitchedToDirectRatio: Math.round((stitched.requestsPerSecond / direct.requestsPerSecond) * 100) / 100,
      homeProductsWithMergedStock: merged,
      quickSearchSequential: quickSearch,
      quickSearchFirstTime,
      facetedListingSequential: facetedListing,
      facetedListingFirstTime,
    },
    commerce,
    storefront: { homeSsr: home, productPageSsr: { url: productUrl, ...productPage }, firstLoadJavaScript: javascript },
    lighthouse,
  };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const row = (name, r) =>
    `${name.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.latencyP50Ms).padStart(4)} ms   p99 ${String(r.latencyP99Ms).padStart(4)} ms   errors ${r.errors}`;
  console.log('');
  console.log(row('gateway product(sku), stitched', stitched));
  console.log(row('gateway product(sku), catalog subschema alone', direct));
  console.log(`${'gateway stitched / direct throughput'.padEnd(44)} ${results.gateway.stitchedToDirectRatio}`);
  console.log(row('gateway products(8) + merged stock', merged));
  const latencyRow = (name, r, budget) =>
    `${name.padEnd(44)} p50 ${String(r.p50Ms).padStart(6)} ms   p95 ${String(r.p95Ms).padStart(6)} ms   p99 ${String(r.p99Ms).padStart(6)} ms   (budget p95 ≤ ${budget} ms: ${r.p95Ms <= budget ? 'within' : 'OVER'})`;
  console.log(latencyRow('gateway quick search, sequential', quickSearch, BUDGETS.quickSearchP95Ms));
  console.log(latencyRow('gateway faceted listing, sequential', facetedListing, BUDGETS.facetedListingP95Ms));
  const firstRow = (name, r) =>
    `${name.padEnd(44)} p50 ${String(r.p50Ms).padStart(6)} ms   p95 ${String(r.p95Ms).padStart(6)} ms   p99 ${String(r.p99Ms).padStart(6)} ms   (${r.samples} distinct requests)`;
  console.log(firstRow('gateway quick search, first time asked', quickSearchFirstTime));
  console.log(firstRow('gateway faceted listing, first time asked', facetedListingFirstTime));
  const plainLatencyRow = (name, r) =>
    `${name.padEnd(44)} p50 ${String(r.p50Ms).padStart(6)} ms   p95 ${String(r.p95Ms).padStart(6)} ms   p99 ${String(r.p99Ms).padStart(6)} ms`;
  console.log(plainLatencyRow('gateway addToCart, sequential', commerce.addToCart));
  console.log(plainLatencyRow('gateway placeOrder, sequential', commerce.placeOrder));
  const race = commerce.concurrentOrders;
  console.log(
    `${'engine orders, concurrent'.padEnd(44)} ${String(race.ordersPerSecond).padStart(7)} orders/s   ${race.placed} placed, ${race.refused} refused of ${race.attempts} (${race.concurrency} at a time); ${race.contestedVariant.sku}: ${race.contestedVariant.stockBefore} in stock, ${race.contestedVariant.sold} sold, ${race.contestedVariant.stockAfter} left: ${race.oversold ? 'OVERSOLD' : 'never oversold'}`,
  );
  console.log(row('storefront home page SSR', home));
  console.log(row('storefront product page SSR', productPage));
  for (const js of javascript) {
    console.log(
      `${`first-load JS ${js.route}`.padEnd(44)} ${String(js.gzipBytes).padStart(7)} B gzip until hydrated (${js.untilHydrated?.files ?? js.inHtml.files} files); named in the HTML ${js.inHtml.gzipBytes} B; until idle ${js.untilIdle?.gzipBytes ?? '-'} B`,
    );
  }
  console.log(
    `${'first-load JS product page budget'.padEnd(44)} ≤ ${BUDGETS.productPageJsGzipBytes} B gzip: ${results.within.productPageJs ? 'within' : 'OVER'}`,
  );
  console.log(`${'lighthouse home'.padEnd(44)} ${JSON.stringify(lighthouse.home)}`);
  console.log(`${'lighthouse product page'.padEnd(44)} ${JSON.stringify(lighthouse.product)}`);
  console.log('\n[bench] wrote bench/results.json');
} catch (error) {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
} finally {
  stopShop();
}
