import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../checkout/ContactPage';
import { pageHead } from '../lib/page-head';

const title = msg`Checkout`;

/** `/checkout/`: the contact step (the guest's e-mail address). */
export const Route = createFileRoute('/checkout/')({
  staticData: { layout: 'own' },
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../checkout/load-checkout')).loadContactStep(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <ContactPage data={Route.useLoaderData()} />,
});
