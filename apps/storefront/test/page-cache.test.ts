import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../page-cache.mjs';
import { hashedPolicy } from '../page-cache-csp.mjs';
import { startCacheEventsFeed } from '../page-cache-feed.mjs';
import { RedisPageStore } from '../page-cache-redis.mjs';
import { normaliseQuery, planRequest, unstorableReason } from '../page-cache-rules.mjs';
import { MemoryPageStore } from '../page-cache-store.mjs';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const POLICY = `script-src 'self' 'nonce-${NONCE}' https://www.google.com; object-src 'none'`;

const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

/** A fake app: counts renders, answers HTML with the given tags (and whatever else a test sets). */
function fakeApp(
  page: (
    count: number,
    request: Request,
  ) => Partial<{ body: string; headers: Record<string, string>; status: number }> = () => ({}),
) {
  const app = {
    renders: 0,
    release: undefined as undefined | (() => void),
    gate: undefined as undefined | Promise<void>,
    render: async (request: Request) => {
      app.renders += 1;
      const count = app.renders;
      if (app.gate) await app.gate;
      const { body = `<html><body>page ${count}</body></html>`, headers = {}, status = 200 } = page(count, request);
      return new Response(body, {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': POLICY,
          'cache-control': 'private, no-cache',
          'x-shop-cache-tags': 'product:1 category:7, layout',
          ...headers,
        },
      });
    },
  };
  return app;
}

function cacheOver(app: ReturnType<typeof fakeApp>, options: { maxBytes?: number; clock?: { now: number } } = {}) {
  const clock = options.clock ?? { now: 1_000_000 };
  const store = new MemoryPageStore({ maxBytes: options.maxBytes ?? 1024 * 1024 });
  const cache = new PageCache({ store, render: app.render, freshSeconds: 60, staleSeconds: 300, now: () => clock.now });
  const fetchPage = (request: Request) => cache.handle(request, () => app.render(request));
  return { cache, store, clock, fetchPage };
}

