import { createFileRoute } from '@tanstack/react-router';
import { CatalogPageView } from '../CatalogPageView';
import { catalogPageHead } from '../catalog-head';
import { parseListingSearch } from '../listing/search-state';

/**
 * Every path no other route serves: the gateway's `catalogRoute` says whether it is a product page (at the product's
 * own url), a category page, or a legacy product URL that moved (a real 301). Anything else is the 404 page: the
 * loader throws notFound() (a route that only rendered the not-found page would answer 200). Content pages come later,
 * after the catalog.
 */
export const Route = createFileRoute('/$')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  // Loader code (queries, listing rules) is not needed to show or hydrate a page: it loads with the first navigation.
  loader: async ({ context, params, deps }) =>
    (await import('../catalog-load')).loadCatalogPage(context.graphql, params._splat ?? '', deps),
  head: ({ match, loaderData }) => catalogPageHead(match, loaderData),
  component: CatalogRoutePage,
});

function CatalogRoutePage() {
  return <CatalogPageView page={Route.useLoaderData()} search={Route.useSearch()} />;
}
