import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../listing/search-state';
import { SearchPage } from '../search/SearchPage';
import { searchHead } from '../search/search-head';

/** /search/?q=…: search results with facets and sorts, URL hits and suggestions (spec §2). */
export const Route = createFileRoute('/search/')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) =>
    (await import('../search/load-search-page')).loadSearchPage(context.graphql, deps),
  head: ({ match }) => searchHead(match),
  component: SearchRoutePage,
});

function SearchRoutePage() {
  return <SearchPage data={Route.useLoaderData()} search={Route.useSearch()} />;
}
