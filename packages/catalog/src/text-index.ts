import type { Database } from '@shop/db';
import { LANGUAGES, type Language } from '@shop/i18n';
import { type Kysely, sql } from 'kysely';
import type { IndexView } from './model';
import type { Page } from './search';
import type { TextQuery } from './text-query';
import { parseTsQuery, type TsQueryNode } from './tsquery';

/*
 * The search documents of `catalog_search` held in memory as an inverted index (lexeme → products with the weights it
 * has there), to answer the quick search's first products and total without reading every matching row. A frequent
 * word prefix (`snea`) matches a fifth of 100 000 products: PostgreSQL reads and checks each of those rows, about
 * 100 ms on PGlite, 30 ms on a server; here it is a union of a few posting lists and a count of bits.
 *
 * The queries are PostgreSQL's own: it parses and stems them (`to_tsquery`), this evaluates the parsed form exactly as
 * `tsvector @@ tsquery` does for what the shop's queries hold (lexemes, prefixes, weights, &, |, !); anything else
 * (phrases) is left to SQL. Products are numbered in the recommended order (popularity, release date, SKU), so the
 * first set bits of a tier are its first products.
 *
 * Lexemes starting with a digit (SKUs, model and colour codes: two or three of their own per product) are left out,
 * which keeps the index to tens of MB; a query for one is answered by SQL, where the GIN index finds its few rows.
 */

/** Weight bits of a posting, as in a tsquery's weight restriction. */
const WEIGHT_BITS: Record<string, number> = { A: 1, B: 2, C: 4, D: 8 };
const ANY_WEIGHT = 15;

/** One language's documents: lexemes sorted, each with its postings (product numbers and weight bits). */
interface Postings {
  lexemes: string[];
  /** Postings of lexeme i are [offsets[i], offsets[i + 1]). */
  offsets: Int32Array;
  products: Int32Array;
  weights: Uint8Array;
}

interface Snapshot {
  catalogVersion: number;
  /** SKUs in the recommended order: a product's number is its place here. */
  skus: string[];
  languages: Map<Language, Postings>;
}

/** Documents read per query while building (a few MB of text). */
const BATCH = 5000;

export class TextIndex {
  private snapshot: Snapshot | undefined;
  private building: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The index of this catalogue version, or undefined while it is being built (started here when needed). */
  at(catalogVersion: number): TextMatcher | undefined {
    const snapshot = this.snapshot;
    if (snapshot?.catalogVersion === catalogVersion) return new TextMatcher(snapshot);
    this.refresh();
    return undefined;
  }

  /** Builds the index of the current catalogue in the background, unless it is being built. */
  refresh(): Promise<void> {
    this.building ??= this.build()
      .catch(this.onError)
      .finally(() => {
        this.building = undefined;
      });
    return this.building;
  }

  private async build(): Promise<void> {
    for (;;) {
      const before = await this.catalogVersion();
      const { rows } = await sql<{ sku: string }>`
        select sku from catalog_search where language = 'en'
        order by popularity desc, release_date desc, sku`.execute(this.db);
      const skus = rows.map((row) => row.sku);
      const numbers = new Map(skus.map((sku, index) => [sku, index]));
      const languages = new Map<Language, Postings>();
      for (const language of LANGUAGES) languages.set(language, await this.readLanguage(language, numbers));
      // An import in between (the documents are read in batches, not in one snapshot): read them again.
      if ((await this.catalogVersion()) !== before) continue;
      this.snapshot = { catalogVersion: before, skus, languages };
      return;
    }
  }

  private async catalogVersion(): Promise<number> {
    const row = await this.db.selectFrom('catalog_index_state').select('catalog_version').executeTakeFirst();
    return row?.catalog_version ?? 0;
  }

