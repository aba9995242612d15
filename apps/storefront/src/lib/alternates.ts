import { DEFAULT_STORE_CODE } from '@shop/i18n';

/**
 * hreflang alternates, in one place for the page head and the sitemap: every indexable page names itself in each store
 * that has it (nine at most) and `x-default`, the default store's version (the store of any host no store claims).
 */

/** A page in one store, as the gateway answers it (`storeSwitch`, a content page's `alternates`). */
export interface StoreAlternateLike {
  storeCode: string;
  language: string;
  url: string;
  /** False when the store lacks the page (the gateway then points at that store's home). */
  translated: boolean;
}

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/** hreflang of a store: its language and country (nl-be, fr-be …); English is the international store (`en`). */
export function hreflangOf(alternate: { storeCode: string; language: string }): string {
  return alternate.storeCode === alternate.language ? alternate.language : alternate.storeCode;
}

/**
 * The hreflang alternates of a page: each store that has it, then `x-default` (the default store's version, when
 * it has the page). Empty when only one store has it: a page with no other version needs none.
 */
export function hreflangAlternates(alternates: readonly StoreAlternateLike[] | null | undefined): HreflangAlternate[] {
  const present = (alternates ?? []).filter((alternate) => alternate.translated);
  if (present.length < 2) return [];
  const links = present.map((alternate) => ({ hreflang: hreflangOf(alternate), href: alternate.url }));
  const fallback = present.find((alternate) => alternate.storeCode === DEFAULT_STORE_CODE);
  if (fallback) links.push({ hreflang: 'x-default', href: fallback.url });
  return links;
}

/** The head's `<link rel="alternate" hreflang>` elements of a page. */
export function hreflangLinks(alternates: readonly StoreAlternateLike[] | null | undefined) {
  return hreflangAlternates(alternates).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href }));
}

/**
 * A page at the same path in every store (a store page, like the store list it belongs to): the alternates of a page
 * of that kind, moved to `path`. Each `url` is the store's base URL followed by its `path` (the gateway's contract).
 */
export function atPathInEveryStore<T extends StoreAlternateLike & { path: string }>(
  alternates: readonly T[],
  path: string,
): T[] {
  return alternates.map((alternate) => ({
    ...alternate,
    url: `${alternate.url.slice(0, alternate.url.length - alternate.path.length)}${path}`,
    path,
  }));
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * The store switch the root loaded, when it is the one of this page: in the browser the root reloads it in the
 * background after a navigation, so for a moment it can still be the previous page's.
 */
export function alternatesOfPage<T extends StoreAlternateLike & { current: boolean; path: string }>(
  storeSwitch: readonly T[] | null | undefined,
  pathname: string,
): readonly T[] | null {
  const current = storeSwitch?.find((alternate) => alternate.current);
  if (!current || trimSlashes(current.path) !== trimSlashes(decodeURIPath(pathname))) return null;
  return storeSwitch ?? null;
}

function decodeURIPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
