import { makeExecutableSchema } from '@graphql-tools/schema';
import { msg } from '@lingui/core/macro';
import type { ProductIndex } from '@shop/catalog';
import { catalogTypeDefs, type SubschemaSource } from '@shop/schema';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { CATALOG_ENUM_VALUES, type CatalogResolvers } from '../../graphql';
import { moneyResolvers } from '../money';
import { categoryTree, productLoader, viewOf } from './loaders';
import { productResolvers } from './products';
import { resolveCatalogRoute } from './route';
import { searchQueryResolvers, searchResultResolvers } from './search';

export const MAX_PRODUCTS_PER_PAGE = 100;

/** The catalog subschema: the product index in the request's language, currency and country, with its rules. */
export function createCatalogSubschema(index: ProductIndex): SubschemaSource {
  const resolvers: CatalogResolvers<GatewayContext> = {
    ...CATALOG_ENUM_VALUES,
    Query: {
      product: (_root, { sku }, context) => productLoader(index, context).load(sku),
      productsBySkus: (_root, { skus }, context) => {
        if (skus.length > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'skus');
        }
        return productLoader(index, context).loadMany(skus) as never;
      },
      products: (_root, { first }, context) => {
        if (first < 0 || first > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'first');
        }
        return index.newestProducts(first, viewOf(context));
      },
      categoryTree: async (_root, { segment }, context) =>
        (await categoryTree(index, context, segment)).filter((category) => category.parentId === null),
      catalogRoute: (_root, { path }, context) => resolveCatalogRoute(index, context, path),
      ...searchQueryResolvers(index),
      _catalogProductsBySkus: (_root, { skus }, context) => productLoader(index, context).loadMany(skus) as never,
    },
    ...searchResultResolvers(index),
    ...productResolvers(index),
    Money: moneyResolvers,
  };
  return { schema: makeExecutableSchema({ typeDefs: catalogTypeDefs, resolvers }) };
}
