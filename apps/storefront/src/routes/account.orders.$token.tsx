import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryPage } from '../customer/OrderPages';
import { pageHead } from '../lib/page-head';

const title = msg`Your order history`;

/**
 * `/account/orders/{token}`: the order history of the e-mail address a recovery mail was sent to (spec commerce §6:
 * by e-mail token, no login). The token is in the path: the page is never cached or indexed.
 */
export const Route = createFileRoute('/account/orders/$token')({
  preloadStaleTime: 0,
  loader: async ({ context, params }) =>
    (await import('../customer/load-customer')).loadOrderHistory(context.graphql, params.token),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <OrderHistoryPage history={Route.useLoaderData().history} />,
});
