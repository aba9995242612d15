import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '../account/guards';
import { TabletopRegisterPage } from '../instore/TabletopRegisterPage';
import { pageHead } from '../lib/page-head';

const title = msg`Create your account in the store`;

/**
 * `/account/create/instore/`: the tabletop registration on a store's tablet (src/instore). A logged-in visitor is sent
 * to `/customer/` (301), like on the ordinary registration.
 */
export const Route = createFileRoute('/account/create/instore/')({
  beforeLoad: requireGuest,
  loader: async ({ context }) => (await import('../account/load-account')).loadCreatePage(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <TabletopRegisterPage data={Route.useLoaderData()} />,
});
