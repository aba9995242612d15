import type { ProductIndex } from '@shop/catalog';
import type { CommerceEngine, StockService } from '@shop/commerce';
import type { ContentSource } from '@shop/content';
import { type GatewaySubschemas, stitchGatewaySchema } from '@shop/schema';
import type { GraphQLSchema } from 'graphql';
import type { ImageSource } from './images/service';
import { createCatalogSubschema } from './subschemas/catalog';
import { productLoader } from './subschemas/catalog/loaders';
import { catalogPathInStores } from './subschemas/catalog/route';
import { createCommerceSubschema } from './subschemas/commerce';
import { createContentSubschema } from './subschemas/content';

/** The upstreams behind the subschemas: embedded engines by default, remote adapters in production. */
export interface Upstreams {
  productIndex: ProductIndex;
  stock: StockService;
  commerce: CommerceEngine;
  /** Told which variant SKUs' stock an order took or a cancelled payment gave back. */
  onStockChanged: (skus: readonly string[]) => Promise<void>;
  images: ImageSource;
  content: ContentSource;
}

/** Each subschema over its upstream. */
export function buildSubschemas(upstreams: Upstreams): GatewaySubschemas {
  return {
    catalog: createCatalogSubschema(upstreams.productIndex),
    commerce: createCommerceSubschema(upstreams.stock, {
      engine: upstreams.commerce,
      onStockChanged: upstreams.onStockChanged,
    }),
    // The catalog's per-request product loader: the stitched merge of the same SKUs reuses its answers.
    content: createContentSubschema(upstreams.content, {
      knownSkus: async (skus, context) => {
        const products = await productLoader(upstreams.productIndex, context).loadMany(skus);
        return new Set(
          skus.filter((_sku, position) => {
            const product = products[position];
            return !!product && !(product instanceof Error);
          }),
        );
      },
      catalogPaths: (path, context) => catalogPathInStores(upstreams.productIndex, context, path),
    }),
  };
}

/** The gateway's one schema: the subschemas stitched with type merging (@shop/schema). */
export function buildGatewaySchema(subschemas: GatewaySubschemas): GraphQLSchema {
  return stitchGatewaySchema(subschemas);
}
