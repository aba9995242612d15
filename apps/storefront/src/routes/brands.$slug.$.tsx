import { createFileRoute } from '@tanstack/react-router';
import { CatalogPageView } from '../app/CatalogPageView';
import { catalogPageHead } from '../catalog/catalog-head';
import { parseListingSearch } from '../listing/search-state';

/** A category inside a brand, /brands/{slug}/{category path}: the brand's products in that category. */
export const Route = createFileRoute('/brands/$slug/$')({
  staticData: { shell: 'page' },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, location }) =>
    (await import('../catalog/catalog-load')).loadCatalogPage(
      context.graphql,
      {
        path: `brands/${params.slug}/${params._splat ?? ''}`,
        pathname: location.pathname,
        withLayout: context.pageLoadsLayout,
      },
      deps,
    ),
  head: ({ match, loaderData }) => catalogPageHead(match, loaderData),
  component: BrandCategoryPage,
});

function BrandCategoryPage() {
  return <CatalogPageView page={Route.useLoaderData()} search={Route.useSearch()} />;
}
