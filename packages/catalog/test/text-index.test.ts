import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticCatalog } from '../bench/synthetic-catalog';
import { indexCatalog } from '../src/index-catalog';
import { PostgresProductIndex } from '../src/product-index';
import { parseTsQuery } from '../src/tsquery';
import { de, en, fr, nl, seed } from './seeded-index';

/** What shoppers type: prefixes, whole words, two words, typos, stop words, colours, brands, numbers and SKUs. */
const TEXTS = [
  'snea',
  'sneaker',
  'sneakers wit',
  'laars',
  'laarzen',
  'enkellaarsjes',
  'boots',
  'ankle bo',
  'sneker',
  'snekaer',
  'lether',
  'tas leer',
  'leren tas',
  'black jeans',
  'schoen',
  'de',
  'the and',
  'écru',
  'zwart',
  'pumps zwart',
  '1000',
  '10001',
  '10001.101',
  '10001x101',
  'xyzzy',
  'riem',
  'chelsea',
];

describe('parseTsQuery', () => {
  it('reads lexemes, prefixes, weights and operators with their precedence', () => {
    expect(parseTsQuery(`'sneak':* | 'sneaker' & !'laar''s':AB`)).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', lexeme: 'sneak', prefix: true, weights: 0 },
      right: {
        kind: 'and',
        left: { kind: 'lexeme', lexeme: 'sneaker', prefix: false, weights: 0 },
        right: { kind: 'not', operand: { kind: 'lexeme', lexeme: "laar's", prefix: false, weights: 3 } },
      },
    });
    expect(parseTsQuery(`( 'a':*A | 'b' ) & 'c'`)).toMatchObject({ kind: 'and', left: { kind: 'or' } });
    expect(parseTsQuery(`'a' <-> 'b'`)).toMatchObject({ kind: 'phrase' });
    expect(parseTsQuery('')).toBeNull();
    expect(parseTsQuery(`'a' &`)).toBeNull();
  });
});

describeEachDatabase('the in-memory text index', (getDb) => {
  let inSql: PostgresProductIndex;
  let inMemory: PostgresProductIndex;

  beforeAll(async () => {
    await seed(getDb());
    // A second, larger catalogue beside the hand-made one: many ties in popularity, four languages of names.
    await indexCatalog(getDb(), syntheticCatalog(800).catalog);
    inSql = new PostgresProductIndex(getDb());
    inMemory = new PostgresProductIndex(getDb(), { textIndex: true });
    await inMemory.prepare();
  });

  it('answers the quick search as SQL does: the same products in the same order, the same total', {
    timeout: 120_000,
  }, async () => {
    for (const view of [en, nl, de, fr]) {
      for (const text of TEXTS) {
        const [expected, actual] = [await inSql.quickSearch(text, view), await inMemory.quickSearch(text, view)];
        expect({ text, view: view.language, ...actual }).toEqual({ text, view: view.language, ...expected });
      }
    }
  });

  it('answers from memory, not from the documents in the database', async () => {
    const before = await inMemory.quickSearch('snea', en);
    expect(before.totalCount).toBeGreaterThan(10);
    await sql`update catalog_search set doc = ''::tsvector where language = 'en'`.execute(getDb());
    expect(await inMemory.quickSearch('snea', en)).toEqual(before);
    expect((await inSql.quickSearch('snea', en)).totalCount).toBe(0);
  });

  it('reads the documents again after an import, answering from SQL meanwhile', async () => {
    await indexCatalog(getDb(), syntheticCatalog(200, 11).catalog);
    const fromSql = await inSql.quickSearch('snea', en);
    expect(await inMemory.quickSearch('snea', en)).toEqual(fromSql);
    await inMemory.prepare();
    expect(await inMemory.quickSearch('snea', en)).toEqual(fromSql);
  });
});
