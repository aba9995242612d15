import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../customer/OrderPages';
import { parseOrdersSearch } from '../customer/search';
import { pageHead } from '../lib/page-head';

const title = msg`My orders`;

/** `/customer/orders/` (`?page=n`: orders 1 to 10n, "show more" raises it). */
export const Route = createFileRoute('/customer/orders/')({
  preloadStaleTime: 0,
  validateSearch: parseOrdersSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) =>
    (await import('../customer/load-customer')).loadOrders(context.graphql, deps.page),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { orders, pages } = Route.useLoaderData();
  return <OrdersPage orders={orders} pages={pages} />;
}
