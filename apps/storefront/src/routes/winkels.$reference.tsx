import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { notFoundHead } from '../content/content-head';
import { pageHead, shopName, storeAlternates } from '../lib/page-head';
import { storeJsonLd } from '../stores/json-ld';
import { StorePage } from '../stores/StorePage';

const stores = msg`Stores`;

/** `/winkels/{reference}/` (spec §2): one store; an unknown reference is the 404 page. */
export const Route = createFileRoute('/winkels/$reference')({
  preloadStaleTime: 0,
  loader: async ({ context, params }) =>
    (await import('../stores/load-stores')).loadStore(context.graphql, params.reference),
  head: ({ match, matches, loaderData: store }) => {
    if (!store) return match.status === 'notFound' ? notFoundHead(match, null) : pageHead(match, stores);
    const { i18n, baseUrl } = match.context;
    const path = `/winkels/${encodeURIComponent(store.reference)}/`;
    const name = `${store.title}, ${store.street} ${store.houseNumber}`;
    return pageHead(match, `${name} | ${i18n._(stores)}`, {
      canonicalPath: path,
      alternates: storeAlternates({ match, matches }),
      description: `${name}, ${store.postcode} ${store.city}. ${store.openingStatus.label}.`,
      jsonLd: [storeJsonLd(store, baseUrl, path, i18n._(shopName))],
    });
  },
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
  component: () => <StorePage store={Route.useLoaderData()} />,
});
