import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { notFoundHead } from '../content/content-head';
import { OrderPage } from '../customer/OrderPages';
import { pageHead } from '../lib/page-head';

const title = msg`Order`;

/** `/customer/orders/{id}`: one of the customer's orders; someone else's (or an unknown one) is the 404 page. */
export const Route = createFileRoute('/customer/orders/$id')({
  preloadStaleTime: 0,
  loader: async ({ context, params }) =>
    (await import('../customer/load-customer')).loadOrder(context.graphql, params.id),
  head: ({ match, loaderData }) => {
    if (!loaderData && match.status === 'notFound') return notFoundHead(match, null);
    const number = loaderData?.order.number;
    return pageHead(match, number ? `${match.context.i18n._(title)} ${number}` : title, { robots: 'noindex,nofollow' });
  },
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
  component: () => <OrderPage order={Route.useLoaderData().order} />,
});
