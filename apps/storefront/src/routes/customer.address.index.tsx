import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../customer/AddressPage';
import { pageHead } from '../lib/page-head';

const title = msg`My addresses`;

/** `/customer/address/`: the address book. */
export const Route = createFileRoute('/customer/address/')({
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../customer/load-customer')).loadAddressBook(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <AddressPage data={Route.useLoaderData()} />,
});
