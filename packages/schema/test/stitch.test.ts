import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLObjectType, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogTypeDefs } from '../src/catalog';
import { commerceTypeDefs } from '../src/commerce';
import { contentTypeDefs } from '../src/content';
import { instoreTypeDefs } from '../src/instore';
import { stitchedSchemaShape, stitchGatewaySchema } from '../src/stitch';

describe('the stitched schema', () => {
  const schema = stitchedSchemaShape();

  it('merges Product from the catalog (names, prices) and commerce (stock)', () => {
    const product = schema.getType('Product') as GraphQLObjectType;
    expect(Object.keys(product.getFields())).toEqual(
      expect.arrayContaining(['sku', 'name', 'brand', 'price', 'regularPrice', 'variants', 'url', 'stock']),
    );
  });

  it('offers the root fields of both subschemas', () => {
    const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
    expect(fields).toEqual(
      expect.arrayContaining([
        'product',
        'products',
        'storeConfig',
        'currentStore',
        'stockData',
        'instoreSession',
        'refreshInstoreSession',
      ]),
    );
  });

  it('fetches the other subschema’s fields of a product in one batched call per subschema', async () => {
    const calls: string[][] = [];
    const catalog = makeExecutableSchema({
      typeDefs: catalogTypeDefs,
      resolvers: {
        Query: {
          _catalogProductsBySkus: (_root: unknown, { skus }: { skus: string[] }) => {
            calls.push(skus);
            return skus.map((sku) => ({ sku, name: `Name of ${sku}` }));
          },
        },
      },
    });
    const commerce = makeExecutableSchema({
      typeDefs: commerceTypeDefs,
      resolvers: {
        Query: {
          stockData: (_root: unknown, { skus }: { skus: string[] }) =>
            skus.map((sku) => ({ productNumber: sku, available: true, availableStock: 3, product: { sku } })),
        },
      },
    });
    const content = makeExecutableSchema({ typeDefs: contentTypeDefs });
    const stitched = stitchGatewaySchema({
      catalog: { schema: catalog },
      commerce: { schema: commerce },
      content: { schema: content },
      instore: { schema: makeExecutableSchema({ typeDefs: instoreTypeDefs }) },
    });
    const result = await graphql({
      schema: stitched,
      source: '{ stockData(skus: ["1.1", "2.2", "3.3"]) { productNumber product { sku name } } }',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      stockData: ['1.1', '2.2', '3.3'].map((sku) => ({ productNumber: sku, product: { sku, name: `Name of ${sku}` } })),
    });
    expect(calls).toEqual([['1.1', '2.2', '3.3']]);
  });

  it('gives the products content blocks reference by SKU the catalog’s fields', async () => {
    const catalog = makeExecutableSchema({
      typeDefs: catalogTypeDefs,
      resolvers: {
        Query: {
          _catalogProductsBySkus: (_root: unknown, { skus }: { skus: string[] }) =>
            skus.map((sku) => ({ sku, name: `Name of ${sku}` })),
        },
      },
    });
    const content = makeExecutableSchema({
      typeDefs: contentTypeDefs,
      resolvers: {
        Query: {
          looksByUids: () => [{ id: 'l1', uid: 'look-1', products: [{ sku: '1.1' }, { sku: '2.2' }] }],
        },
      },
    });
    const stitched = stitchGatewaySchema({
      catalog: { schema: catalog },
      commerce: { schema: makeExecutableSchema({ typeDefs: commerceTypeDefs }) },
      content: { schema: content },
      instore: { schema: makeExecutableSchema({ typeDefs: instoreTypeDefs }) },
    });
    const result = await graphql({
      schema: stitched,
      source: '{ looksByUids(uids: ["look-1"]) { uid products { sku name } } }',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      looksByUids: [{ uid: 'look-1', products: ['1.1', '2.2'].map((sku) => ({ sku, name: `Name of ${sku}` })) }],
    });
  });
});