  private async readLanguage(language: Language, numbers: ReadonlyMap<string, number>): Promise<Postings> {
    const builder = new PostingsBuilder();
    let after = '';
    for (;;) {
      const { rows } = await sql<{ sku: string; doc: string }>`
        select sku, doc::text as doc from catalog_search
        where language = ${language} and sku > ${after} order by sku limit ${BATCH}::integer`.execute(this.db);
      for (const row of rows) {
        const product = numbers.get(row.sku);
        if (product !== undefined) builder.addDocument(product, row.doc);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.sku;
    }
    return builder.build();
  }
}

/**
 * The quick search's first products and total from the in-memory text index, as `pageSkus` answers them (recommended
 * sort: matches in the name first, then matches of the words as typed, then by popularity); null when the index is
 * off, not built for the current catalogue yet, or the query holds what it does not evaluate.
 */
export async function quickSearchPage(
  db: Kysely<Database>,
  textIndex: TextIndex | undefined,
  text: TextQuery,
  view: IndexView,
  limit: number,
): Promise<Page | null> {
  if (!textIndex) return null;
  // PostgreSQL parses and stems the queries (the language's configuration), in one round trip with the version.
  const { rows } = await sql<{ catalog_version: number; match: string; exact: string; in_name: string }>`
    select (select catalog_version from catalog_index_state) as catalog_version,
           ${text.match}::text as match, ${text.exact}::text as exact, ${text.exactInName}::text as in_name`.execute(
    db,
  );
  const row = rows[0];
  const matcher = row && textIndex.at(row.catalog_version);
  if (!row || !matcher) return null;
  const match = matcher.match(view.language, row.match);
  // Without alternatives every match is an exact one (as pageSkus has it).
  const hasAlternatives = text.words.some((word) => word.alternatives.length > 0);
  const exact = hasAlternatives ? matcher.match(view.language, row.exact) : match;
  const inName = matcher.match(view.language, row.in_name);
  if (!match || !exact || !inName) return null;
  const matchInName = matcher.and(match, inName);
  const matchExact = matcher.and(match, exact);
  return {
    skus: matcher.first([matcher.and(matchInName, matchExact), matchInName, matchExact, match], limit),
    totalCount: matcher.count(match),
  };
}

/** Collects (lexeme, product, weights) triples, then sorts them into `Postings`. */
class PostingsBuilder {
  private readonly ids = new Map<string, number>();
  private lexemeOf = new Int32Array(1 << 16);
  private productOf = new Int32Array(1 << 16);
  private weightsOf = new Uint8Array(1 << 16);
  private count = 0;

  /** A document in `tsvector` text form: `'lexeme':1A,4 'other':2B …`. */
  addDocument(product: number, doc: string): void {
    const plain = !doc.includes('\\');
    let index = 0;
    while (index < doc.length) {
      if (doc[index] !== "'") {
        index++;
        continue;
      }
      index++;
      const end = doc.indexOf("'", index);
      if (end < 0) return;
      let lexeme = '';
      if (plain && doc[end + 1] !== "'") {
        // The usual case: no quote or backslash inside.
        lexeme = doc.slice(index, end);
        index = end + 1;
      } else
        for (;;) {
          const char = doc[index++];
          if (char === undefined) return;
          if (char === '\\') lexeme += doc[index++] ?? '';
          else if (char === "'") {
            if (doc[index] !== "'") break;
            lexeme += "'";
            index++;
          } else lexeme += char;
        }
      let weights = 0;
      if (doc[index] === ':') {
        index++;
        while (index < doc.length && doc[index] !== ' ') {
          const char = doc[index++]!;
          if (char === ',') continue;
          if (char >= '0' && char <= '9') {
            const next = doc[index];
            if (next === undefined || next === ',' || next === ' ') weights |= WEIGHT_BITS.D!;
          } else weights |= WEIGHT_BITS[char] ?? 0;
        }
      } else weights = WEIGHT_BITS.D!;
      if (!startsWithDigit(lexeme)) this.add(lexeme, product, weights);
    }
  }

  build(): Postings {
    const lexemes = [...this.ids.keys()].sort();
    const rank = new Int32Array(lexemes.length);
    for (const [position, lexeme] of lexemes.entries()) rank[this.ids.get(lexeme)!] = position;
    const offsets = new Int32Array(lexemes.length + 1);
    for (let i = 0; i < this.count; i++) offsets[rank[this.lexemeOf[i]!]! + 1]!++;
    for (let i = 0; i < lexemes.length; i++) offsets[i + 1]! += offsets[i]!;
    const next = offsets.slice(0, lexemes.length);
    const products = new Int32Array(this.count);
    const weights = new Uint8Array(this.count);
    for (let i = 0; i < this.count; i++) {
      const at = next[rank[this.lexemeOf[i]!]!]!++;
      products[at] = this.productOf[i]!;
      weights[at] = this.weightsOf[i]!;
    }
    return { lexemes, offsets, products, weights };
  }

