import { makeExecutableSchema } from '@graphql-tools/schema';
import { msg } from '@lingui/core/macro';
import type { IndexView, ProductIndex } from '@shop/catalog';
import { type CatalogResolvers, catalogTypeDefs, type SubschemaSource } from '@shop/schema';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { moneyResolvers } from '../money';

export const MAX_PRODUCTS_PER_PAGE = 100;

const viewOf = ({ store }: GatewayContext): IndexView => ({ language: store.language, currency: store.currency });

/** The catalog subschema: products from the product index, in the request's language and currency. */
export function createCatalogSubschema(index: ProductIndex): SubschemaSource {
  const resolvers: CatalogResolvers<GatewayContext> = {
    Query: {
      product: async (_root, { sku }, context) => (await index.productsBySkus([sku], viewOf(context)))[0] ?? null,
      products: (_root, { first }, context) => {
        if (first < 0 || first > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'first');
        }
        return index.newestProducts(first, viewOf(context));
      },
      _catalogProductsBySkus: (_root, { skus }, context) => index.productsBySkus(skus, viewOf(context)),
    },
    Product: {
      url: (product) => product.urlKey,
    },
    Money: moneyResolvers,
  };
  return { schema: makeExecutableSchema({ typeDefs: catalogTypeDefs, resolvers }) };
}
