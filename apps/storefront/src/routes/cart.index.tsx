import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutLayout } from '../app/shell/CheckoutLayout';
import { toUsps } from '../app/shell/layout-props';
import { CartPage } from '../cart/CartPage';
import { handleCartForm } from '../cart/cart-form.server';
import { HeaderMiniCart } from '../cart/HeaderMiniCart';
import { pageHead, shopName } from '../lib/page-head';

const title = msg`Shopping cart`;

/**
 * `/cart/` (spec commerce §2): the cart page in the checkout layout, complete from its loader (the cart and the cart
 * usps). Not for search engines. Its forms POST here without JavaScript (src/cart/cart-form.server.ts).
 */
export const Route = createFileRoute('/cart/')({
  staticData: { layout: 'own' },
  // The checkout layout's content and the cart page's data, side by side.
  loader: async ({ context }) => {
    const [layout, page] = await Promise.all([
      import('../app/shell/load-checkout-layout').then((module) => module.loadCheckoutLayout(context.graphql)),
      import('../cart/load-cart-page').then((module) => module.loadCartPage(context.graphql)),
    ]);
    return { layout, ...page };
  },
  head: ({ match }) => {
    const shop = match.context.i18n._(shopName);
    const description = match.context.i18n._(msg`Your shopping cart at ${shop}: check your items, then order.`);
    return pageHead(match, title, { robots: 'noindex,nofollow', description });
  },
  server: {
    handlers: {
      POST: ({ request }) => handleCartForm(request),
    },
  },
  component: CartRoute,
});

function CartRoute() {
  const { store } = Route.useRouteContext();
  const { layout, cart, usps, vouchers, unavailable } = Route.useLoaderData();
  return (
    <CheckoutLayout store={store} layout={layout} miniCart={<HeaderMiniCart summary={cart} panel={false} />}>
      <CartPage cart={cart} usps={toUsps(usps)} vouchers={vouchers} locale={store.locale} unavailable={unavailable} />
    </CheckoutLayout>
  );
}
