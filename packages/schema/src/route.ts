import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { type GraphQLResolveInfo, OperationTypeNode } from 'graphql';

/**
 * The gateway's own `route(path)`: what a path of the shop is, in one call, whichever subschema knows it. Its types
 * are the catalog's routes (`CatalogRoute`), the content service's (`ContentRoute`) and `NotFoundRoute`.
 */
export const routeTypeDefs = /* GraphQL */ `
  extend type ProductRoute {
    "The product page's own content (selling points, delivery and returns): asked of the content service only here."
    content: ProductPageContent!
  }

  "No page has the path: the 404 page, with its document."
  type NotFoundRoute {
    "The 404 document (uid 404); null (with an error) when the content service cannot give it."
    errorPage: ContentPage
  }

  "What a path of the shop is: a catalog page or redirect, else a content page or look, else not found."
  union Route = ProductRoute | CategoryRoute | BrandRoute | RedirectRoute | ContentPageRoute | LookRoute | NotFoundRoute

  extend type Query {
    """
    What a path of the shop is, in one call. The catalog first (a legacy product URL's redirect, brands, products,
    categories), then the content service (a content page, a look of a look-book), else not found with the 404
    document. Paths may have slashes at either end; the catalog ignores case.
    """
    route(path: String!): Route!
  }
`;

/** The subschemas `route` delegates to, as given to the stitching. */
export interface RouteSubschemas {
  catalog: SubschemaConfig;
  content: SubschemaConfig;
}

const NOT_FOUND = { __typename: 'NotFoundRoute' } as const;

/**
 * No page of the shop has a longer path (browsers and proxies cut URLs near this length too): a longer one is not
 * found at once, without sending it to the catalog's or the content service's lookups.
 */
const MAX_PAGE_PATH_LENGTH = 2048;

/**
 * The stitching's own instance of a subschema given to it. Delegating to the config object itself answers objects
 * the type merging does not know as coming from that subschema: a look's or a block's products then got no catalog
 * fields.
 */
function stitched(config: SubschemaConfig, info: GraphQLResolveInfo): SubschemaConfig {
  const extensions = info.schema.extensions as { stitchingInfo?: { subschemaMap: Map<unknown, SubschemaConfig> } };
  return extensions.stitchingInfo?.subschemaMap.get(config) ?? config;
}

type FieldResolver = (
  root: unknown,
  args: never,
  context: Record<string, unknown> | undefined,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * The order rule in one place: the catalog's answer, else the content service's, else not found. Each subschema gets
 * the parts of the caller's selection that are its own (the stitching drops the others' fragments), so a page's data
 * comes in the same call; the product page's content and the 404 document are asked only for those routes.
 */
export function routeResolvers({
  catalog,
  content,
}: RouteSubschemas): Record<string, Record<string, { resolve: FieldResolver }>> {
  const delegate = (
    schema: SubschemaConfig,
    fieldName: string,
    args: Record<string, unknown>,
    context: Record<string, unknown> | undefined,
    info: GraphQLResolveInfo,
  ) =>
    delegateToSchema({
      schema: stitched(schema, info),
      operation: OperationTypeNode.QUERY,
      fieldName,
      args,
      context,
      info,
    });
  return {
    Query: {
      route: {
        resolve: async (_root, { path }: { path: string }, context, info) =>
          path.length > MAX_PAGE_PATH_LENGTH
            ? NOT_FOUND
            : ((await delegate(catalog, 'catalogRoute', { path }, context, info)) ??
              (await delegate(content, 'contentRoute', { path }, context, info)) ??
              NOT_FOUND),
      },
    },
    ProductRoute: {
      content: {
        resolve: (_route, _args, context, info) => delegate(content, 'productPageContent', {}, context, info),
      },
    },
    NotFoundRoute: {
      errorPage: {
        resolve: (_route, _args, context, info) => delegate(content, 'errorPage', {}, context, info),
      },
    },
  };
}
