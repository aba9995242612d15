import * as z from 'zod/mini';
import type { ProductFilterInput, ProductSearchInput, ProductSort } from '../graphql/generated/graphql';

/**
 * The state of a listing page (filters, sort, page, search text) as it lives in the URL, so that a reload, a shared
 * link or the back button shows the same products. Plain keys, a repeated key for a list (see src/search-params.ts):
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

/** A bad value in the URL is dropped, never an error page: the shopper sees the listing without that filter. */
const lenient = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = lenient(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
const list = lenient(
  z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
  ),
);
const wholeAmount = lenient(z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(1_000_000)));
const flag = lenient(
  z.pipe(
    z.enum(['1', 'true']),
    z.transform(() => true as const),
  ),
);

export const listingSearchSchema = z.object({
  /** Search text (the search page). */
  q: text,
  /** A category id from the category facet. */
  category: text,
  brand: list,
  color: list,
  size: list,
  minPrice: wholeAmount,
  maxPrice: wholeAmount,
  sale: flag,
  new: flag,
  sort: lenient(z.enum(SORT_OPTIONS)),
  page: lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGES))),
});

export type ListingSearch = z.output<typeof listingSearchSchema>;

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
