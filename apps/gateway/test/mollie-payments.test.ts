import type { AddressInfo } from 'node:net';
import { RecordedMollie } from '@shop/commerce/testing';
import { describeEachDatabase } from '@shop/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app';
import { loadConfig } from '../src/config';
import { size } from './cart-answers';
import { CLIENT_ADDRESS_SECRET } from './harness';
import { gatewayShopper } from './shopper';

const ERRORS = 'errors { code message field }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber state } ${ERRORS} } }`;
const PAY = `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl ${ERRORS} } }`;
const SHOP = 'http://localhost:3000';
type UserError = { code: string; message: string; field: string | null };
type Placed = { placeOrder: { order: { id: string; orderNumber: string; state: string }; errors: UserError[] } };
type Paying = { handlePayment: { redirectUrl: string | null; errors: UserError[] } };

/**
 * The gateway with Mollie taking the payments (MOLLIE_API_KEY), against recorded Mollie exchanges: the checkout's
 * hand-off, Mollie's webhook (form-encoded `id=tr_…`), the shopper's return, and Mollie down.
 */
describeEachDatabase('payments by Mollie through the gateway (recorded exchanges)', (getDb) => {
  const mollie = new RecordedMollie();
  const logs: { level: number; msg: string }[] = [];
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    const apiUrl = await mollie.start();
    const config = loadConfig({
      NODE_ENV: 'test',
      GATEWAY_PORT: '0',
      CLIENT_ADDRESS_SECRET,
      RESPONSE_CACHE: 'off',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: apiUrl,
      MOLLIE_TIMEOUT_MS: '2000',
      PAYMENT_PUBLIC_URL: 'https://gateway.example.com',
    });
    expect(config.payments.provider).toBe('mollie');
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    gateway = await createGateway(config, logger, { db: getDb() });
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await mollie.close();
  });

  async function placedOrder(key: string) {
    const guest = gatewayShopper(url);
    await guest.call(`mutation Add($items: [CartItemInput!]!) { addToCart(items: $items) { ${ERRORS} } }`, {
      items: [{ referencedId: size.sku }],
    });
    await guest.call(`mutation { updateContact(input: { email: "anna@example.com" }) { ${ERRORS} } }`);
    await guest.call(`mutation A($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { ${ERRORS} } }`, {
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
    });
    const placed = await guest.call<Placed>(PLACE, { input: { idempotencyKey: key } });
    expect(placed.placeOrder.errors).toEqual([]);
    const pay = () =>
      guest.call<Paying>(PAY, {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${SHOP}/checkout/success/`,
          errorUrl: `${SHOP}/checkout/payment/`,
        },
      });
    return { guest, order: placed.placeOrder.order, pay };
  }

  const webhook = (body: string) =>
    fetch(`${url}/payment-webhook/mollie`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  const orderState = async (guest: ReturnType<typeof gatewayShopper>, orderNumber: string) =>
    (await guest.call<{ order: { state: string } }>(`{ order(orderNumber: "${orderNumber}") { state } }`)).order.state;

  it('hands off to Mollie, brings the shopper back to the finish page, and applies the webhooks once', async () => {
    const { guest, order, pay } = await placedOrder('mollie-gateway-1');
    const paying = await pay();
    expect(paying.handlePayment.errors).toEqual([]);
    expect(paying.handlePayment.redirectUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\//);
    const created = mollie.requests.filter((request) => request.method === 'POST').at(-1)!;
    expect(created.body).toMatchObject({
      description: `Bestelling ${order.orderNumber}`,
      webhookUrl: 'https://gateway.example.com/payment-webhook/mollie',
      locale: 'nl_NL',
    });
    const returnUrl = String(created.body?.redirectUrl);
    expect(returnUrl).toMatch(/^https:\/\/gateway\.example\.com\/payment-return\/[\w-]+$/);

    // Paid at Mollie; the shopper is back before the webhook.
    const trId = mollie.lastPaymentId();
    mollie.setStatus(trId, 'paid');
    const back = await fetch(returnUrl.replace('https://gateway.example.com', url), { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SHOP}/checkout/success/?order=${order.orderNumber}`);
    expect(await orderState(guest, order.orderNumber)).toBe('PAID');

    for (let time = 0; time < 2; time++) {
      const answer = await webhook(`id=${trId}`);
      expect(answer.status).toBe(200);
    }
    expect(await orderState(guest, order.orderNumber)).toBe('PAID');
  });

  it('answers 200 to a webhook for an unknown payment and logs it; refuses a body without an id', async () => {
    expect((await webhook('id=tr_unknown123')).status).toBe(200);
    expect(logs.some((line) => line.msg === 'payment webhook for a payment the shop does not know')).toBe(true);
    expect((await webhook('nothing=here')).status).toBe(400);
    expect((await fetch(`${url}/payment-webhook/mollie`)).status).toBe(405);
    // The test payment service is off when Mollie takes the payments.
    expect((await fetch(`${url}/test-payment/anything`)).status).toBe(404);
    expect((await fetch(`${url}/payment-return/not-a-payment`, { redirect: 'manual' })).status).toBe(404);
  });

  it('tells the shopper in their language when Mollie is down; the order stays open and is paid later', async () => {
    const { guest, order, pay } = await placedOrder('mollie-gateway-down');
    mollie.failNext(3);
    const refused = await pay();
    expect(refused.handlePayment.redirectUrl).toBeNull();
    expect(refused.handlePayment.errors[0]?.message).toBe(
      'We kunnen de betaaldienst op dit moment niet bereiken. Je bestelling is bewaard en nog niet betaald: probeer het zo nog eens.',
    );
    expect(await orderState(guest, order.orderNumber)).toBe('OPEN');
    const again = await pay();
    expect(again.handlePayment.redirectUrl).toMatch(/^https:\/\/www\.mollie\.com\//);
    // Expired at Mollie: the shopper comes back to the payment step with the outcome and their cart.
    const created = mollie.requests.filter((request) => request.method === 'POST').at(-1)!;
    mollie.setStatus(mollie.lastPaymentId(), 'expired');
    const back = await fetch(String(created.body?.redirectUrl).replace('https://gateway.example.com', url), {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/checkout\/payment\/\?status=expired&token=/,
    );
    expect(await orderState(guest, order.orderNumber)).toBe('CANCELLED');
  });
});
