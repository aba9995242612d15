import type { Language } from '@shop/i18n';
import type { ColumnType, JSONColumnType } from 'kysely';

// The column types the tables of every area share.

export type StockLocationKind = 'dc' | 'store';

/** A text in each of the shop's languages (a `jsonb` object with these four keys). */
export type LocalizedText = Record<Language, string>;

/** jsonb reads as the parsed object; writes take JSON text (`JSON.stringify(...)`), which both drivers pass as is. */
export type LocalizedTextColumn = JSONColumnType<LocalizedText>;

/** A jsonb column that may be null. */
export type NullableJsonColumn<T> = ColumnType<T | null, string | null, string | null>;

/** A jsonb object column: reads as the object, written as JSON text. */
export type JsonObjectColumn<T> = ColumnType<T, string, string>;
