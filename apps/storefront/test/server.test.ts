import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { verifyClientAddress } from '@shop/domain/client-address';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerWithSchema, type FakeGateway, startFakeGateway } from './fake-gateway';

/**
 * The production server (server.mjs) as it runs: started on a free port against the built dist/, with a fake gateway
 * behind it. It tests the build in dist/: under turbo `build` runs first (turbo.json); run alone, the test builds only
 * when dist/ is missing, so rebuild after changing the app.
 */
const appDir = fileURLToPath(new URL('..', import.meta.url));
const clientAssetsDir = `${appDir}dist/client/assets`;

/** The secret the server signs shoppers' addresses with for the gateway (CLIENT_ADDRESS_SECRET). */
const CLIENT_ADDRESS_SECRET = 'server-test-client-address-secret-0123456789';

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
    // TRUST_PROXY: the https tests below send X-Forwarded-Proto (and X-Forwarded-For) as a TLS-terminating proxy on
    // loopback would.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      GATEWAY_URL: gateway.url,
      TRUST_PROXY: 'loopback',
      CLIENT_ADDRESS_SECRET,
    },
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

  it('serves the demo videos whole or in byte ranges (206), cached for a day, never compressed', async () => {
    const file = readFileSync(`${appDir}dist/client/videos/drieluik-men.mp4`);
    const whole = await get('/videos/drieluik-men.mp4', { 'accept-encoding': 'br, gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(file.length));
    expect(whole.raw.equals(file)).toBe(true);

    // What a browser asks first (bytes=0-), then a seek into the middle, then the last bytes.
    const open = await get('/videos/drieluik-men.mp4', { range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${file.length - 1}/${file.length}`);
    const middle = await get('/videos/drieluik-men.mp4', { range: 'bytes=1000-1999', 'accept-encoding': 'br' });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['cache-control']).toBe('public, max-age=86400');
    expect(middle.raw.equals(file.subarray(1000, 2000))).toBe(true);
    const tail = await get('/videos/drieluik-men.mp4', { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.raw.equals(file.subarray(file.length - 500))).toBe(true);

    const beyond = await get('/videos/drieluik-men.mp4', { range: `bytes=${file.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.length}`);

    // Revalidation: the same file is not sent again.
    const again = await get('/videos/drieluik-men.mp4', { 'if-none-match': String(whole.headers.etag) });
    expect(again.status).toBe(304);

    // Its still, and a plain 404 for a video that is not there.
    expect((await get('/videos/drieluik-men.jpg')).headers['content-type']).toBe('image/jpeg');
    const missing = await get('/videos/gone.mp4');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain');
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

  it('puts a nonce of its own on every inline script of each page, and allows no other inline script', async () => {
    const nonces: string[] = [];
    for (const [path, host] of [
      ['/', 'localhost:3000'],
      ['/', 'localhost:3000'],
      ['/court-classic-black-20001-100', 'en.localhost:3000'],
      ['/no/such/page', 'fr-be.localhost:3000'],
    ] as const) {
      const page = await get(path, { host });
      const policy = String(page.headers['content-security-policy']);
      const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      const nonce = scriptSources.map((source) => /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(source)?.[1]).find(Boolean);
      if (!nonce) throw new Error(`No nonce in the policy of ${path}: ${policy}`);
      expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(16);
      expect(policy).toContain("frame-ancestors 'self'");
      // The hydration data, the accessibility settings, the structured data: every script without src has the nonce.
      const inline = [...page.text.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1] ?? '')
        .filter((attributes) => !/\ssrc=/.test(attributes));
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      // A page with a nonce never lands in a shared cache.
      expect(page.headers['cache-control']).toBe('private, no-cache');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends HSTS and keeps the session in a __Host- cookie over https, and neither over http', async () => {
    const overHttps = await get('/', { host: 'localhost:3000', 'x-forwarded-proto': 'https' });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(overHttps.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const overHttp = await get('/', { host: 'localhost:3000' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Everything answered over https, not only pages: a static file, the health check, a missing video.
    for (const path of ['/favicon.svg', '/healthz', '/videos/none.mp4']) {
      const answer = await get(path, { host: 'localhost:3000', 'x-forwarded-proto': 'https' });
      expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect((await get(path, { host: 'localhost:3000' })).headers['strict-transport-security'], path).toBeUndefined();
    }

    gateway.answer = () => ({ headers: { 'x-shop-context-token': 'new-session' }, body: { data: { ok: true } } });
    const graphql = (headers: Record<string, string>) =>
      get(
        '/graphql',
        { host: 'en.localhost:3000', 'content-type': 'application/json', ...headers },
        'POST',
        JSON.stringify({ query: '{ ok }' }),
      );
    const secure = await graphql({ 'x-forwarded-proto': 'https', cookie: '__Host-contextToken=secure-session' });
    expect(secure.headers['set-cookie']).toEqual([
      '__Host-contextToken=new-session; Path=/; Max-Age=17280000; HttpOnly; SameSite=Lax; Secure',
    ]);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(gateway.received.at(-1)?.headers.authorization).toBe('Bearer secure-session');
    // The plain cookie is not the session over https.
    await graphql({ 'x-forwarded-proto': 'https', cookie: 'contextToken=plain-session' });
    expect(gateway.received.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('answers paths that cannot be decoded or hold NUL with the translated 404 page, asking the gateway nothing about them', async () => {
    for (const path of ['/%E0%A4%A', '/products/%00', '/%00', '/dames/%ED%A0%80', '/%00?q=%00']) {
      gateway.received.length = 0;
      const page = await get(path, { host: 'fr-be.localhost:3000' });
      expect(page.status, path).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // The 404 content document of the store's language, with its blocks.
      expect(page.text).toContain('Page introuvable');
      expect(page.text).toContain("Cette page n'existe pas (plus).");
      expect(page.text).toContain('<html lang="fr"');
      const asked = gateway.received.map((request) => request.body).join('\n');
      expect(asked).not.toMatch(/\\u0000|%00|%E0%A4%A|%ED%A0%80|\uFFFD/i);
    }
    expect(serverLog).not.toMatch(/\[loader\] query failed|unhandled error/);
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

  it("names the shopper's address as the trusted proxy saw it, signed, not one the request claims", async () => {
    gateway.answer = () => ({ body: { data: { ok: true } } });
    await get(
      '/graphql',
      {
        host: 'en.localhost:3000',
        'content-type': 'application/json',
        // The first entry is what the browser claimed; the proxy on loopback (TRUST_PROXY) appended the peer it saw.
        'x-forwarded-for': '198.51.100.7, 203.0.113.9',
        'x-shop-client-ip': '203.0.113.10',
      },
      'POST',
      JSON.stringify({ query: '{ ok }' }),
    );
    const { headers } = gateway.received.at(-1)!;
    expect(headers['x-shop-client-ip']).toBe('203.0.113.9');
    expect(
      verifyClientAddress(CLIENT_ADDRESS_SECRET, {
        address: headers['x-shop-client-ip'] as string,
        requestId: headers['x-request-id'] as string,
        signature: (headers['x-shop-client-signature'] as string | undefined) ?? null,
      }),
    ).toBe(true);
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
    // (With the response's CSP nonce, as every tag the router renders.)
    expect(page.text).toMatch(
      /<link rel="canonical" href="http:\/\/en\.localhost:3000\/court-classic-black-20001-100"( nonce="[^"]+")?\/>/,
    );
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) =>
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
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"[^>]*\/>/g)].map((match) => match[1]);
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
      '<link rel="alternate" hrefLang="x-default" href="http://nl-nl.localhost:3000/court-classic-black-20001-100"',
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
