import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '../account/guards';
import { RegisterPage } from '../account/RegisterPage';
import { pageHead } from '../lib/page-head';

const title = msg`Create an account`;

/** `/account/create/` (spec commerce §2): the registration. A logged-in visitor is sent to `/customer/` (301). */
export const Route = createFileRoute('/account/create/')({
  beforeLoad: requireGuest,
  loader: async ({ context }) => (await import('../account/load-account')).loadCreatePage(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <RegisterPage data={Route.useLoaderData()} />,
});
