// The pages server.mjs renders: languages per host, the message catalog preload, nonces and security headers, 404 and
// 503 pages, product, listing and search pages with their heads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkAssetsOfManifest } from '../src/lib/build-manifest.server';
import { appDir, gateway, get, serverLog } from './server-harness';

describe('server.mjs renders pages', () => {
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

  it("leaves the framework's server-function client out of the browser's code (decision 10)", () => {
    const manifest: Record<string, { file: string }> = JSON.parse(
      readFileSync(`${appDir}dist/client/.vite/manifest.json`, 'utf8'),
    );
    const scripts = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const code = scripts.map((file) => readFileSync(`${appDir}dist/client/${file}`, 'utf8')).join('\n');
    // Not the RPC client (its framed responses' content type), but the stand-in adapter under the framework's key.
    expect(code).not.toContain('application/x-tss-framed');
    expect(code).toContain('Server functions are not part of the shop');
  });

  it("keeps the styles of content blocks hydrated later in the content page's stylesheets, which the first HTML names", () => {
    const manifest = JSON.parse(readFileSync(`${appDir}dist/client/.vite/manifest.json`, 'utf8'));
    const page = chunkAssetsOfManifest(manifest, 'ContentPageView');
    const blocks = chunkAssetsOfManifest(manifest, 'PageBlocks');
    expect(page?.styles.length).toBeGreaterThan(0);
    // The blocks' code is not the page's: it loads after the page.
    expect(page?.scripts.some((script) => /\/PageBlocks-/.test(script))).toBe(false);
    // Every stylesheet the blocks bring is the page's already (the server renders the blocks with the page).
    expect(blocks?.styles.filter((style) => !page?.styles.includes(style))).toEqual([]);
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

  it("names the listing code's stylesheets in the first HTML's head, so the listing is not painted without them", async () => {
    const manifest = JSON.parse(readFileSync(`${appDir}dist/client/.vite/manifest.json`, 'utf8'));
    const listingChunk = Object.values(
      manifest as Record<string, { name?: string; file: string; css?: string[]; imports?: string[] }>,
    ).find((chunk) => chunk.name === 'ListingPage' && chunk.file.endsWith('.js'));
    expect(listingChunk?.css?.length).toBeGreaterThan(0);
    const stylesheets = (html: string) =>
      [...(/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '').matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map(
        (match) => match[1],
      );
    for (const path of ['/dames/schoenen', '/brands/amstel-rue']) {
      const page = await get(path, { host: 'localhost:3000' });
      expect(page.status).toBe(200);
      expect(stylesheets(page.text)).toEqual(expect.arrayContaining(listingChunk?.css ?? []));
      // Its scripts are preloaded beside the entry, not asked for once the entry runs.
      expect(page.text).toContain(`<link rel="modulepreload" href="/${listingChunk?.file}"`);
      for (const imported of listingChunk?.imports ?? []) {
        const file = manifest[imported]?.file;
        if (!manifest[imported]?.isEntry) expect(page.text).toContain(`<link rel="modulepreload" href="/${file}"`);
      }
    }
    // A product page shows no listing: neither its styles nor its script.
    const product = await get('/court-classic-black-20001-100', { host: 'localhost:3000' });
    expect(stylesheets(product.text)).not.toEqual(expect.arrayContaining(listingChunk?.css ?? []));
    expect(product.text).not.toContain(`/${listingChunk?.file}`);
  });

  it('sends a sale word from the search page straight to the sale category', async () => {
    const response = await get('/zoeken/?q=sale', { host: 'localhost:3000' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toMatch(/\/dames\/sale$/);
    const results = await get('/search/?q=court', { host: 'en.localhost:3000' });
    expect(results.status).toBe(200);
    expect(results.text).toContain('court classic');
  });
});
