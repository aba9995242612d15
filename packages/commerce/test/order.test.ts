import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createEmbeddedCommerce, type EmbeddedCommerce, type PriceSource, TestPaymentService } from '../src';
import { createEngine, PRICES, readyForCheckout, STORE_NL, seedStock, stockOf, WEBHOOK_SECRET } from './fixtures';

describeEachDatabase('placing orders', (getDb) => {
  let engine: EmbeddedCommerce;

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 10, '20413.102.39': 3, '40001.900': 50 });
    ({ engine } = createEngine(getDb()));
  });

  async function cartWith(items: { referencedId: string; quantity?: number }[]) {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await engine.carts.addToCart(token, items);
    await readyForCheckout(engine, token);
    return token;
  }

  it('turns the cart into an order with a number, takes the stock, empties the cart and keeps the last order', async () => {
    const token = await cartWith([{ referencedId: '20413.102.39', quantity: 2 }, { referencedId: '40001.900' }]);
    const order = await engine.orders.placeOrder(token, { idempotencyKey: 'order-a' });
    expect(order).toMatchObject({ orderNumber: expect.stringMatching(/^\d{6,}$/), state: 'open', totalPrice: 19190 });
    expect(await stockOf(getDb(), '20413.102.39')).toBe(1);
    expect(await stockOf(getDb(), '40001.900')).toBe(49);
    expect((await engine.carts.getCart(token)).items).toEqual([]);
    const context = await engine.contexts.getContext(token);
    expect(context.lastOrder).toEqual(order);
    expect(context.cartStatus).toEqual({ status: 'open', orderNumber: order.orderNumber, recover: false });
  });

  it('places one order for the same idempotency key, however often and however concurrently it is sent', async () => {
    const token = await cartWith([{ referencedId: '40001.900' }]);
    const before = await stockOf(getDb(), '40001.900');
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => engine.orders.placeOrder(token, { idempotencyKey: 'order-twice' })),
    );
    const again = await engine.orders.placeOrder(token, { idempotencyKey: 'order-twice' });
    expect(new Set([...orders, again].map((order) => order.id)).size).toBe(1);
    expect(await stockOf(getDb(), '40001.900')).toBe(before - 1);
    const count = await getDb()
      .selectFrom('commerce_order')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('idempotency_key', '=', 'order-twice')
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(1);
  });

  it('refuses a key another context used, and an empty cart', async () => {
    const token = await cartWith([{ referencedId: '40001.900' }]);
    await expect(engine.orders.placeOrder(token, { idempotencyKey: 'order-a' })).rejects.toMatchObject({
      code: 'idempotency-key-reused',
    });
    const { token: empty } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await expect(engine.orders.placeOrder(empty, { idempotencyKey: 'order-empty' })).rejects.toMatchObject({
      code: 'cart-empty',
    });
  });

  it('rolls the whole order back when one line lacks stock', async () => {
    const token = await cartWith([{ referencedId: '40001.900' }, { referencedId: '20413.102.39', quantity: 5 }]);
    const before = await stockOf(getDb(), '40001.900');
    await expect(engine.orders.placeOrder(token, { idempotencyKey: 'order-short' })).rejects.toMatchObject({
      code: 'product-out-of-stock',
      details: { referencedId: '20413.102.39' },
    });
    expect(await stockOf(getDb(), '40001.900')).toBe(before);
    expect((await engine.carts.getCart(token)).items).toHaveLength(2);
    // The key was not used up by the failed attempt.
    await engine.carts.updateCartItem(token, { id: (await engine.carts.getCart(token)).items[1]!.id, quantity: 1 });
    expect((await engine.orders.placeOrder(token, { idempotencyKey: 'order-short' })).state).toBe('open');
  });

  it('asks a price source that reads the same database outside the order transaction (PGlite has one connection)', async () => {
    const catalogLike: PriceSource = {
      async prices(skus, currency) {
        await sql`select 1`.execute(getDb());
        return PRICES.prices(skus, currency);
      },
    };
    const sharing = createEmbeddedCommerce({
      db: getDb(),
      priceSource: catalogLike,
      payments: new TestPaymentService({ secret: WEBHOOK_SECRET, pageBaseUrl: 'http://x' }),
    });
    const { token } = await sharing.contexts.getOrCreateContext(null, STORE_NL);
    await sharing.carts.addToCart(token, [{ referencedId: '40001.900' }]);
    await readyForCheckout(sharing, token);
    expect((await sharing.orders.placeOrder(token, { idempotencyKey: 'order-shared-db' })).state).toBe('open');
  });

  it('sells 10 units to exactly 10 of 200 concurrent checkouts, never below zero', async () => {
    const tokens: string[] = [];
    for (let index = 0; index < 200; index++) tokens.push(await cartWith([{ referencedId: '20413.102.38' }]));
    expect(await stockOf(getDb(), '20413.102.38')).toBe(10);

    const results = await Promise.allSettled(
      tokens.map((token, index) => engine.orders.placeOrder(token, { idempotencyKey: `race-${index}` })),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const result of refused) expect(result.reason).toMatchObject({ code: 'product-out-of-stock' });
    expect(await stockOf(getDb(), '20413.102.38')).toBe(0);
    const lines = await getDb()
      .selectFrom('commerce_order_line')
      .select((eb) => eb.fn.sum<number>('quantity').as('sold'))
      .where('referenced_id', '=', '20413.102.38')
      .executeTakeFirstOrThrow();
    expect(Number(lines.sold)).toBe(10);
  }, 120_000);
});
