// @vitest-environment happy-dom
// A customer's lists at the gateway, the merge at login and the data layer's events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wishlistEvent } from '../src/wishlist/tracking';
import { toggleWishlistItem } from '../src/wishlist/use-wishlist';
import {
  AccountWishlistsDocument,
  AddToWishlistDocument,
  MergeWishlistDocument,
  RemoveFromWishlistDocument,
  ToggleLookbookWishlistDocument,
} from '../src/wishlist/wishlist.generated';
import {
  loadAccountWishlists,
  mergeGuestWishlists,
  toggleAccountLook,
  toggleAccountProduct,
} from '../src/wishlist/wishlist-actions';
import {
  applyAccountList,
  busyKey,
  readStoredList,
  STORAGE_KEYS,
  startRequest,
  useWishlists,
  writeStoredList,
} from '../src/wishlist/wishlist-store';
import { fakeGateway, product, resetWishlists, tracked, wishlistAnswer } from './wishlist-fixtures';

beforeEach(resetWishlists);
afterEach(() => vi.restoreAllMocks());

describe("a customer's lists", () => {
  beforeEach(() => useWishlists.setState({ owner: 'customer', loaded: true }));

  it('takes over the latest answer per list, never an older one that arrives late', () => {
    const slow = startRequest();
    const fast = startRequest();
    applyAccountList('product', ['p1', 'p2'], fast);
    applyAccountList('product', ['p1'], slow);
    expect(useWishlists.getState().products).toEqual(['p1', 'p2']);
    // Another list keeps its own order of answers.
    applyAccountList('look', ['look-1'], slow);
    expect(useWishlists.getState().looks).toEqual(['look-1']);
  });

  it.each([
    ['adds a product not on the list', [], AddToWishlistDocument, ['p1'], 'addToWishlist'],
    ['removes a product on the list', ['p1', 'p2'], RemoveFromWishlistDocument, ['p2'], 'removeFromWishlist'],
  ])(
    '%s, the heart busy meanwhile, then takes over the answered list',
    async (_case, before, document, after, event) => {
      useWishlists.setState({ products: [...before] });
      let busyDuring: string[] = [];
      const answer = () => {
        busyDuring = useWishlists.getState().busy;
        return document === AddToWishlistDocument
          ? { addToWishlist: wishlistAnswer(after) }
          : { removeFromWishlist: wishlistAnswer(after) };
      };
      const { graphql, calls } = fakeGateway(new Map([...tracked(), [document, answer]]));
      await toggleAccountProduct(graphql, 'p1');
      expect(calls[0]).toEqual({ document, variables: { sku: 'p1' } });
      expect(busyDuring).toEqual([busyKey('product', 'p1')]);
      expect(useWishlists.getState()).toMatchObject({ products: after, busy: [] });
      await vi.waitFor(() => expect(window.dataLayer?.[1]).toMatchObject({ event }));
    },
  );

  it('keeps the list and frees the heart when the gateway refuses', async () => {
    useWishlists.setState({ products: ['p2'] });
    const { graphql } = fakeGateway(
      new Map([
        [
          AddToWishlistDocument,
          () => ({ addToWishlist: wishlistAnswer([], [{ code: 'NOT_LOGGED_IN', message: 'Please log in.' }]) }),
        ],
      ]),
    );
    await expect(toggleAccountProduct(graphql, 'p1')).rejects.toThrow('Please log in.');
    expect(useWishlists.getState()).toMatchObject({ products: ['p2'], busy: [] });
    expect(window.dataLayer).toEqual([]);
  });

  it("toggles a look through the customer's custom field", async () => {
    const { graphql } = fakeGateway(
      new Map([
        [
          ToggleLookbookWishlistDocument,
          () => ({
            toggleLookbookWishlist: { customer: { id: 'c1', lookbookWishlist: ['look-2', 'look-1'] }, errors: [] },
          }),
        ],
      ]),
    );
    useWishlists.setState({ looks: ['look-1'] });
    await toggleAccountLook(graphql, 'look-2');
    expect(useWishlists.getState()).toMatchObject({ looks: ['look-2', 'look-1'], busy: [] });
  });

  it('ignores clicks on a busy heart and says when a change failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    let release: () => void = () => {};
    const { graphql, calls } = fakeGateway(
      new Map([
        [
          AddToWishlistDocument,
          () =>
            new Promise((resolve) => {
              release = () => resolve({ addToWishlist: wishlistAnswer([], [{ code: 'X', message: 'No.' }]) });
            }),
        ],
      ]),
    );
    toggleWishlistItem(graphql, 'product', 'p1', failed);
    toggleWishlistItem(graphql, 'product', 'p1', failed);
    expect(useWishlists.getState().busy).toEqual([busyKey('product', 'p1')]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(useWishlists.getState()).toMatchObject({ products: [], busy: [] });
  });

  it("loads the account's lists, and falls back to the browser's when the session has ended", async () => {
    const { graphql } = fakeGateway(
      new Map([
        [
          AccountWishlistsDocument,
          () => ({ wishlist: wishlistAnswer(['p3', 'p1']).wishlist, customer: { id: 'c1', lookbookWishlist: ['l1'] } }),
        ],
      ]),
    );
    useWishlists.setState({ loaded: false });
    await loadAccountWishlists(graphql);
    expect(useWishlists.getState()).toMatchObject({
      owner: 'customer',
      loaded: true,
      products: ['p3', 'p1'],
      looks: ['l1'],
    });

    localStorage.setItem(STORAGE_KEYS.product, JSON.stringify(['g1']));
    const ended = fakeGateway(new Map([[AccountWishlistsDocument, () => ({ wishlist: null, customer: null })]]));
    await loadAccountWishlists(ended.graphql);
    expect(useWishlists.getState()).toMatchObject({ owner: 'guest', products: ['g1'] });
  });
});

