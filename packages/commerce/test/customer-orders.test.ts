import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { newMailToken, tokenDigest } from '../src';
import { clockedShop } from './clocked-shop';
import { ADDRESS_NL, readyForCheckout, STORE_NL, seedStock } from './fixtures';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('customer orders, fulfilment and the order history by e-mail', (getDb) => {
  const start = new Date('2027-06-01T09:00:00.000Z');
  let shop: ReturnType<typeof clockedShop>;

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 100, '40001.900': 100, '30500.200.41': 100 });
    shop = clockedShop(getDb(), start);
  });
  beforeEach(() => {
    shop.clock.now = start;
  });

  it('lists the customer’s paid orders newest first, processing until shipped', async () => {
    const { id, token } = await shop.customer();
    const first = await shop.order(token, [{ referencedId: '40001.900' }]);
    shop.clock.now = new Date(start.getTime() + HOUR);
    const second = await shop.order(token, [{ referencedId: '20413.102.38' }]);
    shop.clock.now = new Date(start.getTime() + 2 * HOUR);
    // Neither a failed payment nor one still open is an order of the customer's.
    await shop.order(token, [{ referencedId: '30500.200.41' }], 'failed');
    await shop.order(token, [], null);

    const { count, orders } = await shop.orders.customerOrders(id);
    expect(count).toBe(2);
    expect(orders.map((order) => order.number)).toEqual([second.order.orderNumber, first.order.orderNumber]);
    expect(orders[1]).toMatchObject({
      id: first.order.id,
      createdAt: start,
      orderType: 'sale',
      state: 'paid',
      approvalStatus: 'approved',
      allocationStatus: 'allocated',
      pickStatus: 'not picked',
      shipmentStatus: 'not shipped',
      shipmentMethod: 'home-delivery',
      shipmentDate: null,
      trackTraceUrl: null,
      storeCode: 'nl-nl',
      currency: 'EUR',
      totalPrice: 1695,
      shippingCosts: 495,
      netPrice: 1695 - 294,
      discount: 0,
      billingAddress: expect.objectContaining({ zipcode: ADDRESS_NL.zipcode, city: 'Utrecht' }),
      shippingAddress: null,
      lines: [expect.objectContaining({ referencedId: '40001.900', productNumber: '40001.900', quantity: 1 })],
    });

    const page = await shop.orders.customerOrders(id, { first: 1, offset: 1 });
    expect(page.count).toBe(2);
    expect(page.orders.map((order) => order.id)).toEqual([first.order.id]);
  });

  it('finds one order by id or number, and never another customer’s', async () => {
    const owner = await shop.customer();
    const other = await shop.customer();
    const { order } = await shop.order(owner.token, [{ referencedId: '40001.900' }]);
    expect((await shop.orders.customerOrder(owner.id, order.id))?.number).toBe(order.orderNumber);
    expect((await shop.orders.customerOrder(owner.id, order.orderNumber))?.id).toBe(order.id);
    expect(await shop.orders.customerOrder(other.id, order.id)).toBeNull();
    expect(await shop.orders.customerOrder(other.id, order.orderNumber)).toBeNull();
    expect(await shop.orders.customerOrder(owner.id, 'no-such-order')).toBeNull();
  });

  it('ships a paid order: picked, shipped, with the carrier’s track-and-trace link', async () => {
    const { id, token } = await shop.customer();
    const { order } = await shop.order(token, [{ referencedId: '40001.900' }]);
    const at = new Date('2027-06-02T14:00:00.000Z');
    const shipped = await shop.orders.shipOrder(order.id, { at, trackingCode: '3SABCD1234567' });
    expect(shipped).toMatchObject({
      pickStatus: 'picked',
      shipmentStatus: 'shipped',
      shipmentDate: at,
      // PostNL for a home delivery in the Netherlands, to the billing address's postcode.
      trackTraceUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-3511AB',
    });
    expect((await shop.orders.customerOrder(id, order.id))?.shipmentDate).toEqual(at);

    const unpaid = await shop.order(token, [{ referencedId: '40001.900' }], null);
    await expect(shop.orders.shipOrder(unpaid.order.id, { at, trackingCode: 'X' })).rejects.toMatchObject({
      code: 'order-not-shippable',
    });
    await expect(shop.orders.shipOrder('no-such-order', { at, trackingCode: 'X' })).rejects.toMatchObject({
      code: 'order-not-found',
    });
  });

  it('answers the orders of an e-mail address for a valid order-history token, guest orders included', async () => {
    const email = `History-${Date.now()}@Example.com`;
    const { token } = await shop.customer(email);
    const { order: mine } = await shop.order(token, [{ referencedId: '40001.900' }]);
    // A guest order with the same address in other capitals.
    const guest = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);
    await shop.engine.carts.addToCart(guest.token, [{ referencedId: '40001.900' }]);
    await readyForCheckout(shop.engine, guest.token);
    await shop.engine.checkout.updateContact(guest.token, email.toLowerCase());
    shop.clock.now = new Date(start.getTime() + HOUR);
    const { order: asGuest } = await shop.order(guest.token, []);

    const grant = async (purpose: 'order-history' | 'password-reset', expiresAt: Date) => {
      const mailToken = newMailToken();
      await getDb()
        .insertInto('commerce_customer_token')
        .values({
          digest: tokenDigest(mailToken),
          purpose,
          customer_id: null,
          email,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      return mailToken;
    };
    const valid = await grant('order-history', new Date(start.getTime() + 7 * 24 * HOUR));
    const history = await shop.orders.ordersByEmailToken(valid);
    expect(history?.count).toBe(2);
    expect(history?.orders.map((order) => order.id)).toEqual([asGuest.id, mine.id]);

    const expired = await grant('order-history', new Date(start.getTime() + HOUR / 2));
    expect(await shop.orders.ordersByEmailToken(expired)).toBeNull();
    const reset = await grant('password-reset', new Date(start.getTime() + 7 * 24 * HOUR));
    expect(await shop.orders.ordersByEmailToken(reset)).toBeNull();
    expect(await shop.orders.ordersByEmailToken('made-up')).toBeNull();
    expect(await shop.orders.ordersByEmailToken('')).toBeNull();

    // The valid token stops working when its 7 days are over.
    shop.clock.now = new Date(start.getTime() + 7 * 24 * HOUR + 1);
    expect(await shop.orders.ordersByEmailToken(valid)).toBeNull();
  });
});