  private add(lexeme: string, product: number, weights: number): void {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(lexeme, id);
    }
    if (this.count === this.lexemeOf.length) this.grow();
    this.lexemeOf[this.count] = id;
    this.productOf[this.count] = product;
    this.weightsOf[this.count] = weights;
    this.count++;
  }

  private grow(): void {
    const size = this.lexemeOf.length * 2;
    const lexemeOf = new Int32Array(size);
    lexemeOf.set(this.lexemeOf);
    const productOf = new Int32Array(size);
    productOf.set(this.productOf);
    const weightsOf = new Uint8Array(size);
    weightsOf.set(this.weightsOf);
    this.lexemeOf = lexemeOf;
    this.productOf = productOf;
    this.weightsOf = weightsOf;
  }
}

/** A set of products as bits, one per product number. */
type Bits = Uint32Array;

/** Evaluates parsed tsqueries against one snapshot of the index. */
export class TextMatcher {
  constructor(private readonly snapshot: Snapshot) {}

  /** The products whose document in this language matches the query (`doc @@ query`), or null for a phrase. */
  match(language: Language, query: string): Bits | null {
    const postings = this.snapshot.languages.get(language);
    const node = parseTsQuery(query);
    if (!postings || !node) return null;
    return this.evaluate(postings, node);
  }

  /** How many products are in the set. */
  count(bits: Bits): number {
    let total = 0;
    for (let word of bits) {
      word -= (word >>> 1) & 0x55555555;
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      total += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /**
   * The SKUs of the first `limit` products in the recommended order, taking the tiers in turn (each a set of
   * products): the products of the first tier, then those of the second not already taken, and so on.
   */
  first(tiers: readonly Bits[], limit: number): string[] {
    const skus: string[] = [];
    const taken = this.empty();
    for (const tier of tiers) {
      for (let word = 0; word < tier.length && skus.length < limit; word++) {
        let bits = tier[word]! & ~taken[word]!;
        while (bits !== 0 && skus.length < limit) {
          const low = bits & -bits;
          const product = word * 32 + (31 - Math.clz32(low));
          skus.push(this.snapshot.skus[product]!);
          taken[word]! |= low;
          bits ^= low;
        }
      }
    }
    return skus;
  }

  and(a: Bits, b: Bits): Bits {
    return a.map((word, index) => word & b[index]!);
  }

  private empty(): Bits {
    return new Uint32Array(Math.ceil(this.snapshot.skus.length / 32));
  }

  private evaluate(postings: Postings, node: TsQueryNode): Bits | null {
    switch (node.kind) {
      case 'and':
      case 'or': {
        const left = this.evaluate(postings, node.left);
        const right = this.evaluate(postings, node.right);
        if (!left || !right) return null;
        return left.map((word, index) => (node.kind === 'and' ? word & right[index]! : word | right[index]!));
      }
      case 'not': {
        const operand = this.evaluate(postings, node.operand);
        if (!operand) return null;
        const bits = operand.map((word) => ~word);
        const rest = this.snapshot.skus.length % 32;
        if (rest > 0) bits[bits.length - 1]! &= (1 << rest) - 1;
        return bits;
      }
      case 'phrase':
        return null;
      default: {
        // Not held (see above), or every lexeme.
        if (node.lexeme === '' || startsWithDigit(node.lexeme)) return null;
        const bits = this.empty();
        const mask = node.weights === 0 ? ANY_WEIGHT : node.weights;
        const { lexemes, offsets, products, weights } = postings;
        for (let i = lowerBound(lexemes, node.lexeme); i < lexemes.length; i++) {
          const lexeme = lexemes[i]!;
          if (node.prefix ? !lexeme.startsWith(node.lexeme) : lexeme !== node.lexeme) break;
          for (let at = offsets[i]!; at < offsets[i + 1]!; at++) {
            if (weights[at]! & mask) bits[products[at]! >>> 5]! |= 1 << (products[at]! & 31);
          }
        }
        return bits;
      }
    }
  }
}

const startsWithDigit = (lexeme: string) => lexeme.charCodeAt(0) >= 48 && lexeme.charCodeAt(0) <= 57;

/** The first index whose lexeme is not before `value` (lexemes sorted as JavaScript sorts strings). */
function lowerBound(lexemes: readonly string[], value: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lexemes[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
