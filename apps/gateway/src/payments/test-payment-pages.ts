import type { ServerResponse } from 'node:http';
import { msg } from '@lingui/core/macro';
import { CommerceError, type CommerceOrders, type CommercePayments, type PaymentOutcome } from '@shop/commerce';
import { formatMoney } from '@shop/domain';
import { TEST_PAYMENT_PATH } from '../config';
import { i18nFor } from '../i18n';
import type { Logger } from '../logger';
import { paymentMethodWords } from '../subschemas/commerce/wording';
import { outcomeFollowUp, type PaymentHooks, type PaymentPages, readBody } from './payment-http';

/** The header carrying the webhook's HMAC-SHA256 signature (hex) over its raw body. */
export const TEST_PAYMENT_SIGNATURE_HEADER = 'x-test-psp-signature';
const WEBHOOK_PATH = `${TEST_PAYMENT_PATH}/webhook`;
const OUTCOMES: readonly PaymentOutcome[] = ['paid', 'cancelled', 'failed'];

/**
 * The embedded test payment service's HTTP side, served by the gateway as a real payment service serves its own:
 * - `GET /test-payment/{paymentId}`: the hosted page, where the shopper pays, cancels or makes the payment fail;
 * - `POST /test-payment/{paymentId}` (the page's form): the service sends itself the signed webhook of that outcome,
 *   then sends the shopper on (303) to the shop's finish URL, or its error URL with the status;
 * - `POST /test-payment/webhook`: the webhook endpoint for signed events (replays and late events change nothing).
 * Answers false for paths that are not its own.
 */
export function createTestPaymentPages(
  engine: { payments: CommercePayments; orders: CommerceOrders },
  onStockChanged: (skus: readonly string[]) => Promise<void>,
  logger: Logger,
  hooks: PaymentHooks = {},
): PaymentPages {
  const afterOutcome = outcomeFollowUp(engine, onStockChanged, hooks);

  return async (request, response, url) => {
    if (url.pathname === WEBHOOK_PATH) {
      if (request.method !== 'POST') return send(response, 405, 'text/plain', 'Use POST.\n', { allow: 'POST' });
      const body = await readBody(request);
      const signature = String(request.headers[TEST_PAYMENT_SIGNATURE_HEADER] ?? '');
      try {
        const result = await engine.payments.handlePaymentWebhook(body ?? '', signature);
        await afterOutcome(result);
        return sendJson(response, 200, { applied: result.applied, state: result.state });
      } catch (error) {
        if (!(error instanceof CommerceError)) throw error;
        const status =
          error.code === 'invalid-webhook-signature' ? 401 : error.code === 'payment-not-found' ? 404 : 400;
        return sendJson(response, status, { error: error.code });
      }
    }
    if (!url.pathname.startsWith(`${TEST_PAYMENT_PATH}/`)) return false;
    // A payment id is word characters and dashes: anything else, malformed escapes included, is no payment.
    const paymentId = url.pathname.slice(TEST_PAYMENT_PATH.length + 1);
    const payment = /^[\w-]{1,64}$/.test(paymentId) ? await engine.payments.getPayment(paymentId) : null;
    if (!payment) return send(response, 404, 'text/plain', 'No such payment.\n');

    if (request.method === 'POST') {
      const outcome = new URLSearchParams((await readBody(request)) ?? '').get('outcome') as PaymentOutcome;
      if (!OUTCOMES.includes(outcome)) return send(response, 400, 'text/plain', 'Choose paid, cancelled or failed.\n');
      const result = await engine.payments.completeTestPayment(paymentId, outcome);
      await afterOutcome(result);
      logger.info({ paymentId, outcome, applied: result.applied, state: result.state }, 'test payment');
      response.writeHead(303, { location: result.redirectUrl, 'cache-control': 'no-store' });
      response.end();
      return true;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'text/plain', 'Use GET or POST.\n', { allow: 'GET, POST' });
    }

    const i18n = i18nFor(payment.language);
    const amount = formatMoney({ amount: payment.amount, currency: payment.currency }, payment.language);
    const method = paymentMethodWords(i18n, payment.methodId.replace(/^payment-/, '')).name;
    const title = i18n._(msg`Test payment service`);
    const open = payment.state === 'open';
    const page = `<!doctype html>
<html lang="${payment.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { color: #374151; }
  dd { margin: 0; font-weight: 600; }
  .actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.375rem; border: 1px solid #111; cursor: pointer; }
  .pay { background: #14532d; color: #fff; border-color: #14532d; }
  .secondary { background: #fff; color: #111; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(i18n._(msg`This page stands in for the payment provider. Choose what happens to the payment.`))}</p>
<dl>
  <dt>${escapeHtml(i18n._(msg`Order`))}</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
  <dt>${escapeHtml(i18n._(msg`Amount`))}</dt><dd>${escapeHtml(amount)}</dd>
  <dt>${escapeHtml(i18n._(msg`Payment method`))}</dt><dd>${escapeHtml(method)}</dd>
</dl>
${
  open
    ? `<form method="post" class="actions">
  <button class="pay" name="outcome" value="paid">${escapeHtml(i18n._(msg`Pay ${amount}`))}</button>
  <button class="secondary" name="outcome" value="cancelled">${escapeHtml(i18n._(msg`Cancel payment`))}</button>
  <button class="secondary" name="outcome" value="failed">${escapeHtml(i18n._(msg`Let the payment fail`))}</button>
</form>`
    : `<p role="status">${escapeHtml(i18n._(msg`This payment has been completed.`))}</p>
<form method="post" class="actions"><button class="pay" name="outcome" value="paid">${escapeHtml(i18n._(msg`Back to the shop`))}</button></form>`
}
</main>
</body>
</html>
`;
    return send(response, 200, 'text/html; charset=utf-8', request.method === 'HEAD' ? '' : page);
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): true {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
    ...headers,
  });
  response.end(body);
  return true;
}

function sendJson(response: ServerResponse, status: number, body: unknown): true {
  return send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}
