import { createFileRoute } from '@tanstack/react-router';
import { CatalogPageView } from '../CatalogPageView';
import { catalogPageHead } from '../catalog-head';
import { storeAlternates } from '../lib/page-head';
import { parseListingSearch } from '../listing/search-state';

/** A brand page, /brands/{slug}: the brand's products (the gateway's `catalogRoute` knows the brand). */
export const Route = createFileRoute('/brands/$slug/')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  // Loader code (queries, listing rules) is not needed to show or hydrate a page: it loads with the first navigation.
  loader: async ({ context, params, deps }) =>
    (await import('../catalog-load')).loadCatalogPage(context.graphql, `brands/${params.slug}`, deps),
  head: ({ match, matches, loaderData }) => catalogPageHead(match, loaderData, storeAlternates({ match, matches })),
  component: BrandPage,
});

function BrandPage() {
  return <CatalogPageView page={Route.useLoaderData()} search={Route.useSearch()} />;
}
