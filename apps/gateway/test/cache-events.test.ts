import { refreshStock } from '@shop/catalog';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheEvents, EVERYTHING, MAX_TAGS_PER_EVENT } from '../src/cache/cache-events';
import { catalogChangeTags } from '../src/cache/catalog-changes';
import { stockChangeTags, stockStates } from '../src/cache/stock-changes';
import { startGatewayWith } from './harness';
import { world } from './world';

const SECRET = 'cache-events-secret-0123456789abcdef0123';

describe('changes too large to name', () => {
  it('reset every reader and tell every listener to drop everything; the feed stays bounded', () => {
    const events = new CacheEvents();
    const heard: unknown[] = [];
    events.subscribe((change) => heard.push(change));
    const { cursor } = events.since('');
    events.publish(['product:1']);
    expect(events.since(cursor)).toMatchObject({ reset: false, events: [{ tags: ['product:1'] }] });
    events.publish(Array.from({ length: MAX_TAGS_PER_EVENT + 1 }, (_, index) => `product:${index}`));
    expect(events.since(cursor)).toMatchObject({ reset: true, events: [] });
    expect(heard).toEqual([['product:1'], EVERYTHING]);
    // A reader that started over reads the changes after it again.
    const restarted = events.since(cursor).cursor;
    events.publish(['category:a']);
    expect(events.since(restarted)).toMatchObject({ reset: false, events: [{ tags: ['category:a'] }] });
  });

  it('a catalogue change names its products, categories and `catalog`, or nothing when it is everything', () => {
    const change = { productSkus: ['1.2'], categoryIds: ['c'], listings: true, everything: false };
    expect(catalogChangeTags(change)).toEqual(['product:1.2', 'category:c', 'catalog']);
    expect(catalogChangeTags({ ...change, listings: false })).toEqual(['product:1.2', 'category:c']);
    expect(catalogChangeTags({ ...change, everything: true })).toBeNull();
  });
});

describeEachDatabase('cache tags and the cache-events feed', (getDb) => {
  let client: Awaited<ReturnType<typeof startGatewayWith>>;
  beforeAll(async () => {
    client = await startGatewayWith(getDb(), { CACHE_EVENTS_SECRET: SECRET });
  });
  afterAll(() => client.gateway.close());

  const feed = (after: string, authorization?: string) =>
    fetch(`${client.url}/internal/cache-events?after=${encodeURIComponent(after)}`, {
      headers: authorization ? { authorization } : {},
    });

  it('is not there without the secret, with another secret or another scheme', async () => {
    expect((await feed('')).status).toBe(404);
    expect((await feed('', `Bearer ${SECRET}x`)).status).toBe(404);
    expect((await feed('', `Basic ${SECRET}`)).status).toBe(404);
  });

  it('answers the changes after a cursor; an unknown cursor is a reset', async () => {
    const start = (await (await feed('', `Bearer ${SECRET}`)).json()) as { cursor: string; reset: boolean };
    expect(start.reset).toBe(true);
    client.gateway.cacheEvents.publish(['product:x', 'category:y']);
    const page = await (await feed(start.cursor, `Bearer ${SECRET}`)).json();
    expect(page).toMatchObject({ reset: false, events: [{ tags: ['product:x', 'category:y'] }] });
    expect(await (await feed('other-epoch:1', `Bearer ${SECRET}`)).json()).toMatchObject({ reset: true, events: [] });
  });

  it('tags a product answer with the product, a category listing with its category', async () => {
    const sku = world.catalog.products[0]!.sku;
    const product = await client.post(`query ($sku: ID!) { product(sku: $sku) { name } }`, { sku });
    expect(product.headers.get('x-shop-cache-tags')?.split(' ')).toContain(`product:${sku}`);
    const categoryId = world.catalog.categories[0]!.id;
    const listing = await client.post(
      `query ($input: ProductSearchInput!) { search(input: $input) { products { totalCount } } }`,
      { input: { filters: { categoryId } } },
    );
    expect(listing.headers.get('x-shop-cache-tags')?.split(' ')).toContain(`category:${categoryId}`);
    const text = await client.post(`query { search(input: { text: "sneaker" }) { products { totalCount } } }`);
    expect(text.headers.get('x-shop-cache-tags')?.split(' ')).toContain('catalog');
  });

  it('tags what every shopper without a session sees alike: store settings, the store switch, store locations', async () => {
    const tagsOf = async (query: string) =>
      (await client.post(query)).headers.get('x-shop-cache-tags')?.split(' ') ?? [];
    expect(await tagsOf('{ storeConfig { salutations { key } } }')).toEqual(['layout']);
    // The store switch looked for a content page of that path: its publish purges the answer too.
    expect(await tagsOf('{ storeSwitch(path: "/unknown-page/") { storeCode } }')).toEqual([
      'content:cms_page:unknown-page',
      'catalog',
    ]);
    expect(await tagsOf('{ storeLocations { stores { title } } }')).toEqual(['layout']);
  });

  it('publishes a product, and its categories when it sells out', async () => {
    const db = getDb();
    const product = world.catalog.products.find((candidate) => candidate.categoryIds.length > 0)!;
    const variantSkus = product.variants.map((variant) => variant.sku);
    const before = await stockStates(db, variantSkus);
    expect(before.get(product.sku)).toBe(true);
    await db.updateTable('commerce_stock').set({ qty: 0 }).where('sku', 'in', variantSkus).execute();
    await refreshStock(db, variantSkus);
    const tags = await stockChangeTags(db, variantSkus, before);
    expect(tags).toContain(`product:${product.sku}`);
    for (const id of product.categoryIds) expect(tags).toContain(`category:${id}`);
    // Nothing flipped the second time: the product alone.
    const again = await stockStates(db, variantSkus);
    expect(await stockChangeTags(db, variantSkus, again)).toEqual([`product:${product.sku}`]);
  });
});
