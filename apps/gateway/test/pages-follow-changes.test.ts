import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { indexCatalog } from '@shop/catalog';
import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { docOf, documents } from './content-world';
import { CLIENT_ADDRESS_SECRET, startGatewayWith } from './harness';
import { world } from './world';

const SECRET = 'cache-events-secret-0123456789abcdef0123';
const WEBHOOK_SECRET = 'content-webhook-secret-0123';
/** The purge delay the issue allows: a change shows on a cached page within it. */
const PURGE_DELAY_MS = 2000;
const storefrontDir = fileURLToPath(new URL('../../storefront/', import.meta.url));

/** The storefront's production server (server.mjs, built when dist/ is missing) over this gateway, page cache on. */
async function startStorefront(gatewayUrl: string): Promise<{ origin: string; stop(): void }> {
  if (!existsSync(`${storefrontDir}dist/server/server.js`)) {
    const build = spawnSync(process.execPath, [`${storefrontDir}node_modules/vite/bin/vite.js`, 'build'], {
      cwd: storefrontDir,
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  }
  const server: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: storefrontDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      GATEWAY_URL: `${gatewayUrl}/graphql`,
      CACHE_EVENTS_SECRET: SECRET,
      CLIENT_ADDRESS_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server.mjs exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+?)\/?$/m.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { origin, stop: () => server.exitCode === null && server.kill('SIGKILL') };
}

/**
 * The storefront and the gateway together, as they run: a catalogue import by another process (straight into the
 * database) and a content publish (the repository's webhook) show on a page the page cache keeps within the purge
 * delay, and the page is cached again.
 */
describeEachDatabase('cached pages follow price and content changes', (getDb) => {
  const content = new LocalContentSource(documents);
  let gateway: Awaited<ReturnType<typeof startGatewayWith>>;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  beforeAll(async () => {
    gateway = await startGatewayWith(
      getDb(),
      { CACHE_EVENTS_SECRET: SECRET, CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET, RESPONSE_CACHE: 'on' },
      { upstreams: { content } },
    );
    storefront = await startStorefront(gateway.url);
  }, 300_000);
  afterAll(async () => {
    storefront?.stop();
    await gateway?.gateway.close();
  });

  /** A page of the default store (nl-nl), as a shopper without a session asks for it. */
  const page = (path: string) =>
    new Promise<{ html: string; cache: string | undefined }>((resolve, reject) => {
      const { hostname, port } = new URL(storefront.origin);
      const asked = httpRequest({ hostname, port, path, headers: { host: 'localhost:3000' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ html: Buffer.concat(chunks).toString('utf8'), cache: response.headers['x-page-cache'] as string }),
        );
      });
      asked.on('error', reject);
      asked.end();
    });

  /** Asks for the page until it shows `shown`; answers how long that took after the change. */
  async function shownAfter(path: string, shown: string, changedAt: number): Promise<number> {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await page(path)).html.includes(shown)) return Date.now() - changedAt;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${path} never showed ${shown}`);
  }

  it('a price change shows on a cached product page within the purge delay', async () => {
    const product = world.catalog.products.find((candidate) => candidate.categoryIds.length > 0)!;
    const { url, price } = (
      await gateway.post<{ product: { url: string; price: { formatted: string } } }>(
        'query PagePrice($sku: ID!) { product(sku: $sku) { url price { formatted } } }',
        { sku: product.sku },
      )
    ).body.data!.product;
    const path = `/${url}`;
    const old = product.prices.EUR;
    // The new price as the store writes it (`€ 89,95` → `€ 99,95`), shown nowhere on the page before.
    const decimals = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
    expect(price.formatted).toContain(decimals(old.price));
    const after = price.formatted.replace(decimals(old.price), decimals(old.price + 1000));
    const cached = await page(path);
    expect(cached.html).toContain(price.formatted);
    expect(cached.html).not.toContain(after);
    expect((await page(path)).cache).toBe('HIT');

    const raised = {
      ...product,
      prices: { ...product.prices, EUR: { price: old.price + 1000, regular: old.regular + 1000 } },
    };
    await indexCatalog(getDb(), { ...world.catalog, products: [raised] });
    // The change is made when the import commits (the import itself takes a while).
    const changedAt = Date.now();
    expect(await shownAfter(path, after, changedAt)).toBeLessThanOrEqual(PURGE_DELAY_MS);
    const again = await page(path);
    expect(again.cache).toBe('HIT');
    expect(again.html).toContain(after);
  });

  it('a content publish shows on a cached content page within the purge delay', async () => {
    const post = docOf('cms_page', 'sneakers-op-kantoor', 'nl-nl');
    const path = '/sneakers-op-kantoor/';
    expect((await page(path)).html).toContain('Sneakers op kantoor');
    expect((await page(path)).cache).toBe('HIT');

    const changedAt = Date.now();
    const ids = content.publish([{ ...post, data: { ...post.data, title: 'Sneakers op de werkvloer' } }]);
    const published = await fetch(`${gateway.url}/internal/content-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'api-update', secret: WEBHOOK_SECRET, documents: ids }),
    });
    expect(published.status).toBe(200);
    expect(await shownAfter(path, 'Sneakers op de werkvloer', changedAt)).toBeLessThanOrEqual(PURGE_DELAY_MS);
    expect((await page(path)).cache).toBe('HIT');
  });
});
