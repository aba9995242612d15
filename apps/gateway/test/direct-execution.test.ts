import { makeExecutableSchema } from '@graphql-tools/schema';
import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { directExecutionGateway } from '../src/direct-execution';

/** Each schema answers with its own name, so the answer tells which one executed the operation. */
const catalog = makeExecutableSchema({
  typeDefs: 'type Query { product: Product, shared: String } type Product { sku: String }',
  resolvers: { Query: { product: () => ({ sku: 'catalog' }), shared: () => 'catalog' } },
});
const content = makeExecutableSchema({
  typeDefs: 'type Query { page: String, shared: String }',
  resolvers: { Query: { page: () => 'content', shared: () => 'content' } },
});
const stitched = makeExecutableSchema({
  typeDefs: `type Query { product: Product, page: String, shared: String, route: String }
    type Product { sku: String, stock: Int }`,
  resolvers: {
    Query: { product: () => ({ sku: 'stitched', stock: 1 }), page: () => 'stitched', shared: () => 'stitched' },
  },
});

async function execute(query: string, operationName: string | null = null) {
  const gateway = directExecutionGateway(stitched, [catalog, content]);
  const { executor } = await gateway.load({ apollo: {} });
  const document = parse(query);
  return executor!({
    document,
    operation: getOperationAST(document, operationName) ?? undefined,
    operationName: null,
    request: { query, operationName },
    context: {},
  } as never);
}

const answer = async (query: string) => (await execute(query)).data;

describe('the stitched schema’s executor', () => {
  it('executes an operation on the one subschema that answers all of it', async () => {
    expect(await answer('{ product { sku } }')).toEqual({ product: { sku: 'catalog' } });
    expect(await answer('query Q { ...F } fragment F on Query { product { sku __typename } }')).toEqual({
      product: { sku: 'catalog', __typename: 'Product' },
    });
    expect(await answer('{ page }')).toEqual({ page: 'content' });
  });

  it('goes through the stitching for fields of several subschemas, merged or gateway fields, and introspection', async () => {
    expect(await answer('{ product { sku } page }')).toEqual({ product: { sku: 'stitched' }, page: 'stitched' });
    // `stock` comes from another subschema by type merging: not valid in the catalog alone.
    expect(await answer('{ product { sku stock } }')).toEqual({ product: { sku: 'stitched', stock: 1 } });
    // A root field two subschemas have is the stitching's to choose.
    expect(await answer('{ shared }')).toEqual({ shared: 'stitched' });
    expect(await answer('{ route }')).toEqual({ route: null });
    expect(await answer('{ __type(name: "Product") { fields { name } } }')).toMatchObject({
      __type: { fields: [{ name: 'sku' }, { name: 'stock' }] },
    });
  });

  it('leaves an operation name the document does not have to graphql-js’s own error', async () => {
    for (const query of ['query A { page }', '{ page }']) {
      const { errors } = await execute(query, 'B');
      expect(errors?.map((error) => error.message)).toEqual(['Unknown operation named "B".']);
    }
  });
});
