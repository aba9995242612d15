import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { CommerceUpstream } from '../../src';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { refusal } from '../contract/subject';
import { ADDRESS_NL, SERVICE_POINTS } from '../fixtures';
import { RecordedStoreApi } from './recorded-store-api';
import { STOREFRONT_URL_NL } from './recordings/orders';
import { DELIVERY_EXCHANGES, DELIVERY_ORDER, PICKUP_EXCHANGES, PICKUP_ORDER } from './recordings/pickup';
import { CHANNEL_NL } from './recordings/shop';

/**
 * The shop's pickup points over Shopware (which has none), and a delivery address apart from the billing address: the
 * shop keeps them until the order, and the guest registration gives Shopware where the order goes.
 */
const STORE = { country: 'NL', currency: 'EUR', language: 'nl' } as const;

describeEachDatabase('the Shopware adapter: pickup and delivery addresses', (getDb) => {
  const api = new RecordedStoreApi();
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
      servicePoints: SERVICE_POINTS,
    });
  });
  afterAll(async () => {
    await api.stop();
    expect(api.unused()).toEqual([]);
  });
  afterEach(() => {
    expect(api.problems).toEqual([]);
  });

  async function guestWithShirt(): Promise<string> {
    const { token } = await commerce.contexts.getOrCreateContext(null, STORE);
    await commerce.checkout.updateContact(token, 'anna@example.com');
    await commerce.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
    return token;
  }

  it('asks for a store with store pickup, takes only a store, and sends Shopware the store as where it goes', async () => {
    api.expect(PICKUP_EXCHANGES);
    const token = await guestWithShirt();
    await commerce.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    expect(await commerce.checkout.checkoutMissing(token)).toEqual(['pickup-point']);
    expect(await refusal(commerce.checkout.updatePickup(token, { servicePointId: 'postnl-utrecht-near' }))).toBe(
      'service-point-not-found',
    );
    const context = await commerce.checkout.updatePickup(token, { servicePointId: 'store-utrecht' });
    expect(context.pickup?.servicePoint.id).toBe('store-utrecht');
    expect(await commerce.checkout.checkoutMissing(token)).toEqual([]);
    const order = await commerce.orders.placeOrder(token, { idempotencyKey: 'pickup-1' });
    expect(order).toMatchObject({ id: PICKUP_ORDER.id, pickup: { servicePoint: { id: 'store-utrecht' } } });
    expect(order.shippingAddress).toBeNull();
  });

  it('sends Shopware a delivery address apart from the billing address', async () => {
    api.expect(DELIVERY_EXCHANGES);
    const token = await guestWithShirt();
    const shipping = {
      ...ADDRESS_NL,
      firstName: 'Jan',
      street: 'Domplein',
      houseNumber: '3',
      houseNumberAddition: 'bis',
      zipcode: '3512JC',
      phoneNumber: '0301234567',
    };
    const context = await commerce.checkout.updateShippingAddress(token, shipping);
    expect(context.shippingAddress).toMatchObject({ street: 'Domplein', zipcode: '3512 JC' });
    expect(
      await refusal(commerce.checkout.updateShippingAddress(token, { ...shipping, zipcode: 'not a postcode' })),
    ).toBe('invalid-address');
    await commerce.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    expect((await commerce.orders.placeOrder(token, { idempotencyKey: 'delivery-1' })).id).toBe(DELIVERY_ORDER.id);
  });
});
