import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerWithSchema, type FakeGateway, startFakeGateway } from './fake-gateway';

/**
 * The production server (server.mjs) as it runs: started on a free port against the built dist/, with a fake gateway
 * behind it. It tests the build in dist/: under turbo `build` runs first (turbo.json); run alone, the test builds only
 * when dist/ is missing, so rebuild after changing the app.
 */
const appDir = fileURLToPath(new URL('..', import.meta.url));
const clientAssetsDir = `${appDir}dist/client/assets`;

let gateway: FakeGateway;
let server: ChildProcess;
let origin: string;
/** What the server wrote to stderr during the current test. */
let serverLog = '';

beforeAll(async () => {
  if (!existsSync(`${appDir}dist/server/server.js`)) {
    const build = spawnSync(process.execPath, [`${appDir}node_modules/vite/bin/vite.js`, 'build'], { cwd: appDir });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  }
  gateway = await startFakeGateway();
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: appDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', GATEWAY_URL: gateway.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString();
  });
  origin = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+?)\/?$/m.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
});

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await gateway?.close();
});

beforeEach(() => {
  gateway.answer = answerWithSchema;
  serverLog = '';
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, before any decoding. */
  raw: Buffer;
  /** The body decoded from its content-encoding. */
  text: string;
}

/** A request with full control over Host and Accept-Encoding, returning the bytes as they came over the wire. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: decoded.toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function largestScript(): string {
  const scripts = readdirSync(clientAssetsDir).filter((name) => name.endsWith('.js'));
  const [largest] = scripts.sort(
    (a, b) => readFileSync(`${clientAssetsDir}/${b}`).length - readFileSync(`${clientAssetsDir}/${a}`).length,
  );
  if (!largest) throw new Error('The build has no scripts');
  return largest;
}

describe('server.mjs', () => {
  it('answers the health check', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.text).toBe('ok\n');
  });

  it('serves hashed assets for a year, br before gzip, and leaves them whole without Accept-Encoding', async () => {
    const name = largestScript();
    const file = readFileSync(`${clientAssetsDir}/${name}`);

    const br = await get(`/assets/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.raw.length).toBeLessThan(file.length / 2);
    expect(br.text).toBe(file.toString('utf8'));

    const gzip = await get(`/assets/${name}`, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(file.toString('utf8'));

    const identity = await get(`/assets/${name}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-length']).toBe(String(file.length));
  });

  it('does not compress tiny files', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await get('/assets/gone-12345678.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain');
  });

  it('renders complete, compressed pages with security headers, in the language of the host', async () => {
    const page = await get('/', { host: 'localhost:3000', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(page.text).toContain('<html lang="nl" data-store="nl-nl" data-base-url="http://localhost:3000">');
    expect(page.text).toContain('Nieuw dit seizoen');
    expect(page.text).toContain('Court Classic');
    // Only the discounted product shows its regular price, struck through.
    expect(page.text.match(/<s class="[^"]*regular[^"]*">/g)).toHaveLength(1);
    expect(page.text).toMatch(/<s [^>]*>.*?€ 119,95<\/s>/);
    // Sizes that cannot be bought are marked on the tiles.
    expect(page.text).toContain('(uitverkocht)');
  });

  it('keeps the language of each request when stores are asked for at the same time', async () => {
    const headings = {
      'localhost:3000': 'Nieuw dit seizoen',
      'en.localhost:3000': 'New this season',
      'de-at.localhost:3000': 'Neu in dieser Saison',
      'fr-lu.localhost:3000': 'Nouveautés de la saison',
    };
    const requests = Object.entries(headings).flatMap(([host, heading]) => [1, 2, 3].map(() => ({ host, heading })));
    const pages = await Promise.all(requests.map(({ host }) => get('/', { host })));
    for (const [index, { heading }] of requests.entries()) {
      expect(pages[index]?.text).toContain(heading);
    }
  });

  it("preloads the page language's message catalog beside the entry, and keeps the build manifest to itself", async () => {
    const manifest = JSON.parse(readFileSync(`${appDir}dist/client/.vite/manifest.json`, 'utf8'));
    for (const [host, language] of [
      ['localhost:3000', 'nl'],
      ['en.localhost:3000', 'en'],
      ['de-at.localhost:3000', 'de'],
      ['fr-be.localhost:3000', 'fr'],
    ] as const) {
      const catalog = manifest[`../../packages/i18n/locales/storefront/${language}.po`].file;
      const page = await get('/', { host });
      const preloads = [...page.text.matchAll(/<link rel="modulepreload" href="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      expect(preloads).toContain(catalog);
      // Only its own language's.
      expect(preloads.filter((file) => /\/(en|nl|de|fr)-[\w-]+\.js$/.test(file ?? ''))).toEqual([catalog]);
    }
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('answers unknown paths with the translated not-found page and 404', async () => {
    const page = await get('/no/such/page', { host: 'fr-be.localhost:3000' });
    expect(page.status).toBe(404);
    // The 404 content document of the store's language, with its blocks.
    expect(page.text).toContain('Page introuvable');
    expect(page.text).toContain("Cette page n'existe pas (plus).");
  });

  it('shows a friendly page with 503 when the gateway is down', async () => {
    gateway.answer = 'unreachable';
    const page = await get('/', { host: 'en.localhost:3000' });
    expect(page.status).toBe(503);
    expect(page.text).toContain('This page is not available right now');
    expect(page.text).not.toMatch(/fetch failed|other side closed|at .*\.js:\d+/);
    expect(serverLog).toContain('[loader] query failed');
  });

  it('proxies /graphql with the store of the host and sets the session cookie', async () => {
    gateway.answer = () => ({ headers: { 'x-shop-context-token': 'new-session' }, body: { data: { ok: true } } });
    const response = await get(
      '/graphql',
      { host: 'en.localhost:3000', 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ query: '{ ok }' }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ data: { ok: true } });
    expect(response.headers['set-cookie']).toEqual([
      'contextToken=new-session; Path=/; Max-Age=17280000; HttpOnly; SameSite=Lax',
    ]);
    expect(gateway.received.at(-1)?.headers['x-shop-store']).toBe('en');
  });

  it('passes /images/ through to the image service with its caching headers and the Accept header', async () => {
    const image = await get('/images/products/20001.100/side/498x705', { accept: 'image/avif,image/webp,*/*' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.vary).toMatch(/\baccept\b/i);
    expect(image.text).toContain('<svg');
    const received = gateway.received.at(-1);
    expect(received?.url).toBe('/images/products/20001.100/side/498x705');
    expect(received?.headers.accept).toBe('image/avif,image/webp,*/*');
    expect((await get('/images/products/nothing')).status).toBe(404);
    expect((await get('/images/x/1x1', {}, 'POST')).status).toBe(405);
  });

  it('lives on when a browser leaves while an image is still coming from the image service', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await new Promise<void>((resolve) => {
        const outgoing = httpRequest(`${origin}/images/slow/products/20001.100/side/498x705`);
        outgoing.on('error', () => resolve());
        outgoing.end();
        setTimeout(() => {
          outgoing.destroy();
          resolve();
        }, 200);
      });
    }
    // The image service finishes its bodies after the browsers left; the server must have shrugged that off.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.exitCode).toBeNull();
    expect((await get('/healthz')).status).toBe(200);
    expect(serverLog).not.toMatch(/uncaught|ReadableStream is already closed/i);
  });

  it('answers a legacy .html product URL with a 301 to the product page', async () => {
    const response = await get('/old-court-classic-20001x100.html', { host: 'localhost:3000' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toMatch(/\/court-classic-black-20001-100$/);
  });

  it('renders a product page at its own url: breadcrumbs, sizes, canonical link and JSON-LD', async () => {
    const page = await get('/court-classic-black-20001-100', { host: 'en.localhost:3000' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('Select your size');
    expect(page.text).toContain('Size chart');
    expect(page.text).toContain(
      '<link rel="canonical" href="http://en.localhost:3000/court-classic-black-20001-100"/>',
    );
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(jsonLd[0].offers).toMatchObject({ price: '89.95', priceCurrency: 'GBP' });
    // The first image loads first; the tile images of cross-sells wait.
    expect(page.text).toMatch(/<img [^>]*loading="eager" fetchpriority="high"[^>]*>/i);
    expect(page.text).toMatch(/<img [^>]*loading="lazy"[^>]*>/);
  });

  it("renders the product page's own content (selling points, delivery and returns) in the first HTML, per store", async () => {
    const english = await get('/court-classic-black-20001-100', { host: 'en.localhost:3000' });
    expect(english.text).toContain('Free delivery');
    expect(english.text).toMatch(/<summary[^>]*>Delivery and returns<\/summary>/);
    expect(english.text).toContain('Delivered in 1 to 3 days');
    const dutch = await get('/products/20001.100', { host: 'nl-be.localhost:3000' });
    expect(dutch.status).toBe(200);
    expect(dutch.text).toContain('Gratis verzending');
    expect(dutch.text).toMatch(/<summary[^>]*>Levering en retour<\/summary>/);
  });

  it('gives product, category, brand and product-list pages their nine hreflang links, and the cart none', async () => {
    const hreflangs = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => match[1]);
    const nine = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'de-at', 'de-lu', 'fr-lu', 'en', 'x-default'];
    for (const [host, path] of [
      ['en.localhost:3000', '/court-classic-black-20001-100'],
      ['nl-be.localhost:3000', '/dames/schoenen'],
      ['fr-be.localhost:3000', '/brands/amstel-rue'],
      ['de-de.localhost:3000', '/products/'],
    ] as const) {
      const page = await get(path, { host });
      expect(page.status, `${host}${path}`).toBe(200);
      expect(hreflangs(page.text), `${host}${path}`).toEqual(nine);
    }
    const product = await get('/court-classic-black-20001-100', { host: 'fr-be.localhost:3000' });
    expect(product.text).toContain(
      '<link rel="alternate" hrefLang="x-default" href="http://nl-nl.localhost:3000/court-classic-black-20001-100"/>',
    );
    for (const path of ['/cart/', '/search/?q=court', '/account/']) {
      expect(hreflangs((await get(path, { host: 'nl-be.localhost:3000' })).text), path).toEqual([]);
    }
  });

  it("highlights the page's own segment in the header: for him on a men's product and category page", async () => {
    const activeTab = (html: string) => /<a [^>]*aria-current="true"[^>]*>([^<]+)<\/a>/.exec(html)?.[1];
    expect(activeTab((await get('/city-loafer-cognac-20003-102', { host: 'en.localhost:3000' })).text)).toBe('For him');
    expect(activeTab((await get('/products/20003.102', { host: 'nl-be.localhost:3000' })).text)).toBe('Voor hem');
    expect(activeTab((await get('/heren/schoenen', { host: 'en.localhost:3000' })).text)).toBe('For him');
    expect(activeTab((await get('/court-classic-black-20001-100', { host: 'en.localhost:3000' })).text)).toBe(
      'For her',
    );
  });

  it('ends every page title with the store language’s shop name', async () => {
    const titleOf = async (path: string, host: string) =>
      /<title>([^<]*)<\/title>/.exec((await get(path, { host })).text)?.[1];
    expect(await titleOf('/cart/', 'nl-be.localhost:3000')).toMatch(/ \| Schoenen &amp; Mode$/);
    expect(await titleOf('/cart/', 'de-de.localhost:3000')).toMatch(/ \| Schuhe &amp; Mode$/);
    expect(await titleOf('/court-classic-black-20001-100', 'fr-be.localhost:3000')).toMatch(
      / \| Chaussures &amp; Mode$/,
    );
    expect(await titleOf('/dames/schoenen', 'en.localhost:3000')).toBe('Schoenen | Shoes &amp; Fashion');
  });

  it('renders category and brand listings with facets, and shows all pages up to the one in the URL', async () => {
    const category = await get('/dames/schoenen', { host: 'en.localhost:3000' });
    expect(category.status).toBe(200);
    expect(category.text).toContain('Sneakers');
    const all = await get('/products/?page=2', { host: 'en.localhost:3000' });
    expect(all.status).toBe(200);
    expect(all.text.match(/<article/g)?.length).toBe(36);
    expect(all.text).not.toContain('Show more');
    const brand = await get('/brands/amstel-rue', { host: 'en.localhost:3000' });
    expect(brand.status).toBe(200);
    expect(brand.text).toContain('Show more');
    expect((await get('/brands/nobody', { host: 'en.localhost:3000' })).status).toBe(404);
  });

  it('sends a sale word from the search page straight to the sale category', async () => {
    const response = await get('/zoeken/?q=sale', { host: 'localhost:3000' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toMatch(/\/dames\/sale$/);
    const results = await get('/search/?q=court', { host: 'en.localhost:3000' });
    expect(results.status).toBe(200);
    expect(results.text).toContain('court classic');
  });

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
