import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { CART_LINK_LIFETIME_MS, createEmbeddedCommerce, type EmbeddedCommerce, tokenDigest } from '../src';
import { clockedShop } from './clocked-shop';
import { PRICES, readyForCheckout, SERVICE_POINTS, STORE_GB, STORE_NL, seedStock, stockOf } from './fixtures';

type Shop = ReturnType<typeof clockedShop>;

describeEachDatabase('cart restore links', (getDb) => {
  let shop: Shop;
  const start = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 50, '20413.102.39': 50, '40001.900': 50 });
    shop = clockedShop(getDb(), start);
  });

  const lines = async (token: string) =>
    (await shop.engine.carts.getCart(token)).items.map((item) => [item.referencedId, item.quantity]);
  const contextCount = async () =>
    Number(
      (await sql<{ count: string }>`select count(*) as count from commerce_context`.execute(getDb())).rows[0]!.count,
    );

  async function savedCart(items: { referencedId: string; quantity?: number }[]) {
    const { token } = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);
    await shop.engine.carts.addToCart(token, items);
    const link = await shop.engine.carts.createCartLink(token);
    if (!link) throw new Error('no link');
    return { token, link };
  }

  it('is random, shaped apart from session tokens, and stored only as a digest', async () => {
    const { token, link } = await savedCart([{ referencedId: '40001.900', quantity: 2 }]);
    expect(link).toMatch(/^cart\.[\w-]{43}$/);
    expect(link).not.toContain(token);
    const second = await shop.engine.carts.createCartLink(token);
    expect(second).not.toBe(link);
    const rows = await getDb().selectFrom('commerce_cart_link').selectAll().execute();
    expect(rows.some((row) => row.digest === tokenDigest(link))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(link.slice(5));
    const row = rows.find((candidate) => candidate.digest === tokenDigest(link))!;
    expect(row.lines).toEqual([{ referencedId: '40001.900', quantity: 2 }]);
    expect(row.expires_at.getTime() - start.getTime()).toBe(CART_LINK_LIFETIME_MS);
    // An empty cart makes no link.
    const empty = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);
    expect(await shop.engine.carts.createCartLink(empty.token)).toBeNull();
  });

  it('copies the saved lines into a new guest session of the visitor, never the one it was made from', async () => {
    const { token, link } = await savedCart([
      { referencedId: '20413.102.38' },
      { referencedId: '40001.900', quantity: 3 },
    ]);
    const restored = await shop.engine.carts.restoreCart(link, null, STORE_NL);
    expect(restored.token).not.toBe(token);
    expect(restored).toMatchObject({ kind: 'guest', customerId: null });
    expect(await lines(restored.token)).toEqual([
      ['20413.102.38', 1],
      ['40001.900', 3],
    ]);
    // The lines are a copy: what the visitor does to them leaves the saved cart's session alone, and the reverse.
    await shop.engine.carts.addToCart(restored.token, [{ referencedId: '20413.102.39' }]);
    await shop.engine.carts.addToCart(token, [{ referencedId: '20413.102.38' }]);
    expect(await lines(token)).toEqual([
      ['20413.102.38', 2],
      ['40001.900', 3],
    ]);
  });

  it('merges into a logged-in customer’s own cart, who stays logged in as themselves', async () => {
    const { link } = await savedCart([{ referencedId: '40001.900', quantity: 2 }]);
    const customer = await shop.customer();
    await shop.engine.carts.addToCart(customer.token, [{ referencedId: '20413.102.39' }]);
    const restored = await shop.engine.carts.restoreCart(link, customer.token, STORE_NL);
    expect(restored).toMatchObject({ token: customer.token, kind: 'customer', customerId: customer.id });
    expect(await lines(customer.token)).toEqual([
      ['20413.102.39', 1],
      ['40001.900', 2],
    ]);
  });

  it('doubles nothing when opened twice or where the lines are already: each line keeps the larger quantity', async () => {
    const { token, link } = await savedCart([
      { referencedId: '20413.102.38', quantity: 2 },
      { referencedId: '40001.900' },
    ]);
    const visitor = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);
    await shop.engine.carts.addToCart(visitor.token, [{ referencedId: '40001.900', quantity: 5 }]);
    await shop.engine.carts.restoreCart(link, visitor.token, STORE_NL);
    await shop.engine.carts.restoreCart(link, visitor.token, STORE_NL);
    await Promise.all([1, 2, 3].map(() => shop.engine.carts.restoreCart(link, visitor.token, STORE_NL)));
    expect(await lines(visitor.token)).toEqual([
      ['40001.900', 5],
      ['20413.102.38', 2],
    ]);
    // The session the link was made from: opened there, nothing changes either.
    await shop.engine.carts.restoreCart(link, token, STORE_NL);
    expect(await lines(token)).toEqual([
      ['20413.102.38', 2],
      ['40001.900', 1],
    ]);
  });

  it('leaves out what cannot be ordered in the visitor’s currency', async () => {
    const { link } = await savedCart([{ referencedId: '20413.102.38' }, { referencedId: '40001.900' }]);
    const restored = await shop.engine.carts.restoreCart(link, null, STORE_GB);
    expect(await lines(restored.token)).toEqual([['20413.102.38', 1]]);
  });

  it('refuses an expired link, an unknown one and a session token, and then changes and creates nothing', async () => {
    const { token, link } = await savedCart([{ referencedId: '40001.900' }]);
    const visitor = await shop.engine.contexts.getOrCreateContext(null, STORE_NL);
    await shop.engine.carts.addToCart(visitor.token, [{ referencedId: '20413.102.39' }]);
    const customer = await shop.customer();
    const contexts = await contextCount();

    const refusals: [string, string][] = [
      // Someone's session token, a guest's or a customer's, as a restore token.
      [token, 'cart-link-not-found'],
      [customer.token, 'cart-link-not-found'],
      [`cart.${'A'.repeat(43)}`, 'cart-link-not-found'],
      ['', 'cart-link-not-found'],
    ];
    shop.clock.now = new Date(start.getTime() + CART_LINK_LIFETIME_MS);
    refusals.push([link, 'cart-link-expired']);
    for (const [candidate, code] of refusals) {
      await expect(shop.engine.carts.restoreCart(candidate, visitor.token, STORE_NL)).rejects.toMatchObject({ code });
      await expect(shop.engine.carts.restoreCart(candidate, null, STORE_NL)).rejects.toMatchObject({ code });
    }
    expect(await contextCount()).toBe(contexts);
    expect(await lines(visitor.token)).toEqual([['20413.102.39', 1]]);
    expect(await lines(token)).toEqual([['40001.900', 1]]);
    // A moment before its end it still worked.
    shop.clock.now = new Date(start.getTime() + CART_LINK_LIFETIME_MS - 1);
    await shop.engine.carts.restoreCart(link, visitor.token, STORE_NL);
    expect(await lines(visitor.token)).toEqual([
      ['20413.102.39', 1],
      ['40001.900', 1],
    ]);
    shop.clock.now = start;
  });
});

