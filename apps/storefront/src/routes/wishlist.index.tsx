import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';
import { WishlistPage } from '../wishlist/WishlistPage';

const title = msg`Wishlist`;

/**
 * `/wishlist/` (spec commerce §2): the shopper's wishlist. A guest's list lives in the browser, so the page reads it
 * after hydration (the server renders the heading and a loading note); a logged-in customer sees the account's list
 * here too (the same list as /customer/wishlist/, where the header links them) rather than being redirected.
 */
export const Route = createFileRoute('/wishlist/')({
  head: ({ match }) => pageHead(match, title, { robots: 'noindex,nofollow' }),
  component: WishlistPage,
});
