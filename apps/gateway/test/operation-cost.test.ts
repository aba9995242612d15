import { stitchedSchemaShape } from '@shop/schema';
import { getIntrospectionQuery, getOperationAST, getVariableValues, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost, operationLimitRules } from '../src/http/limits';

const schema = stitchedSchemaShape();

function costOf(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('one operation expected');
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (errors) throw errors[0];
  return operationCost(schema, document, operation, coerced);
}

/** `{ ...F0 }`, each fragment spreading the next twice, the last one selecting `leaf`: 2^(n-1) paths. */
function fragmentFanOut(n: number, leaf: string): string {
  const fragments = Array.from({ length: n - 1 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  return [`{ ...F0 }`, ...fragments, `fragment F${n - 1} on Query { ${leaf} }`].join('\n');
}

describe('the cost of an operation', () => {
  it('counts every field, and multiplies a list field by the items it answers', () => {
    expect(costOf('{ product(sku: "1") { sku } }')).toBe(2);
    expect(costOf('{ products(first: 100) { sku } }')).toBe(200);
    expect(costOf('{ products(first: 100) { sku price { formatted } } }')).toBe(400);
    // Aliases each count.
    expect(costOf('{ a: products(first: 100) { sku } b: products(first: 100) { sku } }')).toBe(400);
  });

  it('takes the size from variables and, when absent, from the schema defaults', () => {
    expect(costOf('query ($n: Int!) { products(first: $n) { sku } }', { n: 50 })).toBe(100);
    // `products(first: Int! = 12)`
    expect(costOf('{ products { sku } }')).toBe(24);
    // `search(input: { pageSize })`, inside an input object, literal or variable; `ProductSearchInput.pageSize = 24`.
    expect(costOf('{ search(input: { pageSize: 96 }) { __typename } }')).toBe(2 * 96);
    expect(costOf('query ($i: ProductSearchInput!) { search(input: $i) { __typename } }', { i: {} })).toBe(2 * 24);
    expect(costOf('query ($i: ProductSearchInput!) { search(input: $i) { __typename } }', { i: { pageSize: 5 } })).toBe(
      2 * 5,
    );
  });

  it('sizes a list field without a size argument by the list it is given', () => {
    expect(costOf('{ productsBySkus(skus: ["1", "2", "3"]) { sku } }')).toBe(6);
    expect(costOf('query ($s: [ID!]!) { productsBySkus(skus: $s) { sku } }', { s: ['1', '2'] })).toBe(4);
  });

  it('counts fragments where they are spread, inline fragments in place', () => {
    const query = `{ products(first: 10) { ...Tile } product(sku: "1") { ...Tile ... on Product { url } } }
      fragment Tile on Product { sku name }`;
    expect(costOf(query)).toBe(10 * 3 + (1 + 2 + 1));
  });

  it('computes a fragment fan-out in linear time, however large its cost', () => {
    const started = performance.now();
    expect(costOf(fragmentFanOut(40, '__typename'))).toBe(2 ** 39);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('leaves introspection out (its nesting is capped by its own rule)', () => {
    expect(costOf(getIntrospectionQuery())).toBe(0);
  });
});

describe("GraphQL Armor's shape limits", () => {
  const limits = { maxDepth: 12, maxAliases: 15, maxDirectives: 10, maxCost: 20_000 };
  const errorsOf = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, ...operationLimitRules(limits)]).map((error) => error.message);

  it('walks a fragment fan-out once per fragment (each count memoised), not once per path', () => {
    const started = performance.now();
    // Depth 1 however often the fragments are spread; the aliases are counted per path, 2^39 of them.
    expect(errorsOf(fragmentFanOut(40, '__typename'))).toEqual([]);
    expect(errorsOf(fragmentFanOut(40, 'a: currentStore { code }'))).toEqual([
      `Aliases limit of 15 exceeded, found ${2 ** 39}.`,
    ]);
    expect(errorsOf(fragmentFanOut(40, 'currentStore @include(if: true) { code }'))).toEqual([
      `Directives limit of 10 exceeded, found ${2 ** 39}.`,
    ]);
    // 2^39 paths would take hours; a second is room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('counts depth through fragments and inline fragments, and exempts the introspection query', () => {
    const deep = `{ product(sku: "1") { ...A } } fragment A on Product { stock { ... on StockData { ${'product { stock { '.repeat(5)}available${' } }'.repeat(5)} } } }`;
    expect(errorsOf(deep)).toEqual(['Query depth limit of 12 exceeded, found 13.']);
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });
});