describeEachDatabase('a shop without a payment provider', (getDb) => {
  let engine: EmbeddedCommerce;
  let paying: Shop;

  beforeAll(async () => {
    await seedStock(getDb(), { '40001.900': 10 });
    engine = createEmbeddedCommerce({
      db: getDb(),
      priceSource: PRICES,
      payments: null,
      servicePoints: SERVICE_POINTS,
    });
    paying = clockedShop(getDb(), new Date());
  });

  it('places no order and starts no payment, and holds no stock', async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE_NL);
    await engine.carts.addToCart(token, [{ referencedId: '40001.900', quantity: 2 }]);
    await readyForCheckout(engine, token);
    await expect(engine.orders.placeOrder(token, { idempotencyKey: 'no-provider' })).rejects.toMatchObject({
      code: 'payments-unavailable',
    });
    expect(await stockOf(getDb(), '40001.900')).toBe(10);
    expect(await cartLines(engine, token)).toEqual([['40001.900', 2]]);
    expect(await getDb().selectFrom('commerce_order').select('id').execute()).toEqual([]);

    // An order that exists (placed while a provider was configured) cannot be paid or marked paid either.
    const { order, webhook } = await paying.order(token, [], null);
    await expect(
      engine.payments.handlePayment(token, { orderId: order.id, finishUrl: '/', errorUrl: '/' }),
    ).rejects.toMatchObject({ code: 'payments-unavailable' });
    await expect(engine.payments.handlePaymentWebhook(webhook.body, webhook.signature)).rejects.toMatchObject({
      code: 'payments-unavailable',
    });
    await expect(engine.payments.completeTestPayment('any', 'paid')).rejects.toMatchObject({
      code: 'payments-unavailable',
    });
    expect((await engine.orders.getOrder(order.id)).state).toBe('open');
  });
});

async function cartLines(engine: EmbeddedCommerce, token: string) {
  return (await engine.carts.getCart(token)).items.map((item) => [item.referencedId, item.quantity]);
}
