import type { Database } from '@shop/db';
import type { Language } from '@shop/i18n';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { searchWords, TEXT_SEARCH_CONFIG, tsTerm } from './text';

/** A search word and the vocabulary words it also stands for. */
export interface ExpandedWord {
  word: string;
  /** Words of the catalogue containing it (compounds: `laars` in `enkellaarsjes`), sharing all but its last letter
   * (`laars`, `laarzen`), or, when there are none of those, the closest by trigram similarity (typos). */
  alternatives: string[];
}

/**
 * A free-text query in one language, for the `tsvector` documents of the index: every word must match, the last
 * letters of a word may be missing (prefix), and a word also matches its alternatives from the vocabulary.
 */
export interface TextQuery {
  language: Language;
  words: ExpandedWord[];
  /** What a document must match: each word (prefix, stemmed and as typed) or one of its alternatives. */
  match: RawBuilder<string>;
  /** The words as typed (prefix), without alternatives: a better match. */
  exact: RawBuilder<string>;
  /** The words as typed in the name, brand or SKU (weight A): the best match. */
  exactInName: RawBuilder<string>;
}

/** Words of the vocabulary that a search word also stands for, for every word at once. */
export async function expandWords(
  db: Kysely<Database>,
  words: readonly string[],
  language: Language,
): Promise<ExpandedWord[]> {
  if (words.length === 0) return [];
  const { rows } = await sql<{ word: string; term: string; kind: 'contains' | 'near' | 'typo' }>`
    select w.word, x.term, x.kind
    from unnest(${[...new Set(words)]}::text[]) as w (word)
    cross join lateral (
      (select t.term, 'contains' as kind from catalog_term t
       where t.language = ${language} and length(w.word) >= 3 and t.term <> w.word
         and t.term like '%' || w.word || '%'
       order by t.frequency desc, t.term limit 10)
      union all
      (select t.term, 'near' from catalog_term t
       where t.language = ${language} and length(w.word) >= 5
         and t.term like left(w.word, -1) || '%' and t.term not like '%' || w.word || '%'
       order by t.frequency desc, t.term limit 5)
      union all
      (select t.term, 'typo' from catalog_term t
       where t.language = ${language} and length(w.word) >= 3 and w.word !~ '^[0-9]+$' and t.term <> w.word
         and t.term % w.word
       order by similarity(t.term, w.word) desc, t.frequency desc, t.term limit 3)
    ) as x`.execute(db);
  return words.map((word) => {
    const found = rows.filter((row) => row.word === word);
    const known = found.filter((row) => row.kind !== 'typo');
    const alternatives = (known.length > 0 ? known : found).map((row) => row.term);
    return { word, alternatives: [...new Set(alternatives)] };
  });
}

/** The text query of a search text, or null when the text holds no words. */
export async function textQuery(
  db: Kysely<Database>,
  text: string | undefined,
  language: Language,
): Promise<TextQuery | null> {
  const words = searchWords(text ?? '');
  if (words.length === 0) return null;
  return buildTextQuery(await expandWords(db, words, language), language);
}

/**
 * `(to_tsquery(config, 'w':* | 'alt') || to_tsquery('simple', 'w':* | 'alt')) && …`: per word, the language's stemmed
 * form or the unstemmed one (brand, SKU, the name as typed; and the language's stop words stay findable there).
 */
export function buildTextQuery(words: readonly ExpandedWord[], language: Language): TextQuery {
  const config = sql.lit(TEXT_SEARCH_CONFIG[language]);
  const combine = (termsOf: (word: ExpandedWord) => string[]) =>
    sql<string>`(${sql.join(
      words.map((word) => {
        const terms = termsOf(word).join(' | ');
        return sql`(to_tsquery(${config}, ${terms}) || to_tsquery('simple', ${terms}))`;
      }),
      sql` && `,
    )})`;
  return {
    language,
    words: [...words],
    match: combine((word) => [tsTerm(word.word, ':*'), ...word.alternatives.map((term) => tsTerm(term))]),
    exact: combine((word) => [tsTerm(word.word, ':*')]),
    exactInName: combine((word) => [tsTerm(word.word, ':*A')]),
  };
}
