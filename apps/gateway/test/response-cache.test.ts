import { PostgresStockService } from '@shop/commerce';
import { describeEachDatabase } from '@shop/db/testing';
import { stitchedSchemaShape } from '@shop/schema';
import { getOperationAST, parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CacheEvents } from '../src/cache/cache-events';
import { cachePolicyOf } from '../src/cache/cache-policy';
import { RESPONSE_CACHE_HEADER, ResponseCache } from '../src/cache/response-cache';
import type { GatewayContext } from '../src/context';
import { startGatewayWith } from './harness';
import { world } from './world';

const sku = world.catalog.products[0]!.sku;
const PRODUCT = 'query Product($sku: ID!) { product(sku: $sku) { sku name url price { formatted } } }';

describe('the cache policy of an operation', () => {
  const schema = stitchedSchemaShape();
  const policyOf = (query: string) => {
    const document = parse(query);
    return cachePolicyOf(schema, document, getOperationAST(document)!);
  };

  it('keeps catalogue and content queries for the smallest age of the hints they touch', () => {
    expect(policyOf(PRODUCT)).toEqual({ maxAgeS: 60 });
    expect(policyOf('{ layout { __typename } }')).toEqual({ maxAgeS: 300 });
    // The store's settings (the newsletter block's salutations come with every page route).
    expect(policyOf('{ storeConfig { salutations { key name } } }')).toEqual({ maxAgeS: 300 });
    expect(policyOf('{ layout { __typename } products(first: 2) { sku } }')).toEqual({ maxAgeS: 60 });
    expect(policyOf('{ products(first: 2) { sku variants { sku availableStock } } }')).toEqual({ maxAgeS: 10 });
    expect(policyOf('{ product(sku: "1") { variants { orderable } } }')).toEqual({ maxAgeS: 10 });
    expect(policyOf('fragment F on Product { sku name } { products(first: 2) { ...F } }')).toEqual({ maxAgeS: 60 });
  });

  it('never keeps a mutation, personal data, live stock, a preview or an unknown root field', () => {
    expect(policyOf('mutation { logout { __typename } }')).toBeNull();
    expect(policyOf('{ cart { __typename } }')).toBeNull();
    expect(policyOf('{ wishlist { __typename } }')).toBeNull();
    expect(policyOf('{ customer { __typename } }')).toBeNull();
    expect(policyOf('{ products(first: 8) { sku stock { availableStock } } }')).toBeNull();
    expect(
      policyOf('fragment S on Product { stock { availableStock } } { products(first: 8) { sku ...S } }'),
    ).toBeNull();
    expect(policyOf('{ contentPage(uid: "home", previewRef: "x") { __typename } }')).toBeNull();
    expect(policyOf('{ __schema { queryType { name } } }')).toBeNull();
    expect(policyOf('{ products(first: 2) { sku } cart { __typename } }')).toBeNull();
  });
});

