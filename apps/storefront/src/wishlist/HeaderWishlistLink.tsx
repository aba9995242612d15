import { WishlistLink } from '@shop/ui/shell';
import { useLoggedIn } from '../account/public';
import { ShopLink } from '../components/ShopLink';
import { useWishlistSync } from './use-wishlist';
import { selectProductCount, useWishlists } from './wishlist-store';

/** The guest's wishlist page and the customer's (routes/wishlist.index.tsx, routes/customer.wishlist.index.tsx). */
export const wishlistHref = (loggedIn: boolean) => (loggedIn ? '/customer/wishlist/' : '/wishlist/');

/**
 * The header's wishlist link with the count (spec §2). It also reads the shopper's lists after hydration: the server
 * renders it without a count (it cannot know a guest's list), so hydration matches.
 */
export function HeaderWishlistLink() {
  useWishlistSync();
  const loggedIn = useLoggedIn();
  const count = useWishlists(selectProductCount);
  return <WishlistLink href={wishlistHref(loggedIn)} count={count} Link={ShopLink} />;
}
