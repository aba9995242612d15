import type { ProductIndex } from '@shop/catalog';
import type { StockService } from '@shop/commerce';
import { type GatewaySubschemas, stitchGatewaySchema } from '@shop/schema';
import type { GraphQLSchema } from 'graphql';
import type { ImageSource } from './images/service';
import { createCatalogSubschema } from './subschemas/catalog';
import { createCommerceSubschema } from './subschemas/commerce';

/** The upstreams behind the subschemas: embedded engines by default, remote adapters in production. */
export interface Upstreams {
  productIndex: ProductIndex;
  stock: StockService;
  images: ImageSource;
}

/** Each subschema over its upstream. */
export function buildSubschemas(upstreams: Upstreams): GatewaySubschemas {
  return {
    catalog: createCatalogSubschema(upstreams.productIndex),
    commerce: createCommerceSubschema(upstreams.stock),
  };
}

/** The gateway's one schema: the subschemas stitched with type merging (@shop/schema). */
export function buildGatewaySchema(subschemas: GatewaySubschemas): GraphQLSchema {
  return stitchGatewaySchema(subschemas);
}