describe('the response cache store', () => {
  const schema = stitchedSchemaShape();
  const contextOf = (tags: string[], token: string | null = null) =>
    ({ token, cacheTags: new Set(tags), responseHeaders: new Map() }) as unknown as GatewayContext;

  /** What Apollo's plugin hooks do for one request: judge the operation, then see the answer. */
  async function judged(cache: ResponseCache, context: GatewayContext, query: string, errors = false) {
    const document = parse(query);
    const hooks = await cache.plugin().requestDidStart!({} as never);
    await hooks!.didResolveOperation!({
      schema,
      document,
      operation: getOperationAST(document),
      contextValue: context,
    } as never);
    await hooks!.willSendResponse!({
      response: { body: { kind: 'single', singleResult: errors ? { errors: [{}] } : { data: {} } } },
      contextValue: context,
    } as never);
  }

  it('purges the entries whose tags a cache event names, and only those', async () => {
    const events = new CacheEvents();
    const cache = new ResponseCache({ maxBytes: 1_000_000 }, events);
    const first = contextOf(['product:1', 'category:a']);
    const second = contextOf(['product:2']);
    await judged(cache, first, PRODUCT);
    await judged(cache, second, PRODUCT);
    expect(cache.offer('one', first, '{"data":1}', [['content-type', 'application/json']])).toBe('seen');
    expect(cache.get('one')).toBeUndefined();
    expect(cache.offer('one', first, '{"data":1}', [['content-type', 'application/json']])).toBe('kept');
    cache.offer('two', second, '{"data":2}', []);
    expect(cache.offer('two', second, '{"data":2}', [])).toBe('kept');
    expect(cache.get('one')?.tagsHeader).toBe('product:1 category:a');

    events.publish(['category:a', 'content:page:x']);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')?.body).toBe('{"data":2}');
    events.publish(['product:2']);
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('keeps nothing unjudged, with errors, for a token holder, with response headers, or beyond its size', async () => {
    const cache = new ResponseCache({ maxBytes: 100 });
    expect(cache.offer('unjudged', contextOf([]), '{}', [])).toBeNull();
    const failed = contextOf([]);
    await judged(cache, failed, PRODUCT, true);
    expect(cache.offer('failed', failed, '{}', [])).toBeNull();
    const holder = contextOf([], 'token');
    await judged(cache, holder, PRODUCT);
    expect(cache.offer('holder', holder, '{}', [])).toBeNull();
    const session = contextOf([]);
    await judged(cache, session, PRODUCT);
    session.responseHeaders.set('x-shop-session', 'abc');
    expect(cache.offer('session', session, '{}', [])).toBeNull();
    const large = contextOf([]);
    await judged(cache, large, PRODUCT);
    cache.offer('large', large, 'x'.repeat(200), []);
    expect(cache.offer('large', large, 'x'.repeat(200), [])).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry after its age', async () => {
    let now = 1_000;
    const cache = new ResponseCache({ maxBytes: 1000, now: () => now });
    const context = contextOf([]);
    await judged(cache, context, '{ layout { __typename } products(first: 1) { sku } }');
    cache.offer('key', context, '{}', []);
    cache.offer('key', context, '{}', []);
    now = 60_000;
    expect(cache.get('key')).toBeDefined();
    now = 62_000;
    expect(cache.get('key')).toBeUndefined();
  });
});

describeEachDatabase('the response cache of the gateway', (getDb) => {
  let client: Awaited<ReturnType<typeof startGatewayWith>>;

  beforeAll(async () => {
    client = await startGatewayWith(getDb(), { RESPONSE_CACHE: 'on' });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });
  afterEach(() => {
    client.gateway.responseCache?.clear();
    vi.restoreAllMocks();
  });

  const post = async (query: string, { store = 'nl-nl', variables = {}, headers = {} } = {}) => {
    const response = await fetch(`${client.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-store': store, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { headers: response.headers, text: await response.text() };
  };

  it('answers a repeated anonymous catalogue query from memory, with the same body and cache tags', async () => {
    const first = await post(PRODUCT, { variables: { sku } });
    expect(first.headers.get(RESPONSE_CACHE_HEADER)).toBe('seen');
    const miss = await post(PRODUCT, { variables: { sku } });
    expect(miss.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    const hit = await post(PRODUCT, { variables: { sku } });
    expect(hit.headers.get(RESPONSE_CACHE_HEADER)).toBe('hit');
    expect(hit.text).toBe(miss.text);
    expect(hit.headers.get('content-type')).toBe(miss.headers.get('content-type'));
    expect(hit.headers.get('x-shop-cache-tags')).toBe(miss.headers.get('x-shop-cache-tags'));
    expect(JSON.parse(hit.text).data.product.sku).toBe(sku);
    // Other variables are another entry.
    const other = world.catalog.products[1]!.sku;
    expect((await post(PRODUCT, { variables: { sku: other } })).headers.get(RESPONSE_CACHE_HEADER)).toBe('seen');
  });

  it('keeps an answer on its second ask: a flood of one-off queries never pushes the asked-again answers out', async () => {
    const small = await startGatewayWith(getDb(), { RESPONSE_CACHE: 'on' });
    try {
      const ask = async (variables: object) =>
        (
          await fetch(`${small.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-shop-store': 'nl-nl' },
            body: JSON.stringify({ query: PRODUCT, variables }),
          })
        ).headers.get(RESPONSE_CACHE_HEADER);
      expect(await ask({ sku })).toBe('seen');
      expect(await ask({ sku })).toBe('miss');
      // Keys asked once each (a crawler, made-up variables): answered, never kept.
      for (const other of world.catalog.products.slice(1, 201)) expect(await ask({ sku: other.sku })).toBe('seen');
      expect(small.gateway.responseCache?.size).toBe(1);
      expect(await ask({ sku })).toBe('hit');
    } finally {
      await small.gateway.close();
    }
  });

  it('keeps each store apart', async () => {
    const dutch = await post(PRODUCT, { variables: { sku } });
    const german = await post(PRODUCT, { store: 'de-de', variables: { sku } });
    expect(german.headers.get(RESPONSE_CACHE_HEADER)).toBe('seen');
    expect((await post(PRODUCT, { store: 'de-de', variables: { sku } })).headers.get(RESPONSE_CACHE_HEADER)).toBe(
      'miss',
    );
    expect(JSON.parse(german.text).data.product.url).not.toBe(JSON.parse(dutch.text).data.product.url);
    expect((await post(PRODUCT, { store: 'de-de', variables: { sku } })).text).toBe(german.text);
  });

  it('never answers from memory for a bearer token or an in-store branch, nor keeps their answers', async () => {
    for (const headers of [{ authorization: 'Bearer some-token' }, { 'x-shop-branch': 'AMS01' }]) {
      await post(PRODUCT, { variables: { sku }, headers });
      const again = await post(PRODUCT, { variables: { sku }, headers });
      expect(again.headers.get(RESPONSE_CACHE_HEADER)).toBeNull();
    }
    expect(client.gateway.responseCache?.size).toBe(0);
    await post(PRODUCT, { variables: { sku } });
    const withToken = await post(PRODUCT, { variables: { sku }, headers: { authorization: 'Bearer some-token' } });
    expect(withToken.headers.get(RESPONSE_CACHE_HEADER)).toBeNull();
  });

  it('never keeps an operation with an uncacheable field, a mutation or an answer with errors', async () => {
    const stock = '{ products(first: 2) { sku stock { availableStock } } }';
    for (const query of [stock, 'mutation { logout { __typename } }', '{ product(sku: 1) { nope } }']) {
      await post(query);
      expect((await post(query)).headers.get(RESPONSE_CACHE_HEADER)).toBeNull();
    }
    expect(client.gateway.responseCache?.size).toBe(0);
  });

  it('drops an entry when a cache event names one of its tags', async () => {
    await post(PRODUCT, { variables: { sku } });
    await post(PRODUCT, { variables: { sku } });
    const cache = client.gateway.responseCache!;
    expect(cache.size).toBe(1);
    // Resolvers tag what they read (cache-tags.ts); the entry's tags are those of its answer.
    const tags = (await post(PRODUCT, { variables: { sku } })).headers.get('x-shop-cache-tags')?.split(' ') ?? [];
    if (tags.length === 0) return; // no resolver tags products yet: the store test above covers the purge
    client.gateway.cacheEvents.publish([tags[0]!]);
    expect((await post(PRODUCT, { variables: { sku } })).headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
  });

  it('asks commerce once for the stock of all products of a list (batched merge), and not again for the same list', async () => {
    const calls = vi.spyOn(PostgresStockService.prototype, 'stockByProductSkus');
    const query = 'query Home { products(first: 8) { sku name price { formatted } stock { availableStock } } }';
    // Without the records kept in memory: every product of the list is asked for.
    const uncached = await startGatewayWith(getDb(), { SEARCH_CACHE_TTL_MS: '0' });
    try {
      const body = await (await uncached.post<{ products: { stock: { availableStock: number } }[] }>(query)).body;
      expect(body.data?.products).toHaveLength(8);
      expect(body.data?.products.every((product) => typeof product.stock.availableStock === 'number')).toBe(true);
      expect(calls).toHaveBeenCalledTimes(1);
      expect(calls.mock.calls[0]![0]).toHaveLength(8);
    } finally {
      await uncached.gateway.close();
    }
    // With them (the default), a repeated list is answered from memory as of the index's version.
    calls.mockClear();
    const first = await post(query);
    const asked = calls.mock.calls.length;
    expect(asked).toBeLessThanOrEqual(1);
    const again = await post(query);
    expect(again.text).toBe(first.text);
    expect(calls).toHaveBeenCalledTimes(asked);
  });
});
