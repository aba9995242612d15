import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { CustomerOrders, createEmbeddedCommerce, Loyalty, TestPaymentService } from '../src';
import { ADDRESS_NL, PRICES, readyForCheckout, SERVICE_POINTS, STORE_NL, WEBHOOK_SECRET } from './fixtures';

const urls = { finishUrl: '/checkout/success/', errorUrl: '/checkout/payment/' };

/** An engine on a clock the test moves, and accounts to make customers with. */
export function clockedShop(db: Kysely<Database>, start: Date) {
  const clock = { now: start };
  const payments = new TestPaymentService({
    secret: WEBHOOK_SECRET,
    pageBaseUrl: 'http://localhost:4000/test-payment/',
  });
  const now = () => clock.now;
  const engine = createEmbeddedCommerce({ db, priceSource: PRICES, payments, servicePoints: SERVICE_POINTS, now });
  // Accounts on the real clock: a session's expiry is compared with the database's time.
  const accounts = createEmbeddedCommerce({ db, priceSource: PRICES, payments, servicePoints: SERVICE_POINTS });
  const loyalty = new Loyalty(db, now);
  const orders = new CustomerOrders(db, now);
  let registered = 0;

  /** A new customer (50 signup points), logged in: answers the id and its session token. */
  async function customer(email = `shopper-${++registered}-${Math.random().toString(36).slice(2)}@example.com`) {
    const { customer, context } = await accounts.registrations.register(
      {
        salutationKey: 'mrs',
        firstName: 'Anna',
        lastName: 'de Vries',
        email,
        password: 'correct horse battery',
        billingAddress: ADDRESS_NL,
      },
      { ...STORE_NL, baseUrl: 'http://localhost:3000' },
      null,
    );
    return { id: customer.id, token: context.token, email };
  }

  /** Places an order of the given SKUs from a context and pays it with the outcome (or leaves it open). */
  async function order(
    token: string,
    skus: { referencedId: string; quantity?: number }[],
    outcome: 'paid' | 'failed' | 'cancelled' | null = 'paid',
    key = `order-${Math.random().toString(36).slice(2)}`,
  ) {
    if (skus.length) await engine.carts.addToCart(token, skus);
    // A customer's session has their address and e-mail already; a guest fills them in.
    const context = await engine.contexts.getContext(token);
    if (!context.email || !context.billingAddress) await readyForCheckout(engine, token);
    const placed = await engine.orders.placeOrder(token, { idempotencyKey: key, storeCode: 'nl-nl' });
    const { paymentId } = await engine.payments.handlePayment(token, { orderId: placed.id, ...urls });
    const webhook = payments.webhook(paymentId, outcome ?? 'paid', `event-${key}`);
    if (outcome) await engine.payments.handlePaymentWebhook(webhook.body, webhook.signature);
    return { order: placed, paymentId, webhook };
  }

  return { clock, engine, accounts, loyalty, orders, payments, customer, order };
}
