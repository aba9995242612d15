// `npm run bench`: measures the built shop on the large demo catalogue, checks every budget (budgets.mjs) and prints
// within/over beside the peer's figures (peers.json); writes bench/results.json. Figures, not tests: budgets are
// compared here, never in timed tests. Run it on a quiet machine.
//
// - Every throughput figure is the median of three runs after a warm-up (load.mjs: wrk, or autocannon for sequences),
//   and a page's or file's stands beside the floor of the machine measured in the same run: a plain Node `http`
//   server answering the very bytes of the measured response.
// - Pages: cached (the storefront as it runs) and uncached (a second storefront with PAGE_CACHE=off against the same
//   gateway), with the server CPU time (gateway and storefront) per uncached page view; a static JavaScript asset.
// - Gateway: product(sku) through the stitched schema and on the catalog subschema alone, each request a product not
//   asked before (no answer cache helps); products(8) with merged stock; search and listings (search.mjs).
// - First-load JavaScript per page (first-load.mjs), Lighthouse mobile (lighthouse.mjs), peak RSS of both processes.
// - With a PostgreSQL server at 127.0.0.1:5432 (BENCH_POSTGRES=off skips it): the gateway figures again on it.
//
// The catalogue (BENCH_PRODUCTS, default 100 000 products) is generated on the first run into .data/ and kept.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { budgetsOf, evaluate, printBudgets } from './budgets.mjs';
import { measureCommerce } from './commerce.mjs';
import { firstLoadJs } from './first-load.mjs';
import { lighthouseFigures } from './lighthouse.mjs';
import { loadGenerator, measureFloor, measureLoad, settings } from './load.mjs';
import { printFigures } from './print.mjs';
import { cpuMs, peakRssMb, root, startShop, startStorefront } from './processes.mjs';
import { measureSearch, womensCategories } from './search.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PORTS = { storefront: 3200, uncachedStorefront: 3201, gateway: 4200 };
const storefront = `http://127.0.0.1:${PORTS.storefront}`;
const uncachedStorefront = `http://127.0.0.1:${PORTS.uncachedStorefront}`;
/** What a browser sends: pages and assets are measured as browsers get them (compressed). */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };

function gqlClient(gatewayUrl) {
  return async function gql(query, variables = {}, store = 'nl-nl') {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-store': store },
      body: JSON.stringify({ query, variables }),
    });
    const json = await response.json();
    if (!response.ok || json.errors) throw new Error(JSON.stringify(json.errors ?? json));
    return json.data;
  };
}

/** The body of a response as sent (compressed when the server compresses), with its headers. */
function rawResponse(url, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** SKUs of the catalogue, in listing order, to ask each product once. */
async function catalogueSkus(gql, count) {
  const skus = [];
  for (let page = 1; skus.length < count; page++) {
    const data = await gql(
      'query ($page: Int!) { search(input: { page: $page, pageSize: 96 }) { products { products { sku } } } }',
      {
        page,
      },
    );
    const found = data.search.products.products.map((product) => product.sku);
    if (found.length === 0) break;
    skus.push(...found);
  }
  return skus;
}

/** One request per SKU, never the same twice in a bench run (so no answer cache helps), cycling only when all were asked. */
function distinctProductRequests(skus) {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ query: PRODUCT_QUERY, variables: { sku: skus[next++ % skus.length] } }),
      }),
    },
  ];
}

const PRODUCT_QUERY =
  'query Product($sku: ID!) { product(sku: $sku) { sku name brand { name } url price { formatted } } }';

/**
 * The gateway's figures, measured on a gateway with its response cache off (RESPONSE_CACHE=off): `product(sku)` for
 * one product again and again (as the issue measured it: the gateway's own work, its product records from memory),
 * stitched and on the catalog subschema alone; the same for a product not asked before in each request (nothing in
 * memory helps: the database's figure); products(8) with merged stock; search.
 */
