import { createFileRoute } from '@tanstack/react-router';
import { CatalogPageView } from '../app/CatalogPageView';
import { catalogPageHead } from '../catalog/catalog-head';
import { parseListingSearch } from '../listing/search-state';

/** A brand page, /brands/{slug}: the brand's products (the gateway's `route` knows the brand). */
export const Route = createFileRoute('/brands/$slug/')({
  staticData: { shell: 'page' },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  // Loader code (queries, listing rules) is not needed to show or hydrate a page: it loads with the first navigation.
  loader: async ({ context, params, deps, location }) =>
    (await import('../catalog/catalog-load')).loadCatalogPage(
      context.graphql,
      { path: `brands/${params.slug}`, pathname: location.pathname, withLayout: context.pageLoadsLayout },
      deps,
    ),
  head: ({ match, loaderData }) => catalogPageHead(match, loaderData),
  component: BrandPage,
});

function BrandPage() {
  return <CatalogPageView page={Route.useLoaderData()} search={Route.useSearch()} />;
}
