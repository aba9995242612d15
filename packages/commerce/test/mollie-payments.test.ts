import type { Database } from '@shop/db';
import { describeEachDatabase } from '@shop/db/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmbeddedCommerce,
  type EmbeddedCommerce,
  formatAmount,
  MolliePaymentProvider,
  orderOutcomeOf,
  type PaymentUrls,
  parseAmount,
  returnOutcomeOf,
} from '../src';
import { RecordedMollie, type RecordedMollieStatus } from '../src/testing';
import { PRICES, readyForCheckout, SERVICE_POINTS, STORE_GB, STORE_NL, seedStock, stockOf } from './fixtures';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const URLS: PaymentUrls = {
  webhookUrl: 'https://gateway.example.com/payment-webhook/mollie',
  returnUrl: (paymentId) => `https://gateway.example.com/payment-return/${paymentId}`,
  description: (orderNumber) => `Order ${orderNumber}`,
};
const SHOP = {
  finishUrl: 'https://shop.example.com/checkout/success/',
  errorUrl: 'https://shop.example.com/checkout/payment/',
};

describe('Mollie amounts and statuses', () => {
  it('formats amounts as strings with two decimals, in EUR and GBP, and reads them back', () => {
    expect(formatAmount({ amount: 10195, currency: 'EUR' })).toEqual({ currency: 'EUR', value: '101.95' });
    expect(formatAmount({ amount: 5, currency: 'EUR' })).toEqual({ currency: 'EUR', value: '0.05' });
    expect(formatAmount({ amount: 7995, currency: 'GBP' })).toEqual({ currency: 'GBP', value: '79.95' });
    expect(formatAmount({ amount: 100000, currency: 'GBP' })).toEqual({ currency: 'GBP', value: '1000.00' });
    expect(parseAmount({ currency: 'GBP', value: '79.95' })).toEqual({ amount: 7995, currency: 'GBP' });
    expect(() => formatAmount({ amount: 10.5, currency: 'EUR' })).toThrow(RangeError);
    expect(() => parseAmount({ currency: 'EUR', value: '10.5' })).toThrow(RangeError);
  });

  it('maps each of Mollie statuses to the order and to the return page', () => {
    const statuses: RecordedMollieStatus[] = ['open', 'pending', 'authorized', 'paid', 'canceled', 'failed', 'expired'];
    expect(statuses.map((status) => [status, orderOutcomeOf(status), returnOutcomeOf(status)])).toEqual([
      ['open', null, 'open'],
      ['pending', null, 'open'],
      ['authorized', 'paid', 'paid'],
      ['paid', 'paid', 'paid'],
      ['canceled', 'cancelled', 'cancelled'],
      ['failed', 'failed', 'failed'],
      ['expired', 'cancelled', 'expired'],
    ]);
  });
});

