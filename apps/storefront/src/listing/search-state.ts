import type { ProductFilterInput, ProductSearchInput, ProductSort } from '../lib/graphql/generated/types';

/**
 * The state of a listing page (filters, sort, page, search text) as it lives in the URL, so that a reload, a shared
 * link or the back button shows the same products. Plain keys, a repeated key for a list (see src/lib/search-params.ts):
 * `?brand=noordkaap&size=38&size=39&sale=1&sort=price-asc&page=2`. Prices are whole currency units.
 */

/** Products per page ("show more" adds this many). */
export const PAGE_SIZE = 24;
/** The URL may ask for at most this many pages at once (a reload shows them all). */
export const MAX_PAGES = 20;

/** The seven sort options of spec §9, by their URL names. */
export const SORT_OPTIONS = ['recommended', 'new', 'sale', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

const SORT_BY_OPTION: Record<SortOption, ProductSort> = {
  recommended: 'RECOMMENDED',
  new: 'NEW',
  sale: 'SALE',
  'name-asc': 'NAME_ASC',
  'name-desc': 'NAME_DESC',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

/** The listing state the URL can hold; every key optional (absent = not set). */
export interface ListingSearch {
  /** Search text (the search page). */
  q?: string | undefined;
  /** A category id from the category facet. */
  category?: string | undefined;
  brand?: string[] | undefined;
  color?: string[] | undefined;
  size?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sale?: true | undefined;
  new?: true | undefined;
  sort?: SortOption | undefined;
  page?: number | undefined;
}

const MAX_TEXT = 200;
const MAX_LIST_VALUE = 100;
const MAX_LIST_LENGTH = 50;
const MAX_AMOUNT = 1_000_000;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function readText(value: unknown): string | undefined {
  const raw = single(value);
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const trimmed = String(raw).trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

function readList(value: unknown): string[] | undefined {
  const values = Array.isArray(value) ? value : [value];
  if (values.length > MAX_LIST_LENGTH) return undefined;
  const valid = values.every((item) => typeof item === 'string' && item.length >= 1 && item.length <= MAX_LIST_VALUE);
  return valid && values.length > 0 ? (values as string[]) : undefined;
}

function readWhole(value: unknown, min: number, max: number): number | undefined {
  const raw = single(value);
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  if (typeof raw === 'string' && raw.trim() === '') return undefined;
  const number = Number(raw);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function readFlag(value: unknown): true | undefined {
  const raw = single(value);
  return raw === '1' || raw === 'true' || raw === true || raw === 1 ? true : undefined;
}

function readSort(value: unknown): SortOption | undefined {
  const raw = single(value);
  return (SORT_OPTIONS as readonly unknown[]).includes(raw) ? (raw as SortOption) : undefined;
}

/**
 * The route's `validateSearch`: reads the URL's plain keys into the listing state. A bad value is dropped, never an
 * error page: the shopper sees the listing without that filter. (Hand-written rather than a zod schema: it runs on
 * every listing and product page in the browser, and the few rules here do not justify a validation library in the
 * first-load JavaScript.)
 */
export function parseListingSearch(raw: Record<string, unknown>): ListingSearch {
  const search: ListingSearch = {
    q: readText(raw.q),
    category: readText(raw.category),
    brand: raw.brand === undefined ? undefined : readList(raw.brand),
    color: raw.color === undefined ? undefined : readList(raw.color),
    size: raw.size === undefined ? undefined : readList(raw.size),
    minPrice: readWhole(raw.minPrice, 0, MAX_AMOUNT),
    maxPrice: readWhole(raw.maxPrice, 0, MAX_AMOUNT),
    sale: readFlag(raw.sale),
    new: readFlag(raw.new),
    sort: readSort(raw.sort),
    page: readWhole(raw.page, 1, MAX_PAGES),
  };
  for (const key of Object.keys(search) as (keyof ListingSearch)[]) {
    if (search[key] === undefined) delete search[key];
  }
  return search;
}

/** What the page itself fixes, besides the URL's filters: the category or brand of the page, or nothing. */
export interface ListingScope {
  categoryId?: string | undefined;
  brand?: string | undefined;
}

/** The gateway's filters for a listing: the page's scope, narrowed by the URL's filters. */
export function productFilters(search: ListingSearch, scope: ListingScope = {}): ProductFilterInput {
  const filters: ProductFilterInput = {};
  const categoryId = search.category ?? scope.categoryId;
  if (categoryId) filters.categoryId = categoryId;
  const brands = [...new Set([...(scope.brand ? [scope.brand] : []), ...(search.brand ?? [])])];
  if (brands.length) filters.brands = brands;
  if (search.color?.length) filters.colors = search.color;
  if (search.size?.length) filters.sizes = search.size;
  if (search.minPrice !== undefined) filters.priceMin = search.minPrice * 100;
  if (search.maxPrice !== undefined) filters.priceMax = search.maxPrice * 100;
  if (search.sale) filters.sale = true;
  if (search.new) filters.isNew = true;
  return filters;
}

/** The gateway's search input for one page of a listing. */
export function productSearchInput(search: ListingSearch, scope: ListingScope, page: number): ProductSearchInput {
  return {
    ...(search.q ? { text: search.q } : {}),
    filters: productFilters(search, scope),
    sort: SORT_BY_OPTION[search.sort ?? 'recommended'],
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The keys of the URL state that filter (a change of one starts again at page 1). */
export type FilterKey = 'category' | 'brand' | 'color' | 'size' | 'minPrice' | 'maxPrice' | 'sale' | 'new';

/**
 * The URL state after a filter or sort change: back to page 1 (the products change), defaults left out so that
 * URLs stay short and canonical.
 */
export function withChanges(search: ListingSearch, changes: Partial<ListingSearch>): ListingSearch {
  const next: ListingSearch = { ...search, ...changes, page: undefined };
  if (next.sort === 'recommended') next.sort = undefined;
  for (const key of Object.keys(next) as (keyof ListingSearch)[]) {
    const value = next[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return next;
}

/** A list filter with one value switched on or off. */
export function toggled(values: readonly string[] | undefined, value: string, on: boolean): string[] {
  const rest = (values ?? []).filter((candidate) => candidate !== value);
  return on ? [...rest, value] : rest;
}

/** Whether any filter is set (the "clear filters" link shows then). */
export function hasFilters(search: ListingSearch): boolean {
  return Boolean(
    search.category ||
      search.brand?.length ||
      search.color?.length ||
      search.size?.length ||
      search.minPrice !== undefined ||
      search.maxPrice !== undefined ||
      search.sale ||
      search.new,
  );
}
