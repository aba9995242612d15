import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedCommerce, TestPaymentService } from '../src';
import { createEngine, readyForCheckout, STORE_NL, seedStock, stockOf, WEBHOOK_SECRET } from './fixtures';

describe('the test payment service', () => {
  const psp = new TestPaymentService({ secret: WEBHOOK_SECRET, pageBaseUrl: 'http://localhost:4000/test-payment/' });

  it('signs webhooks with HMAC-SHA256 and recognises only its own signature', () => {
    const { body, signature } = psp.webhook('payment-1', 'paid', 'event-1');
    expect(JSON.parse(body)).toEqual({ eventId: 'event-1', paymentId: 'payment-1', outcome: 'paid' });
    // printf '%s' "$body" | openssl dgst -sha256 -hmac "$secret"
    expect(signature).toBe('4e25d644c21ec87ee48665798f2a0605383babd35775ea2c03c5290f2ac8051f');
    expect(psp.verify(body, signature)).toBe(true);
    expect(psp.verify(body.replace('paid', 'failed'), signature)).toBe(false);
    expect(psp.verify(body, signature.slice(0, 62))).toBe(false);
    expect(psp.verify(body, 'not hex')).toBe(false);
    const other = new TestPaymentService({ secret: 'another-secret-0123456789', pageBaseUrl: 'http://x' });
    expect(other.verify(body, signature)).toBe(false);
  });

  it('answers a hosted page per payment and refuses a short secret', () => {
    expect(psp.hostedPageUrl('payment 1')).toBe('http://localhost:4000/test-payment/payment%201');
    expect(() => new TestPaymentService({ secret: 'short', pageBaseUrl: 'http://x' })).toThrow(RangeError);
  });
});

