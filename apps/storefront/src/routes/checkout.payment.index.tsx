import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../checkout/PaymentPage';
import { parsePaymentSearch } from '../checkout/search';
import { pageHead } from '../lib/page-head';

const title = msg`Payment`;

/**
 * `/checkout/payment/`: the payment method, the order to check, "Place order and pay". Also the payment's error path:
 * `?status=cancelled|failed` shows why the shopper is back (spec commerce §8).
 */
export const Route = createFileRoute('/checkout/payment/')({
  staticData: { layout: 'own' },
  preloadStaleTime: 0,
  validateSearch: parsePaymentSearch,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: async ({ context, deps }) =>
    (await import('../checkout/load-checkout')).loadPaymentStep(context.graphql, deps.status),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: PaymentRoute,
});

function PaymentRoute() {
  return <PaymentPage data={Route.useLoaderData()} status={Route.useSearch().status} />;
}
