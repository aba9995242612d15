import type { ProductIndex } from '@shop/catalog';
import type { CommerceUpstream } from '@shop/commerce';
import type { ContentSource } from '@shop/content';
import type { InstoreLocationDirectory, InstoreSessionSource } from '@shop/instore';
import { type GatewaySubschemas, stitchGatewaySchema } from '@shop/schema';
import type { GraphQLSchema } from 'graphql';
import { tagContentReads } from './cache/content-read-tags';
import type { GatewayContext } from './context';
import type { ImageSource } from './images/service';
import { createCatalogSubschema } from './subschemas/catalog';
import { productLoader } from './subschemas/catalog/loaders';
import { catalogPathInStores } from './subschemas/catalog/route';
import { createCommerceSubschema } from './subschemas/commerce';
import type { BranchCheck } from './subschemas/commerce/branch';
import type { CommercePolicy } from './subschemas/commerce/policy';
import { createContentSubschema } from './subschemas/content';
import { createInstoreSubschema } from './subschemas/instore';

/** The upstreams behind the subschemas: embedded engines by default, remote adapters in production. */
export interface Upstreams {
  productIndex: ProductIndex;
  /** Contexts, carts, checkout, payments, orders, accounts, wishlists, loyalty, newsletter, stores and stock. */
  commerce: CommerceUpstream;
  /** The gateway's limits, bot check and mails around the commerce upstream. */
  commerceGuards: CommerceGuards;
  /** Told which variant SKUs' stock an order took or a cancelled payment gave back. */
  onStockChanged: (skus: readonly string[]) => Promise<void>;
  images: ImageSource;
  content: ContentSource;
  /** In-store tablet sessions (the embedded service or a remote REST API) and the shop's stores (branch codes). */
  instore: InstoreServices;
}

export interface InstoreServices {
  sessions: InstoreSessionSource;
  locations: InstoreLocationDirectory;
}

/** The parts of the commerce policy the gateway builds once (the rest is derived from the other upstreams). */
export type CommerceGuards = Pick<CommercePolicy, 'rateLimiter' | 'loginBackoff' | 'mailer' | 'botVerifier'>;

/** The SKUs of these that the catalog has (the request's per-request product loader answers). */
async function knownProductSkus(index: ProductIndex, skus: readonly string[], context: GatewayContext) {
  const products = await productLoader(index, context).loadMany(skus);
  return new Set(
    skus.filter((_sku, position) => {
      const product = products[position];
      return !!product && !(product instanceof Error);
    }),
  );
}

/** Each subschema over its upstream. */
export function buildSubschemas(upstreams: Upstreams): GatewaySubschemas {
  // The one check of a store branch (x-shop-branch, a loyalty input's branchcode): orders, registrations and signups.
  const isKnownBranch: BranchCheck = async (code) => (await upstreams.instore.locations.byCode(code)) !== null;
  return {
    catalog: createCatalogSubschema(upstreams.productIndex),
    commerce: createCommerceSubschema(upstreams.commerce, {
      ...upstreams.commerceGuards,
      isKnownBranch,
      onStockChanged: upstreams.onStockChanged,
      knownProducts: (skus, context) => knownProductSkus(upstreams.productIndex, skus, context),
      // Order lines show the product's name in the request's language (the per-request loader batches them).
      productNames: async (skus, context) => {
        const products = await productLoader(upstreams.productIndex, context).loadMany(skus);
        return new Map(
          products.flatMap((product) =>
            product && !(product instanceof Error) ? [[product.sku, product.name] as const] : [],
          ),
        );
      },
    }),
    // The catalog's per-request product loader: the stitched merge of the same SKUs reuses its answers.
    // Every document read tags the request's answer (cache/content-read-tags.ts).
    content: createContentSubschema(tagContentReads(upstreams.content), {
      knownSkus: (skus, context) => knownProductSkus(upstreams.productIndex, skus, context),
      catalogPaths: (path, context) => catalogPathInStores(upstreams.productIndex, context, path),
    }),
    instore: createInstoreSubschema(upstreams.instore.sessions),
  };
}

/** The gateway's one schema: the subschemas stitched with type merging (@shop/schema). */
export function buildGatewaySchema(subschemas: GatewaySubschemas): GraphQLSchema {
  return stitchGatewaySchema(subschemas);
}
