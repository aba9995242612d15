export { catalogTypeDefs } from './catalog';
export { commerceTypeDefs } from './commerce';
export { CATALOG_ENUM_VALUES } from './enum-values';
export type { Resolvers as CatalogResolvers } from './generated/catalog';
export type { Resolvers as CommerceResolvers } from './generated/commerce';
export type * from './models';
export { type GatewaySubschemas, type SubschemaSource, stitchedSchemaShape, stitchGatewaySchema } from './stitch';