async function gatewayFigures(gatewayUrl, gql) {
  const skus = await catalogueSkus(gql, Number(process.env.BENCH_DISTINCT_PRODUCTS ?? 40_000));
  const headers = { 'content-type': 'application/json', 'x-shop-store': 'nl-nl' };
  const sameProduct = JSON.stringify({ query: PRODUCT_QUERY, variables: { sku: skus[0] } });
  const productStitched = await measureLoad({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers,
    body: sameProduct,
  });
  const productDirect = await measureLoad({
    url: `${gatewayUrl}/graphql/catalog`,
    method: 'POST',
    headers,
    body: sameProduct,
  });
  const distinctProductStitched = await measureLoad({
    url: `${gatewayUrl}/graphql`,
    headers,
    requests: distinctProductRequests(skus),
  });
  const distinctProductDirect = await measureLoad({
    url: `${gatewayUrl}/graphql/catalog`,
    headers,
    requests: distinctProductRequests(skus.toReversed()),
  });
  const productsWithStock = await measureLoad({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers,
    body: JSON.stringify({
      query: 'query Home { products(first: 8) { sku name price { formatted } stock { availableStock } } }',
    }),
  });
  const categories = await womensCategories(gql);
  const search = await measureSearch(gql, categories);
  const ratio = (stitched, direct) => Math.round((stitched.requestsPerSecond / direct.requestsPerSecond) * 100) / 100;
  return {
    responseCache: 'off',
    distinctProducts: skus.length,
    productStitched,
    productDirect,
    stitchedToDirectRatio: ratio(productStitched, productDirect),
    distinctProductStitched,
    distinctProductDirect,
    distinctStitchedToDirectRatio: ratio(distinctProductStitched, distinctProductDirect),
    productsWithStock,
    search,
    categories,
  };
}

/** A JavaScript asset of the build near 10 KB (a route's chunk), to measure static file serving. */
function typicalAsset() {
  const dir = path.join(root, 'apps/storefront/dist/client/assets');
  const scripts = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: statSync(path.join(dir, name)).size }));
  scripts.sort((a, b) => Math.abs(a.bytes - 10_000) - Math.abs(b.bytes - 10_000));
  return `/assets/${scripts[0].name}`;
}

