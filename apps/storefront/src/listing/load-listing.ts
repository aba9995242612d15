import type { ProductSearchInput } from '../lib/graphql/generated/types';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import {
  type FacetFragment,
  ListingDocument,
  type ListingFacetsFragment,
  ListingMoreDocument,
  type ListingProductsFragment,
} from './listing.generated';
import type { ProductTileFragment } from './product-tile.generated';
import { type ListingScope, type ListingSearch, MAX_PAGES, productSearchInput } from './search-state';

export type { FacetFragment, ListingFacetsFragment as ListingFacets };

/** What a listing page shows: the products of pages 1 to `page`, one after the other, and the facets. */
export interface Listing {
  products: ProductTileFragment[];
  totalCount: number;
  /** How many pages are shown (the URL's `page`). */
  page: number;
  /** Whether another page follows ("show more"). */
  hasMore: boolean;
  facets: ListingFacetsFragment;
}

/** The first page's answer: the products with their facets (and whatever else the page's query asks). */
type FirstPage = { products: ListingProductsFragment & { facets: ListingFacetsFragment } };

/**
 * Loads a listing in its route loader. "Show more" raises the URL's page, so a reload shows the same products: the
 * loader asks every page up to it (at once), the first with the facets (by `first`, the page's own query). In the
 * browser the earlier pages come from the Apollo cache, so showing more asks the gateway only for the new page.
 */
export async function loadListingWith<First extends FirstPage>(
  graphql: GraphqlQuery,
  search: ListingSearch,
  scope: ListingScope,
  first: (input: ProductSearchInput) => Promise<First>,
): Promise<{ first: First; listing: Listing }> {
  const pages = Math.min(search.page ?? 1, MAX_PAGES);
  const [firstPage, ...more] = await Promise.all([
    first(productSearchInput(search, scope, 1)),
    ...Array.from({ length: pages - 1 }, (_, index) =>
      loadQuery(graphql, ListingMoreDocument, { input: productSearchInput(search, scope, index + 2) }).then(
        (result) => result.search.products,
      ),
    ),
  ]);
  const results = [firstPage.products, ...more];
  const last = results.at(-1) ?? firstPage.products;
  // Pages asked at different moments may overlap when the assortment changed in between: each product once.
  const products = new Map(results.flatMap((result) => result.products).map((product) => [product.sku, product]));
  return {
    first: firstPage,
    listing: {
      products: [...products.values()],
      totalCount: firstPage.products.totalCount,
      page: pages,
      hasMore: last.hasMore,
      facets: firstPage.products.facets,
    },
  };
}

/** A listing of the catalog: all products, a category, a brand. */
export async function loadListing(graphql: GraphqlQuery, search: ListingSearch, scope: ListingScope): Promise<Listing> {
  const { listing } = await loadListingWith(graphql, search, scope, (input) =>
    loadQuery(graphql, ListingDocument, { input }).then((result) => result.search),
  );
  return listing;
}
