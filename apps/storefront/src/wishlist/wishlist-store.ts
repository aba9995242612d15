import { create } from 'zustand';

/**
 * The wishlists of the shopper (spec §3, §4; commerce §4): products by product SKU and looks by look uid. A guest's
 * lists live in the browser's localStorage; a logged-in customer's on the account (loaded and changed through the
 * gateway by the lazily loaded `wishlist-actions.ts`). This module is on every page (header count, hearts), so it is
 * small: state, the stored lists and a guest's toggle.
 *
 * The server renders every heart empty and no count: it does not know a guest's list. The lists are read after
 * hydration (`startWishlists`), so the first render in the browser matches the server's HTML.
 */

export type WishlistKind = 'product' | 'look';

/** Whose lists these are: nobody's yet (server, hydration), a guest's (browser storage) or a customer's (account). */
export type WishlistOwner = 'none' | 'guest' | 'customer';

export interface WishlistState {
  owner: WishlistOwner;
  /** Whether the owner's lists are known (a customer's come from the gateway after the page loaded). */
  loaded: boolean;
  /** Product SKUs, the most recently added first. */
  products: string[];
  /** Look uids, the most recently added first. */
  looks: string[];
  /** Items a customer's request is running for (`product:SKU`, `look:UID`): their hearts wait (spec §4). */
  busy: string[];
}

/** The browser storage keys of a guest's lists. */
export const STORAGE_KEYS: Record<WishlistKind, string> = {
  product: 'shop.wishlist',
  look: 'shop.lookbook-wishlist',
};

/** At most this many entries are kept (the catalog answers up to 100 SKUs in one call). */
export const WISHLIST_LIMIT = 100;

/** The post-login action that merges a guest's lists into the account (registered by post-login-merge.ts). */
export const MERGE_WISHLISTS_ACTION = 'wishlist.merge';

export const busyKey = (kind: WishlistKind, id: string) => `${kind}:${id}`;

const listOf = (kind: WishlistKind) => (kind === 'product' ? 'products' : 'looks');

/**
 * What was stored, when it is a list of ids; anything else (an old format, hand edits, broken JSON) reads as empty,
 * and entries that are not non-empty strings are dropped (commerce §4: invalid stored data is tolerated as empty).
 */
export function storedIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && id.trim().length > 0 && id.length <= 200);
  return [...new Set(ids)].slice(0, WISHLIST_LIMIT);
}

/** The list after a click: an id on the list leaves it, any other joins at the front (commerce §4 toggling). */
export function toggledIds(ids: readonly string[], id: string): { ids: string[]; added: boolean } {
  return ids.includes(id)
    ? { ids: ids.filter((candidate) => candidate !== id), added: false }
    : { ids: [id, ...ids].slice(0, WISHLIST_LIMIT), added: true };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
};

export function readStoredList(kind: WishlistKind, storage = browserStorage()): string[] {
  try {
    const raw = storage?.getItem(STORAGE_KEYS[kind]);
    return raw ? storedIds(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

export function writeStoredList(kind: WishlistKind, ids: readonly string[], storage = browserStorage()): void {
  try {
    if (ids.length === 0) storage?.removeItem(STORAGE_KEYS[kind]);
    else storage?.setItem(STORAGE_KEYS[kind], JSON.stringify(ids));
  } catch {
    // Full or blocked storage: the list still works for this page.
  }
}

export const useWishlists = create<WishlistState>()(() => ({
  owner: 'none',
  loaded: false,
  products: [],
  looks: [],
  busy: [],
}));

/** A guest's lists from the browser storage (after hydration, on logout, when another tab changed them). */
export function loadGuestLists(): void {
  useWishlists.setState({
    owner: 'guest',
    loaded: true,
    products: readStoredList('product'),
    looks: readStoredList('look'),
    busy: [],
  });
}

/** A guest's click: the list changes at once and is stored; answers whether the item was added. */
export function toggleGuestItem(kind: WishlistKind, id: string): boolean {
  const list = listOf(kind);
  const { ids, added } = toggledIds(useWishlists.getState()[list], id);
  useWishlists.setState({ [list]: ids });
  writeStoredList(kind, ids);
  return added;
}

export function setBusy(kind: WishlistKind, id: string, busy: boolean): void {
  const key = busyKey(kind, id);
  useWishlists.setState((state) => ({
    busy: busy ? [...state.busy.filter((candidate) => candidate !== key), key] : state.busy.filter((c) => c !== key),
  }));
}

let started = 0;
const lastApplied: Record<WishlistKind, number> = { product: 0, look: 0 };

/** Numbers a request to the gateway about a customer's lists, in the order they start. */
export const startRequest = () => {
  started += 1;
  return started;
};

/**
 * Takes over a customer's list as the gateway answered it, unless an answer to a later request has already been
 * taken over (a slow load must not undo a merge or a toggle that finished before it).
 */
export function applyAccountList(kind: WishlistKind, ids: readonly string[], request: number): void {
  if (request < lastApplied[kind]) return;
  lastApplied[kind] = request;
  useWishlists.setState({ owner: 'customer', [listOf(kind)]: storedIds(ids) });
}

/** The count in the header; undefined while the lists are not known (nothing to show before hydration). */
export const selectProductCount = (state: WishlistState) => (state.loaded ? state.products.length : undefined);
