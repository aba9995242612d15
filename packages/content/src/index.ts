export { LEGAL_LINK_KINDS, type LegalLinkKind, legalLinkKind } from './layout';
export { LocalContentSource, matchesPredicate, valueAt } from './local';
export { PrismicContentSource, type PrismicSourceOptions, toPrismicFilter } from './prismic';
export {
  contentPath,
  hasRichText,
  type LinkFieldLike,
  lookPath,
  type ResolvedLink,
  resolveLink,
  richTextToHtml,
  richTextToPlain,
} from './render';
export {
  CONTENT_PAGES_PER_LOAD,
  type ContentSource,
  LOOKS_PER_LOAD,
  MAX_PAGE_SIZE,
  type Ordering,
  type Predicate,
  predicate,
  type QueryOptions,
  type ReadOptions,
} from './source';
export type { AlternateLanguage, ContentDocument, ContentQuery } from './types';

/** Prismic locale codes of the shop's languages: one document per language. */
export const CONTENT_LANGS = { en: 'en-gb', nl: 'nl-nl', de: 'de-de', fr: 'fr-fr' } as const;
export * as blockFields from './blocks/fields';
export { type NormaliseOptions, normaliseBlock, normaliseBlocks, type SliceLike } from './blocks/normalise';
export {
  blockSkus,
  withKnownProducts,
} from './blocks/products';
export type * from './blocks/types';
