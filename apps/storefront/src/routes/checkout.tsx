import { MiniCart } from '@shop/ui/cart';
import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { CheckoutLayout } from '../app/shell/CheckoutLayout';
import { useCartSummary } from '../cart/cart-store';
import { ShopLink } from '../components/ShopLink';

/**
 * The checkout's pages (spec commerce §2): `/checkout/` (contact), `shipment/`, `payment/` (also the payment's error
 * path), `status/` and `success/`, all in the checkout layout. The layout's content is loaded once for the visit.
 */
export const Route = createFileRoute('/checkout')({
  loader: async ({ context }) =>
    (await import('../app/shell/load-checkout-layout')).loadCheckoutLayout(context.graphql),
  staleTime: Number.POSITIVE_INFINITY,
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const layout = Route.useLoaderData();
  const { store } = Route.useRouteContext();
  return (
    <CheckoutLayout store={store} layout={layout} miniCart={<CheckoutCartIndicator />}>
      <Outlet />
    </CheckoutLayout>
  );
}

type StepData = { context?: { cart?: { itemCount: number; price: { totalFormatted: string } } } | null } | undefined;

/**
 * The mini cart indicator of the checkout header, linking to the cart: the cart summary store once the browser has a
 * cart answer (each saved step updates it), before that the cart the step's loader brought (the first HTML).
 */
function CheckoutCartIndicator() {
  const summary = useCartSummary();
  const loaded = useMatches({
    select: (matches) => matches.map((match) => (match.loaderData as StepData)?.context?.cart).find(Boolean) ?? null,
  });
  const count = summary.known ? summary.itemCount : (loaded?.itemCount ?? 0);
  const total = summary.known ? summary.total : (loaded?.price.totalFormatted ?? null);
  return <MiniCart count={count} total={total || null} cartHref="/cart/" panel={false} Link={ShopLink} />;
}
