import { describeEachDatabase } from '@shop/db/testing';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGatewayWith } from './harness';

type Client = Awaited<ReturnType<typeof startGatewayWith>>;

/** A misspelt field and a misspelt enum value (in a variable): graphql-js suggests the right ones. */
const misspeltField = '{ prodcts(first: 1) { sku } }';
const misspeltEnum = [
  'query ($input: ProductSearchInput!) { search(input: $input) { __typename } }',
  { input: { sort: 'RECOMENDED' } },
] as const;
const internalField = '{ _catalogProductsBySkus(skus: ["1"]) { sku } }';

describeEachDatabase('the production GraphQL profile', (getDb) => {
  let development: Client;
  let production: Client;
  let configured: Client;

  beforeAll(async () => {
    // The development gateway seeds the demo world; the production ones read it.
    development = await startGatewayWith(getDb(), {});
    production = await startGatewayWith(getDb(), { NODE_ENV: 'production' });
    configured = await startGatewayWith(getDb(), {
      NODE_ENV: 'production',
      GATEWAY_INTROSPECTION: 'true',
      GATEWAY_FIELD_SUGGESTIONS: 'true',
      GATEWAY_INTERNAL_FIELDS: 'true',
    });
  });
  afterAll(async () => {
    await configured?.gateway.close();
    await production?.gateway.close();
    await development?.gateway.close();
  });

  it('answers no introspection in production unless GATEWAY_INTROSPECTION=true', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Product") { fields { name } } }']) {
      const { status, body } = await production.post(query);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Introspection is disabled.',
          extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
        }),
      ]);
    }
    expect((await production.post('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    for (const gateway of [configured, development]) {
      const { body } = await gateway.post(getIntrospectionQuery());
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({ __schema: { queryType: { name: 'Query' } } });
    }
  });

  it('drops "Did you mean …?" from error messages in production unless GATEWAY_FIELD_SUGGESTIONS=true', async () => {
    const field = await production.post(misspeltField);
    expect(field.status).toBe(400);
    expect(field.body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "prodcts" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const value = await production.post(...misspeltEnum);
    expect(value.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(value.body.errors?.[0]?.message).toMatch(/"RECOMENDED" does not exist in "ProductSort" enum\.$/);

    for (const gateway of [configured, development]) {
      expect((await gateway.post(misspeltField)).body.errors?.[0]?.message).toBe(
        'Cannot query field "prodcts" on type "Query". Did you mean "products" or "product"?',
      );
      expect((await gateway.post(...misspeltEnum)).body.errors?.[0]?.message).toMatch(
        /Did you mean the enum value "RECOMMENDED"\?$/,
      );
    }
  });

  it("refuses the stitched schema's internal fields in production unless GATEWAY_INTERNAL_FIELDS=true, and still stitches", async () => {
    const { status, body } = await production.post(internalField);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Cannot query field "_catalogProductsBySkus" on type "Query".',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    const hiddenInFragment = await production.post(
      '{ ...Internal } fragment Internal on Query { _commerceProductsBySkus(skus: ["1"]) { sku } }',
    );
    expect(hiddenInFragment.body.errors?.[0]?.message).toBe(
      'Cannot query field "_commerceProductsBySkus" on type "Query".',
    );
    // Type merging goes through those fields inside the gateway: a product's catalog and commerce fields together.
    const merged = await production.post<{
      products: { sku: string; name: string; stock: { availableStock: number } }[];
    }>('{ products(first: 2) { sku name stock { availableStock } } }');
    expect(merged.body.errors).toBeUndefined();
    expect(merged.body.data?.products).toHaveLength(2);
    for (const product of merged.body.data?.products ?? []) {
      expect(product.name).toEqual(expect.any(String));
      expect(product.stock.availableStock).toEqual(expect.any(Number));
    }
    for (const gateway of [configured, development]) {
      const open = await gateway.post(internalField);
      expect(open.body.errors).toBeUndefined();
      expect(open.body.data).toEqual({ _catalogProductsBySkus: [null] });
    }
  });
});
