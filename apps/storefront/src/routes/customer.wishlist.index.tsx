import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginNotice } from '../customer/LoginNotice';
import { pageHead } from '../lib/page-head';
import { WishlistPage } from '../wishlist/WishlistPage';

const title = msg`Wishlist`;

/**
 * `/customer/wishlist/` (spec commerce §2): the account's wishlist, complete from the server (products merged from the
 * catalog); after hydration the page follows the wishlist store (hearts, removals). Guarded by routes/customer.tsx.
 */
export const Route = createFileRoute('/customer/wishlist/')({
  preloadStaleTime: 0,
  loader: async ({ context }) => (await import('../wishlist/load-wishlist')).loadCustomerWishlist(context.graphql),
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: CustomerWishlistRoute,
});

function CustomerWishlistRoute() {
  const { loggedIn, products } = Route.useLoaderData();
  if (!loggedIn) return <LoginNotice />;
  return <WishlistPage seed={products} />;
}
