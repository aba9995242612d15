import { CustomerOrders, newMailToken, tokenDigest } from '@shop/commerce';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { clientAddressHeaders, config, confirmRegistrationOf, type GraphQLResponse, startGateway } from './harness';
import { dcStock, world } from './world';

const DAY = 24 * 60 * 60 * 1000;
const BASE = 'http://localhost:3000';
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A stocked size of an ordinary product (no pre-order, not coming soon) with room for a few orders. */
const stocked = world.catalog.products.find(
  (product) =>
    !product.isOneSize &&
    product.prices.EUR.price >= 5000 &&
    (!product.comingSoonDate || new Date(product.comingSoonDate) <= new Date()) &&
    product.variants.every((variant) => !variant.deliveryTime) &&
    product.variants.some((variant) => dcStock(variant.sku) >= 12),
)!;
const size = stocked.variants.find((variant) => dcStock(variant.sku) >= 12)!;
const price = stocked.prices.EUR.price;

const ERRORS = 'errors { code message field }';
const ORDER_FIELDS = `
  id number orderType state approvalStatus allocationStatus pickStatus shipmentStatus shipmentMethod shipmentDate
  storeCode trackTraceUrl displayStatus { kind text } totalAmount { amount formatted } shippingCosts { amount }
  email invoiceAddress { firstname lastname street houseNumber zipcode city countryCode }
  deliveryAddress { zipcode }
  items { type sku productNo name size quantity regularPrice { amount } salePrice { amount } product { sku } }
`;
const VOUCHER_FIELDS =
  'id text barcode value { amount formatted } validFrom validUntil customerNumber available redeemed';

