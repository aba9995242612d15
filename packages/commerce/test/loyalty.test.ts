import type { Database } from '@shop/db';
import { describeEachDatabase } from '@shop/db/testing';
import type { Kysely } from 'kysely';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { clockedShop } from './clocked-shop';
import { readyForCheckout, STORE_NL, seedStock } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const urls = { finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' };

async function ledger(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('commerce_loyalty_entry')
    .select(['reason', 'points', 'order_id', 'voucher_id', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

describeEachDatabase('loyalty points and vouchers', (getDb) => {
  const start = new Date('2027-03-01T10:00:00.000Z');
  let shop: ReturnType<typeof clockedShop>;

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 100, '20413.102.39': 100, '40001.900': 100, '30500.200.41': 100 });
    shop = clockedShop(getDb(), start);
  });
  beforeEach(() => {
    shop.clock.now = start;
  });

  it('credits a paid order once, however often its webhook is replayed', async () => {
    const { id, token } = await shop.customer();
    expect(await shop.loyalty.account(id)).toEqual({ points: 50, lifetimePoints: 50, currency: 'EUR' });

    // €89.95, free shipping: 89 points.
    const { order, paymentId, webhook } = await shop.order(token, [{ referencedId: '20413.102.38' }]);
    const replay = await shop.engine.payments.handlePaymentWebhook(webhook.body, webhook.signature);
    expect(replay.applied).toBe(false);
    const again = shop.payments.webhook(paymentId, 'paid', `another-event-${order.id}`);
    expect((await shop.engine.payments.handlePaymentWebhook(again.body, again.signature)).applied).toBe(false);

    expect(await ledger(getDb(), id)).toMatchObject([
      { reason: 'signup', points: 50 },
      { reason: 'order', points: 89, order_id: order.id },
    ]);
    expect(await shop.loyalty.account(id)).toEqual({ points: 139, lifetimePoints: 139, currency: 'EUR' });
    const paid = await shop.engine.orders.getOrder(order.id);
    expect(paid.state).toBe('paid');
    const row = await getDb()
      .selectFrom('commerce_order')
      .select(['customer_id', 'store_code', 'language', 'approval_status', 'allocation_status'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      customer_id: id,
      store_code: 'nl-nl',
      language: 'nl',
      approval_status: 'approved',
      allocation_status: 'allocated',
    });
  });

  it('gives nothing for failed and cancelled payments, nor for guests', async () => {
    const { id, token } = await shop.customer();
    const failed = await shop.order(token, [{ referencedId: '40001.900' }], 'failed');
    // The failed order's lines came back to the cart: order them again and cancel.
    const cancelled = await shop.order(token, [], 'cancelled');
    expect(await ledger(getDb(), id)).toMatchObject([{ reason: 'signup', points: 50 }]);
    const statuses = await getDb()
      .selectFrom('commerce_order')
      .select(['id', 'approval_status', 'allocation_status'])
      .where('id', 'in', [failed.order.id, cancelled.order.id])
      .execute();
    expect(Object.fromEntries(statuses.map((status) => [status.id, status]))).toEqual({
      [failed.order.id]: { id: failed.order.id, approval_status: 'failed', allocation_status: 'not allocated' },
      [cancelled.order.id]: {
        id: cancelled.order.id,
        approval_status: 'cancelled',
        allocation_status: 'not allocated',
      },
    });

    const guest = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);
    const { order } = await shop.order(guest.token, [{ referencedId: '20413.102.38' }]);
    const entries = await getDb()
      .selectFrom('commerce_loyalty_entry')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(entries).toEqual([]);
    const row = await getDb()
      .selectFrom('commerce_order')
      .select('customer_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBeNull();
  });

  it('turns every full 200 points into a voucher of €10, available 14 days later for six months', async () => {
    const { id, token } = await shop.customer();
    // 2 × €89.95 = €179.90: 179 points, 229 with the signup bonus: one voucher, 29 left.
    await shop.order(token, [{ referencedId: '20413.102.38', quantity: 2 }]);
    expect(await shop.loyalty.account(id)).toEqual({ points: 29, lifetimePoints: 229, currency: 'EUR' });
    const entries = await ledger(getDb(), id);
    expect(entries.map((entry) => [entry.reason, entry.points])).toEqual([
      ['signup', 50],
      ['order', 179],
      ['voucher', -200],
    ]);

    const [voucher, ...others] = await shop.loyalty.vouchers(id);
    expect(others).toEqual([]);
    expect(voucher).toMatchObject({
      customerId: id,
      valueMinor: 1000,
      currency: 'EUR',
      validFrom: new Date('2027-03-15T10:00:00.000Z'),
      validUntil: new Date('2027-09-15T10:00:00.000Z'),
      redeemedAt: null,
      minimumPurchaseMinor: null,
    });
    expect(voucher!.barcode).toMatch(/^\d{13}$/);
    expect(voucher!.cardNumber).toBe(voucher!.customerNumber);
    expect(entries[2]!.voucher_id).toBe(voucher!.id);

    // Not yet redeemable; after 14 days it is.
    await shop.engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 2 }]);
    await expect(shop.engine.carts.redeemVoucher(token, voucher!.barcode)).rejects.toMatchObject({
      code: 'voucher-not-yet-valid',
    });
    shop.clock.now = new Date(start.getTime() + 14 * DAY);
    const cart = await shop.engine.carts.redeemVoucher(token, voucher!.barcode);
    expect(cart.promotions).toHaveLength(1);

    // Past its validity it is no longer listed.
    shop.clock.now = new Date('2027-09-15T10:00:01.000Z');
    expect(await shop.loyalty.vouchers(id)).toEqual([]);
  });

  it('makes several vouchers from one large order', async () => {
    const { id, token } = await shop.customer();
    // 5 × €89.95 = €449.75: 449 + 50 = 499 points: two vouchers, 99 left.
    await shop.order(token, [{ referencedId: '20413.102.39', quantity: 5 }]);
    expect((await shop.loyalty.account(id))?.points).toBe(99);
    const vouchers = await shop.loyalty.vouchers(id);
    expect(vouchers).toHaveLength(2);
    expect(new Set(vouchers.map((voucher) => voucher.barcode)).size).toBe(2);
  });
});

