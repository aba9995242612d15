import { makeExecutableSchema } from '@graphql-tools/schema';
import { msg } from '@lingui/core/macro';
import type { ProductIndex } from '@shop/catalog';
import { catalogTypeDefs, type SubschemaSource } from '@shop/schema';
import { cacheTag, tagAnswer, tagProducts } from '../../cache/cache-tags';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { CATALOG_ENUM_VALUES, type CatalogResolvers } from '../../graphql';
import { moneyResolvers } from '../money';
import { categoryTree, productLoader, viewOf } from './loaders';
import { productResolvers } from './products';
import { resolveCatalogRoute } from './route';
import { searchQueryResolvers, searchResultResolvers } from './search';

export const MAX_PRODUCTS_PER_PAGE = 100;

/** The answer, its products tagged (cache-tags.ts). */
function tagged<T>(context: GatewayContext, products: T): T {
  tagProducts(context.cacheTags, products as never);
  return products;
}

/** The catalog subschema: the product index in the request's language, currency and country, with its rules. */
export function createCatalogSubschema(index: ProductIndex): SubschemaSource {
  const resolvers: CatalogResolvers<GatewayContext> = {
    ...CATALOG_ENUM_VALUES,
    Query: {
      product: async (_root, { sku }, context) => tagged(context, await productLoader(index, context).load(sku)),
      productsBySkus: async (_root, { skus }, context) => {
        if (skus.length > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'skus');
        }
        return tagged(context, await productLoader(index, context).loadMany(skus)) as never;
      },
      products: async (_root, { first }, context) => {
        if (first < 0 || first > MAX_PRODUCTS_PER_PAGE) {
          throw badUserInput(context.i18n._(msg`Ask for between 0 and ${MAX_PRODUCTS_PER_PAGE} products.`), 'first');
        }
        // The newest products: a new one comes with a catalogue import.
        tagAnswer(context.cacheTags, cacheTag.catalog);
        return tagged(context, await index.newestProducts(first, viewOf(context)));
      },
      categoryTree: async (_root, { segment }, context) => {
        // The tree changes only with a catalogue import.
        tagAnswer(context.cacheTags, cacheTag.catalog);
        return (await categoryTree(index, context, segment)).filter((category) => category.parentId === null);
      },
      catalogRoute: async (_root, { path }, context) => {
        const route = await resolveCatalogRoute(index, context, path);
        if (route?.__typename === 'ProductRoute') tagProducts(context.cacheTags, route.product);
        else if (route?.__typename === 'CategoryRoute')
          tagAnswer(context.cacheTags, cacheTag.category(route.category.id));
        // A brand page lists across categories; a path the catalog does not know may become a product or category.
        else tagAnswer(context.cacheTags, cacheTag.catalog);
        return route;
      },
      ...searchQueryResolvers(index),
      _catalogProductsBySkus: async (_root, { skus }, context) =>
        tagged(context, await productLoader(index, context).loadMany(skus)) as never,
    },
    ...searchResultResolvers(index),
    ...productResolvers(index),
    Money: moneyResolvers,
  };
  return { schema: makeExecutableSchema({ typeDefs: catalogTypeDefs, resolvers }) };
}
