import { useLingui } from '@lingui/react/macro';
import type { WishlistToggle } from '@shop/ui';
import { useEffect } from 'react';
import { useLoggedIn } from '../account/public';
import { useToasts } from '../cart/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import { useGraphql } from '../lib/hooks/use-graphql';
import {
  busyKey,
  loadGuestLists,
  MERGE_WISHLISTS_ACTION,
  STORAGE_KEYS,
  setBusy,
  toggleGuestItem,
  useWishlists,
  type WishlistKind,
} from './wishlist-store';

/** The gateway part of the wishlists: loaded with a customer's lists or the first click on a heart. */
const loadActions = () => import('./wishlist-actions');

/**
 * While a guest has something on a list, the next login merges it into the account (spec commerce §4): the action is
 * queued for S1's post-login queue (sessionStorage, per tab), so it is queued again whenever the lists are read or
 * changed. Its runner reads the lists when it runs.
 */
function queueMergeAtLogin(): void {
  const { products, looks } = useWishlists.getState();
  if (products.length === 0 && looks.length === 0) return;
  import('../account/post-login-queue')
    .then((queue) => queue.queuePostLoginAction(MERGE_WISHLISTS_ACTION, null, { replace: true }))
    .catch((error: unknown) => console.error('[wishlist] the merge at login could not be queued:', error));
}

/**
 * Reads the shopper's lists after hydration (spec §7: the guest wishlist is loaded on mount; a customer's after the
 * session), and again when the session changes (login, logout). A guest's lists follow other tabs.
 */
export function useWishlistSync(): void {
  const loggedIn = useLoggedIn();
  const graphql = useGraphql();
  useEffect(() => {
    if (!loggedIn) {
      loadGuestLists();
      queueMergeAtLogin();
      const keys: (string | null)[] = [null, ...Object.values(STORAGE_KEYS)];
      const onStorage = (event: StorageEvent) => {
        if (!keys.includes(event.key)) return;
        loadGuestLists();
        queueMergeAtLogin();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    }
    useWishlists.setState({ owner: 'customer', loaded: false, products: [], looks: [], busy: [] });
    loadActions()
      .then((actions) => actions.loadAccountWishlists(graphql))
      .catch((error: unknown) => console.error('[wishlist] the wishlists could not be loaded:', error));
    return undefined;
  }, [loggedIn, graphql]);
}

/**
 * A click on a heart (spec §4: on and off per click). A guest's list changes at once in the browser; a customer's
 * through the gateway, the heart waiting (busy) until it answered. `onFailed` tells the shopper when it did not work.
 */
export function toggleWishlistItem(graphql: GraphqlQuery, kind: WishlistKind, id: string, onFailed: () => void) {
  const { owner, busy } = useWishlists.getState();
  if (owner === 'customer') {
    if (busy.includes(busyKey(kind, id))) return;
    setBusy(kind, id, true); // at once: the chunk may still have to load
    loadActions()
      .then((actions) =>
        kind === 'product' ? actions.toggleAccountProduct(graphql, id) : actions.toggleAccountLook(graphql, id),
      )
      .catch((error: unknown) => {
        console.error('[wishlist] the wishlist could not be changed:', error);
        onFailed();
      })
      .finally(() => setBusy(kind, id, false));
    return;
  }
  if (owner === 'none') loadGuestLists(); // a click before the lists were read must not overwrite the stored ones
  const added = toggleGuestItem(kind, id);
  queueMergeAtLogin();
  if (kind === 'product') {
    loadActions()
      .then((actions) => actions.trackProduct(graphql, added ? 'addToWishlist' : 'removeFromWishlist', id))
      .catch((error: unknown) => console.error('[wishlist] the tracking event could not be sent:', error));
  }
}

function useToggle() {
  const graphql = useGraphql();
  const { t } = useLingui();
  return (kind: WishlistKind, id: string) =>
    toggleWishlistItem(graphql, kind, id, () =>
      useToasts.getState().show('error', t`Your wishlist could not be changed. Please try again.`),
    );
}

/** The heart of one product (tiles, the product page). */
export function useProductHeart(sku: string): WishlistToggle {
  const on = useWishlists((state) => state.products.includes(sku));
  const busy = useWishlists((state) => state.busy.includes(busyKey('product', sku)));
  const toggle = useToggle();
  return { on, busy, onToggle: () => toggle('product', sku) };
}

/** The look-book heart of one look (the look page, the look-book list). */
export function useLookHeart(uid: string): WishlistToggle {
  const on = useWishlists((state) => state.looks.includes(uid));
  const busy = useWishlists((state) => state.busy.includes(busyKey('look', uid)));
  const toggle = useToggle();
  return { on, busy, onToggle: () => toggle('look', uid) };
}

/** The hearts of the content blocks (their runtime asks by SKU and by look uid). */
export function useBlockHearts(): {
  productWishlist: (sku: string) => WishlistToggle;
  lookWishlist: (uid: string) => WishlistToggle;
} {
  const products = useWishlists((state) => state.products);
  const looks = useWishlists((state) => state.looks);
  const busy = useWishlists((state) => state.busy);
  const toggle = useToggle();
  return {
    productWishlist: (sku) => ({
      on: products.includes(sku),
      busy: busy.includes(busyKey('product', sku)),
      onToggle: () => toggle('product', sku),
    }),
    lookWishlist: (uid) => ({
      on: looks.includes(uid),
      busy: busy.includes(busyKey('look', uid)),
      onToggle: () => toggle('look', uid),
    }),
  };
}
