export { catalogTypeDefs } from './catalog';
export { commerceTypeDefs } from './commerce';
export { contentTypeDefs } from './content';
export { instoreTypeDefs } from './instore';
export { type GatewaySubschemas, type SubschemaSource, stitchedSchemaShape, stitchGatewaySchema } from './stitch';
