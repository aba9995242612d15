import type { AddressInfo } from 'node:net';
import { TestPaymentService } from '@shop/commerce';
import { describeEachDatabase } from '@shop/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app';
import { type GatewayConfig, loadConfig } from '../src/config';
import { TEST_PAYMENT_SIGNATURE_HEADER } from '../src/payments/test-payment-pages';
import { CLIENT_ADDRESS_SECRET, config as developmentConfig, startGateway } from './harness';
import { gatewayShopper } from './shopper';
import { dcStock, world } from './world';

const ERRORS = 'errors { code message field }';
const BASE = 'http://localhost:3000';
const now = new Date();
const sku = world.catalog.products
  .filter(
    (product) =>
      (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
      product.variants.every((variant) => !variant.deliveryTime),
  )
  .flatMap((product) => product.variants)
  .find((variant) => dcStock(variant.sku) >= 20)!.sku;

/** What the gateway logged at start and since: each line's level and message. */
type LogLine = { level: number; msg: string };

/** A gateway started as `npm start` starts it, from the environment, logging into an array. */
async function startFromEnvironment(db: Parameters<typeof startGateway>[0], env: NodeJS.ProcessEnv) {
  const config: GatewayConfig = loadConfig({ LOG_LEVEL: 'info', GATEWAY_PORT: '0', CLIENT_ADDRESS_SECRET, ...env });
  const logs: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) });
  const gateway = await createGateway(config, logger, { db });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  const warnings = () => logs.filter((line) => line.level === 40).map((line) => line.msg);
  return { gateway, url, warnings };
}

const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber state } ${ERRORS} } }`;
const PAY = `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl ${ERRORS} } }`;
type UserError = { code: string; message: string; field: string | null };
type Placed = { placeOrder: { order: { id: string; orderNumber: string; state: string } | null; errors: UserError[] } };
type Paying = { handlePayment: { redirectUrl: string | null; errors: UserError[] } };

/**
 * Before the fix, with NODE_ENV=production the test payment page still marked orders paid. Now the test
 * payment service is served outside production only (TEST_PAYMENTS=true in production is a start error); without a
 * payment provider the gateway says so at start and checkout refuses orders.
 */
describeEachDatabase('payments in production', (getDb) => {
  let development: Awaited<ReturnType<typeof startGateway>>;
  let production: Awaited<ReturnType<typeof startFromEnvironment>>;
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    development = await startGateway(getDb());
    production = await startFromEnvironment(getDb(), { NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    gateways.push(development.gateway, production.gateway);
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
  });

  /** A shopper at one gateway (or several: they share the database, so a session works at each). */
  function shopper(store = 'nl-nl') {
    const who = gatewayShopper(() => development.url, { store });
    return {
      get token() {
        return who.token;
      },
      call: <T>(gatewayUrl: string, query: string, variables: object = {}) =>
        who.at(gatewayUrl).call<T>(query, variables),
    };
  }

  /** A cart with a pair of shoes, an e-mail address and an address: ready to order. */
  async function readyShopper(gatewayUrl: string, store = 'nl-nl') {
    const who = shopper(store);
    const added = await who.call<{ addToCart: { cart: { itemCount: number }; errors: UserError[] } }>(
      gatewayUrl,
      `mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { cart { itemCount } ${ERRORS} } }`,
      { items: [{ referencedId: sku }] },
    );
    expect(added.addToCart).toEqual({ cart: { itemCount: 1 }, errors: [] });
    await who.call(gatewayUrl, `mutation { updateContact(input: { email: "anna@example.com" }) { ${ERRORS} } }`);
    await who.call(
      gatewayUrl,
      `mutation A($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { ${ERRORS} } }`,
      {
        input: {
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
    return who;
  }

  const payInput = (orderId: string) => ({
    input: { orderId, finishUrl: `${BASE}/checkout/success/`, errorUrl: `${BASE}/checkout/payment/` },
  });

  it('starts, and says at start that checkout refuses orders for want of a payment provider', () => {
    expect(production.warnings()).toContainEqual(expect.stringMatching(/^No payment provider: .*refuses every order/));
    expect(development.url).toBeTruthy();
  });

  it('refuses to place an order, in the shopper’s language, and the cart keeps working', async () => {
    const who = await readyShopper(production.url);
    const refused = await who.call<Placed>(production.url, PLACE, {
      input: { idempotencyKey: `prod-${Math.random()}` },
    });
    expect(refused.placeOrder).toEqual({
      order: null,
      errors: [
        {
          code: 'PAYMENTS_UNAVAILABLE',
          message:
            'Online betalen is op dit moment niet mogelijk, daarom kunnen we je bestelling niet aannemen. Je winkelmand is bewaard.',
          field: null,
        },
      ],
    });
    const english = await readyShopper(production.url, 'en');
    const inEnglish = await english.call<Placed>(production.url, PLACE, {
      input: { idempotencyKey: `en-${Math.random()}` },
    });
    expect(inEnglish.placeOrder.errors[0]?.message).toBe(
      'Paying online is not possible at the moment, so we cannot take your order. Your shopping cart has been kept.',
    );
    const after = await who.call<{ context: { cart: { itemCount: number }; cartStatus: unknown } }>(
      production.url,
      '{ context { cart { itemCount } cartStatus { status } } }',
    );
    expect(after.context).toEqual({ cart: { itemCount: 1 }, cartStatus: null });
  });

  it('cannot pay or mark paid an order placed earlier: no payment, no page, no webhook', async () => {
    // An order placed (and its payment started) while the test payment service was on.
    const who = await readyShopper(development.url);
    const placed = await who.call<Placed>(development.url, PLACE, {
      input: { idempotencyKey: `dev-${Math.random()}` },
    });
    const order = placed.placeOrder.order!;
    const started = await who.call<Paying>(development.url, PAY, payInput(order.id));
    const paymentId = new URL(started.handlePayment.redirectUrl!).pathname.split('/').pop()!;

    const again = await who.call<Paying>(production.url, PAY, payInput(order.id));
    expect(again.handlePayment).toEqual({
      redirectUrl: null,
      errors: [expect.objectContaining({ code: 'PAYMENTS_UNAVAILABLE' })],
    });
    const page = await fetch(`${production.url}/test-payment/${paymentId}`);
    expect(page.status).toBe(404);
    const paid = await fetch(`${production.url}/test-payment/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(404);
    // Even a webhook signed with the right secret finds no endpoint.
    const signed = new TestPaymentService({
      secret: developmentConfig.testPayments.webhookSecret,
      pageBaseUrl: developmentConfig.testPayments.pageBaseUrl,
    }).webhook(paymentId, 'paid');
    const webhook = await fetch(`${production.url}/test-payment/webhook`, {
      method: 'POST',
      headers: { [TEST_PAYMENT_SIGNATURE_HEADER]: signed.signature },
      body: signed.body,
    });
    expect(webhook.status).toBe(404);

    const { order: after } = await who.call<{ order: { state: string } }>(
      production.url,
      `{ order(orderNumber: "${order.orderNumber}") { state } }`,
    );
    expect(after.state).toBe('OPEN');
  });

  it('does not start in production with the test payment service asked for', async () => {
    await expect(
      startFromEnvironment(getDb(), {
        NODE_ENV: 'production',
        SEED_DEMO_DATA: 'true',
        TEST_PAYMENTS: 'true',
        TEST_PAYMENT_WEBHOOK_SECRET: 'a-shared-webhook-secret',
      }),
    ).rejects.toThrow(/TEST_PAYMENTS=true is refused in production/);
  });
});
