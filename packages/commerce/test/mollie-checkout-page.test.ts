import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MolliePaymentProvider } from '../src';
import { RecordedMollie, type RecordedMollieStatus } from '../src/testing';
import { RecordedMollieCheckout } from '../src/testing-checkout';

/** What the journeys' recorded Mollie checkout page does: Mollie's hosted checkout, as far as a shop can see it. */
describe('the recorded Mollie checkout page', () => {
  const mollie = new RecordedMollie();
  const checkout = new RecordedMollieCheckout(mollie);
  let checkoutUrl: string;
  let provider: MolliePaymentProvider;
  let webhooks: Server;
  let webhookUrl: string;
  const received: { contentType: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    // The shop's webhook route, as far as the checkout sees it: what it was sent.
    webhooks = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ contentType: request.headers['content-type'], body: Buffer.concat(chunks).toString() });
        response.end('OK\n');
      });
    });
    await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(webhooks.address() as AddressInfo).port}/payment-webhook/mollie`;
    checkoutUrl = await checkout.start();
    provider = new MolliePaymentProvider({
      apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      apiUrl: await mollie.start(),
    });
  });
  afterAll(async () => {
    await checkout.close();
    await mollie.close();
    await new Promise((resolve) => webhooks.close(resolve));
  });

  async function aPayment(amount: number, currency: 'EUR' | 'GBP') {
    return provider.createPayment({
      paymentId: `pay-${Math.random().toString(36).slice(2)}`,
      orderId: 'order-1',
      orderNumber: '10001',
      amount: { amount, currency },
      description: 'Order 10001 <b>',
      redirectUrl: 'http://127.0.0.1:1/payment-return/pay-1',
      webhookUrl,
      methodId: 'payment-ideal',
      language: 'nl',
      country: 'NL',
    });
  }

  it('shows the amount as Mollie has it, and a button for each outcome', async () => {
    const payment = await aPayment(1295, 'EUR');
    expect(payment.checkoutUrl).toBe(`${checkoutUrl}/${payment.id}`);
    const page = await (await fetch(payment.checkoutUrl!)).text();
    expect(page).toContain('EUR 12.95');
    expect(page).toContain('Order 10001 &#60;b&#62;');
    expect([...page.matchAll(/name="status" value="(\w+)"/g)].map((match) => match[1])).toEqual([
      'paid',
      'open',
      'pending',
      'canceled',
      'failed',
      'expired',
    ]);
  });

  it.each<[RecordedMollieStatus, boolean]>([
    ['paid', true],
    ['canceled', true],
    ['failed', true],
    ['expired', true],
    ['pending', false],
    ['open', false],
  ])('%s: the status at Mollie, the webhook (only the id) for a final one, then the redirect', async (status, hook) => {
    const payment = await aPayment(7995, 'GBP');
    const before = received.length;
    const answer = await fetch(payment.checkoutUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `status=${status}`,
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://127.0.0.1:1/payment-return/pay-1');
    expect((await provider.getPayment(payment.id))?.status).toBe(status);
    expect(received.slice(before)).toEqual(
      hook ? [{ contentType: 'application/x-www-form-urlencoded', body: `id=${payment.id}` }] : [],
    );
    expect(checkout.webhooks.filter((webhook) => webhook.id === payment.id)).toEqual(
      hook ? [{ id: payment.id, status, answer: 200 }] : [],
    );
  });

  it('refuses a second choice on a final payment, an unknown status and an unknown payment', async () => {
    const payment = await aPayment(1000, 'EUR');
    const choose = (url: string, status: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `status=${status}`,
        redirect: 'manual',
      });
    expect((await choose(payment.checkoutUrl!, 'refunded')).status).toBe(400);
    expect((await choose(payment.checkoutUrl!, 'paid')).status).toBe(303);
    expect((await choose(payment.checkoutUrl!, 'failed')).status).toBe(409);
    expect((await choose(`${checkoutUrl}/tr_unknown`, 'paid')).status).toBe(404);
    expect((await provider.getPayment(payment.id))?.status).toBe('paid');
  });

  it('moves a payment later (a bank answering), with its webhook, for the journeys', async () => {
    const payment = await aPayment(1295, 'EUR');
    const control = checkoutUrl.replace(/\/checkout$/, '/recorded');
    await fetch(payment.checkoutUrl!, { method: 'POST', body: 'status=pending', redirect: 'manual' });
    const moved = await fetch(`${control}/payments/${payment.id}`, { method: 'POST', body: 'status=paid' });
    expect(await moved.json()).toEqual({
      id: payment.id,
      status: 'paid',
      webhook: { id: payment.id, status: 'paid', answer: 200 },
    });
    const requests = (await (await fetch(`${control}/requests`)).json()) as {
      method: string;
      path: string;
      body: { amount?: unknown } | null;
    }[];
    expect(requests.find((request) => request.method === 'POST' && request.body?.amount)?.body?.amount).toEqual({
      currency: 'EUR',
      value: '12.95',
    });
  });
});
