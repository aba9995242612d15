// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queuedPostLoginActions } from '../src/account/post-login-queue';
import type { GraphqlQuery } from '../src/lib/graphql/query';
import { type TrackedWishlistProduct, wishlistEvent } from '../src/wishlist/tracking';
import { toggleWishlistItem } from '../src/wishlist/use-wishlist';
import {
  AccountWishlistsDocument,
  AddToWishlistDocument,
  MergeWishlistDocument,
  RemoveFromWishlistDocument,
  ToggleLookbookWishlistDocument,
  WishlistTrackedProductsDocument,
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
  loadGuestLists,
  MERGE_WISHLISTS_ACTION,
  readStoredList,
  STORAGE_KEYS,
  startRequest,
  storedIds,
  toggledIds,
  toggleGuestItem,
  useWishlists,
  WISHLIST_LIMIT,
  writeStoredList,
} from '../src/wishlist/wishlist-store';

const EMPTY = { owner: 'none', loaded: false, products: [], looks: [], busy: [] } as const;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
  useWishlists.setState({ ...EMPTY, products: [], looks: [], busy: [] });
});
afterEach(() => vi.restoreAllMocks());

const product = (sku: string): TrackedWishlistProduct & { __typename?: string } => ({
  sku,
  name: `Court Classic ${sku}`,
  color: 'black',
  brand: { name: 'Noordkaap' },
  price: { amount: 6295, currency: 'EUR' },
  breadcrumbs: [{ name: 'Women' }, { name: 'Shoes' }, { name: 'Sneakers' }],
});

const wishlistAnswer = (skus: readonly string[], errors: { code: string; message: string }[] = []) => ({
  wishlist: errors.length > 0 ? null : { count: skus.length, items: skus.map((sku) => ({ sku })) },
  errors,
});

/** A stand-in for the gateway: answers per document, records the calls. */
function fakeGateway(answers: Answers) {
  const calls: { document: unknown; variables: Record<string, unknown> }[] = [];
  const graphql = (async (document: unknown, variables: Record<string, unknown>) => {
    calls.push({ document, variables });
    const answer = answers.get(document);
    if (!answer) throw new Error('unexpected operation');
    return answer(variables);
  }) as unknown as GraphqlQuery;
  return { graphql, calls };
}

type Answers = Map<unknown, (variables: Record<string, unknown>) => unknown>;

const tracked = (): Answers =>
  new Map([
    [
      WishlistTrackedProductsDocument,
      (variables: Record<string, unknown>) => ({ productsBySkus: (variables.skus as string[]).map(product) }),
    ],
  ]);

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
