import { CURRENCY_CODES, type CurrencyCode, LANGUAGES, type Language } from '@shop/i18n';
import type { Segment } from './model';

/** The PostgreSQL text search configuration (stemmer and stop words) of each language. */
export const TEXT_SEARCH_CONFIG: Readonly<Record<Language, string>> = {
  en: 'english',
  nl: 'dutch',
  de: 'german',
  fr: 'french',
};

/** The scopes of `catalog_listing`, `catalog_facet_count` and `catalog_scope_stats` that are not categories. */
export const ALL_SCOPE = 0;
export const SEGMENT_SCOPE: Readonly<Record<Segment, number>> = { 'for-her': -1, 'for-him': -2 };

// Mirrors the SQL function catalog_fold() of migration 0002: the same letters, the same replacements.
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ';
const PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy';
const FOLD = new Map([...ACCENTED].map((char, index) => [char, PLAIN[index]!]));

/** Lower case without accents, as `catalog_fold()` in SQL: what search texts and queries are compared in. */
export function fold(text: string): string {
  let folded = '';
  for (const char of text) folded += FOLD.get(char) ?? char;
  return folded.toLowerCase();
}

/**
 * The words of a search text, folded: letters and digits, split at everything else. A legacy SKU's `x` between digits
 * separates too (`20413x102` is `20413 102`). At most 8 words, each at most 40 characters.
 */
export function searchWords(text: string): string[] {
  return fold(text)
    .replace(/(\d)x(?=\d)/g, '$1 ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => word.slice(0, 40));
}

/** A term of a `to_tsquery` text: quoted, so it is taken as one word whatever it holds. */
export function tsTerm(word: string, modifiers = ''): string {
  return `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'${modifiers}`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Drops the slashes at the ends of a path and a query string or fragment, if any. */
export function trimPath(url: string): string {
  return url
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .trim();
}
