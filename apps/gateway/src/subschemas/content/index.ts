import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ContentSource } from '@shop/content';
import { contentTypeDefs, type SubschemaSource } from '@shop/schema';
import { blockResolvers } from './blocks';
import { withContentCacheTags } from './cache-tagging';
import { type ContentSubschemaOptions, contentReads, type Resolvers } from './content-support';
import { layoutResolvers } from './layout-queries';
import { lookResolvers } from './looks';
import { pageResolvers } from './pages';
import { productContentResolvers } from './product-content';
import { routeResolvers } from './route';
import { storeSwitchResolvers } from './store-switch';

export {
  CONTENT_TYPES,
  type ContentSubschemaOptions,
  ERROR_PAGE_UID,
  type KnownSkus,
} from './content-support';

/**
 * The content subschema over a content source (the embedded demo documents or Prismic). Language from the request's
 * store; the time of banner windows from the request's `now`.
 */
export function createContentSubschema(source: ContentSource, options: ContentSubschemaOptions = {}): SubschemaSource {
  const reads = contentReads(source, options);
  const layout = layoutResolvers(source);
  const pages = pageResolvers(source, reads);
  const looks = lookResolvers(source, reads);
  const routes = routeResolvers(source, reads);
  const productContent = productContentResolvers(source);
  const storeSwitch = storeSwitchResolvers(reads, options);
  const resolvers: Resolvers = {
    ...layout,
    ...pages,
    ...looks,
    ...routes,
    ...blockResolvers(source),
    Query: withContentCacheTags({
      ...layout.Query,
      ...pages.Query,
      ...looks.Query,
      ...routes.Query,
      ...productContent.Query,
      ...storeSwitch.Query,
    }),
  };
  return { schema: makeExecutableSchema({ typeDefs: contentTypeDefs, resolvers }) };
}
