/**
 * Cache hints per type and field: which answers of the stitched schema are the same for every anonymous shopper of a
 * store (catalogue and content), and for how long they may be kept. Personal and live data (cart, customer, orders,
 * wishlist, session, in-store sessions, exact stock per location) are never cacheable; neither are content previews.
 *
 * The hints are kept here in code, not as `@cacheControl` directives in the subschemas' SDL: stitching drops the
 * subschemas' directives, and one list beside the response cache is easier to review than hints spread over four
 * schemas. An operation is cacheable when it is a query, each of its root fields has a hint, and no field it selects
 * (fragments included) is uncacheable; it may be kept for the smallest `maxAge` of the hints it touches.
 */
import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  type OperationDefinitionNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

export interface CachePolicy {
  /** Seconds an answer may be served from memory (purges by cache tags end it earlier). */
  maxAgeS: number;
}

/** Catalogue answers change with imports, prices and stock states: each is purged by its tags, the age is a backstop. */
const CATALOG_MAX_AGE_S = 60;
/** Content changes are published too (its documents' tags); the shop's stores change with a deployment. */
const CONTENT_MAX_AGE_S = 300;

/** The root fields whose answers are the same for every anonymous shopper of a store. Any other root field: none. */
export const CACHEABLE_ROOT_FIELDS: Readonly<Record<string, number>> = {
  product: CATALOG_MAX_AGE_S,
  products: CATALOG_MAX_AGE_S,
  productsBySkus: CATALOG_MAX_AGE_S,
  search: CATALOG_MAX_AGE_S,
  quickSearch: CATALOG_MAX_AGE_S,
  categoryTree: CATALOG_MAX_AGE_S,
  catalogRoute: CATALOG_MAX_AGE_S,
  route: CATALOG_MAX_AGE_S,
  storeSwitch: CATALOG_MAX_AGE_S,
  contentPage: CONTENT_MAX_AGE_S,
  contentPageByPath: CONTENT_MAX_AGE_S,
  contentPages: CONTENT_MAX_AGE_S,
  contentRoute: CONTENT_MAX_AGE_S,
  errorPage: CONTENT_MAX_AGE_S,
  layout: CONTENT_MAX_AGE_S,
  checkoutLayout: CONTENT_MAX_AGE_S,
  productPageContent: CONTENT_MAX_AGE_S,
  look: CONTENT_MAX_AGE_S,
  looks: CONTENT_MAX_AGE_S,
  looksByUids: CONTENT_MAX_AGE_S,
  productLooks: CONTENT_MAX_AGE_S,
  currentStore: CONTENT_MAX_AGE_S,
  storeConfig: CONTENT_MAX_AGE_S,
  stores: CONTENT_MAX_AGE_S,
};

/** Personal or live types: an operation that selects a field of one of these (or returning one) is never cached. */
export const UNCACHEABLE_TYPES: ReadonlySet<string> = new Set([
  'Cart',
  'Context',
  'Customer',
  'CustomerOrder',
  'CustomerOrderList',
  'PlacedOrder',
  'Wishlist',
  'InstoreSession',
  'NewsletterSettings',
  // Commerce's exact stock, per SKU and per location: fresh on every read.
  'StockData',
  'LocationStock',
  'ProductStoreStock',
]);

/** What follows the stock (counts, size states, orderable) is kept briefly; the rest of the catalogue longer. */
const STOCK_MAX_AGE_S = 10;

/**
 * Hints of single fields (`Type.field`): null is uncacheable, a number caps the age. The catalogue's stock figures
 * and what follows from them are kept briefly: a change of a product's stock state (in stock, low, sold out) is
 * purged by its product's tag at once, and whatever no tag names (an answer no resolver tagged) is at most
 * STOCK_MAX_AGE_S old.
 */
export const FIELD_HINTS: Readonly<Record<string, number | null>> = {
  'Product.stock': null,
  'Product.storeStock': null,
  'Product.availableStock': STOCK_MAX_AGE_S,
  'Variant.availableStock': STOCK_MAX_AGE_S,
  'Variant.state': STOCK_MAX_AGE_S,
  'Variant.stateLabel': STOCK_MAX_AGE_S,
  'Variant.orderable': STOCK_MAX_AGE_S,
  'Variant.notifiable': STOCK_MAX_AGE_S,
};

/** Arguments that make an answer personal: a content preview shows unpublished documents to an editor. */
const PERSONAL_ARGUMENTS: ReadonlySet<string> = new Set(['previewRef']);

const policies = new WeakMap<OperationDefinitionNode, CachePolicy | null>();

/**
 * The cache policy of an operation of a document, or null when its answer must not be shared. Memoised per operation
 * node: Apollo keeps parsed documents (its document store), so a repeated query is judged once.
 */
export function cachePolicyOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): CachePolicy | null {
  const known = policies.get(operation);
  if (known !== undefined) return known;
  const policy = operation.operation === 'query' ? judge(schema, document) : null;
  policies.set(operation, policy);
  return policy;
}

/**
 * Walks every selection of the document (its fragments, and any other operation in it: a document with a mutation
 * is never cached) with the schema's types.
 */
function judge(schema: GraphQLSchema, document: DocumentNode): CachePolicy | null {
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let maxAgeS = Number.POSITIVE_INFINITY;
  let cacheable = true;
  const refuse = () => {
    cacheable = false;
    return false;
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation !== 'query') return refuse();
        return undefined;
      },
      Field(node) {
        if (!cacheable) return false;
        const name = node.name.value;
        if (name === '__typename') return undefined;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field || name.startsWith('__')) return refuse();
        if (node.arguments?.some((argument) => PERSONAL_ARGUMENTS.has(argument.name.value))) return refuse();
        if (parent === queryType) {
          const rootAge = CACHEABLE_ROOT_FIELDS[name];
          if (rootAge === undefined) return refuse();
          maxAgeS = Math.min(maxAgeS, rootAge);
        }
        if (UNCACHEABLE_TYPES.has(parent.name) || UNCACHEABLE_TYPES.has(getNamedType(field.type).name)) {
          return refuse();
        }
        const hint = FIELD_HINTS[`${parent.name}.${name}`];
        if (hint === null) return refuse();
        if (hint !== undefined) maxAgeS = Math.min(maxAgeS, hint);
        return undefined;
      },
    }),
  );
  return cacheable && Number.isFinite(maxAgeS) && maxAgeS > 0 ? { maxAgeS } : null;
}
