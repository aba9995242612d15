import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { CommerceUpstream } from '../../src';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { refusal } from '../contract/subject';
import { ADDRESS_NL } from '../fixtures';
import { RecordedStoreApi } from './recorded-store-api';
import {
  ADOPTED,
  BUSY_EXCHANGES,
  BUSY_ORDER,
  ORDER_ERROR_EXCHANGES,
  PAYMENT_ERROR_EXCHANGES,
  PLACED_ANEW,
} from './recordings/checkout-errors';
import { STOREFRONT_URL_NL } from './recordings/orders';
import { CHANNEL_NL } from './recordings/shop';

/**
 * The adapter's checkout, orders and payments when Shopware refuses or does not answer: each refusal in the shop's
 * words, and an order placed once per idempotency key through all of it (recorded exchanges, strictly matched).
 */
const STORE = { country: 'NL', currency: 'EUR', language: 'nl' } as const;
const URLS = { finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' };
const MINUTE = 60_000;

describeEachDatabase('the Shopware adapter refused', (getDb) => {
  const api = new RecordedStoreApi();
  let clock = Date.parse('2026-11-27T07:58:00Z');
  let commerce: CommerceUpstream;
  beforeAll(async () => {
    await api.start();
    commerce = createShopwareCommerce({
      config: {
        baseUrl: api.baseUrl,
        timeoutMs: 2000,
        stores: { 'nl-nl': { ...CHANNEL_NL, storefrontUrl: STOREFRONT_URL_NL } },
      },
      stores: [{ code: 'nl-nl', ...STORE }],
      db: getDb(),
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await api.stop();
    expect(api.unused()).toEqual([]);
  });
  afterEach(() => {
    expect(api.problems).toEqual([]);
  });

  async function readyGuest(): Promise<string> {
    const { token } = await commerce.contexts.getOrCreateContext(null, STORE);
    await commerce.checkout.updateContact(token, 'anna@example.com');
    await commerce.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
    await commerce.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    return token;
  }

  let token = '';

  it('places an order once per key through refusals, an unanswered call and its settling', async () => {
    api.expect(ORDER_ERROR_EXCHANGES);
    token = await readyGuest();
    const key = 'errors-key-1';
    const zipcode = await commerce.orders.placeOrder(token, { idempotencyKey: key }).catch((error: unknown) => error);
    expect(zipcode).toMatchObject({
      code: 'invalid-address',
      details: { issues: [{ path: 'billingAddress', field: 'zipcode', code: 'invalid-zipcode' }] },
    });
    // The key was given up (nothing placed): the next call with it asks Shopware again.
    expect(await refusal(commerce.orders.placeOrder(token, { idempotencyKey: key }))).toBe('product-out-of-stock');
    expect(await refusal(commerce.orders.placeOrder(token, { idempotencyKey: key }))).toBe('commerce-unavailable');
    // No answer: the order may exist. A repeat while the call may still be under way is asked to wait.
    expect(await refusal(commerce.orders.placeOrder(token, { idempotencyKey: key }))).toBe('commerce-busy');
    clock += 3 * MINUTE;
    const settled = await commerce.orders.placeOrder(token, { idempotencyKey: key });
    expect(settled).toMatchObject({ id: ADOPTED.id, orderNumber: ADOPTED.orderNumber, state: 'open' });

    await commerce.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    expect(await refusal(commerce.orders.placeOrder(token, { idempotencyKey: 'errors-key-2' }))).toBe(
      'commerce-unavailable',
    );
    clock += 4 * MINUTE;
    const anew = await commerce.orders.placeOrder(token, { idempotencyKey: 'errors-key-2' });
    expect(anew.id).toBe(PLACED_ANEW.id);
  });

  it('refuses payments and reads in the shop’s words, and what Shopware does not have', async () => {
    api.expect(PAYMENT_ERROR_EXCHANGES);
    expect(await refusal(commerce.payments.handlePayment(token, { orderId: ADOPTED.id, ...URLS }))).toBe(
      'payment-provider-unavailable',
    );
    expect(await refusal(commerce.orders.getOrder(ADOPTED.id))).toBe('order-not-found');
    expect(await commerce.orders.getOrderOfContext(token, ADOPTED.orderNumber)).toBeNull();
    expect(await refusal(commerce.orders.getOrder('no-such-order'))).toBe('order-not-found');
    expect(await commerce.payments.getPayment('no-such-order')).toBeNull();
    expect(await refusal(commerce.payments.handlePayment(token, { orderId: 'no-such-order', ...URLS }))).toBe(
      'order-not-found',
    );
    const other = await commerce.contexts.getOrCreateContext(null, STORE);
    expect(await refusal(commerce.orders.placeOrder(other.token, { idempotencyKey: 'errors-key-1' }))).toBe(
      'idempotency-key-reused',
    );
    expect(await refusal(commerce.payments.handlePayment(other.token, { orderId: ADOPTED.id, ...URLS }))).toBe(
      'order-not-found',
    );
    expect(await refusal(commerce.payments.completeTestPayment(ADOPTED.id, 'paid'))).toBe('payment-flow-unsupported');
    expect(await refusal(commerce.payments.handlePaymentWebhook('{}', 'signature'))).toBe('payment-flow-unsupported');
    expect(await refusal(commerce.payments.handleProviderWebhook('tr_1'))).toBe('payment-flow-unsupported');
  });

  it('asks the shopper to wait when Shopware limits guest registrations, and places the order after', async () => {
    api.expect(BUSY_EXCHANGES);
    const busy = await readyGuest();
    const refused = await commerce.orders
      .placeOrder(busy, { idempotencyKey: 'busy-key' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'commerce-busy', details: { retryAfterSeconds: 20 } });
    expect((await commerce.orders.placeOrder(busy, { idempotencyKey: 'busy-key' })).id).toBe(BUSY_ORDER.id);
  });
});
