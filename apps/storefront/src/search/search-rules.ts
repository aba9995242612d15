/**
 * The search rules of spec §5 and §9 that belong to the browser: when to search while typing and how much to show.
 * What a sale word redirects to is the gateway's (`quickSearch.redirect`, `search.redirect`).
 */

/** Searching starts when the text is longer than this. */
export const MIN_SEARCH_LENGTH = 3;
/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 500;
/** A search that takes longer than this shows that it is busy (quick answers do not flash a spinner). */
export const SEARCH_DELAY_MS = 300;

/** The text as searched: lowercased as typed (spec §5). */
export const searchText = (typed: string) => typed.toLowerCase();

export const isSearchable = (text: string) => text.trim().length > MIN_SEARCH_LENGTH;
