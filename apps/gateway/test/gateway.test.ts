import type { ProductIndex } from '@shop/catalog';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { config, startGateway } from './harness';
import { dcStockOfProduct, productOf } from './world';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describeEachDatabase('gateway', (getDb) => {
  let gateway: Gateway;
  let url: string;
  let post: Awaited<ReturnType<typeof startGateway>>['post'];

  beforeAll(async () => {
    ({ gateway, url, post } = await startGateway(getDb()));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers the smallest query', async () => {
    const { status, body } = await post('{ __typename }');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });

  it('writes the store configuration in the language and currency of the store', async () => {
    const query = `{ storeConfig { currency { iso symbol } salutations { key name } countries { iso name } languages { code name } } }`;
    const nl = await post<{ storeConfig: Record<string, never> }>(query, { store: 'nl-nl' });
    expect(nl.body.data?.storeConfig).toMatchObject({
      currency: { iso: 'EUR', symbol: '€' },
      salutations: [
        { key: 'mrs', name: 'Mevr.' },
        { key: 'mr', name: 'Dhr.' },
      ],
    });
    expect(nl.body.data?.storeConfig.countries).toContainEqual({ iso: 'BE', name: 'België' });
    expect(nl.body.data?.storeConfig.languages).toContainEqual({ code: 'de', name: 'Duits' });

    const en = await post<{ storeConfig: Record<string, never> }>(query, { store: 'en' });
    expect(en.body.data?.storeConfig).toMatchObject({
      currency: { iso: 'GBP', symbol: '£' },
      salutations: [
        { key: 'mrs', name: 'Mrs' },
        { key: 'mr', name: 'Mr' },
      ],
    });
    const de = await post<{ storeConfig: Record<string, never> }>(query, { store: 'de-at' });
    expect(de.body.data?.storeConfig.salutations).toEqual([
      { key: 'mrs', name: 'Frau' },
      { key: 'mr', name: 'Herr' },
    ]);
  });

  it('merges catalog and commerce fields of a product by SKU', async () => {
    const query = `{ products(first: 5) { sku name url price { amount currency formatted } stock { availableStock available } } }`;
    type Result = {
      products: {
        sku: string;
        name: string;
        url: string;
        price: { amount: number; currency: string; formatted: string };
        stock: { availableStock: number; available: boolean };
      }[];
    };
    const { body } = await post<Result>(query, { store: 'fr-fr' });
    expect(body.errors).toBeUndefined();
    const products = body.data?.products ?? [];
    expect(products).toHaveLength(5);
    for (const product of products) {
      // Commerce's stock (all sizes at the distribution centre) merged into the catalog's product.
      const stock = dcStockOfProduct(product.sku);
      expect(product.stock).toEqual({ availableStock: stock, available: stock > 0 });
      const price = productOf(product.sku).prices.EUR.price;
      expect(product.price.amount).toBe(price);
      // fr-FR: "89,95 €" / "1 234,56 €", spaces being (narrow) no-break spaces.
      expect(nbsp(product.price.formatted)).toMatch(/^\d{1,3}( \d{3})*,\d{2} €$/);
      expect(Number(product.price.formatted.replace(/\D/g, ''))).toBe(price);
    }
    const { body: english } = await post<Result>(query, { store: 'en' });
    expect(english.data?.products[0]?.price.currency).toBe('GBP');
    expect(english.data?.products[0]?.price.formatted).toMatch(/^£\d+\.\d{2}$/);
  });

  it('resolves the product of a stock entry from the catalog', async () => {
    const { body: list } = await post<{ products: { sku: string; name: string }[] }>(
      '{ products(first: 2) { sku name } }',
      {
        store: 'de-de',
      },
    );
    const skus = (list.data?.products ?? []).map((product) => product.sku);
    const { body } = await post<{ stockData: { productNumber: string; product: { sku: string; name: string } }[] }>(
      'query ($skus: [ID!]!) { stockData(skus: $skus) { productNumber product { sku name } } }',
      { store: 'de-de', variables: { skus } },
    );
    expect(body.data?.stockData.map((entry) => entry.product)).toEqual(list.data?.products);
  });

  it('refuses an empty SKU list with a translated user error', async () => {
    const { body } = await post('{ stockData(skus: []) { productNumber } }', { store: 'de-de' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Gib mindestens eine SKU an.',
      extensions: { code: 'BAD_USER_INPUT', field: 'skus' },
    });
  });

  it('answers the current store and all nine stores', async () => {
    const { body } = await post<{ currentStore: { code: string; baseUrl: string }; stores: { code: string }[] }>(
      '{ currentStore { code baseUrl lang } stores { code } }',
      { store: 'fr-be' },
    );
    expect(body.data?.currentStore).toEqual({ code: 'fr-be', baseUrl: 'http://fr-be.localhost:3000', lang: 'fr' });
    expect(body.data?.stores).toHaveLength(9);
  });

  it('refuses an unknown store', async () => {
    const { status, body } = await post('{ __typename }', { store: 'xx-yy' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNKNOWN_STORE');
  });

  it('blocks requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const simpleGet = await fetch(`${url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(simpleGet.status).toBe(400);
    const textPost = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(textPost.status).toBe(400);
    const preflighted = await fetch(`${url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('refuses operations deeper than the limit', async () => {
    let selection = 'sku';
    for (let level = 0; level < 7; level++) selection = `sku stock { product { ${selection} } }`;
    const { body } = await post(`{ product(sku: "1") { ${selection} } }`);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Query depth limit of 12 exceeded, found 16.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(body.data).toBeUndefined();
  });

  it('refuses bodies over the size limit', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { padding: 'x'.repeat(config.limits.maxBodyBytes) } }),
    });
    expect(response.status).toBe(413);
  });

  it('echoes a request id, or makes one', async () => {
    const own = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and readiness', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves a self-contained GraphiQL page in development', async () => {
    const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
  });
});

describeEachDatabase('gateway failures', (getDb) => {
  let started: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    // Every method of this index fails the way a database does, with internals in the message.
    const failingIndex = new Proxy({} as ProductIndex, {
      get: () => async () => {
        throw new Error('relation "catalog_product" does not exist at character 42 (10.0.0.7)');
      },
    });
    started = await startGateway(getDb(), { upstreams: { productIndex: failingIndex } });
  });
  afterAll(async () => {
    await started?.gateway.close();
  });

  it('masks internal errors: no message, stack or SQL reaches the client', async () => {
    const { status, body } = await started.post('{ products(first: 1) { sku } }');
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' }, path: ['products'] },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/relation|stack|catalog_product/);
  });
});
