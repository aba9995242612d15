// Saves the server-rendered HTML of the shop's key pages, normalised, to compare what a shopper sees before and after
// a change that must not change it (a refactor). The shop must be running (scripts/run-shop.mjs).
//
//   node scripts/snapshot-pages.mjs <dir>        PORT (3000) and GATEWAY_PORT (4000) as the running shop's
//   diff -r before/ after/                       identical files: identical pages
//
// What is normalised away: script bodies (router state, whose shape may change), nonces, hashed asset and CSS-module
// class names, session tokens and identifiers. What a shopper sees (markup, text, head tags, links) stays.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node scripts/snapshot-pages.mjs <dir>');
const storefrontPort = Number(process.env.PORT ?? 3000);
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}/graphql`;
const STORES = (process.env.SNAPSHOT_STORES ?? 'nl-nl,de-de').split(',');

async function gatewayCall(store, query, variables = {}, session = '') {
  const response = await fetch(gateway, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shop-store': store,
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const result = await response.json();
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return { data: result.data, session: response.headers.get('x-shop-context-token') ?? session };
}

/** node:http, not fetch: fetch does not send a Host header of its own, and the store is chosen by its host. */
function page(store, pathname, session) {
  const host = `${store === 'nl-nl' ? 'localhost' : `${store}.localhost`}:${storefrontPort}`;
  const headers = { host, ...(session ? { cookie: `contextToken=${session}` } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: storefrontPort, path: pathname, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        const location = response.headers.location ? ` → ${response.headers.location}` : '';
        resolve(`status ${response.statusCode}${location}\n${body}`);
      });
    });
    request.on('error', reject);
  });
}

function normalise(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (_, attributes) => `<script${attributes}></script>`)
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/<meta property="csp-nonce" content="[^"]*"\/>/g, '')
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css|mjs)/g, '/assets/$1.$2')
    .replace(/\b_([A-Za-z][\w-]*)_[a-z0-9]{5}_\d+\b/g, '_$1')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\b[\w-]{40,}\b/g, '<token>')
    .replace(/></g, '>\n<');
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  for (const store of STORES) {
    const { data } = await gatewayCall(
      store,
      `query Snapshot { search(input: { pageSize: 24 }) { products { products { url categories { url } variants { sku orderable } } } } }`,
    );
    const product = data.search.products.products.find((p) => p.variants.some((v) => v.orderable));
    const listing = `/${product.categories[0].url}/`;
    const { session } = await gatewayCall(
      store,
      'mutation SnapshotAdd($sku: ID!) { addToCart(items: [{ referencedId: $sku }]) { errors { code } } }',
      {
        sku: product.variants.find((v) => v.orderable).sku,
      },
    );
    const pages = {
      home: ['/', ''],
      listing: [listing, ''],
      product: [new URL(product.url, 'http://x').pathname, ''],
      cart: ['/cart/', session],
      checkout: ['/checkout/', session],
      'not-found': ['/no-such-page-here/', ''],
    };
    // Content pages, look-books, store pages and listings as the store's sitemap lists them (the first of each kind).
    const sitemap = (await page(store, '/sitemap.xml', '')).match(/<loc>[^<]+/g) ?? [];
    const paths = sitemap.map((loc) => new URL(loc.slice(5)).pathname).filter((p) => !p.startsWith('/products'));
    for (const pathname of paths.slice(0, Number(process.env.SNAPSHOT_SITEMAP_PAGES ?? 24))) {
      pages[`sitemap${pathname.replace(/\/+$/, '').replaceAll('/', '_') || '_home'}`] = [pathname, ''];
    }
    for (const [name, [pathname, token]] of Object.entries(pages)) {
      // The first render of a page whose code is not loaded yet streams it after a Suspense boundary: warm up first.
      await page(store, pathname, token);
      const html = await page(store, pathname, token);
      writeFileSync(path.join(outDir, `${store}-${name}.html`), normalise(html));
    }
    console.log(`[snapshot] ${store}: ${Object.keys(pages).length} pages`);
  }
}

await main();
