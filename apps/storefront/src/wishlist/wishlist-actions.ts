import type { GraphqlQuery } from '../lib/graphql/query';
import { trackWishlistEvent, type WishlistEventName } from './tracking';
import {
  AccountWishlistsDocument,
  AddToWishlistDocument,
  MergeWishlistDocument,
  RemoveFromWishlistDocument,
  ToggleLookbookWishlistDocument,
  type WishlistAnswerFragment,
  WishlistTrackedProductsDocument,
} from './wishlist.generated';
import {
  applyAccountList,
  loadGuestLists,
  readStoredList,
  setBusy,
  startRequest,
  useWishlists,
  writeStoredList,
} from './wishlist-store';

/**
 * What the wishlists ask the gateway (a chunk of its own, loaded with a customer's lists or the first heart clicked):
 * a customer's lists, their toggles (each answers the whole list again, which is taken over: spec commerce §4 "adding
 * or removing reloads the wishlist"), the merge of a guest's lists at login, and the tracking events.
 */

/** The gateway refused a change (its user errors, in the shopper's language). */
export class WishlistError extends Error {}

/** A merge running after login: loading the account's lists waits for it, so it cannot answer the list before it. */
let merging: Promise<void> | null = null;

/** A logged-in customer's lists (after the page loaded, and after login). */
export async function loadAccountWishlists(graphql: GraphqlQuery): Promise<void> {
  await merging?.catch(() => undefined);
  const request = startRequest();
  const data = await graphql(AccountWishlistsDocument, {}, { fresh: true });
  if (useWishlists.getState().owner !== 'customer') return; // logged out meanwhile
  if (!data.wishlist || !data.customer) {
    // The session ended (expired) while the page thought it logged in: the browser's lists are the shopper's.
    loadGuestLists();
    return;
  }
  applyAccountList(
    'product',
    data.wishlist.items.map((item) => item.sku),
    request,
  );
  applyAccountList('look', data.customer.lookbookWishlist, request);
  useWishlists.setState({ loaded: true });
}

const skusOf = (answer: WishlistAnswerFragment): string[] => {
  if (answer.errors.length > 0 || !answer.wishlist) {
    throw new WishlistError(answer.errors.map((error) => error.message).join(' '));
  }
  return answer.wishlist.items.map((item) => item.sku);
};

/** A customer's click on a product's heart: added when not on the list, removed when it is. The heart waits. */
export async function toggleAccountProduct(graphql: GraphqlQuery, sku: string): Promise<void> {
  const on = useWishlists.getState().products.includes(sku);
  setBusy('product', sku, true);
  try {
    const request = startRequest();
    const answer = on
      ? (await graphql(RemoveFromWishlistDocument, { sku })).removeFromWishlist
      : (await graphql(AddToWishlistDocument, { sku })).addToWishlist;
    applyAccountList('product', skusOf(answer), request);
  } finally {
    setBusy('product', sku, false);
  }
  void trackProduct(graphql, on ? 'removeFromWishlist' : 'addToWishlist', sku);
}

/** A customer's click on a look's heart (the custom field customer_settings_lookbook_wishlist). */
export async function toggleAccountLook(graphql: GraphqlQuery, uid: string): Promise<void> {
  setBusy('look', uid, true);
  try {
    const request = startRequest();
    const answer = (await graphql(ToggleLookbookWishlistDocument, { uid })).toggleLookbookWishlist;
    if (answer.errors.length > 0 || !answer.customer) {
      throw new WishlistError(answer.errors.map((error) => error.message).join(' '));
    }
    applyAccountList('look', answer.customer.lookbookWishlist, request);
  } finally {
    setBusy('look', uid, false);
  }
}

/**
 * After login (a post-login action): the guest's products join the account's list (`mergeWishlist`, unknown products
 * skipped by the gateway) and the guest's looks are toggled on where the account does not have them yet; then the
 * browser's lists are cleared. When the gateway refuses, the browser keeps them for the next login.
 */
export function mergeGuestWishlists(graphql: GraphqlQuery): Promise<void> {
  const run = async () => {
    const skus = readStoredList('product');
    const looks = readStoredList('look');
    if (skus.length > 0) {
      const request = startRequest();
      const answer = (await graphql(MergeWishlistDocument, { skus })).mergeWishlist;
      applyAccountList('product', skusOf(answer), request);
      writeStoredList('product', []);
    }
    if (looks.length > 0) {
      const data = await graphql(AccountWishlistsDocument, {}, { fresh: true });
      if (!data.customer) throw new WishlistError('Not logged in');
      let saved = data.customer.lookbookWishlist;
      // Oldest first, so the newest guest look ends up first on the account's list too.
      for (const uid of [...looks].reverse().filter((candidate) => !saved.includes(candidate))) {
        const answer = (await graphql(ToggleLookbookWishlistDocument, { uid })).toggleLookbookWishlist;
        if (answer.customer) saved = answer.customer.lookbookWishlist;
      }
      applyAccountList('look', saved, startRequest());
      writeStoredList('look', []);
    }
  };
  const current = run().finally(() => {
    if (merging === current) merging = null;
  });
  merging = current;
  return current;
}

/** The data layer's wishlist event of a product; the product's details come from the catalog (cached after once). */
export async function trackProduct(graphql: GraphqlQuery, event: WishlistEventName, sku: string): Promise<void> {
  try {
    const [product] = (await graphql(WishlistTrackedProductsDocument, { skus: [sku] })).productsBySkus;
    if (product) trackWishlistEvent(event, product);
  } catch (error) {
    console.error('[wishlist] the tracking event could not be sent:', error);
  }
}
