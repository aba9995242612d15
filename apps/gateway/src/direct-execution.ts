import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  type DocumentNode,
  execute,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  validate,
} from 'graphql';
import type { GatewayContext } from './context';

type ApolloGateway = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];

/**
 * The stitched schema's executor: an operation that one subschema answers on its own is executed on that subschema
 * directly, any other through the stitching.
 *
 * Stitching delegates each root field: it builds the subschema's document again for every request (fragments
 * expanded, types wrapped, unused variables dropped), executes it, and resolves every field of the answer a second
 * time in the stitched schema. For `product(sku)` that was a third of the request's time. When every root field of an
 * operation belongs to one subschema alone and the whole document is valid in that subschema (no field another
 * subschema adds by type merging, none the gateway adds itself, like `route` or `ProductRoute.content`), the
 * stitching would send all of it to that subschema and hand its answer on unchanged: executing it there directly
 * gives the same answer without the detour. The check is made once per document (Apollo keeps parsed documents).
 *
 * Apollo runs it as a gateway executor: parsing, validation against the stitched schema, the limits, the plugins and
 * the error masking are the same for both paths.
 */
export function directExecutionGateway(stitched: GraphQLSchema, subschemas: readonly GraphQLSchema[]): ApolloGateway {
  const owners = rootFieldOwners(subschemas);
  const targets = new WeakMap<OperationDefinitionNode, GraphQLSchema>();
  const targetOf = (document: DocumentNode, operation: OperationDefinitionNode | undefined): GraphQLSchema => {
    // No operation of that name: graphql-js's own error from the stitched schema (Apollo answers it as the client's).
    if (!operation) return stitched;
    let target = targets.get(operation);
    if (!target) {
      target = soleSubschema(document, operation, owners) ?? stitched;
      targets.set(operation, target);
    }
    return target;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: stitched, coreSupergraphSdl: '' });
      return () => {};
    },
    async load() {
      return {
        executor: async (request) =>
          execute({
            schema: targetOf(request.document, request.operation),
            document: request.document,
            contextValue: request.context,
            variableValues: request.request.variables,
            // The name the client sent (`request.operationName` is the resolved one: null when none matched).
            operationName: request.request.operationName,
          }),
      };
    },
    async stop() {},
  };
}

/** Root fields (`query.product`, `mutation.addToCart`) that exactly one subschema has, by that subschema. */
function rootFieldOwners(subschemas: readonly GraphQLSchema[]): Map<string, GraphQLSchema> {
  const owners = new Map<string, GraphQLSchema | null>();
  for (const schema of subschemas) {
    for (const [operation, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const name of Object.keys(type?.getFields() ?? {})) {
        const key = `${operation}.${name}`;
        owners.set(key, owners.has(key) ? null : schema);
      }
    }
  }
  return new Map([...owners].flatMap(([key, schema]) => (schema ? [[key, schema] as const] : [])));
}

/** The one subschema that answers the whole operation, or null. */
function soleSubschema(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  owners: ReadonlyMap<string, GraphQLSchema>,
): GraphQLSchema | null {
  if (operation.operation === 'subscription') return null;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  let owner: GraphQLSchema | null | undefined;
  const visitRoot = (selectionSet: SelectionSetNode, seen: Set<string>): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.INLINE_FRAGMENT) return visitRoot(selection.selectionSet, seen);
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) return false;
        return visitRoot(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
      if (selection.name.value === '__typename') return true;
      const schema = owners.get(`${operation.operation}.${selection.name.value}`);
      if (!schema || (owner && owner !== schema)) return false;
      owner = schema;
      return true;
    });
  // Introspection (`__schema`, `__type`: root fields no subschema owns) stays with the stitched schema.
  if (!visitRoot(operation.selectionSet, new Set()) || !owner) return null;
  return validate(owner, document).length === 0 ? owner : null;
}