describeEachDatabase('paying with Mollie (recorded exchanges)', (getDb) => {
  const mollie = new RecordedMollie();
  let engine: EmbeddedCommerce;
  let apiUrl: string;

  beforeAll(async () => {
    apiUrl = await mollie.start();
    await seedStock(getDb(), { '20413.102.38': 50, '40001.900': 50 });
    engine = engineWith(getDb(), new MolliePaymentProvider({ apiKey: API_KEY, apiUrl, timeoutMs: 2000 }));
  });
  afterAll(() => mollie.close());

  async function placedOrder(key: string, store: typeof STORE_NL | typeof STORE_GB = STORE_NL) {
    const { token } = await engine.contexts.getOrCreateContext(null, store);
    await engine.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    if (store === STORE_NL) await readyForCheckout(engine, token);
    else {
      await engine.checkout.updateContact(token, 'sam@example.com');
      await engine.checkout.updateAddresses(token, {
        billingAddress: {
          firstName: 'Sam',
          lastName: 'Jones',
          street: 'High Street',
          houseNumber: '1',
          zipcode: 'SW1A 1AA',
          city: 'London',
          countryIso: 'GB',
        },
        shippingAddress: null,
      });
    }
    const order = await engine.orders.placeOrder(token, { idempotencyKey: key });
    return { token, order };
  }

  async function paying(key: string, store: typeof STORE_NL | typeof STORE_GB = STORE_NL) {
    const { token, order } = await placedOrder(key, store);
    const { redirectUrl, paymentId } = await engine.payments.handlePayment(token, { orderId: order.id, ...SHOP });
    const created = mollie.requests.filter((request) => request.method === 'POST').at(-1)!;
    const row = await getDb()
      .selectFrom('commerce_payment')
      .select('provider_payment_id')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return { token, order, redirectUrl, paymentId, created, mollieId: row.provider_payment_id! };
  }

  it('creates the payment with the amount as Mollie wants it, the description, return and webhook URLs', async () => {
    const { order, redirectUrl, paymentId, created, mollieId } = await paying('mollie-create');
    expect(created.body).toMatchObject({
      amount: { currency: 'EUR', value: formatAmount({ amount: order.totalPrice, currency: 'EUR' }).value },
      description: `Order ${order.orderNumber}`,
      redirectUrl: `https://gateway.example.com/payment-return/${paymentId}`,
      webhookUrl: 'https://gateway.example.com/payment-webhook/mollie',
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { orderId: order.id, orderNumber: order.orderNumber, paymentId },
    });
    expect(redirectUrl).toBe(`https://www.mollie.com/checkout/select-method/${mollieId.slice(3)}`);
    const row = await getDb()
      .selectFrom('commerce_payment')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'mollie',
      provider_payment_id: mollieId,
      provider_status: 'open',
      state: 'open',
    });
  });

  it('sends GBP in two decimals from a British store', async () => {
    const { order, created } = await paying('mollie-gbp', STORE_GB);
    expect(order.currency).toBe('GBP');
    expect(created.body).toMatchObject({
      amount: { currency: 'GBP', value: formatAmount({ amount: order.totalPrice, currency: 'GBP' }).value },
      method: 'creditcard',
      locale: 'en_GB',
    });
  });

  it('moves the order once: webhooks twice, out of order, and the return after them change nothing more', async () => {
    const { order, paymentId, mollieId } = await paying('mollie-replay');
    // A webhook while the payment is still open (sent for an earlier change) moves nothing.
    expect(await engine.payments.handleProviderWebhook(mollieId)).toMatchObject({ applied: false, state: 'open' });
    mollie.setStatus(mollieId, 'paid');
    expect(await engine.payments.handleProviderWebhook(mollieId)).toMatchObject({ applied: true, state: 'paid' });
    expect(await engine.payments.handleProviderWebhook(mollieId)).toMatchObject({ applied: false, state: 'paid' });
    // A later status at Mollie (a chargeback shows as failed in this recording) does not undo the paid order.
    mollie.setStatus(mollieId, 'failed');
    expect(await engine.payments.handleProviderWebhook(mollieId)).toMatchObject({ applied: false, state: 'paid' });
    expect((await engine.orders.getOrder(order.id)).state).toBe('paid');
    expect(await engine.payments.returnFromProvider(paymentId)).toMatchObject({
      outcome: 'paid',
      redirectUrl: `${SHOP.finishUrl}?order=${order.orderNumber}`,
    });
  });

  it('applies concurrent webhooks of one payment once', async () => {
    const { order, mollieId } = await paying('mollie-concurrent');
    mollie.setStatus(mollieId, 'canceled');
    const before = await stockOf(getDb(), '20413.102.38');
    const results = await Promise.all(Array.from({ length: 4 }, () => engine.payments.handleProviderWebhook(mollieId)));
    expect(results.filter((result) => result?.applied)).toHaveLength(1);
    expect(await stockOf(getDb(), '20413.102.38')).toBe(before + 1);
    expect((await engine.orders.getOrder(order.id)).state).toBe('cancelled');
  });

  it('answers nothing for a payment the shop does not know, and changes nothing', async () => {
    expect(await engine.payments.handleProviderWebhook('tr_unknown')).toBeNull();
    expect(await engine.payments.handleProviderWebhook('not an id')).toBeNull();
  });

  it.each([
    ['paid', 'paid'],
    ['authorized', 'paid'],
    ['open', 'open'],
    ['pending', 'open'],
    ['canceled', 'cancelled'],
    ['failed', 'failed'],
    ['expired', 'expired'],
  ] as const)(
    'shows the shopper back from Mollie with %s the outcome %s, before any webhook',
    async (status, outcome) => {
      const { token, order, paymentId, mollieId } = await paying(`mollie-return-${status}`);
      mollie.setStatus(mollieId, status);
      const back = await engine.payments.returnFromProvider(paymentId);
      expect(back?.outcome).toBe(outcome);
      if (outcome === 'paid') expect(back?.redirectUrl).toBe(`${SHOP.finishUrl}?order=${order.orderNumber}`);
      else expect(back?.redirectUrl).toMatch(new RegExp(`^${SHOP.errorUrl}\\?status=${outcome}`));
      const state = (await engine.orders.getOrder(order.id)).state;
      expect(state).toBe(
        { paid: 'paid', open: 'open', cancelled: 'cancelled', failed: 'failed', expired: 'cancelled' }[outcome],
      );
      // A payment that did not go through puts the lines back into the cart, with a restore link in the way back.
      const cart = await engine.carts.getCart(token);
      expect(cart.items.length).toBe(outcome === 'paid' || outcome === 'open' ? 0 : 1);
      if (outcome !== 'paid' && outcome !== 'open') expect(back?.redirectUrl).toMatch(/&token=/);
    },
  );

  it('keeps the order open and payable when Mollie is down (5xx) or does not answer', async () => {
    const { token, order } = await placedOrder('mollie-down');
    mollie.failNext(3); // the client's own three attempts
    await expect(engine.payments.handlePayment(token, { orderId: order.id, ...SHOP })).rejects.toMatchObject({
      code: 'payment-provider-unavailable',
    });
    const slowEngine = engineWith(getDb(), new MolliePaymentProvider({ apiKey: API_KEY, apiUrl, timeoutMs: 100 }));
    mollie.failNext(1, 'hang');
    await expect(slowEngine.payments.handlePayment(token, { orderId: order.id, ...SHOP })).rejects.toMatchObject({
      code: 'payment-provider-unavailable',
    });
    expect((await engine.orders.getOrder(order.id)).state).toBe('open');
    const kept = await getDb().selectFrom('commerce_payment').select('id').where('order_id', '=', order.id).execute();
    expect(kept).toEqual([]);
    // Mollie is back: the same order is paid.
    const again = await engine.payments.handlePayment(token, { orderId: order.id, ...SHOP });
    expect(again.redirectUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
  });

  it('tells the shopper what the shop knows when Mollie is down on their return', async () => {
    const { paymentId } = await paying('mollie-down-return');
    mollie.failNext(3);
    expect(await engine.payments.returnFromProvider(paymentId)).toMatchObject({ outcome: 'open' });
  });

  it('offers the methods Mollie has enabled for the amount, in the store country order, cached', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    const lists = () => mollie.requests.filter((request) => request.path.startsWith('/v2/methods')).length;
    const before = lists();
    const methods = await engine.checkout.getPaymentMethods(token);
    // NL: iDEAL, cards, PayPal, Klarna; PayPal is not enabled at Mollie in this recording, Bancontact is not Dutch.
    expect(methods.map((method) => method.id)).toEqual(['payment-ideal', 'payment-card', 'payment-klarna']);
    await engine.checkout.getPaymentMethods(token);
    expect(lists()).toBe(before + 1);
    await expect(engine.checkout.updatePaymentMethod(token, 'payment-paypal')).rejects.toMatchObject({
      code: 'payment-method-not-available',
    });
    const gb = await engine.contexts.getOrCreateContext(null, STORE_GB);
    await engine.carts.addToCart(gb.token, [{ referencedId: '20413.102.38' }]);
    expect((await engine.checkout.getPaymentMethods(gb.token)).map((method) => method.id)).toEqual([
      'payment-card',
      'payment-paypal',
    ]);
    const request = mollie.requests.filter((r) => r.path.startsWith('/v2/methods')).at(-1)!;
    expect(new URL(request.path, 'https://x').searchParams.get('amount[value]')).toMatch(/^\d+\.\d{2}$/);
  });

  it('cancels the open payment of an unpaid order, and refunds a paid one', async () => {
    const open = await paying('mollie-cancel');
    const cancelled = await engine.payments.cancelOrderPayment(open.order.id);
    expect(cancelled).toMatchObject({ applied: true, state: 'cancelled' });
    expect(mollie.payment(open.mollieId)?.status).toBe('canceled');
    await expect(engine.payments.cancelOrderPayment(open.order.id)).rejects.toMatchObject({
      code: 'payment-not-cancelable',
    });

    const paid = await paying('mollie-refund');
    mollie.setStatus(paid.mollieId, 'paid');
    await engine.payments.handleProviderWebhook(paid.mollieId);
    await expect(engine.payments.refundOrder(paid.order.id, paid.order.totalPrice + 1)).rejects.toMatchObject({
      code: 'payment-not-refundable',
    });
    const refund = await engine.payments.refundOrder(paid.order.id, 500);
    expect(refund).toMatchObject({ id: 're_4qqhO89gsT', status: 'pending', amount: { amount: 500, currency: 'EUR' } });
    const rest = await engine.payments.refundOrder(paid.order.id);
    expect(rest.amount.amount).toBe(paid.order.totalPrice - 500);
    await expect(engine.payments.refundOrder(paid.order.id)).rejects.toMatchObject({ code: 'payment-not-refundable' });
    await expect(engine.payments.refundOrder(open.order.id)).rejects.toMatchObject({ code: 'payment-not-refundable' });
  });
});

function engineWith(db: Kysely<Database>, provider: MolliePaymentProvider) {
  return createEmbeddedCommerce({
    db,
    priceSource: PRICES,
    payments: provider,
    paymentUrls: URLS,
    servicePoints: SERVICE_POINTS,
  });
}
