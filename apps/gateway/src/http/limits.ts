import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** The limits every client operation is held to (GATEWAY_MAX_* in the configuration). */
export interface OperationLimits {
  /** Nested fields (fragments flattened); introspection's `__schema` is not counted. */
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  /** The estimated work of one operation: see `operationCost`. */
  maxCost: number;
}

/** A refusal of the kind Apollo reports for any invalid document (HTTP 400, GRAPHQL_VALIDATION_FAILED). */
function refusal(message: string) {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

/** GraphQL Armor reports through this callback (instead of throwing out of graphql's `validate`). */
const reportToContext = (context: ValidationContext | null, error: GraphQLError) => {
  context?.reportError(refusal(error.message.replace(/^Syntax Error: /, '')));
};

/**
 * The shape limits, as validation rules: GraphQL Armor's depth, alias and directive counts (each walks the document
 * once, a fragment's count memoised by name, so a fragment spread many times costs no more than once: linear in
 * the document). A `__schema` query is exempt from the depth limit, so that the standard introspection query of
 * GraphiQL and codegen passes; graphql-js's MaxIntrospectionDepthRule (one of its specified rules, which Apollo runs)
 * still keeps `fields { type { fields … } } }` from growing. The token limit is the parser's own
 * (`parseOptions.maxTokens`), the cost limit is `costLimitPlugin` (it needs the variables).
 */
export function operationLimitRules(limits: OperationLimits): ValidationRule[] {
  const callbacks = { propagateOnRejection: false, onReject: [reportToContext] };
  return [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, ...callbacks }),
    maxAliasesRule({ n: limits.maxAliases, ...callbacks }),
    maxDirectivesRule({ n: limits.maxDirectives, ...callbacks }),
  ] as ValidationRule[];
}

/**
 * Refuses the stitched schema's internal fields (`_catalogProductsBySkus`, …: type merging's entry points) in client
 * operations, with the answer of a field that does not exist. The gateway's own delegation to its subschemas does
 * not pass through here, so stitching keeps working.
 */
export function internalFieldsRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name.startsWith('_') && !name.startsWith('__')) {
        const parent = context.getParentType()?.name ?? 'Query';
        context.reportError(new GraphQLError(`Cannot query field "${name}" on type "${parent}".`, { nodes: [node] }));
      }
    },
  };
}

/**
 * Refuses an operation type the endpoint's schema does not have (a mutation on `/graphql/catalog`): graphql 16
 * validates no such thing, and execution's error carried no code, so it was masked as an internal error.
 */
export function operationTypeRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (context.getSchema().getRootType(node.operation)) return;
      context.reportError(
        new GraphQLError(`This endpoint has no ${node.operation} operations.`, {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
        }),
      );
    },
  };
}

/** Arguments that say how many items a field answers (`products(first: 100)`, `search(input: { pageSize: 96 })`). */
const SIZE_ARGUMENTS = new Set(['first', 'last', 'pageSize', 'limit']);

/**
 * The estimated work of one operation: every field costs 1, plus what is selected below it, times the number of items
 * it answers. That number is a size argument's value (`first`, `last`, `pageSize`, `limit`, directly or in an input
 * object, with the schema's defaults: `products { sku }` is `products(first: 12)`), else, for a list field, the length
 * of a list it is given (`productsBySkus(skus: […])`), else 1. So `products(first: 100) { sku }` costs 200, a single
 * `product(sku: …) { sku }` 2. Introspection costs nothing here (graphql's MaxIntrospectionDepthRule bounds it).
 *
 * Linear in the document: each fragment's cost is computed once and memoised by name (GraphQL Armor's cost-limit does
 * the same, but it reads only literal `first`/`last` values, so a `first: $n` variable or a schema default slipped
 * past it). A chain of fragments that each spread the next twice thus costs 2^n without 2^n steps to find it out.
 * `variables` are the operation's coerced variable values.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCosts = new Map<string, number>();

  const fragmentCost = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    // Cycles are refused by validation before this runs; the placeholder keeps a stray one finite all the same.
    fragmentCosts.set(name, 0);
    const cost = fragment
      ? selectionSetCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value))
      : 0;
    fragmentCosts.set(name, cost);
    return cost;
  };

  const selectionSetCost = (selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) cost += fieldCost(selection, parentType);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) cost += fragmentCost(selection.name.value);
      else {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        cost += selectionSetCost(selection.selectionSet, condition ?? undefined);
      }
    }
    return cost;
  };

  const fieldCost = (node: FieldNode, parentType: GraphQLNamedType | undefined): number => {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') return 0;
    const field =
      parentType && (isObjectType(parentType) || isInterfaceType(parentType))
        ? parentType.getFields()[name]
        : undefined;
    const below = node.selectionSet
      ? selectionSetCost(node.selectionSet, field ? getNamedType(field.type) : undefined)
      : 0;
    return (1 + below) * (field ? itemCount(field, node, variables) : 1);
  };

  return selectionSetCost(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined);
}

/** How many items a field answers at most, as far as its arguments tell (see `operationCost`). */
function itemCount(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>): number {
  if (field.args.length === 0) return 1;
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    return 1; // Invalid arguments: execution refuses them before any resolver runs.
  }
  const returnsList = isListType(getNullableType(field.type));
  let count = 0;
  for (const argument of field.args) {
    const value = args[argument.name];
    if (SIZE_ARGUMENTS.has(argument.name)) count = Math.max(count, sizeOf(value));
    else if (returnsList && Array.isArray(value)) count = Math.max(count, value.length);
    else if (isInputObjectType(getNullableType(argument.type)) && value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (SIZE_ARGUMENTS.has(key)) count = Math.max(count, sizeOf(inner));
      }
    }
  }
  return Math.max(count, 1);
}

const sizeOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Refuses an operation whose `operationCost` (with the request's variables) is over `maxCost`, before anything is
 * executed. Variables that cannot be coerced are left for execution to refuse with its own message.
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
          if (coerced.errors) return;
          const cost = operationCost(schema, document, operation, coerced.coerced);
          if (cost > maxCost) {
            throw refusal(`Query cost limit of ${maxCost} exceeded, found ${Math.round(cost)}.`);
          }
        },
      };
    },
  };
}
