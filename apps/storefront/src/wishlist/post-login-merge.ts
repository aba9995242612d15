import { registerPostLoginAction } from '../account/public';
import { MERGE_WISHLISTS_ACTION } from './wishlist-store';

// The runner reads the lists from the browser storage when it runs (the payload is empty): whatever the guest's lists
// are at login is what joins the account, also when they changed in another tab after the action was queued.
registerPostLoginAction(MERGE_WISHLISTS_ACTION, async (_payload, { graphql }) => {
  await (await import('./wishlist-actions')).mergeGuestWishlists(graphql);
});