describeEachDatabase('paying an order', (getDb) => {
  let engine: EmbeddedCommerce;
  let payments: TestPaymentService;
  const urls = { finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' };

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 20, '40001.900': 20 });
    ({ engine, payments } = createEngine(getDb()));
  });

  async function placedOrder(key: string) {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await engine.carts.addToCart(token, [{ referencedId: '20413.102.38' }, { referencedId: '40001.900', quantity: 2 }]);
    await readyForCheckout(engine, token);
    const order = await engine.orders.placeOrder(token, { idempotencyKey: key });
    const { redirectUrl, paymentId } = await engine.payments.handlePayment(token, { orderId: order.id, ...urls });
    return { token, order, redirectUrl, paymentId };
  }

  it('hands off to the hosted test page, and a paid webhook sends the shopper to the finish URL', async () => {
    const { token, order, redirectUrl, paymentId } = await placedOrder('pay-1');
    expect(redirectUrl).toBe(`http://localhost:4000/test-payment/${paymentId}`);
    const result = await engine.payments.completeTestPayment(paymentId, 'paid');
    expect(result).toEqual({
      applied: true,
      orderId: order.id,
      orderNumber: order.orderNumber,
      state: 'paid',
      redirectUrl: `/checkout/success/?order=${order.orderNumber}`,
    });
    expect((await engine.contexts.getContext(token)).cartStatus).toEqual({
      status: 'paid',
      orderNumber: order.orderNumber,
      recover: false,
    });
    expect((await engine.carts.getCart(token)).items).toEqual([]);
    await expect(engine.payments.handlePayment(token, { orderId: order.id, ...urls })).rejects.toMatchObject({
      code: 'order-already-paid',
    });
  });

  it('changes the order once: a replayed webhook and a later, contradicting one change nothing', async () => {
    const { order, paymentId } = await placedOrder('pay-2');
    const paid = payments.webhook(paymentId, 'paid', 'event-pay-2');
    expect((await engine.payments.handlePaymentWebhook(paid.body, paid.signature)).applied).toBe(true);
    const stockAfterPayment = await stockOf(getDb(), '20413.102.38');

    const replay = await engine.payments.handlePaymentWebhook(paid.body, paid.signature);
    expect(replay).toMatchObject({ applied: false, state: 'paid' });
    const late = payments.webhook(paymentId, 'failed', 'event-fail-2');
    expect(await engine.payments.handlePaymentWebhook(late.body, late.signature)).toMatchObject({
      applied: false,
      state: 'paid',
      redirectUrl: `/checkout/success/?order=${order.orderNumber}`,
    });
    expect((await engine.orders.getOrder(order.id)).state).toBe('paid');
    expect(await stockOf(getDb(), '20413.102.38')).toBe(stockAfterPayment);
  });

  it('applies concurrent deliveries of the same webhook once', async () => {
    const { order, paymentId } = await placedOrder('pay-3');
    const cancelled = payments.webhook(paymentId, 'cancelled', 'event-cancel-3');
    const before = await stockOf(getDb(), '40001.900');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => engine.payments.handlePaymentWebhook(cancelled.body, cancelled.signature)),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect((await engine.orders.getOrder(order.id)).state).toBe('cancelled');
    // The stock came back once.
    expect(await stockOf(getDb(), '40001.900')).toBe(before + 2);
  });

  it.each(['failed', 'cancelled'] as const)(
    'a %s payment cancels the order, gives the stock back and keeps the cart restorable',
    async (outcome) => {
      const shoesBefore = await stockOf(getDb(), '20413.102.38');
      const { token, order, paymentId } = await placedOrder(`pay-${outcome}`);
      expect(await stockOf(getDb(), '20413.102.38')).toBe(shoesBefore - 1);
      const result = await engine.payments.completeTestPayment(paymentId, outcome);
      expect(result).toMatchObject({ applied: true, state: outcome });
      // The return address carries a restore link of the saved cart, never the session's token.
      const back = new URL(result.redirectUrl, 'http://localhost:3000');
      expect(back.pathname).toBe('/checkout/payment/');
      expect(back.searchParams.get('status')).toBe(outcome);
      const link = back.searchParams.get('token') ?? '';
      expect(link).toMatch(/^cart\.[\w-]{43}$/);
      expect(link).not.toContain(token);
      expect(await stockOf(getDb(), '20413.102.38')).toBe(shoesBefore);

      const kept = await engine.contexts.getContext(token);
      expect(kept.cartStatus).toEqual({ status: outcome, orderNumber: order.orderNumber, recover: true });
      const lines = (cart: Awaited<ReturnType<EmbeddedCommerce['carts']['getCart']>>) =>
        cart.items.map((item) => [item.referencedId, item.quantity, item.payload.options]);
      const expected = [
        ['20413.102.38', 1, [{ group: 'Size', option: '38' }]],
        ['40001.900', 2, []],
      ];
      expect(lines(await engine.carts.getCart(token))).toEqual(expected);
      // Opened in another browser (no session), the link copies the lines into a new session of its own.
      const elsewhere = await engine.carts.restoreCart(link, null, STORE_NL);
      expect(elsewhere.token).not.toBe(token);
      expect(lines(await engine.carts.getCart(elsewhere.token))).toEqual(expected);
      // Opened where the cart is already (the same browser), it changes nothing.
      await engine.carts.restoreCart(link, token, STORE_NL);
      expect(lines(await engine.carts.getCart(token))).toEqual(expected);
      await expect(engine.payments.handlePayment(token, { orderId: order.id, ...urls })).rejects.toMatchObject({
        code: 'order-not-payable',
      });
      // The shopper orders again from the kept cart.
      const again = await engine.orders.placeOrder(token, { idempotencyKey: `pay-${outcome}-again` });
      expect(again.orderNumber).not.toBe(order.orderNumber);
      expect(again.totalPrice).toBe(order.totalPrice);
    },
  );

  it('refuses webhooks with a wrong signature or body, and payments of another context’s order', async () => {
    const { order, paymentId } = await placedOrder('pay-4');
    const forged = payments.webhook(paymentId, 'paid');
    await expect(engine.payments.handlePaymentWebhook(forged.body, '0'.repeat(64))).rejects.toMatchObject({
      code: 'invalid-webhook-signature',
    });
    const garbage = '{"paymentId":1}';
    await expect(engine.payments.handlePaymentWebhook(garbage, payments.sign(garbage))).rejects.toMatchObject({
      code: 'invalid-webhook',
    });
    const unknown = payments.webhook('no-such-payment', 'paid');
    await expect(engine.payments.handlePaymentWebhook(unknown.body, unknown.signature)).rejects.toMatchObject({
      code: 'payment-not-found',
    });
    const stranger = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await expect(engine.payments.handlePayment(stranger.token, { orderId: order.id, ...urls })).rejects.toMatchObject({
      code: 'order-not-found',
    });
    expect((await engine.orders.getOrder(order.id)).state).toBe('open');
  });
});
