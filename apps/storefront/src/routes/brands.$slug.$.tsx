import { createFileRoute } from '@tanstack/react-router';
import { CatalogPageView } from '../catalog/CatalogPageView';
import { catalogPageHead } from '../catalog/catalog-head';
import { parseListingSearch } from '../listing/search-state';
import { storeAlternates } from '../shop';

/** A category inside a brand, /brands/{slug}/{category path}: the brand's products in that category. */
export const Route = createFileRoute('/brands/$slug/$')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) =>
    (await import('../catalog/catalog-load')).loadCatalogPage(
      context.graphql,
      `brands/${params.slug}/${params._splat ?? ''}`,
      deps,
    ),
  head: ({ match, matches, loaderData }) => catalogPageHead(match, loaderData, storeAlternates({ match, matches })),
  component: BrandCategoryPage,
});

function BrandCategoryPage() {
  return <CatalogPageView page={Route.useLoaderData()} search={Route.useSearch()} />;
}
