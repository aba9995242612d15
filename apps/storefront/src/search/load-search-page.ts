import { redirect } from '@tanstack/react-router';
import { loadQuery } from '../lib/graphql/load-query';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { ListingSearch } from '../listing/public';
import { loadListingWith } from '../listing/public';
import type { SearchPageData } from './SearchPage';
import { SearchPageDocument } from './search.generated';
import { isSearchable } from './search-rules';

/**
 * The search page's loader: the products with facets, URL hits and suggestions in one query; a sale word of the store
 * goes straight to its category instead (spec §5), as a redirect.
 */
export async function loadSearchPage(graphql: GraphqlQuery, search: ListingSearch): Promise<SearchPageData> {
  if (!search.q || !isSearchable(search.q)) return { listing: null, urls: [], suggestions: [] };
  const { first, listing } = await loadListingWith(graphql, search, {}, (input) =>
    loadQuery(graphql, SearchPageDocument, { input }).then((result) => result.search),
  );
  if (first.redirect) throw redirect({ to: `/${first.redirect.replace(/^\/+/, '')}` as '/', statusCode: 302 });
  return { listing, urls: first.urls, suggestions: first.suggestions };
}
