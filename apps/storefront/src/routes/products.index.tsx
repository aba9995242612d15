import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead, storeAlternates } from '../lib/page-head';
import { ListingPage } from '../listing/ListingPage';
import { parseListingSearch } from '../listing/search-state';

const title = msg`All products`;

/** /products/: the whole assortment, with every facet. */
export const Route = createFileRoute('/products/')({
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await import('../listing/load-listing')).loadListing(context.graphql, deps, {}),
  head: ({ match, matches }) =>
    pageHead(match, title, { canonicalPath: 'products/', alternates: storeAlternates({ match, matches }) }),
  component: ProductsPage,
});

function ProductsPage() {
  const listing = Route.useLoaderData();
  const search = Route.useSearch();
  const { i18n } = useLingui();
  return <ListingPage title={i18n._(title)} crumbs={[{ name: i18n._(title) }]} listing={listing} search={search} />;
}