describeEachDatabase('customer orders, loyalty and vouchers through the gateway', (getDb) => {
  let gateway: Gateway;
  let url: string;
  const clock = { now: new Date() };
  let clients = 0;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb(), { now: () => clock.now }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A shopper with a session cookie of their own (and an address of their own, for the per-client limits). */
  function shopper(store = 'nl-nl') {
    let token: string | undefined;
    const client = `10.6.${++clients}.1`;
    return {
      get token() {
        return token;
      },
      async call<T = Record<string, never>>(query: string, variables: object = {}) {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shop-store': store,
            ...clientAddressHeaders(client),
            // The embedded storefront's bot-check token (issue 7): the embedded verifier accepts it.
            'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        token = response.headers.get('x-shop-context-token') ?? token;
        const body = (await response.json()) as GraphQLResponse<T>;
        expect(body.errors).toBeUndefined();
        return body.data as T;
      },
    };
  }

  /** A new account, logged in (the session token rotated to the customer's). */
  async function customer(email: string) {
    const shop = shopper();
    const registered = await shop.call<{ registerCustomer: { errors: unknown[] } }>(
      `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { ${ERRORS} } }`,
      {
        input: {
          salutationKey: 'mrs',
          firstName: 'Anna',
          lastName: 'de Vries',
          email,
          password: 'correct horse battery',
          billingAddress: {
            firstName: 'Anna',
            lastName: 'de Vries',
            street: 'Oudegracht',
            houseNumber: '12',
            zipcode: '3511 AB',
            city: 'Utrecht',
            countryIso: 'NL',
          },
        },
      },
    );
    expect(registered.registerCustomer.errors).toEqual([]);
    // The account is made through the confirmation mail's link (issue 14); then the shopper logs in.
    await confirmRegistrationOf({ gateway, url }, email);
    const login = await shop.call<{ login: { customer: { id: string } | null; errors: unknown[] } }>(
      `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { customer { id } ${ERRORS} } }`,
      { email, password: 'correct horse battery' },
    );
    expect(login.login.errors).toEqual([]);
    return Object.assign(shop, { id: login.login.customer!.id, email });
  }

  /** Orders the cart and pays on the hosted test page; answers the placed order. */
  async function orderAndPay(shop: ReturnType<typeof shopper>, key: string, outcome = 'paid') {
    const placed = await shop.call<{
      placeOrder: {
        order: { id: string; orderNumber: string; discount: { amount: number } | null };
        errors: unknown[];
      };
    }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber discount { amount } } ${ERRORS} } }`,
      { input: { idempotencyKey: key } },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    const pay = await shop.call<{ handlePayment: { redirectUrl: string } }>(
      `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl ${ERRORS} } }`,
      {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${BASE}/checkout/success/`,
          errorUrl: `${BASE}/checkout/payment/`,
        },
      },
    );
    const pageUrl = pay.handlePayment.redirectUrl.replace(config.testPayments.pageBaseUrl, `${url}/test-payment`);
    const done = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    return placed.placeOrder.order;
  }

  const add = (shop: ReturnType<typeof shopper>, quantity: number) =>
    shop.call(`mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { ${ERRORS} } }`, {
      items: [{ referencedId: size.sku, quantity }],
    });

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

  it('earns points, makes a voucher available 14 days later, and redeems it in the cart', async () => {
    const start = clock.now;
    const bram = await customer(`loyalty-${Date.now()}@example.com`);
    type Loyalty = {
      customer: {
        loyalty: {
          points: number;
          pointsToNextVoucher: number;
          lifetimePoints: number;
          voucherValue: { amount: number };
        };
        vouchers: Record<string, unknown>[];
      };
    };
    const LOYALTY = `{ customer { loyalty { points pointsToNextVoucher lifetimePoints voucherValue { amount } } vouchers { ${VOUCHER_FIELDS} } } }`;
    expect((await bram.call<Loyalty>(LOYALTY)).customer).toEqual({
      loyalty: { points: 50, pointsToNextVoucher: 150, lifetimePoints: 50, voucherValue: { amount: 1000 } },
      vouchers: [],
    });

    // Enough for one voucher: at least 150 euros.
    const quantity = Math.ceil(15_000 / price);
    await add(bram, quantity);
    await orderAndPay(bram, `loyalty-${bram.id}`);
    const earned = 50 + Math.floor((price * quantity) / 100);
    const after = (await bram.call<Loyalty>(LOYALTY)).customer;
    expect(after.loyalty).toEqual({
      points: earned - 200,
      pointsToNextVoucher: 200 - (earned - 200),
      lifetimePoints: earned,
      voucherValue: { amount: 1000 },
    });
    const validFrom = new Date(start.getTime() + 14 * DAY);
    expect(after.vouchers).toEqual([
      {
        id: expect.any(String),
        text: expect.any(String),
        barcode: expect.stringMatching(/^\d{13}$/),
        value: { amount: 1000, formatted: expect.any(String) },
        validFrom: validFrom.toISOString().slice(0, 10),
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        customerNumber: expect.stringMatching(/^\d+$/),
        available: false,
        redeemed: false,
      },
    ]);
    const voucher = after.vouchers[0] as { barcode: string; text: string; value: { formatted: string } };
    expect(nbsp(voucher.value.formatted)).toBe('€ 10,00');
    expect(nbsp(voucher.text)).toBe('Spaarcheque van € 10,00');

    // Not yet: the voucher becomes redeemable 14 days after it was earned.
    await add(bram, 1);
    const REDEEM = `mutation V($code: String!) { redeemVoucher(code: $code) {
      cart { price { totalPrice { amount } positionPrice { amount } } discount { amount }
             items { type referencedId label price { totalPrice { amount } } product { sku } }
             errors { code message visibility } }
      ${ERRORS} } }`;
    type Redeemed = {
      redeemVoucher: {
        cart: {
          price: { totalPrice: { amount: number }; positionPrice: { amount: number } };
          discount: { amount: number } | null;
          items: { type: string; referencedId: string; label: string; price: { totalPrice: { amount: number } } }[];
          errors: { code: string; message: string; visibility: string }[];
        };
        errors: { code: string; message: string; field: string }[];
      };
    };
    const early = await bram.call<Redeemed>(REDEEM, { code: voucher.barcode });
    expect(early.redeemVoucher.errors).toEqual([
      {
        code: 'VOUCHER_NOT_YET_VALID',
        message: expect.stringContaining('14 dagen'),
        field: 'code',
      },
    ]);
    expect(early.redeemVoucher.cart.discount).toBeNull();

    clock.now = new Date(validFrom.getTime() + 60_000);
    const listed = (await bram.call<Loyalty>(LOYALTY)).customer.vouchers;
    expect(listed).toMatchObject([{ barcode: voucher.barcode, available: true, redeemed: false }]);

    const redeemed = await bram.call<Redeemed>(REDEEM, { code: voucher.barcode });
    expect(redeemed.redeemVoucher.errors).toEqual([]);
    const cart = redeemed.redeemVoucher.cart;
    expect(cart.discount).toEqual({ amount: 1000 });
    expect(cart.price.totalPrice.amount).toBe(price - 1000);
    expect(cart.items).toEqual([
      expect.objectContaining({ type: 'PRODUCT', referencedId: size.sku }),
      {
        type: 'PROMOTION',
        referencedId: voucher.barcode,
        label: voucher.text,
        price: { totalPrice: { amount: -1000 } },
        product: null,
      },
    ]);
    expect(cart.errors).toEqual([
      {
        code: 'promotion-discount-added',
        message: 'Er is een korting aan je winkelmand toegevoegd.',
        visibility: 'SUCCESS',
      },
    ]);
    const context = await bram.call<{ context: { voucher: { barcode: string } | null } }>(
      '{ context { voucher { barcode } } }',
    );
    expect(context.context.voucher).toEqual({ barcode: voucher.barcode });

    const order = await orderAndPay(bram, `voucher-${bram.id}`);
    expect(order.discount).toEqual({ amount: -1000 });
    const detail = await bram.call<{ customerOrder: { totalAmount: { amount: number }; items: unknown[] } }>(
      `query O($id: ID!) { customerOrder(id: $id) { totalAmount { amount } items { type name salePrice { amount } } } }`,
      { id: order.id },
    );
    expect(detail.customerOrder.totalAmount.amount).toBe(price - 1000);
    expect(detail.customerOrder.items).toContainEqual({
      type: 'DISCOUNT',
      name: 'Spaarcheque',
      salePrice: { amount: -1000 },
    });
    // Used: no longer among the vouchers to redeem, and no longer in the cart.
    expect((await bram.call<Loyalty>(LOYALTY)).customer.vouchers).toEqual([]);
  });

  it('refuses a voucher for a guest and an unknown code, in the shopper’s language', async () => {
    const guest = shopper('en');
    await add(guest, 1);
    const refused = await guest.call<{ redeemVoucher: { cart: { discount: null }; errors: unknown[] } }>(
      `mutation { redeemVoucher(code: "2000000000015") { cart { discount { amount } } ${ERRORS} } }`,
    );
    expect(refused.redeemVoucher).toEqual({
      cart: { discount: null },
      errors: [{ code: 'NOT_LOGGED_IN', message: 'Please log in to redeem a voucher.', field: null }],
    });

    const carla = await customer(`unknown-code-${Date.now()}@example.com`);
    const unknown = await carla.call<{ redeemVoucher: { errors: unknown[] } }>(
      `mutation { redeemVoucher(code: "2000000000015") { ${ERRORS} } }`,
    );
    expect(unknown.redeemVoucher.errors).toEqual([
      { code: 'VOUCHER_NOT_FOUND', message: expect.stringContaining('chequecode'), field: 'code' },
    ]);
    const removed = await carla.call<{ removeVoucher: { cart: { discount: null }; errors: unknown[] } }>(
      `mutation { removeVoucher { cart { discount { amount } } ${ERRORS} } }`,
    );
    expect(removed.removeVoucher).toEqual({ cart: { discount: null }, errors: [] });
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
