import { randomBytes } from 'node:crypto';
import {
  CustomerOrders,
  createEmbeddedCommerce,
  type EmbeddedCommerce,
  Loyalty,
  POINTS_PER_VOUCHER,
  type PriceSource,
  type ServicePointDirectory,
  TestPaymentService,
} from '@shop/commerce';
import type { Database } from '@shop/db';
import { type Kysely, sql } from 'kysely';

/** The demo shopper's login (documented in the README): an account with orders, loyalty points and a voucher. */
export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'demo-shopper-2026',
} as const;

const DAY = 24 * 60 * 60 * 1000;
/**
 * The first order earns one voucher: 50 signup points plus at least 150 from it; below €210 it leaves at most 59 points,
 * so the second order earns points without making a second voucher.
 */
const FIRST_ORDER_MIN = 15_000;
const FIRST_ORDER_MAX = 21_000;
const SEED_KEY = 'demo-customer';

export interface DemoCustomerDependencies {
  db: Kysely<Database>;
  prices: PriceSource;
  /**
   * The test payment service the demo orders are paid with; by default one of the seeding's own (no page, no
   * webhook: the shop's payment provider, or the lack of one, plays no part in the seeded history).
   */
  payments?: TestPaymentService;
  servicePoints: ServicePointDirectory;
  /** The Dutch web store: its code and base URL (the account's storefront URL). */
  store: { code: string; baseUrl: string };
  /** The moment the demo is seeded: the account's history is dated back from it. */
  now: Date;
}

/**
 * Seeds the demo shopper (call it only right after the demo world went into an empty database): an account in the
 * Dutch store with its address, an order of two months ago that was shipped (with track and trace) and earned a
 * voucher that can be redeemed now, and an order of two days ago still being processed. Deterministic: the same
 * products (the catalog's last well-stocked sizes, away from what tests pick first) and the same tracking code.
 * Answers the variant SKUs whose stock the orders took.
 */
export async function seedDemoCustomer(deps: DemoCustomerDependencies): Promise<string[]> {
  const { db, now } = deps;
  const clock = { at: now };
  // The orders are placed on a clock moved back in time; the session itself lives in the present (it must not expire).
  const payments =
    deps.payments ??
    new TestPaymentService({ secret: randomBytes(32).toString('hex'), pageBaseUrl: 'http://demo-seeding.invalid' });
  const engine = createEmbeddedCommerce({
    db,
    priceSource: deps.prices,
    payments,
    servicePoints: deps.servicePoints,
    now: () => clock.at,
  });
  const accounts = createEmbeddedCommerce({
    db,
    priceSource: deps.prices,
    payments,
    servicePoints: deps.servicePoints,
  });
  const orders = new CustomerOrders(db, () => clock.at);
  const store = { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: deps.store.baseUrl } as const;

  const { customer, context } = await accounts.registrations.register(
    {
      salutationKey: 'mrs',
      firstName: 'Eva',
      lastName: 'Jansen',
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      birthdayYear: 1990,
      birthdayMonth: 5,
      birthdayDay: 17,
      newsletter: false,
      billingAddress: {
        salutationKey: 'mrs',
        firstName: 'Eva',
        lastName: 'Jansen',
        street: 'Oudegracht',
        houseNumber: '158',
        zipcode: '3511 AZ',
        city: 'Utrecht',
        countryIso: 'NL',
        phoneNumber: '0612345678',
      },
    },
    store,
    null,
  );
  const joined = new Date(now.getTime() - 90 * DAY);
  await db.updateTable('commerce_customer').set({ created_at: joined }).where('id', '=', customer.id).execute();
  await db
    .updateTable('commerce_loyalty_entry')
    .set({ created_at: joined })
    .where('customer_id', '=', customer.id)
    .execute();

  const candidates = await stockedSizes(db, deps.prices);
  const token = context.token;
  const taken: string[] = [];

  // Two months ago: a few products, paid, shipped two days later.
  clock.at = new Date(now.getTime() - 60 * DAY);
  let total = 0;
  for (const candidate of candidates) {
    if (total >= FIRST_ORDER_MIN) break;
    if (total + candidate.price >= FIRST_ORDER_MAX) continue;
    await engine.carts.addToCart(token, [{ referencedId: candidate.sku }]);
    taken.push(candidate.sku);
    total += candidate.price;
  }
  if (total < FIRST_ORDER_MIN) throw new Error('The demo world has too few stocked products for the demo shopper');
  const shipped = await placeAndPay(engine, token, `${SEED_KEY}-1`);
  await orders.shipOrder(shipped, { at: new Date(clock.at.getTime() + 2 * DAY), trackingCode: '3SDEMO0000001' });

  // Two days ago: one more product, paid, not shipped yet.
  clock.at = new Date(now.getTime() - 2 * DAY);
  // Below the points still needed for the next voucher (shipping costs earn points too: €5 of room for them).
  const { points } = (await new Loyalty(db).account(customer.id))!;
  const room = (POINTS_PER_VOUCHER - points) * 100 - 500;
  const next = candidates.find((candidate) => !taken.includes(candidate.sku) && candidate.price < room);
  if (!next) throw new Error('The demo world has too few stocked products for the demo shopper');
  await engine.carts.addToCart(token, [{ referencedId: next.sku }]);
  taken.push(next.sku);
  await placeAndPay(engine, token, `${SEED_KEY}-2`);

  // The seeding session is no one's: it ends (the shopper logs in for a session of their own).
  await db.updateTable('commerce_context').set({ ended_at: now }).where('token', '=', token).execute();
  return taken;
}

async function placeAndPay(engine: EmbeddedCommerce, token: string, idempotencyKey: string): Promise<string> {
  const order = await engine.orders.placeOrder(token, { idempotencyKey, storeCode: 'nl-nl' });
  const { paymentId } = await engine.payments.handlePayment(token, {
    orderId: order.id,
    finishUrl: '/checkout/success/',
    errorUrl: '/checkout/payment/',
  });
  const result = await engine.payments.completeTestPayment(paymentId, 'paid');
  if (result.state !== 'paid') throw new Error(`The demo order ${order.orderNumber} was not paid`);
  return order.id;
}

/** Sizes with plenty of stock at a distribution centre (an order leaves them in stock), last SKUs first. */
async function stockedSizes(db: Kysely<Database>, prices: PriceSource): Promise<{ sku: string; price: number }[]> {
  const rows = await db
    .selectFrom('commerce_stock as s')
    .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
    .where('l.kind', '=', 'dc')
    .groupBy('s.sku')
    .having(sql`sum(s.qty)`, '>=', 10)
    .select('s.sku')
    .orderBy('s.sku', 'desc')
    .limit(60)
    .execute();
  const priced = await prices.prices(
    rows.map((row) => row.sku),
    'EUR',
  );
  const seenProducts = new Set<string>();
  const sizes: { sku: string; price: number }[] = [];
  for (const { sku } of rows) {
    const price = priced.get(sku);
    // One size per product, sold now and from stock (no pre-order).
    if (!price || price.orderable === false || price.deliveryTime || seenProducts.has(price.productNumber)) continue;
    seenProducts.add(price.productNumber);
    sizes.push({ sku, price: price.unitPriceMinor });
  }
  return sizes;
}
