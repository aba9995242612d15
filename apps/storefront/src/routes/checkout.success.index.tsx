import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SuccessPage } from '../checkout/SuccessPage';
import { parseOrderSearch } from '../checkout/search';
import { pageHead } from '../lib/page-head';

const title = msg`Thank you for your order`;

/** `/checkout/success/?order={orderNumber}`: the payment's finish path — the order, thanks, the purchase event. */
export const Route = createFileRoute('/checkout/success/')({
  staticData: { layout: 'own' },
  preloadStaleTime: 0,
  validateSearch: parseOrderSearch,
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: async ({ context, deps }) =>
    (await import('../checkout/load-checkout')).loadSuccessPage(context.graphql, deps.order),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <SuccessPage order={Route.useLoaderData().order} />,
});
