import { CustomerOrders, newMailToken, tokenDigest } from '@shop/commerce';
import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { DAY, ERRORS, ORDER_FIELDS, price, size, stocked } from './order-answers';
import { orderWorld } from './order-world';

describeEachDatabase('customer orders through the gateway', (getDb) => {
  const { clock, shopper, customer, orderAndPay, add } = orderWorld(getDb);

  it('seeds the demo shopper: a shipped and a processing order, points and a voucher to redeem now', async () => {
    const demo = shopper();
    const login = await demo.call<{ login: { customer: { firstName: string } | null; errors: unknown[] } }>(
      `mutation { login(email: "demo@example.com", password: "demo-shopper-2026") { customer { firstName } ${ERRORS} } }`,
    );
    expect(login.login).toEqual({ customer: { firstName: 'Eva' }, errors: [] });
    const data = await demo.call<{
      customerOrders: {
        count: number;
        orders: { displayStatus: { kind: string }; trackTraceUrl: string | null; createdAt: string }[];
      };
      customer: { loyalty: { points: number; lifetimePoints: number }; vouchers: { available: boolean }[] };
    }>(
      `{ customerOrders { count orders { displayStatus { kind } trackTraceUrl createdAt } }
         customer { loyalty { points lifetimePoints } vouchers { available } } }`,
    );
    expect(data.customerOrders.count).toBe(2);
    expect(data.customerOrders.orders).toEqual([
      { displayStatus: { kind: 'PROCESSING' }, trackTraceUrl: null, createdAt: expect.any(String) },
      {
        displayStatus: { kind: 'SHIPPED' },
        trackTraceUrl: 'https://jouw.postnl.nl/track-and-trace/3SDEMO0000001-NL-3511AZ',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.customer.vouchers).toEqual([{ available: true }]);
    expect(data.customer.loyalty.lifetimePoints).toBeGreaterThanOrEqual(200);
    expect(data.customer.loyalty.points).toBe(data.customer.loyalty.lifetimePoints - 200);
  });

  it('shows a logged-in customer’s paid order as processing, then shipped with its track-and-trace link', async () => {
    const anna = await customer(`orders-${Date.now()}@example.com`);
    await add(anna, 1);
    const order = await orderAndPay(anna, `orders-${anna.id}`);

    type Orders = { customerOrders: { count: number; orders: Record<string, unknown>[] } };
    const listed = await anna.call<Orders>(`{ customerOrders { count orders { ${ORDER_FIELDS} } } }`);
    expect(listed.customerOrders.count).toBe(1);
    // Above the €50 threshold: free home delivery.
    const shipping = 0;
    expect(listed.customerOrders.orders[0]).toMatchObject({
      id: order.id,
      number: order.orderNumber,
      orderType: 'sale',
      state: 'PAID',
      approvalStatus: 'approved',
      allocationStatus: 'allocated',
      pickStatus: 'not picked',
      shipmentStatus: 'not shipped',
      shipmentMethod: 'home-delivery',
      shipmentDate: null,
      storeCode: 'nl-nl',
      trackTraceUrl: null,
      displayStatus: { kind: 'PROCESSING', text: 'In behandeling' },
      totalAmount: { amount: price + shipping },
      email: anna.email,
      invoiceAddress: {
        firstname: 'Anna',
        lastname: 'de Vries',
        street: 'Oudegracht',
        houseNumber: '12',
        zipcode: '3511 AB',
        city: 'Utrecht',
        countryCode: 'NL',
      },
      deliveryAddress: { zipcode: '3511 AB' },
      items: [
        {
          type: 'ARTICLE',
          sku: size.sku,
          productNo: stocked.sku,
          name: stocked.name.nl,
          size: size.size,
          quantity: 1,
          salePrice: { amount: price },
          product: { sku: stocked.sku },
        },
        { type: 'DELIVERY', name: 'Thuisbezorgd', quantity: 1, salePrice: { amount: shipping }, product: null },
      ],
    });

    await new CustomerOrders(getDb()).shipOrder(order.id, {
      at: new Date(clock.now.getTime() + DAY),
      trackingCode: '3STEST0001',
    });
    const shipped = await anna.call<{ customerOrder: Record<string, unknown> }>(
      `query O($id: ID!) { customerOrder(id: $id) { ${ORDER_FIELDS} } }`,
      { id: order.orderNumber },
    );
    expect(shipped.customerOrder).toMatchObject({
      displayStatus: { kind: 'SHIPPED', text: 'Verzonden' },
      pickStatus: 'picked',
      shipmentStatus: 'shipped',
      shipmentDate: new Date(clock.now.getTime() + DAY).toISOString(),
      trackTraceUrl: 'https://jouw.postnl.nl/track-and-trace/3STEST0001-NL-3511AB',
    });

    // Someone else's order is not there for another customer, and a guest has no order list.
    const other = await customer(`other-${Date.now()}@example.com`);
    expect(
      await other.call(`query O($id: ID!) { customerOrder(id: $id) { id } customerOrders { count } }`, {
        id: order.id,
      }),
    ).toEqual({ customerOrder: null, customerOrders: { count: 0 } });
    expect(await shopper().call('{ customerOrders { count } customer { id } }')).toEqual({
      customerOrders: null,
      customer: null,
    });
  });

  it('answers the order history of an e-mail token, and null for an expired or unknown one', async () => {
    const email = `history-${Date.now()}@example.com`;
    const dirk = await customer(email);
    await add(dirk, 1);
    const order = await orderAndPay(dirk, `history-${dirk.id}`);
    const grant = async (expiresAt: Date) => {
      const token = newMailToken();
      await getDb()
        .insertInto('commerce_customer_token')
        .values({
          digest: tokenDigest(token),
          purpose: 'order-history',
          customer_id: dirk.id,
          email: email.toUpperCase(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      return token;
    };
    const valid = await grant(new Date(clock.now.getTime() + 7 * DAY));
    const expired = await grant(new Date(clock.now.getTime() - 1000));
    const HISTORY = `query H($token: String!) { orderHistory(emailToken: $token) { count orders { number email displayStatus { kind } } } }`;
    // Anyone with the mail's link reads it: no session needed.
    expect(await shopper().call(HISTORY, { token: valid })).toEqual({
      orderHistory: { count: 1, orders: [{ number: order.orderNumber, email, displayStatus: { kind: 'PROCESSING' } }] },
    });
    expect(await shopper().call(HISTORY, { token: expired })).toEqual({ orderHistory: null });
    expect(await shopper().call(HISTORY, { token: 'made-up' })).toEqual({ orderHistory: null });
  });
});