describe('merging at login', () => {
  it("sends the guest's products, takes over the account's list and clears the browser's", async () => {
    writeStoredList('product', ['g1', 'g2']);
    const { graphql, calls } = fakeGateway(
      new Map([[MergeWishlistDocument, () => ({ mergeWishlist: wishlistAnswer(['g1', 'g2', 'a1']) })]]),
    );
    await mergeGuestWishlists(graphql);
    expect(calls).toEqual([{ document: MergeWishlistDocument, variables: { skus: ['g1', 'g2'] } }]);
    expect(useWishlists.getState()).toMatchObject({ owner: 'customer', products: ['g1', 'g2', 'a1'] });
    expect(localStorage.getItem(STORAGE_KEYS.product)).toBeNull();
  });

  it("keeps the browser's list for the next login when the gateway refuses", async () => {
    writeStoredList('product', ['g1']);
    const { graphql } = fakeGateway(
      new Map([
        [
          MergeWishlistDocument,
          () => ({ mergeWishlist: wishlistAnswer([], [{ code: 'NOT_LOGGED_IN', message: 'No' }]) }),
        ],
      ]),
    );
    await expect(mergeGuestWishlists(graphql)).rejects.toThrow();
    expect(readStoredList('product')).toEqual(['g1']);
  });

  it('toggles on only the guest looks the account lacks, oldest first, then clears them', async () => {
    writeStoredList('look', ['l3', 'l2', 'l1']);
    let saved = ['l2'];
    const { graphql, calls } = fakeGateway(
      new Map<unknown, (variables: Record<string, unknown>) => unknown>([
        [
          AccountWishlistsDocument,
          () => ({ wishlist: wishlistAnswer([]).wishlist, customer: { id: 'c1', lookbookWishlist: saved } }),
        ],
        [
          ToggleLookbookWishlistDocument,
          ({ uid }) => {
            saved = [uid as string, ...saved];
            return { toggleLookbookWishlist: { customer: { id: 'c1', lookbookWishlist: saved }, errors: [] } };
          },
        ],
      ]),
    );
    await mergeGuestWishlists(graphql);
    const toggled = calls
      .filter((call) => call.document === ToggleLookbookWishlistDocument)
      .map((c) => c.variables.uid);
    expect(toggled).toEqual(['l1', 'l3']);
    expect(useWishlists.getState().looks).toEqual(['l3', 'l1', 'l2']);
    expect(readStoredList('look')).toEqual([]);
  });

  it("loading the account's lists waits for a running merge", async () => {
    writeStoredList('product', ['g1']);
    let server = ['a1'];
    let finishMerge: (() => void) | undefined;
    const { graphql } = fakeGateway(
      new Map<unknown, (variables: Record<string, unknown>) => unknown>([
        [
          MergeWishlistDocument,
          () =>
            new Promise((resolve) => {
              finishMerge = () => {
                server = ['g1', 'a1'];
                resolve({ mergeWishlist: wishlistAnswer(server) });
              };
            }),
        ],
        [
          AccountWishlistsDocument,
          () => ({ wishlist: wishlistAnswer(server).wishlist, customer: { id: 'c', lookbookWishlist: [] } }),
        ],
      ]),
    );
    const merge = mergeGuestWishlists(graphql);
    useWishlists.setState({ owner: 'customer', loaded: false, products: [] });
    const load = loadAccountWishlists(graphql);
    await vi.waitFor(() => expect(finishMerge).toBeDefined());
    finishMerge?.();
    await Promise.all([merge, load]);
    expect(useWishlists.getState()).toMatchObject({ loaded: true, products: ['g1', 'a1'] });
  });
});

describe('the data layer events', () => {
  it('names the product, id, price, brand, deepest category and colour, quantity 1, in the store currency', () => {
    expect(wishlistEvent('addToWishlist', product('p1'))).toEqual({
      event: 'addToWishlist',
      ecommerce: {
        currency: 'EUR',
        value: '62.95',
        items: [
          {
            item_id: 'p1',
            item_name: 'Court Classic p1',
            item_brand: 'Noordkaap',
            item_category: 'Sneakers',
            item_variant: 'black',
            price: '62.95',
            quantity: 1,
          },
        ],
      },
    });
    expect(wishlistEvent('removeFromWishlist', { ...product('p2'), breadcrumbs: [] }).ecommerce.items[0]).toMatchObject(
      { item_category: '' },
    );
  });
});
