/**
 * A hosted checkout page for `RecordedMollie` (`@shop/commerce/testing-checkout`): the stand-in for Mollie's own
 * checkout site in the browser journeys. Test tooling, never imported by the apps' production code.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedMollie, RecordedMollieStatus } from './testing';

/** The outcomes the page offers, as Mollie's test checkout does. */
const OUTCOMES: readonly RecordedMollieStatus[] = ['paid', 'open', 'pending', 'canceled', 'failed', 'expired'];
/** Mollie calls the webhook when a payment reaches one of these (not for open or pending). */
const WEBHOOK_STATUSES: readonly RecordedMollieStatus[] = ['paid', 'authorized', 'canceled', 'failed', 'expired'];
const PAYMENT_PATH = /^\/checkout\/(tr_\w{1,64})$/;
const CONTROL_PATH = /^\/recorded\/payments\/(tr_\w{1,64})$/;
const MAX_BODY_BYTES = 1024;
const WEBHOOK_TIMEOUT_MS = 10_000;

/** A webhook the checkout posted: the payment, the status it announced, and the gateway's answer (0: none). */
export interface RecordedWebhook {
  id: string;
  status: string;
  answer: number;
}

/**
 * An HTTP server (the shopper's browser reaches it without a certificate to trust) with:
 * - `GET /checkout/{id}`: the payment's amount and description, and a button per outcome;
 * - `POST /checkout/{id}` (`status=paid|open|pending|canceled|failed|expired`): the payment takes that status, the
 *   webhook (only `id=tr_…`, form-encoded, as Mollie posts it) goes to the payment's `webhookUrl` for a final status
 *   and is answered before the shopper is sent (303) to the payment's `redirectUrl`;
 * - for the journeys: `GET /recorded/requests` (what the API received), `GET /recorded/webhooks` (what was posted)
 *   and `POST /recorded/payments/{id}` (`status=…`: the payment moves later, as a bank's answer would, with its
 *   webhook), all JSON.
 */
export class RecordedMollieCheckout {
  readonly webhooks: RecordedWebhook[] = [];
  readonly mollie: RecordedMollie;
  #server: Server | null = null;

  constructor(mollie: RecordedMollie) {
    this.mollie = mollie;
  }

  /** Starts on a port of 127.0.0.1 (0: any free one); the recorded Mollie's payments send the shopper here. */
  async start(port = 0): Promise<string> {
    const server = createServer((request, response) => {
      this.#answer(request, response).catch(() => {
        if (!response.headersSent) send(response, 500, 'text/plain', 'Failed.\n');
        else response.destroy();
      });
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/checkout`;
    this.mollie.useCheckout(base);
    return base;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The payment takes a status (as the shopper or the bank decided) and, when final, its webhook is posted. */
  async move(id: string, status: RecordedMollieStatus): Promise<RecordedWebhook | null> {
    this.mollie.setStatus(id, status);
    if (!WEBHOOK_STATUSES.includes(status)) return null;
    const webhookUrl = this.mollie.payment(id)?.webhookUrl;
    if (typeof webhookUrl !== 'string') return null;
    let answer = 0;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      answer = response.status;
    } catch {
      // Mollie would try again later; the journeys read the log.
    }
    const webhook = { id, status, answer };
    this.webhooks.push(webhook);
    return webhook;
  }

  async #answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/recorded/requests') {
      return json(response, 200, this.mollie.requests);
    }
    if (request.method === 'GET' && url.pathname === '/recorded/webhooks') return json(response, 200, this.webhooks);
    const control = CONTROL_PATH.exec(url.pathname);
    const page = PAYMENT_PATH.exec(url.pathname);
    const id = control?.[1] ?? page?.[1];
    const payment = id ? this.mollie.payment(id) : undefined;
    if (!id || !payment) return send(response, 404, 'text/plain', 'No such payment.\n');
    if (page && (request.method === 'GET' || request.method === 'HEAD')) {
      return send(response, 200, 'text/html; charset=utf-8', checkoutPage(id, payment));
    }
    if (request.method !== 'POST') return send(response, 405, 'text/plain', 'Use GET or POST.\n');
    const status = new URLSearchParams(await readBody(request)).get('status') as RecordedMollieStatus | null;
    if (!status || !OUTCOMES.includes(status)) return send(response, 400, 'text/plain', 'Unknown status.\n');
    if (page && payment.status !== 'open') return send(response, 409, 'text/plain', 'This payment is final.\n');
    const webhook = await this.move(id, status);
    if (control) return json(response, 200, { id, status, webhook });
    response.writeHead(303, { location: String(payment.redirectUrl), 'cache-control': 'no-store' });
    response.end();
  }
}

function checkoutPage(id: string, payment: Record<string, unknown>): string {
  const amount = payment.amount as { currency: string; value: string };
  const buttons = OUTCOMES.map(
    (status) => `<button type="submit" name="status" value="${status}">${status}</button>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Recorded Mollie checkout</title></head>
<body><main>
<h1>Recorded Mollie checkout</h1>
<p>Payment <span data-testid="payment-id">${id}</span> (${escapeHtml(String(payment.method ?? 'any method'))}):
<strong data-testid="amount">${escapeHtml(amount.currency)} ${escapeHtml(amount.value)}</strong>,
${escapeHtml(String(payment.description ?? ''))}</p>
<form method="post" action="/checkout/${id}"><fieldset><legend>Outcome of the payment</legend>
${buttons}
</fieldset></form>
</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RangeError('Body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json', JSON.stringify(body));
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}
