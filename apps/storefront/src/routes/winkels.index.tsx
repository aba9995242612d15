import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead, storeAlternates } from '../lib/page-head';
import { StoresPage } from '../stores/StoresPage';
import { parseStoresSearch } from '../stores/search';

const title = msg`Stores`;
const description = msg`Find a store near you: addresses, opening hours and holidays of all our stores.`;

/** `/winkels/` (spec §2, the same path in every language): the store list, `?near=` or `?lat=&lng=` to sort it. */
export const Route = createFileRoute('/winkels/')({
  preloadStaleTime: 0,
  validateSearch: parseStoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await import('../stores/load-stores')).loadStores(context.graphql, deps),
  head: ({ match, matches }) =>
    pageHead(match, title, {
      canonicalPath: '/winkels/',
      alternates: storeAlternates({ match, matches }),
      description: match.context.i18n._(description),
      // A searched list is the same page in another order.
      robots: Object.keys(match.search).length > 0 ? 'noindex,follow' : undefined,
    }),
  component: StoresRoute,
});

function StoresRoute() {
  return <StoresPage list={Route.useLoaderData()} search={Route.useSearch()} />;
}
