export type * from './commerce-stores-models';
export type { ContentDocumentModel } from './content-models';
export { CATALOG_ENUM_VALUES, COMMERCE_ENUM_VALUES } from './enum-values';
export type { Resolvers as CatalogResolvers } from './generated/catalog';
export type { Resolvers as CommerceResolvers } from './generated/commerce';
export type * as ContentTypes from './generated/content';
export type { Resolvers as ContentResolvers } from './generated/content';
export type { Resolvers as InstoreResolvers } from './generated/instore';
export type * from './models';
