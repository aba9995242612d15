import { describeEachDatabase } from '@shop/db/testing';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { startGatewayWith } from './harness';

/** `fragment F0 on Query { ...F1 ...F1 } … fragment F{n-1} on Query { __typename }`: 2^(n-1) paths in a few bytes. */
function fragmentFanOut(n: number): string {
  const fragments = Array.from({ length: n - 1 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  return [`query { ...F0 }`, ...fragments, `fragment F${n - 1} on Query { __typename }`].join('\n');
}

/** 450 aliases of a 100-product list in one request (~14 KB). */
const aliasFlood = `{ ${Array.from({ length: 450 }, (_, i) => `a${i}: products(first: 100) { sku }`).join(' ')} }`;

/** `levels` nested fields, alternating products and their stock: `product { stock { product { … sku } } }`. */
function chain(levels: number): string {
  const names = Array.from({ length: levels - 1 }, (_, i) => (i % 2 ? 'stock' : 'product'));
  const leaf = names.length % 2 ? 'sku' : 'productNumber';
  return `${names.map((name) => `${name} { `).join('')}${leaf}${' }'.repeat(names.length)}`;
}
const deepQuery = (levels: number) => `{ ${chain(levels).replace(/^product/, 'product(sku: "1")')} }`;

describeEachDatabase('GraphQL limits', (getDb) => {
  let gateway: Gateway;
  let url: string;
  let post: Awaited<ReturnType<typeof startGatewayWith>>['post'];
  let strict: Awaited<ReturnType<typeof startGatewayWith>>;

  beforeAll(async () => {
    ({ gateway, url, post } = await startGatewayWith(getDb(), {}));
    strict = await startGatewayWith(getDb(), {
      GATEWAY_MAX_DEPTH: '3',
      GATEWAY_MAX_ALIASES: '1',
      GATEWAY_MAX_DIRECTIVES: '1',
      GATEWAY_MAX_TOKENS: '60',
      GATEWAY_MAX_COST: '500',
    });
    // Apollo's first request prepares its pipeline: the times below are the limits' own.
    await post('{ __typename }');
  });
  afterAll(async () => {
    await strict?.gateway.close();
    await gateway?.close();
  });

  /** Sends the query and, while the gateway works on it, asks `/healthz`: both answers and their times. */
  async function refusedQuickly(query: string) {
    await fetch(`${url}/healthz`); // a warm connection: the time below is the gateway's, not the handshake's
    const started = performance.now();
    const answer = post(query);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const healthStarted = performance.now();
    const health = await fetch(`${url}/healthz`);
    const healthMs = performance.now() - healthStarted;
    const { status, body } = await answer;
    return { status, body, ms: performance.now() - started, healthStatus: health.status, healthMs };
  }

  it('refuses a fragment fan-out (n = 30) within a second, /healthz answering meanwhile', async () => {
    const query = fragmentFanOut(30);
    expect(query.length).toBeLessThan(1300);
    const result = await refusedQuickly(query);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.ms).toBeLessThan(1000);
    expect(result.healthStatus).toBe(200);
    expect(result.healthMs).toBeLessThan(100);
  });

  it('refuses 450 aliases of a 100-product list within a second, /healthz answering meanwhile', async () => {
    expect(aliasFlood.length).toBeGreaterThan(14_000);
    const result = await refusedQuickly(aliasFlood);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 15 exceeded, found 450.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(result.ms).toBeLessThan(1000);
    expect(result.healthMs).toBeLessThan(100);
  });

  it('refuses operations deeper than the limit, through fragments too', async () => {
    expect((await post(deepQuery(12))).body.errors).toBeUndefined();
    const deep = await post(deepQuery(13));
    expect(deep.status).toBe(400);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors?.[0]).toMatchObject({
      message: 'Query depth limit of 12 exceeded, found 13.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const throughFragments = await post(
      `{ product(sku: "1") { ...A } } fragment A on Product { stock { ...B } } fragment B on StockData { ${chain(12)} }`,
    );
    expect(throughFragments.body.errors?.[0]?.message).toBe('Query depth limit of 12 exceeded, found 14.');
  });

  it("answers graphql-js's standard introspection query (GraphiQL, codegen), 15 levels deep", async () => {
    const { status, body } = await post(getIntrospectionQuery());
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ __schema: { queryType: { name: 'Query' } } });
  });

  it('still refuses introspection that nests its lists (graphql-js: fields of the types of fields …)', async () => {
    const { status, body } = await post(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Maximum introspection depth exceeded',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('weighs list fields by their size, given literally or in variables', async () => {
    // 100 products of one field cost 100 × 2; the strict gateway allows 500.
    expect((await strict.post('{ products(first: 100) { sku } }')).body.errors).toBeUndefined();
    const literal = await strict.post('{ products(first: 100) { sku name url price { formatted } } }');
    expect(literal.status).toBe(400);
    expect(literal.body.data).toBeUndefined();
    expect(literal.body.errors?.[0]).toMatchObject({
      message: 'Query cost limit of 500 exceeded, found 600.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const query = 'query ($n: Int!) { products(first: $n) { sku name url price { formatted } } }';
    expect((await strict.post(query, { n: 80 })).body.errors).toBeUndefined();
    expect((await strict.post(query, { n: 100 })).body.errors?.[0]?.message).toBe(
      'Query cost limit of 500 exceeded, found 600.',
    );
    const search = `query ($input: ProductSearchInput!) {
      search(input: $input) { products { totalCount page pageSize totalPages hasMore } }
    }`;
    // The input's default page size (24) when none is given.
    expect((await strict.post(search, { input: {} })).body.errors).toBeUndefined();
    expect((await strict.post(search, { input: { pageSize: 96 } })).body.errors?.[0]?.message).toBe(
      'Query cost limit of 500 exceeded, found 672.',
    );
  });

  it('makes every limit configurable', async () => {
    const cases: [string, string, RegExp][] = [
      ['depth', '{ product(sku: "1") { stock { product { sku } } } }', /^Query depth limit of 3 exceeded, found 4\.$/],
      ['aliases', '{ a: currentStore { code } b: currentStore { code } }', /^Aliases limit of 1 exceeded, found 2\.$/],
      [
        'directives',
        '{ currentStore @include(if: true) { code @skip(if: false) } }',
        /^Directives limit of 1 exceeded, found 2\.$/,
      ],
      ['cost', '{ products(first: 100) { sku name url price { formatted } } }', /^Query cost limit of 500 exceeded/],
    ];
    for (const [limit, query, message] of cases) {
      const relaxed = await post(query);
      expect(relaxed.body.errors, limit).toBeUndefined();
      const refused = await strict.post(query);
      expect(refused.status, limit).toBe(400);
      expect(refused.body.errors?.[0]?.message, limit).toMatch(message);
      expect(refused.body.errors?.[0]?.extensions?.code, limit).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const longQuery = `{ ${'__typename '.repeat(60)}}`;
    expect((await post(longQuery)).body.errors).toBeUndefined();
    const tokens = await strict.post(longQuery);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    // graphql 16 spells it "more that".
    expect(tokens.body.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more th(?:an|at) 60 tokens\./);
  });

  it('says nothing of the gateway in its refusals', async () => {
    const { body } = await strict.post(fragmentFanOut(12));
    expect(JSON.stringify(body)).not.toMatch(/stack|node_modules|armor|apollo/i);
  });
});
