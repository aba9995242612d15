import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EditPage } from '../customer/EditPage';
import { pageHead } from '../lib/page-head';

const title = msg`My details`;

/** `/customer/edit/`: the profile, the e-mail address, the password, deleting the account. */
export const Route = createFileRoute('/customer/edit/')({
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../customer/load-customer')).loadProfile(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <EditPage data={Route.useLoaderData()} />,
});
