import { createFileRoute } from '@tanstack/react-router';
import { CatalogPageView } from '../CatalogPageView';
import { catalogPageHead } from '../catalog-head';
import { storeAlternates } from '../lib/page-head';
import { parseListingSearch } from '../listing/search-state';

/** A category inside a brand, /brands/{slug}/{category path}: the brand's products in that category. */
export const Route = createFileRoute('/brands/$slug/$')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) =>
    (await import('../catalog-load')).loadCatalogPage(
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
