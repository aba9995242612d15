import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../customer/DashboardPage';
import { pageHead } from '../lib/page-head';

const title = msg`My account`;

/** `/customer/` (spec commerce §2): the customer's dashboard, under the customer layout (guarded, account navigation). */
export const Route = createFileRoute('/customer/')({
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../customer/load-customer')).loadDashboard(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <DashboardPage data={Route.useLoaderData()} />,
});
