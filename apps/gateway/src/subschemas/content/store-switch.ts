import { samePathInEveryStore } from '@shop/i18n';
import type { ContentReads, ContentSubschemaOptions, Resolvers } from './content-support';
import { alternatesOf, catalogAlternatesOf, uidOfPath } from './paths';

/** The store switch: the page a shopper is on, in every store. */
export function storeSwitchResolvers(reads: ContentReads, options: ContentSubschemaOptions): Resolvers {
  return {
    Query: {
      storeSwitch: async (_root, { path }, context) => {
        // The product list and the store pages: the same path in every store.
        const shared = samePathInEveryStore(path);
        if (shared) return catalogAlternatesOf(new Map(context.stores.map((store) => [store.code, shared])), context);
        const uid = uidOfPath(path);
        const page = uid ? await reads.page(context, uid) : null;
        // Not a content page: a product or category page is the same page in the other stores, at its own path there.
        const catalogPaths = !page && options.catalogPaths ? await options.catalogPaths(path, context) : null;
        return catalogPaths ? catalogAlternatesOf(catalogPaths, context) : alternatesOf(page, context);
      },
    },
  };
}
