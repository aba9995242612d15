import type { SubschemaConfig } from '@graphql-tools/delegate';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { stitchSchemas } from '@graphql-tools/stitch';
import type { GraphQLSchema } from 'graphql';
import { catalogTypeDefs } from './catalog';
import { commerceTypeDefs } from './commerce';
import { contentTypeDefs } from './content';
import { instoreTypeDefs } from './instore';

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
  return stitchSchemas({
    subschemas: [
      { batch: true, ...subschemas.catalog, merge: { Product: bySku('_catalogProductsBySkus') } },
      // Content only references products by SKU (blocks, looks): the catalog and commerce fill in the rest.
      { batch: true, ...subschemas.content },
      { batch: true, ...subschemas.commerce, merge: { Product: bySku('_commerceProductsBySkus') } },
      // In-store sessions stand alone: no type is shared with the others.
      { batch: true, ...subschemas.instore },
    ],
  });
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
