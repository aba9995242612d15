import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { InMemoryShopwareSessions } from '../../src/shopware/sessions';
import { RecordedStoreApi } from './recorded-store-api';
import { exchange } from './recording';
import { newContext, readCart } from './recordings/carts';
import { CHANNEL_NL, cart } from './recordings/shop';

const api = new RecordedStoreApi(1);
beforeAll(() => api.start());
afterAll(() => api.stop());
afterEach(() => {
  expect(api.problems).toEqual([]);
  expect(api.unused()).toEqual([]);
});

const STORE = { country: 'NL', currency: 'EUR', language: 'nl' } as const;

function adapter(sessions = new InMemoryShopwareSessions()) {
  const commerce = createShopwareCommerce({
    config: { baseUrl: api.baseUrl, timeoutMs: 2000, stores: { 'nl-nl': CHANNEL_NL } },
    stores: [{ code: 'nl-nl', ...STORE }],
    sessions,
  });
  return { commerce, sessions };
}

describe('the Shopware adapter’s sessions', () => {
  it("keeps Shopware's token on the server, and follows it when Shopware hands out a new one", async () => {
    const { commerce, sessions } = adapter();
    api.expect([
      newContext('sw-token-old'),
      exchange('readCart get /checkout/cart', {
        note: 'Shopware answers with a new token (as after a login or an expired context)',
        channel: CHANNEL_NL,
        contextToken: 'sw-token-old',
        response: { status: 200, contextToken: 'sw-token-new', body: cart('sw-token-new', []) },
      }),
      readCart('sw-token-new', [], 'the next call goes with the new token'),
    ]);
    const { token } = await commerce.contexts.getOrCreateContext(null, STORE);
    expect(token).not.toContain('sw-token');
    await commerce.carts.getCart(token);
    expect((await sessions.get(token))?.contextToken).toBe('sw-token-new');
    expect((await commerce.carts.getCart(token)).token).toBe(token);
  });

  it('makes a new context for an unknown token instead of taking the one the caller names', async () => {
    const { commerce } = adapter();
    api.expect([newContext('sw-token-fresh')]);
    const context = await commerce.contexts.getOrCreateContext('made-up-token', STORE);
    expect(context.token).not.toBe('made-up-token');
    expect(context).toMatchObject({ kind: 'guest', salesChannel: { countryId: 'NL', currency: 'EUR' } });
  });

  it('forgets the oldest sessions past its bound', async () => {
    const sessions = new InMemoryShopwareSessions(2);
    for (const token of ['a', 'b', 'c'])
      await sessions.set(token, { contextToken: token, storeCode: 'nl-nl', customerId: null });
    expect(await sessions.get('a')).toBeNull();
    expect(await sessions.get('c')).not.toBeNull();
  });

  it('fails plainly in an area it does not cover yet', async () => {
    const { commerce } = adapter();
    await expect(commerce.orders.getOrder('x')).rejects.toThrow('does not cover orders.getOrder yet');
    // The shop's own code, which the gateway translates.
    await expect(commerce.orders.getOrder('x')).rejects.toMatchObject({ code: 'commerce-unavailable' });
    await expect(commerce.wishlists.get('c1')).rejects.toMatchObject({ code: 'commerce-unavailable' });
    await expect(commerce.stores.directory.list()).rejects.toThrow('does not cover stores.directory.list yet');
  });
});

describe('the Shopware adapter’s promotion codes', () => {
  it("asks for a logged-in customer before Shopware is asked, and refuses a code Shopware's cart does not take", async () => {
    const sessions = new InMemoryShopwareSessions();
    const { commerce } = adapter(sessions);
    await sessions.set('guest', { contextToken: 'sw-guest', storeCode: 'nl-nl', customerId: null });
    await expect(commerce.carts.redeemVoucher('guest', 'SUMMER')).rejects.toMatchObject({ code: 'not-logged-in' });
    await sessions.set('customer', { contextToken: 'sw-customer', storeCode: 'nl-nl', customerId: 'c1' });
    api.expect([
      exchange('addLineItem post /checkout/cart/line-item', {
        note: 'an unknown promotion code',
        channel: CHANNEL_NL,
        contextToken: 'sw-customer',
        request: { body: { items: [{ referencedId: 'NOPE', type: 'promotion' }] } },
        response: {
          status: 200,
          contextToken: 'sw-customer',
          body: {
            ...cart('sw-customer', []),
            errors: {
              'promotion-not-found-NOPE': {
                code: 0,
                key: 'promotion-not-found-NOPE',
                level: 20,
                message: 'Promotion with code NOPE not found!',
                messageKey: 'promotion-not-found',
              },
            },
          },
        },
      }),
    ]);
    await expect(commerce.carts.redeemVoucher('customer', 'NOPE')).rejects.toMatchObject({ code: 'voucher-not-found' });
  });
});
