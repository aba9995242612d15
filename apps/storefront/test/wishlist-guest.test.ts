// @vitest-environment happy-dom
// A guest's lists in the browser: what is stored, and toggling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queuedPostLoginActions } from '../src/account/post-login-queue';
import { toggleWishlistItem } from '../src/wishlist/use-wishlist';
import { WishlistTrackedProductsDocument } from '../src/wishlist/wishlist.generated';
import {
  loadGuestLists,
  MERGE_WISHLISTS_ACTION,
  readStoredList,
  STORAGE_KEYS,
  storedIds,
  toggledIds,
  toggleGuestItem,
  useWishlists,
  WISHLIST_LIMIT,
  writeStoredList,
} from '../src/wishlist/wishlist-store';
// Loaded up front: the click's tracking imports it lazily, and its first transform under load must not decide the
// test's timing.
import '../src/wishlist/wishlist-actions';
import { fakeGateway, resetWishlists, tracked } from './wishlist-fixtures';

beforeEach(resetWishlists);
afterEach(() => vi.restoreAllMocks());

describe('reading stored lists (invalid data reads as empty)', () => {
  it.each([
    ['nothing', undefined, []],
    ['null', null, []],
    ['a string', 'p1,p2', []],
    ['a number', 42, []],
    ['an object', { skus: ['p1'] }, []],
    ['an empty list', [], []],
    ['a list of SKUs', ['p1', 'p2'], ['p1', 'p2']],
    ['a list with junk', ['p1', 1, null, '', '   ', { sku: 'p3' }, 'p2'], ['p1', 'p2']],
    ['duplicates', ['p1', 'p2', 'p1'], ['p1', 'p2']],
    ['an absurdly long id', ['x'.repeat(201), 'p1'], ['p1']],
  ])('%s', (_case, value, expected) => {
    expect(storedIds(value)).toEqual(expected);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: WISHLIST_LIMIT + 5 }, (_, index) => `p${index}`);
    expect(storedIds(many)).toHaveLength(WISHLIST_LIMIT);
  });

  it.each([
    ['broken JSON', '{not json'],
    ['JSON of another shape', '{"state":{"skus":["p1"]}}'],
    ['a bare string', '"p1"'],
  ])('reads %s in the browser storage as empty', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.product, raw);
    expect(readStoredList('product')).toEqual([]);
    loadGuestLists();
    expect(useWishlists.getState()).toMatchObject({ owner: 'guest', loaded: true, products: [] });
  });

  it('reads nothing when the storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readStoredList('product', refusing)).toEqual([]);
    expect(() => writeStoredList('product', ['p1'], refusing)).not.toThrow();
  });
});

describe('toggling', () => {
  it.each([
    ['adds to an empty list', [], 'p1', ['p1'], true],
    ['adds at the front', ['p2', 'p3'], 'p1', ['p1', 'p2', 'p3'], true],
    ['removes an item on the list', ['p2', 'p1', 'p3'], 'p1', ['p2', 'p3'], false],
    ['removes the last item', ['p1'], 'p1', [], false],
  ])('%s', (_case, before, id, after, added) => {
    expect(toggledIds(before, id)).toEqual({ ids: after, added });
  });

  it("stores a guest's products and looks apart, and forgets an emptied list", () => {
    loadGuestLists();
    expect(toggleGuestItem('product', 'p1')).toBe(true);
    expect(toggleGuestItem('look', 'look-1')).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.product) ?? 'null')).toEqual(['p1']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.look) ?? 'null')).toEqual(['look-1']);
    expect(toggleGuestItem('product', 'p1')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.product)).toBeNull();
    expect(useWishlists.getState()).toMatchObject({ products: [], looks: ['look-1'] });
  });

  it("a guest's click changes the list at once, queues the merge at login and tells the data layer", async () => {
    const { graphql, calls } = fakeGateway(tracked());
    loadGuestLists();
    const failed = vi.fn();
    toggleWishlistItem(graphql, 'product', 'p1', failed);
    expect(useWishlists.getState().products).toEqual(['p1']);
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'addToWishlist' });
    expect(calls.map((call) => call.document)).toEqual([WishlistTrackedProductsDocument]);
    await vi.waitFor(() =>
      expect(queuedPostLoginActions().map((action) => action.name)).toEqual([MERGE_WISHLISTS_ACTION]),
    );
    toggleWishlistItem(graphql, 'product', 'p1', failed);
    expect(useWishlists.getState().products).toEqual([]);
    await vi.waitFor(() => expect(window.dataLayer?.[3]).toMatchObject({ event: 'removeFromWishlist' }));
    expect(queuedPostLoginActions()).toHaveLength(1);
    expect(failed).not.toHaveBeenCalled();
  });

  it('reads the stored lists before a click that comes before they were read', () => {
    localStorage.setItem(STORAGE_KEYS.product, JSON.stringify(['p9']));
    const { graphql } = fakeGateway(tracked());
    toggleWishlistItem(graphql, 'product', 'p1', () => {});
    expect(useWishlists.getState().products).toEqual(['p1', 'p9']);
  });
});
