import { type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType } from 'graphql';
import { world } from './world';

/** mulberry32: small, fast and good enough to drive a fuzzer; the same seed gives the same requests. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

export const SKUS = world.catalog.products.slice(0, 5).flatMap((product) => [product.sku, product.variants[0]!.sku]);
/** Strings a careless parser, a database or a URL builder could choke on. */
const ODD_STRINGS = [
  '',
  ' ',
  'a',
  '\u0000',
  'abc\u0000',
  '\u0000\u0000\u0000',
  '20107.120\u0000',
  '\ud800',
  'x\udfffy',
  '\udbff',
  '😀',
  '\u202e\u200b\ufeff',
  '\uffff\ufffe',
  'é',
  '%00',
  '%E0%A4%A',
  '%',
  '../../../etc/passwd',
  '..\\..\\',
  "' OR '1'='1' --",
  '"; drop table commerce_order; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally.
  '${7*7}',
  '\\',
  '"',
  '\n\r\t\u000b\u001f',
  'null',
  'undefined',
  '-1',
  'NaN',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
  'nl-nl',
  'de-de',
  'NL',
  'mrs',
  'stores',
  'dhl',
  'demo@example.com',
  'a@b',
  'not an email',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
  '/',
  '//evil.example',
  '/heren/',
  '9999-12-31',
  '2026-02-30',
  ...SKUS,
];
const INTS = [0, 1, -1, 2, 12, 99, 100, 101, 1000, 2147483647, -2147483648, 2147483648, -2147483649, 1e15, 1.5];
const FLOATS = [0, -0, 0.5, 1.5, 52.09, 4.89, -91, 181, 1e308, -1e308, 5e-324, 123456789.123];

export function oddString(random: Random): string {
  const roll = random.next();
  if (roll < 0.7) return random.pick(ODD_STRINGS);
  if (roll < 0.8) return random.pick(ODD_STRINGS) + random.pick(ODD_STRINGS);
  if (roll < 0.9) {
    // Long, sometimes far beyond any sensible field (the body limit is 100 kB).
    const length = random.pick([101, 256, 1001, 5000, 20_000, 60_000]);
    return random.pick(['x', 'é', '😀', '\u0000', 'ab\u0000']).repeat(length).slice(0, length);
  }
  return Array.from({ length: 1 + random.int(40) }, () => String.fromCharCode(random.int(0x10000))).join('');
}

/** A value of any JSON kind: for wrong types. */
function wrongValue(random: Random, depth = 0): unknown {
  const roll = random.int(9);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([...INTS, ...FLOATS]);
    case 3:
      return oddString(random);
    case 4: {
      // Deeply nested lists.
      let value: unknown = oddString(random);
      for (let level = random.int(200); level > 0; level -= 1) value = [value];
      return value;
    }
    case 5: {
      // Deeply nested objects.
      let value: unknown = 1;
      for (let level = random.int(200); level > 0; level -= 1) value = { a: value };
      return value;
    }
    case 6:
      return depth > 2 ? [] : Array.from({ length: random.int(4) }, () => wrongValue(random, depth + 1));
    case 7:
      return depth > 2 ? {} : { [oddString(random)]: wrongValue(random, depth + 1), __proto__x: 1 };
    default:
      return Array.from({ length: random.pick([0, 101, 1000, 3000]) }, () => 'x');
  }
}

/** A value for an input type: mostly of the right shape, with odd contents; now and then of the wrong type. */
export function inputValue(type: GraphQLInputType, random: Random, depth = 0): unknown {
  if (random.chance(0.08)) return wrongValue(random);
  if (isNonNullType(type)) return inputValue(type.ofType, random, depth);
  if (random.chance(0.04)) return null;
  if (isListType(type)) {
    const length = random.chance(0.1) ? random.pick([0, 101, 500]) : random.int(4);
    // A list of one value is also a list (input coercion wraps a single value).
    if (length === 1 && random.chance(0.3)) return inputValue(type.ofType, random, depth + 1);
    return Array.from({ length }, () => inputValue(type.ofType, random, depth + 1));
  }
  if (isEnumType(type)) {
    return random.chance(0.8) ? random.pick(type.getValues()).name : oddString(random);
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const required = isNonNullType(field.type);
      if (required ? random.chance(0.95) : random.chance(0.6))
        value[field.name] = inputValue(field.type, random, depth);
    }
    if (random.chance(0.05)) value[oddString(random) || 'unknown'] = 1;
    return value;
  }
  switch (type.name) {
    case 'Int':
      return random.pick(INTS);
    case 'Float':
      return random.pick(FLOATS);
    case 'Boolean':
      return random.chance(0.5);
    case 'ID':
      return random.chance(0.1) ? random.pick(INTS) : oddString(random);
    default:
      return oddString(random);
  }
}

/** A JSON value as a GraphQL literal (enums bare when the type says so). */
export function literal(value: unknown, type: GraphQLInputType | null): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const item = inner && isListType(inner) ? inner.ofType : null;
    return `[${value.map((entry) => literal(entry, item)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([name, entry]) =>
        `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(name) ? name : 'bad'}: ${literal(entry, fields[name]?.type ?? null)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'string') {
    if (inner && isEnumType(inner) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
    // JSON's escapes are GraphQL's (a lone surrogate's `\ud800` is refused by the lexer: a parse error).
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '1e400';
  return String(value);
}
