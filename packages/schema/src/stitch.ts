import { createDefaultExecutor, type SubschemaConfig } from '@graphql-tools/delegate';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { stitchSchemas } from '@graphql-tools/stitch';
import { GraphQLError, type GraphQLSchema, getOperationAST, Kind } from 'graphql';
import { catalogTypeDefs } from './catalog';
import { commerceTypeDefs } from './commerce';
import { contentTypeDefs } from './content';
import { instoreTypeDefs } from './instore';
import { routeResolvers, routeTypeDefs } from './route';

/** What the gateway hands in for each subschema: its executable schema, or a schema plus a remote executor. */
export type SubschemaSource = Pick<SubschemaConfig, 'schema' | 'executor' | 'batch'>;

export interface GatewaySubschemas {
  catalog: SubschemaSource;
  commerce: SubschemaSource;
  content: SubschemaSource;
  instore: SubschemaSource;
}

const bySku = (fieldName: string) => ({
  selectionSet: '{ sku }',
  fieldName,
  key: ({ sku }: { sku: string }) => sku,
  argsFromKeys: (skus: readonly string[]) => ({ skus }),
});

/**
 * The one place where the subschemas are stitched and their types merged. `Product` is keyed by `sku`: the catalog
 * knows its name and prices, commerce its stock; any commerce type that returns `Product { sku }` (stock data, later
 * cart items and wishlists) gets the catalog fields through this merge.
 */
export function stitchGatewaySchema(subschemas: GatewaySubschemas): GraphQLSchema {
  const catalog: SubschemaConfig = {
    batch: true,
    ...withErrorsOnNullData(subschemas.catalog),
    merge: { Product: bySku('_catalogProductsBySkus') },
  };
  // Content only references products by SKU (blocks, looks): the catalog and commerce fill in the rest.
  const content: SubschemaConfig = { batch: true, ...withErrorsOnNullData(subschemas.content) };
  return stitchSchemas({
    subschemas: [
      catalog,
      content,
      {
        batch: true,
        ...withErrorsOnNullData(subschemas.commerce),
        merge: { Product: bySku('_commerceProductsBySkus') },
      },
      // In-store sessions stand alone: no type is shared with the others.
      { batch: true, ...withErrorsOnNullData(subschemas.instore) },
    ],
    // What a path is, across the catalog and the content service (route.ts).
    typeDefs: routeTypeDefs,
    resolvers: routeResolvers({ catalog, content }),
  });
}

type Executor = NonNullable<SubschemaConfig['executor']>;

/**
 * With `batch: true` the root fields that reach one subschema together go as one operation. When one of them is a
 * non-null field that fails (`a: products(first: 500)`: BAD_USER_INPUT), the operation's whole `data` is null, and
 * graphql-tools hands the other fields (`b: products`) a null without an error: the gateway answered "Cannot return
 * null for non-nullable field", masked as an internal error, and the caller's own error was lost (the fuzz test found
 * it). So when `data` is null, each root field without an error of its own gets the first error, moved to its path:
 * every field fails for the reason there was.
 */
function withErrorsOnNullData(subschema: SubschemaSource): SubschemaSource {
  if (!subschema.schema) return subschema;
  const executor: Executor = subschema.executor ?? createDefaultExecutor(subschema.schema);
  const wrapped: Executor = async (request) => {
    const result = await executor(request);
    if (!result || Symbol.asyncIterator in result || result.data != null) return result;
    const [first] = (result.errors ?? []).filter((error) => error.path !== undefined);
    const operation = getOperationAST(request.document, request.operationName);
    if (!first || !operation) return result;
    const failed = new Set((result.errors ?? []).map((error) => error.path?.[0]));
    const moved = operation.selectionSet.selections.flatMap((selection) => {
      if (selection.kind !== Kind.FIELD) return [];
      const key = selection.alias?.value ?? selection.name.value;
      if (failed.has(key)) return [];
      return [new GraphQLError(first.message, { path: [key], extensions: first.extensions, originalError: first })];
    });
    return moved.length ? { ...result, errors: [...(result.errors ?? []), ...moved] } : result;
  };
  return { ...subschema, executor: wrapped };
}

/** The stitched schema's shape without any resolvers: for codegen and documentation. */
export function stitchedSchemaShape(): GraphQLSchema {
  return stitchGatewaySchema({
    catalog: { schema: makeExecutableSchema({ typeDefs: catalogTypeDefs }) },
    commerce: { schema: makeExecutableSchema({ typeDefs: commerceTypeDefs }) },
    content: { schema: makeExecutableSchema({ typeDefs: contentTypeDefs }) },
    instore: { schema: makeExecutableSchema({ typeDefs: instoreTypeDefs }) },
  });
}
