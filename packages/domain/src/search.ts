import type { StoreCode } from '@shop/i18n';

/**
 * Search rules (spec storefront §5, §9).
 */

/** Searching starts above 3 characters (minimum 4). */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DELAY_MS = 300;
export const SEARCH_DEBOUNCE_MS = 500;
export const RECENT_SEARCHES_SHOWN = 5;

/** The query as it is searched: lowercased (as typed) and trimmed, inner spaces folded. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().trim().replace(/\s+/g, ' ');
}

export function isSearchable(text: string): boolean {
  return normalizeSearchText(text).length >= SEARCH_MIN_LENGTH;
}

/**
 * Sale words that go straight to the store's sale category instead of results. The spec's table: nl_NL sale and
 * actie; nl_BE and fr_BE actie and promotion; fr_FR promotion; de_DE sale and rabatt. The spec also lists soldes,
 * solden and vente as sale words without a store: we give them to the stores of their language (docs/decisions/0009-search-and-the-product-index.md).
 * Stores not in the table follow their language's neighbour (de-at, de-lu like de-de; fr-lu like fr-fr); en has sale.
 */
export const SALE_REDIRECT_WORDS: Record<StoreCode, readonly string[]> = {
  'nl-nl': ['sale', 'actie', 'solden'],
  'nl-be': ['actie', 'promotion', 'solden'],
  'fr-be': ['actie', 'promotion', 'soldes', 'vente'],
  'fr-fr': ['promotion', 'soldes', 'vente'],
  'fr-lu': ['promotion', 'soldes', 'vente'],
  'de-de': ['sale', 'rabatt'],
  'de-at': ['sale', 'rabatt'],
  'de-lu': ['sale', 'rabatt'],
  en: ['sale'],
};

/** Whether a search text is one of the store's sale words (the whole query, any case). */
export function isSaleRedirectWord(text: string, store: StoreCode): boolean {
  return SALE_REDIRECT_WORDS[store].includes(normalizeSearchText(text));
}
