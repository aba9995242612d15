import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, expect, it } from 'vitest';
import type { EmbeddedCommerce } from '../src';
import { ADDRESS_NL, createEngine, seedStock } from './fixtures';

const STORE_NL = { country: 'NL', currency: 'EUR', language: 'nl' } as const;
const STORE_DE = { country: 'DE', currency: 'EUR', language: 'de' } as const;

describeEachDatabase('checkout', (getDb) => {
  let engine: EmbeddedCommerce;

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 5, '40001.900': 5 });
    ({ engine } = createEngine(getDb()));
  });

  async function cart(store: typeof STORE_NL | typeof STORE_DE = STORE_NL) {
    const { token } = await engine.contexts.getOrCreateContext(null, store);
    await engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    return token;
  }

  it('lists what is missing and refuses the order until the checkout is complete', async () => {
    const token = await cart();
    expect(await engine.checkout.checkoutMissing(token)).toEqual(['email', 'billing-address']);
    await expect(engine.orders.placeOrder(token, { idempotencyKey: 'incomplete' })).rejects.toMatchObject({
      code: 'checkout-incomplete',
      details: { missing: ['email', 'billing-address'] },
    });
    await expect(engine.checkout.updateContact(token, 'not-an-address')).rejects.toMatchObject({
      code: 'invalid-email',
    });
    expect((await engine.checkout.updateContact(token, ' anna@example.com ')).email).toBe('anna@example.com');
    expect(await engine.checkout.checkoutMissing(token)).toEqual(['billing-address']);
  });

  it('judges billing and shipping address together, naming each field, and stores neither when one is wrong', async () => {
    const token = await cart();
    await expect(
      engine.checkout.updateAddresses(token, {
        billingAddress: { ...ADDRESS_NL, houseNumberAddition: 'abcde' },
        shippingAddress: { ...ADDRESS_NL, zipcode: '35', phoneNumber: '12345' },
      }),
    ).rejects.toMatchObject({
      code: 'invalid-address',
      details: {
        issues: [
          { path: 'billingAddress', field: 'houseNumberAddition', code: 'max-4' },
          { path: 'shippingAddress', field: 'zipcode', code: 'invalid-zipcode' },
          { path: 'shippingAddress', field: 'phoneNumber', code: 'invalid-phone' },
        ],
      },
    });
    expect((await engine.contexts.getContext(token)).billingAddress).toBeNull();
    const context = await engine.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
    expect(context.billingAddress).toMatchObject(ADDRESS_NL);
    expect(context.shippingAddress).toBeNull();
  });

  it('finds pickup points near a postcode or place, nearest first, only of the provider asked', async () => {
    const near = await engine.checkout.searchServicePoints('NL', 'postnl', '3511 AB');
    // Amsterdam's point is 35 km away: within the 50 km searched, after Utrecht's.
    expect(near.map((point) => point.id)).toEqual(['postnl-utrecht-near', 'postnl-utrecht-far', 'postnl-amsterdam']);
    expect(near[0]!.distance).toBeLessThan(near[1]!.distance);
    expect((await engine.checkout.searchServicePoints('NL', 'postnl', 'amster')).map((point) => point.id)[0]).toBe(
      'postnl-amsterdam',
    );
    expect(await engine.checkout.searchServicePoints('NL', 'stores', 'Utrecht')).toHaveLength(1);
    expect(await engine.checkout.searchServicePoints('NL', 'postnl', '9999')).toEqual([]);
    expect(await engine.checkout.searchServicePoints('NL', 'postnl', 'Köln')).toEqual([]);
  });

  it('needs a pickup point for a pickup delivery, and a DHL customer number for a Packstation', async () => {
    const token = await cart();
    await engine.checkout.updateContact(token, 'anna@example.com');
    await engine.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
    await engine.checkout.updateShippingMethod(token, 'shipping-store-pickup');
    expect(await engine.checkout.checkoutMissing(token)).toEqual(['pickup-point']);
    // A carrier's point is not a store.
    await expect(engine.checkout.updatePickup(token, { servicePointId: 'postnl-amsterdam' })).rejects.toMatchObject({
      code: 'service-point-not-found',
    });
    await engine.checkout.updatePickup(token, { servicePointId: 'store-utrecht' });
    expect(await engine.checkout.checkoutMissing(token)).toEqual([]);
    const order = await engine.orders.placeOrder(token, { idempotencyKey: 'pickup-order' });
    expect(order).toMatchObject({
      email: 'anna@example.com',
      billingAddress: ADDRESS_NL,
      pickup: { servicePoint: { id: 'store-utrecht' }, dhlCustomerNumber: null },
      shippingMethodId: 'shipping-store-pickup',
      lines: [{ referencedId: '40001.900', quantity: 1, unitPrice: 1200, totalPrice: 1200 }],
    });

    const de = await cart(STORE_DE);
    await engine.checkout.updateShippingMethod(de, 'shipping-service-point');
    expect(
      (await engine.checkout.getShippingMethods(de)).find((method) => method.type === 'service-point'),
    ).toMatchObject({
      servicePointsProvider: 'dhl',
    });
    await expect(engine.checkout.updatePickup(de, { servicePointId: 'dhl-packstation-koeln' })).rejects.toMatchObject({
      code: 'invalid-pickup',
      details: { reason: 'dhl-customer-number-required' },
    });
    const context = await engine.checkout.updatePickup(de, {
      servicePointId: 'dhl-packstation-koeln',
      dhlCustomerNumber: '12345678',
    });
    expect(context.pickup).toMatchObject({
      dhlCustomerNumber: '12345678',
      servicePoint: { locationType: 'packstation' },
    });
  });

  it('answers an order by number only to the context that placed it', async () => {
    const token = await cart();
    await engine.checkout.updateContact(token, 'anna@example.com');
    await engine.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
    const order = await engine.orders.placeOrder(token, { idempotencyKey: 'by-number' });
    expect((await engine.orders.getOrderOfContext(token, order.orderNumber))?.id).toBe(order.id);
    const { token: stranger } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    expect(await engine.orders.getOrderOfContext(stranger, order.orderNumber)).toBeNull();
  });
});
