import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_PAGE_SIZE } from '@shop/catalog';
import { stitchedSchemaShape } from '@shop/schema';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { internalFieldsRule, operationCost, operationLimitRules } from '../src/http/limits';
import { MAX_PRODUCTS_PER_PAGE } from '../src/subschemas/catalog';

/**
 * Every operation the storefront sends (its .graphql documents, each with the fragments it uses, as codegen builds
 * them) passes the gateway's limits at their defaults, with the production profile's rules, even with every size
 * variable at the largest page a resolver serves (100 products, search pages of 96): no shop page can be refused.
 */
const storefrontSource = path.resolve(import.meta.dirname, '../../storefront/src');
const LARGEST_PAGE = MAX_PRODUCTS_PER_PAGE;

function graphqlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const schema = stitchedSchemaShape();
const config = loadConfig({ NODE_ENV: 'production', CLIENT_ADDRESS_SECRET: 'x'.repeat(32) });
const files = graphqlFiles(storefrontSource);
const definitions = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
const fragments = new Map(
  definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);
const operations = definitions.filter(
  (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
);

/** The operation with the fragments it spreads, directly or through other fragments. */
function documentOf(operation: OperationDefinitionNode): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

/** A valid value of the type, as large as the storefront could send: every list and page size at the largest page. */
function largestValue(type: GraphQLInputType, name: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return Array.from({ length: LARGEST_PAGE }, (_, index) => largestValue(nullable.ofType, `${name}${index}`));
  }
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields()).flatMap((field) =>
        isNonNullType(field.type) && field.defaultValue === undefined
          ? [[field.name, largestValue(field.type, field.name)]]
          : field.name === 'pageSize'
            ? [[field.name, MAX_PAGE_SIZE]]
            : [],
      ),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]?.name;
  switch (getNamedType(nullable).name) {
    case 'Int':
      return /page$/i.test(name) || name === 'offset' ? 1 : LARGEST_PAGE;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return name;
  }
}

function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const raw = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, largestValue(type, definition.variable.name.value)];
    }),
  );
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], raw);
  expect(errors).toBeUndefined();
  return coerced ?? {};
}

describe("the storefront's operations under the gateway's limits", () => {
  it('finds the documents', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const operation of operations) {
    const name = operation.name?.value ?? 'anonymous';
    it(`${operation.operation} ${name}`, () => {
      const document = documentOf(operation);
      // As sent: the printed document within the parser's token limit.
      expect(() => parse(print(document), { maxTokens: config.limits.maxTokens })).not.toThrow();
      const rules = [...specifiedRules, ...operationLimitRules(config.limits), internalFieldsRule];
      expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
      const cost = operationCost(schema, document, operation, largestVariables(operation));
      expect(cost).toBeLessThanOrEqual(config.limits.maxCost);
    });
  }
});
