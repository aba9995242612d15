import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { inputValue, literal, oddString, type Random, SKUS } from './fuzz-values';

/** A selection set for an output type: `__typename`, some leaves, now and then an object field below. */
function selection(type: GraphQLNamedType, random: Random, depth: number): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type)) {
    const members = type.getTypes().map((member) => `... on ${member.name} ${selection(member, random, depth)}`);
    return `{ __typename ${members.join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const parts = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      if (random.chance(0.5)) parts.push(field.name);
    } else if (depth < 3 && random.chance(0.3)) {
      parts.push(`${field.name} ${selection(named, random, depth + 1)}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Target {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

function typeString(type: GraphQLInputType): string {
  return String(type);
}

/** One field call: as literals, or as variables (with now and then a variable type that does not fit). */
function fieldCall(target: Target, random: Random, asVariables: boolean, alias = '') {
  const variableDefinitions: string[] = [];
  const variables: Record<string, unknown> = {};
  const args: string[] = [];
  target.field.args.forEach((arg: GraphQLArgument, index) => {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (!required && random.chance(0.4)) return;
    if (required && random.chance(0.03)) return;
    const value = inputValue(arg.type, random);
    if (asVariables) {
      const name = `${alias || 'v'}${index}`;
      const declared = random.chance(0.05)
        ? random.pick(['String', 'Int', '[String]', 'ID!', 'Boolean'])
        : typeString(arg.type);
      variableDefinitions.push(`$${name}: ${declared}`);
      if (!random.chance(0.03)) variables[name] = value;
      args.push(`${arg.name}: $${name}`);
    } else {
      args.push(`${arg.name}: ${literal(value, arg.type)}`);
    }
  });
  const call = `${alias ? `${alias}: ` : ''}${target.field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection(getNamedType(target.field.type), random, 1)}`;
  return { call, variableDefinitions, variables };
}

function headersFor(random: Random, tokens: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  headers['x-shop-store'] = random.chance(0.9)
    ? random.pick(['nl-nl', 'nl-be', 'de-de', 'de-at', 'fr-fr', 'fr-be', 'en'])
    : random.pick(['xx', '', ' NL-NL ', 'nl-nl, de-de', '%00', 'nl\u00e9']);
  if (random.chance(0.6))
    headers.authorization = `Bearer ${random.chance(0.8) ? random.pick(tokens) : random.pick(['x', 'a'.repeat(500), '%00', '\u00ff\u00e9'])}`;
  if (random.chance(0.5)) headers['x-recaptcha-token'] = EMBEDDED_BOT_CHECK_TOKEN;
  if (random.chance(0.3)) headers['x-shop-client-ip'] = random.pick(['198.18.7.1', '::1', 'not-an-ip', '999.1.1.1']);
  if (random.chance(0.1)) headers['x-shop-branch'] = random.pick(['1001', 'ZZZ', '1', '%00']);
  return headers;
}

/** Paths beside /graphql that take what follows them from the URL. */
const PATH_PREFIXES = [
  '/test-payment/',
  '/dev/mails/',
  '/images/',
  '/instore/v1/',
  '/graphql/',
  '/',
  '/instore/v1/sessions/',
];
const PATH_TAILS = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  'a%00b',
  '%C0%AF',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x/../../y',
  'products/x/side/498x705%00',
  'products/%00/10x10',
  '%F0%9F%98%80',
  'webhook',
  'sessions',
  'sessions/%E0%A4%A/refresh',
  'ab'.repeat(600),
];

export function generateRequest(random: Random, targets: readonly Target[], tokens: readonly string[]): FuzzRequest {
  const headers = headersFor(random, tokens);
  const roll = random.next();
  const target = random.pick(targets);

  if (roll < 0.06) {
    const path = random.chance(0.2)
      ? // A demo image at an odd size (redirected) or an allowed one (rendered once, then from the cache).
        `/images/products/${random.pick(SKUS)}/side/${random.pick(['60x60', '166x235', '1999x1999', '1x1', '0x0', '498x706', '99999x1'])}`
      : random.pick(PATH_PREFIXES) + random.pick(PATH_TAILS) + (random.chance(0.3) ? random.pick(PATH_TAILS) : '');
    const method = random.pick(['GET', 'GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
    return {
      kind: 'path',
      method,
      path,
      headers: { ...headers, 'content-type': random.pick(['application/json', 'application/x-www-form-urlencoded']) },
      ...(method === 'POST'
        ? { body: random.pick(['outcome=paid', '{}', '{"storeCode":"\\u0000"}', '%E0%A4%A']) }
        : {}),
    };
  }

  const asVariables = random.chance(0.5);
  let kind = asVariables ? 'variables' : 'literal';
  let document: string;
  let variables: Record<string, unknown> = {};
  if (roll < 0.14) {
    // Many aliases of one field (kept moderate: the limits' own tests send the huge ones).
    kind = 'aliases';
    const calls = Array.from({ length: 2 + random.int(30) }, (_, index) =>
      fieldCall(target, random, asVariables, `a${index}`),
    );
    const definitions = calls.flatMap((call) => call.variableDefinitions);
    variables = Object.assign({}, ...calls.map((call) => call.variables));
    document = `${target.operation}${definitions.length ? ` F(${definitions.join(', ')})` : ''} { ${calls.map((call) => call.call).join(' ')} }`;
  } else if (roll < 0.2) {
    // Deep selections: nested braces far beyond the depth limit, or a deep chain of fragments.
    kind = 'deep';
    // Real nesting (product → colour variants → …) within and beyond the depth limit, a chain of fragments, and a
    // fan-out chain where each fragment spreads the next twice (kept to 2^10 paths: the limits' own tests send more).
    const depth = random.pick([2, 3, 4, 13, 20, 40]);
    const shape = random.next();
    document =
      shape < 0.4
        ? `{ products(first: 1) { ${'colorRelations { '.repeat(depth)}sku ${'} '.repeat(depth)}} }`
        : shape < 0.7
          ? `{ ...F0 } ${Array.from({ length: depth }, (_, level) => `fragment F${level} on Query { ${level + 1 < depth ? `...F${level + 1}` : '__typename'} }`).join(' ')}`
          : `{ ...F0 } ${Array.from({ length: Math.min(depth, 10) }, (_, level) => `fragment F${level} on Query { ${level + 1 < Math.min(depth, 10) ? `...F${level + 1} ...F${level + 1}` : '__typename'} }`).join(' ')}`;
  } else {
    const call = fieldCall(target, random, asVariables);
    variables = call.variables;
    document = `${target.operation}${call.variableDefinitions.length ? ` F(${call.variableDefinitions.join(', ')})` : ''} { ${call.call} }`;
  }

  let body = JSON.stringify({ query: document, variables });
  const bodyRoll = random.next();
  if (bodyRoll < 0.06) {
    kind += '+truncated';
    body = body.slice(0, random.int(body.length));
  } else if (bodyRoll < 0.1) {
    kind += '+odd-body';
    body = random.pick([
      JSON.stringify([{ query: document }, { query: document }]),
      JSON.stringify({ query: { document } }),
      JSON.stringify({ query: document, variables: random.pick(['x', 1, [], '{}']) }),
      JSON.stringify({ query: document, operationName: oddString(random) }),
      JSON.stringify({
        query: document,
        extensions: { persistedQuery: { version: 1, sha256Hash: oddString(random) } },
      }),
      JSON.stringify({ query: null }),
      JSON.stringify(oddString(random)),
      'null',
      '1',
      '\u0000',
      '{"query":"{ __typename }","variables":{"a":"\\ud800"}}',
      `{"query":${JSON.stringify(document)}}garbage`,
    ]);
  } else if (bodyRoll < 0.15) {
    kind += '+content-type';
    headers['content-type'] = random.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/graphql',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      '',
    ]);
    if (random.chance(0.5)) headers['apollo-require-preflight'] = 'true';
  }
  if (target.operation === 'query' && random.chance(0.1)) {
    const search = new URLSearchParams({ query: document, variables: JSON.stringify(variables) });
    return {
      kind: `${kind}+get`,
      method: 'GET',
      path: `/graphql?${search}`,
      headers: { ...headers, 'apollo-require-preflight': 'true' },
    };
  }
  return {
    kind,
    method: 'POST',
    path: random.chance(0.05)
      ? random.pick(['/graphql/catalog', '/graphql/commerce', '/graphql/content', '/graphql/instore'])
      : '/graphql',
    headers,
    body,
  };
}
