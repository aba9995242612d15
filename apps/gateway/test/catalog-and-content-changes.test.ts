import { indexCatalog } from '@shop/catalog';
import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { docOf, documents } from './content-world';
import { startGatewayWith } from './harness';
import { world } from './world';

const SECRET = 'cache-events-secret-0123456789abcdef0123';
const WEBHOOK_SECRET = 'content-webhook-secret-0123';

const PRODUCT = 'query ChangedProduct($sku: ID!) { product(sku: $sku) { sku price { amount } } }';
const LISTING = `query ChangedListing($input: ProductSearchInput!) {
  search(input: $input) { products { products { sku price { amount } } } }
}`;
const BLOG = `query ChangedBlog { contentPageByPath(path: "/blog/") { title children { pages { uid title } } } }`;

interface Feed {
  cursor: string;
  reset: boolean;
  events: { tags: string[] }[];
}

/**
 * Catalogue imports (run by another process: straight into the database, the gateway not told) and content publishes
 * (the repository's webhook) purge exactly what shows them: the response cache's answers, the gateway's in-memory
 * product records and searches, and, through the feed, the storefront's pages.
 */
describeEachDatabase('catalogue and content changes purge the caches', (getDb) => {
  const content = new LocalContentSource(documents);
  let client: Awaited<ReturnType<typeof startGatewayWith>>;
  beforeAll(async () => {
    client = await startGatewayWith(
      getDb(),
      { CACHE_EVENTS_SECRET: SECRET, CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET, RESPONSE_CACHE: 'on' },
      { upstreams: { content } },
    );
  });
  afterAll(() => client.gateway.close());

  const feed = async (after: string) =>
    (await (
      await fetch(`${client.url}/internal/cache-events?after=${encodeURIComponent(after)}`, {
        headers: { authorization: `Bearer ${SECRET}` },
      })
    ).json()) as Feed;
  const webhook = (body: object) =>
    fetch(`${client.url}/internal/content-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const priceOf = async (sku: string) => {
    const answer = await client.post<{ product: { price: { amount: number } } }>(PRODUCT, { sku });
    return { amount: answer.body.data?.product.price.amount, cache: answer.headers.get('x-shop-response-cache') };
  };

  it('a price change: the next answers show the new price, and the feed names the product and its categories', async () => {
    const product = world.catalog.products.find((candidate) => candidate.categoryIds.length > 0)!;
    const categoryId = product.categoryIds.at(-1)!;
    const listedPrice = async () => {
      const answer = await client.post<{
        search: { products: { products: { sku: string; price: { amount: number } }[] } };
      }>(LISTING, { input: { filters: { categoryId }, pageSize: 96 } });
      return answer.body.data?.search.products.products.find((listed) => listed.sku === product.sku)?.price.amount;
    };
    const old = product.prices.EUR;
    // Kept on the second ask (the first only makes the key known: one-off keys never push answers out).
    expect(await priceOf(product.sku)).toEqual({ amount: old.price, cache: 'seen' });
    expect(await priceOf(product.sku)).toEqual({ amount: old.price, cache: 'miss' });
    expect(await priceOf(product.sku)).toEqual({ amount: old.price, cache: 'hit' });
    expect(await listedPrice()).toBe(old.price);
    const { cursor } = await feed('');

    // An import job: both prices up (no sale flag flips), everything else as it was.
    const raised = {
      ...product,
      prices: { ...product.prices, EUR: { price: old.price + 1000, regular: old.regular + 1000 } },
    };
    await indexCatalog(getDb(), { ...world.catalog, products: [raised] });
    await client.gateway.catalogChanges.check();

    const { events, reset } = await feed(cursor);
    expect(reset).toBe(false);
    expect(events).toHaveLength(1);
    expect(events[0]!.tags).toContain(`product:${product.sku}`);
    for (const id of product.categoryIds) expect(events[0]!.tags).toContain(`category:${id}`);
    // Only this product's pages and its listings: not every listing and search.
    expect(events[0]!.tags).not.toContain('catalog');
    expect(events[0]!.tags.filter((tag) => tag.startsWith('product:'))).toEqual([`product:${product.sku}`]);
    expect(await priceOf(product.sku)).toEqual({ amount: old.price + 1000, cache: 'miss' });
    expect(await priceOf(product.sku)).toEqual({ amount: old.price + 1000, cache: 'hit' });
    expect(await listedPrice()).toBe(old.price + 1000);
  });

  it('a content publish: the page and the lists that show the document are purged, the feed names it', async () => {
    const post = docOf('cms_page', 'sneakers-op-kantoor', 'nl-nl');
    const titles = async () => {
      const answer = await client.post<{
        contentPageByPath: { children: { pages: { uid: string; title: string }[] } };
      }>(BLOG);
      const titled = answer.body.data?.contentPageByPath.children.pages.find((page) => page.uid === post.uid);
      return { title: titled?.title, cache: answer.headers.get('x-shop-response-cache') };
    };
    expect(await titles()).toEqual({ title: 'Sneakers op kantoor', cache: 'seen' });
    expect(await titles()).toEqual({ title: 'Sneakers op kantoor', cache: 'miss' });
    expect(await titles()).toEqual({ title: 'Sneakers op kantoor', cache: 'hit' });
    const { cursor } = await feed('');

    const ids = content.publish([{ ...post, data: { ...post.data, title: 'Sneakers op de werkvloer' } }]);
    const answer = await webhook({ type: 'api-update', secret: WEBHOOK_SECRET, documents: ids });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ published: 1 });

    const { events } = await feed(cursor);
    expect(events).toHaveLength(1);
    expect(events[0]!.tags).toEqual(
      expect.arrayContaining(['content:cms_page:sneakers-op-kantoor', 'content:cms_page', 'content']),
    );
    expect(events[0]!.tags).not.toContain('layout');
    // The blog page's own document did not change: its answer is purged because it listed the post.
    expect(await titles()).toEqual({ title: 'Sneakers op de werkvloer', cache: 'miss' });
  });

  it('a publish of the layout purges what shows the layout', async () => {
    const layout = documents.find((document) => document.type === 'layout' && document.lang === 'nl-nl')!;
    const { cursor } = await feed('');
    const answer = await webhook({ type: 'api-update', secret: WEBHOOK_SECRET, documents: [layout.id] });
    expect(answer.status).toBe(200);
    expect((await feed(cursor)).events[0]?.tags).toContain('layout');
  });

  it('purges everything for a document it cannot name: every reader starts over, the response cache is empty', async () => {
    const sku = world.catalog.products[1]!.sku;
    await priceOf(sku);
    await priceOf(sku);
    expect((await priceOf(sku)).cache).toBe('hit');
    const { cursor } = await feed('');
    const gone = docOf('cms_page', 'sneakers-op-kantoor', 'nl-nl').id;
    content.publish([], [gone]);
    const answer = await webhook({ type: 'api-update', secret: WEBHOOK_SECRET, documents: [gone] });
    expect(await answer.json()).toEqual({ published: 'everything' });
    expect(await feed(cursor)).toMatchObject({ reset: true, events: [] });
    expect(client.gateway.responseCache?.size).toBe(0);
    expect((await priceOf(sku)).cache).toBe('miss');
  });

  it('has no webhook without the secret, with another one, or for a GET', async () => {
    expect((await webhook({ type: 'api-update', documents: [] })).status).toBe(404);
    expect((await webhook({ type: 'api-update', secret: `${WEBHOOK_SECRET}x`, documents: [] })).status).toBe(404);
    expect((await fetch(`${client.url}/internal/content-changes`)).status).toBe(404);
    const trigger = await webhook({ type: 'test-trigger', secret: WEBHOOK_SECRET });
    expect(await trigger.json()).toEqual({ published: 0 });
  });
});