describeEachDatabase('redeeming a voucher in the cart', (getDb) => {
  const start = new Date('2027-05-01T08:00:00.000Z');
  const available = new Date('2027-05-20T08:00:00.000Z');
  let shop: ReturnType<typeof clockedShop>;

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 100, '40001.900': 100, '30500.200.41': 100 });
    shop = clockedShop(getDb(), start);
  });
  beforeEach(() => {
    shop.clock.now = start;
  });

  /** A customer with one voucher (earned at `start`), and the clock where it can be redeemed. */
  async function customerWithVoucher() {
    const customer = await shop.customer();
    await shop.order(customer.token, [{ referencedId: '20413.102.38', quantity: 2 }]);
    const [voucher] = await shop.loyalty.vouchers(customer.id);
    shop.clock.now = available;
    return { ...customer, voucher: voucher! };
  }

  it('takes the voucher off the items, with a success notice, and one voucher per cart', async () => {
    const { token, voucher, id } = await customerWithVoucher();
    // Socks: €12.00 plus €4.95 shipping.
    await shop.engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    const cart = await shop.engine.carts.redeemVoucher(token, ` ${voucher.barcode} `);
    expect(cart.promotions).toEqual([
      expect.objectContaining({
        id: `promotion-${voucher.id}`,
        referencedId: voucher.barcode,
        type: 'promotion',
        quantity: 1,
        price: expect.objectContaining({ unitPrice: -1000, totalPrice: -1000 }),
      }),
    ]);
    expect(cart.price).toMatchObject({ positionPrice: 1200, totalPrice: 695 });
    expect(Object.values(cart.errors)).toEqual([
      expect.objectContaining({ code: 'promotion-discount-added', messageKey: 'promotion-discount-added' }),
    ]);
    expect((await shop.engine.contexts.getContext(token)).voucherId).toBe(voucher.id);

    // A second voucher replaces the first (earned by another order, placed without a voucher).
    await shop.engine.carts.removeVoucher(token);
    shop.clock.now = start;
    await shop.order(token, [{ referencedId: '20413.102.38', quantity: 3 }]);
    const vouchers = await shop.loyalty.vouchers(id);
    const second = vouchers.find((candidate) => candidate.id !== voucher.id)!;
    shop.clock.now = new Date(start.getTime() + 20 * DAY);
    await shop.engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    await shop.engine.carts.redeemVoucher(token, voucher.barcode);
    const replaced = await shop.engine.carts.redeemVoucher(token, second.barcode);
    expect(replaced.promotions.map((promotion) => promotion.voucher.id)).toEqual([second.id]);

    // Deleting its promotion line takes the voucher out of the cart.
    const removed = await shop.engine.carts.deleteCartItem(token, replaced.promotions[0]!.id);
    expect(removed.promotions).toEqual([]);
    expect(removed.price).toMatchObject({ positionPrice: 1200, totalPrice: 1695 });
    expect(removed.errors).toEqual({});
    expect((await shop.engine.contexts.getContext(token)).voucherId).toBeNull();
    await expect(shop.engine.carts.deleteCartItem(token, replaced.promotions[0]!.id)).rejects.toMatchObject({
      code: 'cart-item-not-found',
    });
  });

  it('takes off no more than the items cost, and never the shipping', async () => {
    const { token, voucher } = await customerWithVoucher();
    await shop.engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    await getDb().updateTable('commerce_voucher').set({ value_minor: 5000 }).where('id', '=', voucher.id).execute();
    const cart = await shop.engine.carts.redeemVoucher(token, voucher.barcode);
    expect(cart.promotions[0]?.price.totalPrice).toBe(-1200);
    expect(cart.price.totalPrice).toBe(495);
  });

  it('refuses guests, unknown codes, other customers’ vouchers, used, expired and too-small carts', async () => {
    const owner = await customerWithVoucher();
    const other = await shop.customer();
    await shop.engine.carts.addToCart(other.token, [{ referencedId: '40001.900' }]);
    await shop.engine.carts.addToCart(owner.token, [{ referencedId: '40001.900' }]);
    const guest = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);

    await expect(shop.engine.carts.redeemVoucher(guest.token, owner.voucher.barcode)).rejects.toMatchObject({
      code: 'not-logged-in',
    });
    await expect(shop.engine.carts.redeemVoucher(owner.token, '0000000000000')).rejects.toMatchObject({
      code: 'voucher-not-found',
    });
    await expect(shop.engine.carts.redeemVoucher(other.token, owner.voucher.barcode)).rejects.toMatchObject({
      code: 'voucher-not-found',
    });

    await getDb()
      .updateTable('commerce_voucher')
      .set({ minimum_purchase_minor: 2500 })
      .where('id', '=', owner.voucher.id)
      .execute();
    await expect(shop.engine.carts.redeemVoucher(owner.token, owner.voucher.barcode)).rejects.toMatchObject({
      code: 'voucher-minimum-not-reached',
    });
    await shop.engine.carts.addToCart(owner.token, [{ referencedId: '40001.900', quantity: 2 }]);
    expect((await shop.engine.carts.redeemVoucher(owner.token, owner.voucher.barcode)).promotions).toHaveLength(1);
    // Below the minimum again: the cart says so and takes nothing off.
    const lowered = await shop.engine.carts.updateCartItem(owner.token, {
      id: (await shop.engine.carts.getCart(owner.token)).items[0]!.id,
      quantity: 1,
    });
    expect(lowered.promotions).toEqual([]);
    expect(lowered.price.totalPrice).toBe(1695);
    expect(Object.values(lowered.errors).map((error) => error.code)).toEqual(['voucher-minimum-not-reached']);
    await expect(shop.engine.orders.placeOrder(owner.token, { idempotencyKey: 'below-minimum' })).rejects.toMatchObject(
      {
        code: 'voucher-not-valid',
        details: { reason: 'voucher-minimum-not-reached' },
      },
    );
    await shop.engine.carts.removeVoucher(owner.token);

    shop.clock.now = new Date('2027-11-16T00:00:00.000Z');
    await expect(shop.engine.carts.redeemVoucher(owner.token, owner.voucher.barcode)).rejects.toMatchObject({
      code: 'voucher-expired',
    });

    await getDb()
      .updateTable('commerce_voucher')
      .set({ redeemed_at: available, redeemed_order_id: 'elsewhere' })
      .where('id', '=', owner.voucher.id)
      .execute();
    shop.clock.now = available;
    await expect(shop.engine.carts.redeemVoucher(owner.token, owner.voucher.barcode)).rejects.toMatchObject({
      code: 'voucher-redeemed',
    });
  });

  it('shows a cart error and refuses the order when the voucher expires in the cart', async () => {
    const { token, voucher } = await customerWithVoucher();
    await shop.engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    await shop.engine.carts.redeemVoucher(token, voucher.barcode);
    shop.clock.now = new Date(voucher.validUntil.getTime() + 1000);
    const cart = await shop.engine.carts.getCart(token);
    expect(cart.promotions).toEqual([]);
    expect(Object.values(cart.errors)).toEqual([
      expect.objectContaining({ code: 'voucher-expired', key: `voucher-expired-${voucher.barcode}` }),
    ]);
    await readyForCheckout(shop.engine, token);
    await expect(shop.engine.orders.placeOrder(token, { idempotencyKey: 'expired-voucher' })).rejects.toMatchObject({
      code: 'voucher-not-valid',
      details: { reason: 'voucher-expired' },
    });
  });

  it('records the discount on the order, uses the voucher, and earns points on what was paid', async () => {
    const { id, token, voucher } = await customerWithVoucher();
    const pointsBefore = (await shop.loyalty.account(id))!.points;
    await shop.engine.carts.addToCart(token, [{ referencedId: '30500.200.41' }]);
    await shop.engine.carts.redeemVoucher(token, voucher.barcode);
    await readyForCheckout(shop.engine, token);
    const order = await shop.engine.orders.placeOrder(token, { idempotencyKey: `with-voucher-${id}` });
    // €59.95 − €10 = €49.95; shipping stays free: the €50 threshold counts the items before the voucher.
    expect(order).toMatchObject({ itemsTotal: 5995, discount: 1000, shippingCosts: 0, totalPrice: 4995 });
    expect(order.voucherId).toBe(voucher.id);
    const used = await shop.loyalty.voucher(voucher.id);
    expect(used).toMatchObject({ redeemedOrderId: order.id, redeemedAt: available });
    expect(await shop.loyalty.vouchers(id)).toEqual([]);
    expect((await shop.engine.contexts.getContext(token)).voucherId).toBeNull();
    expect((await shop.engine.carts.getCart(token)).promotions).toEqual([]);

    const { paymentId } = await shop.engine.payments.handlePayment(token, { orderId: order.id, ...urls });
    await shop.engine.payments.completeTestPayment(paymentId, 'paid');
    expect((await shop.loyalty.account(id))!.points).toBe(pointsBefore + 49);
  });

  it('gives the voucher back, in the restored cart, when the payment fails', async () => {
    const { id, token, voucher } = await customerWithVoucher();
    await shop.engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    await shop.engine.carts.redeemVoucher(token, voucher.barcode);
    await readyForCheckout(shop.engine, token);
    const order = await shop.engine.orders.placeOrder(token, { idempotencyKey: `failing-${id}` });
    expect((await shop.loyalty.voucher(voucher.id))?.redeemedOrderId).toBe(order.id);
    const { paymentId } = await shop.engine.payments.handlePayment(token, { orderId: order.id, ...urls });
    await shop.engine.payments.completeTestPayment(paymentId, 'failed');

    expect(await shop.loyalty.voucher(voucher.id)).toMatchObject({ redeemedOrderId: null, redeemedAt: null });
    expect((await shop.engine.contexts.getContext(token)).voucherId).toBe(voucher.id);
    const cart = await shop.engine.carts.getCart(token);
    expect(cart.promotions.map((promotion) => promotion.voucher.id)).toEqual([voucher.id]);
    expect(cart.price.totalPrice).toBe(695);

    // Ordered again with the voucher: used by the new order.
    const again = await shop.engine.orders.placeOrder(token, { idempotencyKey: `failing-again-${id}` });
    expect(again.discount).toBe(1000);
    expect((await shop.loyalty.voucher(voucher.id))?.redeemedOrderId).toBe(again.id);
  });

  it('lets one of two carts with the same voucher order it', async () => {
    const { token, voucher, email } = await customerWithVoucher();
    const second = await shop.accounts.logins.login(
      email,
      'correct horse battery',
      { ...STORE_NL, baseUrl: 'http://x' },
      null,
    );
    for (const session of [token, second.context.token]) {
      await shop.engine.carts.addToCart(session, [{ referencedId: '40001.900' }]);
      await shop.engine.carts.redeemVoucher(session, voucher.barcode);
      await readyForCheckout(shop.engine, session);
    }
    const results = await Promise.allSettled([
      shop.engine.orders.placeOrder(token, { idempotencyKey: `race-a-${voucher.id}` }),
      shop.engine.orders.placeOrder(second.context.token, { idempotencyKey: `race-b-${voucher.id}` }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'voucher-not-valid' });
  });
});
