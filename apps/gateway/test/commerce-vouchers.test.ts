import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { config, confirmRegistrationOf, startGateway } from './harness';
import { BASE, DAY, ERRORS, nbsp, price, size, VOUCHER_FIELDS } from './order-answers';
import { gatewayShopper } from './shopper';

describeEachDatabase('loyalty points and vouchers through the gateway', (getDb) => {
  let gateway: Gateway;
  let url: string;
  const clock = { now: new Date() };

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb(), { now: () => clock.now }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A shopper with a session cookie of their own (and an address of their own, for the per-client limits). */
  function shopper(store = 'nl-nl') {
    return gatewayShopper(url, { store });
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
    // The account is made through the confirmation mail's link; then the shopper logs in.
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
});