describe('page cache keys and bypass rules', () => {
  it('sorts the query and drops tracking parameters', () => {
    expect(normaliseQuery('?b=2&utm_source=x&a=1&gclid=y&fbclid=z')).toBe('?a=1&b=2');
    expect(normaliseQuery('?utm_medium=mail')).toBe('');
    expect(normaliseQuery('')).toBe('');
  });

  it('keys by store host, path, query, segment and consent; other cookies do not count', () => {
    const key = (url: string, cookie?: string) => planRequest(get(url, cookie ? { cookie } : {})).key;
    const plain = key('http://localhost:3000/dames?b=1&a=2');
    expect(plain).toBe(key('http://localhost:3000/dames?a=2&b=1&utm_campaign=x', '_ga=GA1.2.3'));
    expect(plain).not.toBe(key('http://en.localhost:3000/dames?a=2&b=1'));
    expect(plain).not.toBe(key('http://localhost:3000/dames?a=2&b=1', 'segment=for-him'));
    expect(plain).not.toBe(key('http://localhost:3000/dames?a=2&b=1', 'cookie_settings=enabled'));
    expect(plain).not.toBe(key('http://localhost:3000/dames?a=2&b=1', 'cookie_message=hide'));
    expect(plain).not.toBe(key('http://localhost:3000/dames?a=2&b=1', 'content_audience=x'));
    expect(planRequest(get('http://localhost:3000/dames?utm_source=x&b=1')).url).toBe(
      'http://localhost:3000/dames?b=1',
    );
  });

  it('bypasses other methods, sessions, in-store tablets, previews and cart links', () => {
    const bypass = (request: Request) => planRequest(request).bypass;
    expect(bypass(new Request('http://localhost/', { method: 'POST' }))).toBe('method');
    expect(bypass(get('http://localhost/', { cookie: 'a=1; contextToken=abc' }))).toBe('personal');
    expect(bypass(get('https://localhost/', { cookie: '__Host-contextToken=abc' }))).toBe('personal');
    expect(bypass(get('http://localhost/', { cookie: 'instore=1; store_location=UT01' }))).toBe('personal');
    expect(bypass(get('http://localhost/preview?token=x'))).toBe('path');
    expect(bypass(get('http://localhost/graphql'))).toBe('path');
    expect(bypass(get('http://localhost/cart?token=abc'))).toBe('personal');
    expect(bypass(new Request('http://localhost/', { method: 'HEAD' }))).toBeUndefined();
  });

  it('keeps only HTML of 200 or 404 without a cookie to set and without no-store', () => {
    const page = (status: number, headers: Record<string, string>) =>
      unstorableReason(new Response('x', { status, headers: { 'content-type': 'text/html', ...headers } }));
    expect(page(200, {})).toBeUndefined();
    expect(page(404, {})).toBeUndefined();
    expect(page(302, {})).toBe('status');
    expect(page(500, {})).toBe('status');
    expect(page(200, { 'set-cookie': 'contextToken=abc; HttpOnly' })).toBe('set-cookie');
    expect(page(200, { 'set-cookie': 'segment=for-him; Path=/' })).toBeUndefined();
    expect(page(200, { 'cache-control': 'no-store' })).toBe('no-store');
    expect(unstorableReason(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe('type');
    // A gateway answer without tags (a newsletter subscription by its mailed link) may be the shopper's.
    expect(page(200, { 'x-shop-cache-tags': 'layout, !untagged' })).toBe('untagged');
  });
});

describe('the Content-Security-Policy of a kept page', () => {
  it('trades the nonce for the hashes of the scripts that carried it, never an injected one', () => {
    const own = 'window.__data = 1';
    const html = `<html><head><script nonce="${NONCE}">${own}</script><script type="module" src="/a.js" nonce="${NONCE}"></script></head><body><script>alert("injected")</script><script nonce="guessed">alert(2)</script></body></html>`;
    const policy = hashedPolicy(POLICY, html)!;
    const hash = createHash('sha256').update(own).digest('base64');
    expect(policy).toBe(`script-src 'self' 'sha256-${hash}' https://www.google.com; object-src 'none'`);
    expect(policy).not.toContain('nonce');
    expect(policy.match(/sha256-/g)).toHaveLength(1);
  });
});

describe('the page cache', () => {
  it('renders once for a burst of misses and answers the rest from memory, in the encoding asked', async () => {
    const app = fakeApp();
    const { fetchPage } = cacheOver(app);
    let release!: () => void;
    app.gate = new Promise((resolve) => (release = resolve));
    const burst = Array.from({ length: 20 }, () => fetchPage(get('http://localhost/p')));
    release();
    const answers = await Promise.all(burst);
    expect(app.renders).toBe(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(
      new Set(['<html><body>page 1</body></html>']),
    );
    const hit = await fetchPage(get('http://localhost/p?utm_source=x', { 'accept-encoding': 'br, gzip' }));
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString()).toContain('page 1');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(hit.headers.get('surrogate-key')).toBe('product:1 category:7 layout');
    expect(hit.headers.get('cache-tag')).toBe('product:1,category:7,layout');
    expect(hit.headers.get('x-shop-cache-tags')).toBeNull();
    expect(hit.headers.get('content-security-policy')).not.toContain('nonce');
    expect(app.renders).toBe(1);
  });

  it('answers 304 to a matching ETag', async () => {
    const { fetchPage } = cacheOver(fakeApp());
    const first = await fetchPage(get('http://localhost/p'));
    const etag = first.headers.get('etag')!;
    const again = await fetchPage(get('http://localhost/p', { 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves a stale page while one render refreshes it', async () => {
    const app = fakeApp();
    const { fetchPage, clock } = cacheOver(app);
    await fetchPage(get('http://localhost/p'));
    clock.now += 61_000;
    const stale = await fetchPage(get('http://localhost/p'));
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    expect(await stale.text()).toContain('page 1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.renders).toBe(2);
    const fresh = await fetchPage(get('http://localhost/p'));
    expect(fresh.headers.get('x-page-cache')).toBe('HIT');
    expect(await fresh.text()).toContain('page 2');
    clock.now += 400_000;
    expect((await fetchPage(get('http://localhost/p'))).headers.get('x-page-cache')).toBe('MISS');
  });

  it('purges by tag: the next request renders fresh, nothing stale is served', async () => {
    const app = fakeApp((_count, request) =>
      new URL(request.url).pathname === '/other' ? { headers: { 'x-shop-cache-tags': 'product:2' } } : {},
    );
    const { fetchPage, cache } = cacheOver(app);
    await fetchPage(get('http://localhost/p'));
    await fetchPage(get('http://localhost/other'));
    expect(cache.purge(['category:7'])).toBe(1);
    const after = await fetchPage(get('http://localhost/p'));
    expect(after.headers.get('x-page-cache')).toBe('MISS');
    expect(await after.text()).toContain('page 3');
    expect((await fetchPage(get('http://localhost/other'))).headers.get('x-page-cache')).toBe('HIT');
    cache.clear();
    expect((await fetchPage(get('http://localhost/other'))).headers.get('x-page-cache')).toBe('MISS');
  });

  it('does not keep a render that a purge of its tags overtook', async () => {
    const app = fakeApp();
    const { fetchPage, cache } = cacheOver(app);
    let release!: () => void;
    app.gate = new Promise((resolve) => (release = resolve));
    const pending = fetchPage(get('http://localhost/p'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.purge(['product:1']);
    release();
    await pending;
    app.gate = undefined;
    expect((await fetchPage(get('http://localhost/p'))).headers.get('x-page-cache')).toBe('MISS');
  });

  it('never keeps or serves a personal page', async () => {
    const app = fakeApp((count, request) =>
      request.headers.get('cookie')?.includes('contextToken') ? { body: `<p>Welcome Anna, cart 3 (${count})</p>` } : {},
    );
    const { fetchPage } = cacheOver(app);
    const personal = await fetchPage(get('http://localhost/p', { cookie: 'contextToken=t' }));
    expect(personal.headers.get('x-page-cache')).toBe('BYPASS');
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
    const anonymous = await fetchPage(get('http://localhost/p'));
    expect(await anonymous.text()).not.toContain('Anna');
    expect((await fetchPage(get('http://localhost/p', { cookie: 'contextToken=t' }))).headers.get('x-page-cache')).toBe(
      'BYPASS',
    );
    expect(app.renders).toBe(3);
  });

  it('does not keep a response that sets a cookie; each request of the burst gets its own', async () => {
    const app = fakeApp((count) => ({ headers: { 'set-cookie': `contextToken=t${count}; Path=/; HttpOnly` } }));
    const { fetchPage } = cacheOver(app);
    const [a, b] = await Promise.all([fetchPage(get('http://localhost/p')), fetchPage(get('http://localhost/p'))]);
    expect(new Set([a.headers.get('set-cookie'), b.headers.get('set-cookie')])).toEqual(
      new Set(['contextToken=t1; Path=/; HttpOnly', 'contextToken=t2; Path=/; HttpOnly']),
    );
    expect((await fetchPage(get('http://localhost/p'))).headers.get('x-page-cache')).toBe('BYPASS');
  });

  it("keeps a page that sets only the segment rules' cookies, and sets them with every answer", async () => {
    const app = fakeApp(() => ({ headers: { 'set-cookie': 'segment=for-him; Path=/; Max-Age=100' } }));
    const { fetchPage } = cacheOver(app);
    await fetchPage(get('http://localhost/heren'));
    const hit = await fetchPage(get('http://localhost/heren'));
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(hit.headers.getSetCookie()).toEqual(['segment=for-him; Path=/; Max-Age=100']);
    expect(hit.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('renders a redirect for the URL as asked: its tracking parameters stay', async () => {
    const app = fakeApp((_count, request) => ({ status: 302, headers: { location: new URL(request.url).search } }));
    const { fetchPage } = cacheOver(app);
    const answer = await fetchPage(get('http://localhost/lookbook/?utm_source=mail'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('?utm_source=mail');
  });

  it('stays within its memory bound, least recently used out first', async () => {
    const big = 'x'.repeat(20_000);
    const app = fakeApp((count) => ({
      body: `<html>${count}${createHash('sha256').update(String(count)).digest('hex').repeat(400)}${big}</html>`,
    }));
    const { fetchPage, store } = cacheOver(app, { maxBytes: 100_000 });
    for (let page = 0; page < 20; page += 1) await fetchPage(get(`http://localhost/p${page}`));
    expect(store.bytes).toBeLessThanOrEqual(100_000);
    expect(store.size).toBeGreaterThan(0);
    expect((await fetchPage(get('http://localhost/p19'))).headers.get('x-page-cache')).toBe('HIT');
    expect((await fetchPage(get('http://localhost/p0'))).headers.get('x-page-cache')).toBe('MISS');
  });
});

describe('a flood of made-up pages', () => {
  it("never pushes the shop's own pages out: random queries, unknown paths and invented hosts share a quarter", async () => {
    const app = fakeApp((count, request) => ({
      body: `<html>${createHash('sha256').update(String(count)).digest('hex').repeat(100)}</html>`,
      status: new URL(request.url).pathname.startsWith('/nope') ? 404 : 200,
      // The app names the origin of the store it rendered for: an unknown host gets the default store's.
      headers: { 'x-shop-store-origin': 'http://localhost' },
    }));
    const { fetchPage, store } = cacheOver(app, { maxBytes: 200_000 });
    for (const path of ['/', '/sneakers/', '/p/1']) await fetchPage(get(`http://localhost${path}`));

    for (let attack = 0; attack < 300; attack += 1) {
      await fetchPage(get(`http://localhost/?x=${attack}`));
      await fetchPage(get(`http://localhost/nope-${attack}`));
      await fetchPage(get(`http://invented-${attack}.example/`));
    }
    expect(store.bytes).toBeLessThanOrEqual(200_000);
    for (const path of ['/', '/sneakers/', '/p/1']) {
      expect((await fetchPage(get(`http://localhost${path}`))).headers.get('x-page-cache')).toBe('HIT');
    }
    // The made-up pages are kept too, within their share, newest first.
    expect((await fetchPage(get('http://localhost/?x=299'))).headers.get('x-page-cache')).toBe('HIT');
    expect((await fetchPage(get('http://localhost/?x=0'))).headers.get('x-page-cache')).toBe('MISS');
  });
});

describe("the gateway's cache events", () => {
  it('purges the tags of each change, everything on a reset, and says when it cannot read', async () => {
    let answer = { cursor: 'e:1', events: [] as { seq: number; tags: string[] }[], reset: true };
    const seen: string[] = [];
    const gateway = createServer((request, response) => {
      seen.push(`${request.url} ${request.headers.authorization}`);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
      answer = { cursor: 'e:2', events: [{ seq: 2, tags: ['product:1'] }], reset: false };
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const purged: string[][] = [];
    let cleared = 0;
    const feed = startCacheEventsFeed({
      gatewayOrigin: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      secret: 's3cret',
      intervalMs: 20,
      cache: { purge: (tags) => purged.push(tags), clear: () => (cleared += 1) },
    });
    await expect.poll(() => purged.length, { timeout: 3000 }).toBeGreaterThan(0);
    expect(feed.healthy()).toBe(true);
    expect(cleared).toBe(1);
    expect(purged[0]).toEqual(['product:1']);
    expect(seen[0]).toBe('/internal/cache-events?after= Bearer s3cret');
    expect(seen[1]).toBe('/internal/cache-events?after=e%3A1 Bearer s3cret');
    feed.stop();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });
});

/** Redis at 127.0.0.1:6379 when one answers (REDIS_URL overrides); skipped otherwise. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const redisAnswers = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

describe.skipIf(!redisAnswers)('the page cache in Redis', () => {
  it('keeps pages for every process, purges by tag and clears its own keys only', async () => {
    const prefix = `test:page-cache:${process.pid}:${Date.now()}:`;
    const store = new RedisPageStore({ redis: redisUrl, prefix });
    const other = new RedisPageStore({ redis: redisUrl, prefix: `${prefix.slice(0, -1)}-other:` });
    try {
      const app = fakeApp();
      const clock = { now: Date.now() };
      const cache = new PageCache({
        store,
        render: app.render,
        freshSeconds: 60,
        staleSeconds: 300,
        now: () => clock.now,
      });
      const second = new PageCache({
        store,
        render: app.render,
        freshSeconds: 60,
        staleSeconds: 300,
        now: () => clock.now,
      });
      await cache.handle(get('http://localhost/p'), () => app.render(get('http://localhost/p')));
      const hit = await second.handle(get('http://localhost/p', { 'accept-encoding': 'gzip' }), () => {
        throw new Error('rendered again');
      });
      expect(hit.headers.get('x-page-cache')).toBe('HIT');
      expect(hit.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await hit.arrayBuffer())).toString()).toContain('page 1');
      const entry = (await store.get('http://localhost/p#|||'))!;
      await other.set('http://localhost/p#|||', entry);
      expect(await store.purgeTags(['category:7'])).toBe(1);
      expect(await store.get('http://localhost/p#|||')).toBeUndefined();
      await store.set('http://localhost/q', entry);
      await store.clear();
      expect(await store.get('http://localhost/q')).toBeUndefined();
      expect(await other.get('http://localhost/p#|||')).toBeDefined();
      await other.clear();
    } finally {
      await store.close();
      await other.close();
    }
  });
});