/** Load on a page or file with its floor; `cacheStatus`: what the response said about the page cache. */
async function withFloor(url) {
  const sample = await rawResponse(url);
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}`);
  const figures = await measureLoad({ url, headers: BROWSER_HEADERS });
  const floor = await measureFloor(sample.body);
  return {
    url,
    bodyBytes: sample.body.length,
    contentEncoding: sample.headers['content-encoding'] ?? 'identity',
    cacheControl: sample.headers['cache-control'] ?? null,
    cacheStatus: sample.headers['x-page-cache'] ?? sample.headers['x-cache'] ?? null,
    ...figures,
    floor,
    floorRatio: Math.round((figures.requestsPerSecond / floor.requestsPerSecond) * 100) / 100,
  };
}

/** Server CPU (gateway and storefront) per request during a load. */
function cpuAccounting(pids) {
  return {
    before: () => pids.map(cpuMs),
    after: (before, requests) => {
      const used = pids.map(cpuMs).reduce((sum, ms, index) => sum + (ms - before[index]), 0);
      return { cpuMsPerRequest: requests > 0 ? Math.round((used / requests) * 10) / 10 : null };
    },
  };
}

async function postgresAnswers() {
  if (process.env.BENCH_POSTGRES === 'off') return false;
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(socket.destroy() || true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/** The gateway figures on the PostgreSQL server (a database of the bench's own, created and seeded once). */
async function postgresFigures() {
  const database = `shop_bench_${PRODUCTS}`;
  try {
    const exists = execFileSync(
      'psql',
      ['-h', '127.0.0.1', '-U', 'postgres', '-Atc', `select 1 from pg_database where datname = '${database}'`],
      {
        encoding: 'utf8',
      },
    ).trim();
    if (!exists) execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `create database ${database}`]);
  } catch (error) {
    return { skipped: `could not create the database (${error.message.split('\n')[0]})` };
  }
  const shop = await startShop({
    storefrontPort: PORTS.storefront,
    gatewayPort: PORTS.gateway,
    products: PRODUCTS,
    dataDir: path.join(root, '.data', `bench-${PRODUCTS}-unused`),
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`,
    env: { RESPONSE_CACHE: 'off' },
  });
  try {
    const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}`;
    const { categories, ...figures } = await gatewayFigures(gatewayUrl, gqlClient(gatewayUrl));
    return { database, ...figures, gatewayPeakRssMb: peakRssMb(shop.gatewayPid) };
  } finally {
    await shop.stop();
  }
}

async function main() {
  console.log(
    `[bench] ${PRODUCTS} products; ${settings.connections} connections; each figure the median of ${settings.runs} runs of ${settings.durationSeconds} s after ${settings.warmUpSeconds} s of warm-up; load generator ${loadGenerator} (autocannon for sequences)`,
  );
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.data', `bench-${PRODUCTS}`);
  const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}`;
  const gql = gqlClient(gatewayUrl);
  // The gateway's own figures without its response cache; the pages then on the shop as it runs in production.
  const gatewayShop = await startShop({
    storefrontPort: PORTS.storefront,
    gatewayPort: PORTS.gateway,
    products: PRODUCTS,
    dataDir,
    env: { RESPONSE_CACHE: 'off' },
  });
  let gateway;
  let categories;
  let commerce;
  try {
    ({ categories, ...gateway } = await gatewayFigures(gatewayUrl, gql));
    commerce = await measureCommerce({ gatewayUrl, gql });
  } finally {
    await gatewayShop.stop();
  }
  console.log('[bench] gateway measured');
  const shop = await startShop({
    storefrontPort: PORTS.storefront,
    gatewayPort: PORTS.gateway,
    products: PRODUCTS,
    dataDir,
  });
  let uncached;
  try {
    const pages = {
      home: '/',
      listing: `/${categories.at(-1).url}`,
      product: `/${(await gql('{ products(first: 1) { url } }')).products[0].url}`,
      search: '/search/?q=sneaker',
      cart: '/cart/',
    };
    const cached = {};
    for (const key of ['home', 'listing', 'product']) cached[key] = await withFloor(`${storefront}${pages[key]}`);
    const asset = await withFloor(`${storefront}${typicalAsset()}`);
    console.log('[bench] cached pages measured');
    uncached = await startStorefront({
      port: PORTS.uncachedStorefront,
      gatewayPort: PORTS.gateway,
      env: { PAGE_CACHE: 'off' },
    });
    const accounting = cpuAccounting([shop.gatewayPid, uncached.pid]);
    const uncachedPages = {};
    for (const key of ['home', 'listing', 'product']) {
      uncachedPages[key] = {
        url: `${uncachedStorefront}${pages[key]}`,
        ...(await measureLoad(
          { url: `${uncachedStorefront}${pages[key]}`, headers: BROWSER_HEADERS },
          { around: accounting },
        )),
      };
    }
    console.log('[bench] uncached pages measured');
    const firstLoadJavaScript = [];
    for (const [page, route] of Object.entries(pages))
      firstLoadJavaScript.push({ page, ...(await firstLoadJs(storefront, route)) });
    const lighthouse = {};
    for (const page of ['home', 'listing', 'product', 'cart']) {
      const url = `http://localhost:${PORTS.storefront}${pages[page]}`;
      const figures = await lighthouseFigures(url, { noindex: page === 'cart' });
      lighthouse[page] = figures;
    }
    const memory = {
      gatewayPeakRssMb: peakRssMb(shop.gatewayPid),
      storefrontPeakRssMb: Math.max(peakRssMb(shop.storefrontPid) ?? 0, peakRssMb(uncached.pid) ?? 0) || null,
      cachedStorefrontPeakRssMb: peakRssMb(shop.storefrontPid),
      uncachedStorefrontPeakRssMb: peakRssMb(uncached.pid),
    };
    await uncached.stop();
    await shop.stop();
    const postgres = (await postgresAnswers()) ? await postgresFigures() : { skipped: 'no PostgreSQL server answers' };
    const results = {
      measuredAt: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: (await import('node:os')).cpus().length,
        ...settings,
        loadGenerator,
        products: PRODUCTS,
      },
      gateway,
      commerce,
      storefront: { pages, cached, uncached: uncachedPages, asset, firstLoadJavaScript },
      lighthouse,
      memory,
      postgres,
    };
    const peers = JSON.parse(readFileSync(path.join(import.meta.dirname, 'peers.json'), 'utf8'));
    results.budgets = evaluate(budgetsOf(results), peers);
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    printFigures(results);
    printBudgets(results.budgets, peers.name);
    console.log('\n[bench] wrote bench/results.json');
  } finally {
    await uncached?.stop();
    await shop.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
}
