export { catalogTypeDefs } from './catalog';
export { commerceTypeDefs } from './commerce';
export type { Resolvers as CatalogResolvers } from './generated/catalog';
export type { Resolvers as CommerceResolvers } from './generated/commerce';
export type * from './models';
export { type GatewaySubschemas, type SubschemaSource, stitchedSchemaShape, stitchGatewaySchema } from './stitch';
