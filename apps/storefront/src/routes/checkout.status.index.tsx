import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../checkout/StatusPage';
import { pageHead } from '../lib/page-head';

const title = msg`Your order`;

/** `/checkout/status/`: what became of the last order (paid, cancelled) or of an empty cart (spec commerce §8). */
export const Route = createFileRoute('/checkout/status/')({
  staticData: { layout: 'own' },
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../checkout/load-checkout')).loadStatusPage(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <StatusPage context={Route.useLoaderData().context} />,
});
