import { describeEachDatabase } from '@shop/db/testing';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { decodeComponent } from '../src/http/decode';
import { isUnsafeText, unsafeLiteral, unsafeVariable } from '../src/http/input-hygiene';
import { type GraphQLResponse, startGateway } from './harness';
import { world } from './world';

const REFUSED = {
  'nl-nl': 'Tekst mag geen NUL-teken en geen ongepaarde surrogaattekens bevatten.',
  en: 'Text may not contain the NUL character or unpaired surrogate characters.',
  'de-de': 'Der Text darf kein NUL-Zeichen und keine ungepaarten Surrogatzeichen enthalten.',
  'fr-fr': 'Le texte ne peut contenir ni le caractère NUL ni de caractères de substitution non appariés.',
};

describe('unsafe text', () => {
  it.each([
    ['\u0000', true],
    ['20107.120\u0000', true],
    ['\ud800', true],
    ['a\udc00', true],
    ['\udbff\ud800', true],
    ['😀', false],
    ['\ud83d\ude00 ok', false],
    ['plain', false],
    ['%00', false],
    ['', false],
  ])('%j unsafe: %s', (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it('finds unsafe text anywhere in the variables, keys included, and names where', () => {
    expect(unsafeVariable({ a: 'x', b: [1, { c: ['ok', 'n\u0000'] }] })).toBe('$b[1].c[1]');
    expect(unsafeVariable({ input: { '\ud800': 1 } })).toBe('$input');
    expect(unsafeVariable({ a: 'x', b: [1, { c: ['ok', '😀'] }], d: null, e: true })).toBeNull();
    expect(unsafeVariable(undefined)).toBeNull();
  });

  it('walks deeply nested variables without recursion, in linear time', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unsafeVariable({ deep })).toMatch(/^\$deep(\[0\])+$/);
    const big = { items: Array.from({ length: 200_000 }, (_, index) => ({ referencedId: `sku-${index}` })) };
    const started = performance.now();
    expect(unsafeVariable(big)).toBeNull();
    expect(isUnsafeText('x'.repeat(5_000_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds an escaped NUL or lone surrogate in a literal, naming the argument', () => {
    const query = '{ product(sku: "20107.120\\u0000") { sku } }';
    expect(unsafeLiteral(query, parse(query))).toBe('sku');
    const nested =
      'mutation { addToCart(items: [{ referencedId: "a" }, { referencedId: "b\\u{0}" }]) { errors { code } } }';
    expect(unsafeLiteral(nested, parse(nested))).toBe('items');
    const fine = '{ product(sku: "caf\\u00e9") { sku } }';
    expect(unsafeLiteral(fine, parse(fine))).toBeNull();
  });
});

describe('decodeComponent', () => {
  it.each([
    ['%E0%A4%A', null],
    ['%zz', null],
    ['%', null],
    ['%ED%A0%80', null],
    ['a%00b', null],
    ['caf%C3%A9', 'café'],
    ['plain', 'plain'],
  ])('%s → %s', (text, decoded) => {
    expect(decodeComponent(text)).toBe(decoded);
  });
});

const sku = world.catalog.products[0]!.sku;
const variantSku = world.catalog.products[0]!.variants[0]!.sku;

/** Each operation with the bad text as a literal and as a variable: the unsafe texts' list. */
const OPERATIONS = [
  {
    name: 'product',
    literal: (bad: string) => `{ product(sku: ${bad}) { sku } }`,
    variable: {
      query: 'query Q($sku: ID!) { product(sku: $sku) { sku } }',
      variables: (bad: string) => ({ sku: bad }),
    },
  },
  {
    name: 'stockData',
    literal: (bad: string) => `{ stockData(skus: ["${variantSku}", ${bad}]) { available } }`,
    variable: {
      query: 'query Q($skus: [ID!]!) { stockData(skus: $skus) { available } }',
      variables: (bad: string) => ({ skus: [variantSku, bad] }),
    },
  },
  {
    name: 'storeSwitch',
    literal: (bad: string) => `{ storeSwitch(path: ${bad}) { url } }`,
    variable: {
      query: 'query Q($path: String!) { storeSwitch(path: $path) { url } }',
      variables: (bad: string) => ({ path: bad }),
    },
  },
  {
    name: 'login',
    literal: (bad: string) => `mutation { login(email: ${bad}, password: "secret secret") { errors { code } } }`,
    variable: {
      query:
        'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { errors { code } } }',
      variables: (bad: string) => ({ email: 'demo@example.com', password: bad }),
    },
  },
  {
    name: 'addToCart',
    literal: (bad: string) =>
      `mutation { addToCart(items: [{ referencedId: ${bad}, quantity: 1 }]) { errors { code } } }`,
    variable: {
      query: 'mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { errors { code } } }',
      variables: (bad: string) => ({ items: [{ referencedId: variantSku }, { referencedId: bad }] }),
    },
  },
];

describeEachDatabase('input hygiene at the edge', (getDb) => {
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb()));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  async function send(body: unknown, store = 'nl-nl', path = '/graphql') {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-store': store },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      session: response.headers.get('x-shop-context-token'),
      body: (await response.json()) as GraphQLResponse,
    };
  }

  describe.each(OPERATIONS)('$name', (operation) => {
    it('refuses NUL in a literal as BAD_USER_INPUT before its resolver runs', async () => {
      const answer = await send({ query: operation.literal(JSON.stringify(`${sku}\u0000`)) });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([
        { message: REFUSED['nl-nl'], extensions: { code: 'BAD_USER_INPUT', field: expect.any(String) } },
      ]);
      // No resolver ran: a mutation would have made a session.
      expect(answer.session).toBeNull();
    });

    it.each(['\u0000', 'x\u0000y', '\ud800', 'a\udfff'])('refuses %j in a variable as BAD_USER_INPUT', async (bad) => {
      const answer = await send({ query: operation.variable.query, variables: operation.variable.variables(bad) });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { message: REFUSED['nl-nl'], extensions: { code: 'BAD_USER_INPUT', field: expect.stringMatching(/^\$/) } },
      ]);
      expect(answer.session).toBeNull();
    });
  });

  it.each(Object.entries(REFUSED))('answers in the store language (%s)', async (store, message) => {
    const answer = await send({ query: '{ product(sku: "a\\u0000") { sku } }' }, store);
    expect(answer.body.errors?.[0]?.message).toBe(message);
  });

  it('refuses a lone surrogate escaped in a literal (the lexer does) and NUL in a variable default', async () => {
    const escaped = await send({ query: '{ product(sku: "\\uD800") { sku } }' });
    expect(escaped.status).toBe(400);
    expect(escaped.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const defaulted = await send({ query: 'query Q($sku: ID! = "a\\u0000") { product(sku: $sku) { sku } }' });
    expect(defaulted.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: '$sku' });
  });

  it('still answers ordinary text, emoji and escapes', async () => {
    const answer = await send({
      query: 'query Q($sku: ID!) { product(sku: $sku) { sku } other: product(sku: "caf\\u00e9 😀") { sku } }',
      variables: { sku },
    });
    expect(answer.body).toEqual({ data: { product: { sku }, other: null } });
  });

  it('answers paths that cannot be decoded as pages the catalog does not know', async () => {
    const answer = await send({
      query: `{ a: catalogRoute(path: "%E0%A4%A") { __typename } b: catalogRoute(path: "/%00") { __typename }
        c: storeSwitch(path: "/%E0%A4%A/") { translated } d: contentPageByPath(path: "%zz") { uid } }`,
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toMatchObject({ a: null, b: null, d: null });
  });

  it('answers stock of an unknown SKU without a product (no internal error)', async () => {
    const answer = await send({ query: '{ stockData(skus: ["no-such-sku"]) { available product { name } } }' });
    expect(answer.body).toEqual({ data: { stockData: [{ available: false, product: null }] } });
    const merged = await send({ query: '{ _commerceProductsBySkus(skus: ["no-such-sku"]) { name } }' });
    expect(merged.body).toEqual({ data: { _commerceProductsBySkus: [null] } });
  });

  it('labels the refusal of variables with too many invalid values BAD_USER_INPUT, like the errors before it', async () => {
    const answer = await send({
      query: 'mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { errors { code } } }',
      variables: { items: Array.from({ length: 60 }, () => 'x') },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveLength(51);
    expect(new Set(answer.body.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  it('refuses a bad argument beside other root fields of the same subschema with its own code', async () => {
    // The subschema gets both aliases as one operation (batched); the bad one nulls its whole answer.
    for (const query of [
      '{ a: products(first: 2) { sku } b: products(first: 500) { sku } }',
      '{ a: products(first: 500) { sku } b: products(first: 2) { sku } }',
      '{ a: stockData(skus: ["x"]) { available } b: stockData(skus: []) { available } }',
    ]) {
      const answer = await send({ query });
      expect(answer.body.data, query).toBeNull();
      expect(answer.body.errors?.length, query).toBeGreaterThan(0);
      for (const error of answer.body.errors ?? []) expect(error.extensions?.code, query).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses an operation type the endpoint has not, and persisted queries, with a code', async () => {
    const mutation = await send({ query: 'mutation { logout { __typename } }' }, 'nl-nl', '/graphql/catalog');
    expect(mutation.status).toBe(400);
    expect(mutation.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(mutation.body.errors?.[0]?.message).toBe('This endpoint has no mutation operations.');
    const persisted = await send({
      query: '{ __typename }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'not-the-hash' } },
    });
    // Apollo answers this one with 200 (a client then sends the whole query).
    expect(persisted.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });

  it.each([
    ['GET', '/test-payment/%E0%A4%A'],
    ['GET', '/test-payment/%00'],
    ['POST', '/test-payment/%zz'],
    ['GET', '/test-payment/%ED%A0%80'],
    ['GET', '/dev/mails/%E0%A4%A'],
    ['GET', '/dev/mails/%00'],
    ['GET', `/images/products/${sku}/side/%E0%A4%A`],
    ['GET', '/images/products/%00/side/498x705'],
    ['GET', '/images/%E0%A4%A/498x705'],
    ['GET', '/instore/v1/sessions/%E0%A4%A'],
    ['GET', '/instore/v1/sessions/%00/refresh'],
    ['GET', '/instore/v1/%zz'],
    ['GET', '/graphql/%E0%A4%A'],
    ['GET', '/%00'],
  ])('%s %s answers 4xx, never 5xx', async (method, path) => {
    const response = await fetch(`${url}${path}`, {
      method,
      ...(method === 'POST'
        ? { body: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
