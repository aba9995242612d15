import type { ProductIndex } from '@shop/catalog';
import type {
  CommerceEngine,
  CustomerAccounts,
  CustomerOrders,
  CustomerWishlist,
  Geocoder,
  LoginBackoff,
  Loyalty,
  Newsletter,
  RateLimiter,
  StockService,
  StoreDirectory,
} from '@shop/commerce';
import type { ContentSource } from '@shop/content';
import type { InstoreLocationDirectory, InstoreSessionSource } from '@shop/instore';
import { type GatewaySubschemas, stitchGatewaySchema } from '@shop/schema';
import type { GraphQLSchema } from 'graphql';
import type { BotVerifier } from './bot-check';
import type { GatewayContext } from './context';
import type { ImageSource } from './images/service';
import type { Mailer } from './mail/mailer';
import { createCatalogSubschema } from './subschemas/catalog';
import { productLoader } from './subschemas/catalog/loaders';
import { catalogPathInStores } from './subschemas/catalog/route';
import { createCommerceSubschema } from './subschemas/commerce';
import type { BranchCheck } from './subschemas/commerce/branch';
import { createContentSubschema } from './subschemas/content';
import { createInstoreSubschema } from './subschemas/instore';

/** The upstreams behind the subschemas: embedded engines by default, remote adapters in production. */
export interface Upstreams {
  productIndex: ProductIndex;
  stock: StockService;
  commerce: CommerceEngine;
  /** The engine's customer accounts, wishlists and rate limits, and the mailer (issue 6). */
  accounts: AccountServices;
  /** Customers' orders (and fulfilment) and the loyalty club (issue 6). */
  orders: OrderServices;
  /** Told which variant SKUs' stock an order took or a cancelled payment gave back. */
  onStockChanged: (skus: readonly string[]) => Promise<void>;
  images: ImageSource;
  content: ContentSource;
  /** The shop's physical stores and the geocoding of store searches (issue 7 §1). */
  stores: StoreServices;
  /** In-store tablet sessions (the embedded service or a remote REST API) and the shop's stores (branch codes). */
  instore: InstoreServices;
}

export interface StoreServices {
  directory: StoreDirectory;
  geocoder: Geocoder;
}

export interface InstoreServices {
  sessions: InstoreSessionSource;
  locations: InstoreLocationDirectory;
}

export interface AccountServices {
  accounts: CustomerAccounts;
  wishlist: CustomerWishlist;
  rateLimiter: RateLimiter;
  /** Progressive waits after an account's failed password checks (issue 14). */
  loginBackoff: LoginBackoff;
  mailer: Mailer;
  /** Newsletter subscribers (issue 7). */
  newsletter: Newsletter;
  /** Verifies the bot-check token of the protected operations (issue 7). */
  botVerifier: BotVerifier;
}

export interface OrderServices {
  customerOrders: CustomerOrders;
  loyalty: Loyalty;
}

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
    commerce: createCommerceSubschema(
      upstreams.stock,
      {
        engine: upstreams.commerce,
        onStockChanged: upstreams.onStockChanged,
        isKnownBranch,
      },
      {
        engine: upstreams.commerce,
        ...upstreams.accounts,
        knownProducts: (skus, context) => knownProductSkus(upstreams.productIndex, skus, context),
        isKnownBranch,
      },
      {
        engine: upstreams.commerce,
        orders: upstreams.orders.customerOrders,
        loyalty: upstreams.orders.loyalty,
        // Order lines show the product's name in the request's language (the per-request loader batches them).
        productNames: async (skus, context) => {
          const products = await productLoader(upstreams.productIndex, context).loadMany(skus);
          return new Map(
            products.flatMap((product) =>
              product && !(product instanceof Error) ? [[product.sku, product.name] as const] : [],
            ),
          );
        },
      },
      {
        newsletter: upstreams.accounts.newsletter,
        rateLimiter: upstreams.accounts.rateLimiter,
        mailer: upstreams.accounts.mailer,
        botVerifier: upstreams.accounts.botVerifier,
        isKnownBranch,
      },
      {
        ...upstreams.stores,
        stock: upstreams.stock,
        engine: upstreams.commerce,
        accounts: upstreams.accounts.accounts,
      },
    ),
    // The catalog's per-request product loader: the stitched merge of the same SKUs reuses its answers.
    content: createContentSubschema(upstreams.content, {
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
