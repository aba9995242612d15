import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ShipmentPage } from '../checkout/ShipmentPage';
import { pageHead } from '../lib/page-head';

const title = msg`Shipment`;

/** `/checkout/shipment/`: billing address, delivery address, shipping method and pickup point. */
export const Route = createFileRoute('/checkout/shipment/')({
  staticData: { layout: 'own' },
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../checkout/load-checkout')).loadShipmentStep(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: () => <ShipmentPage data={Route.useLoaderData()} />,
});
