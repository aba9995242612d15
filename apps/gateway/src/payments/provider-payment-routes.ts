import type { CommerceOrders, CommercePayments } from '@shop/commerce';
import { CommerceError } from '@shop/commerce';
import { PAYMENT_RETURN_PATH, PAYMENT_WEBHOOK_PATH } from '../config';
import type { Logger } from '../logger';
import { outcomeFollowUp, type PaymentHooks, type PaymentPages, readBody } from './payment-http';

const MOLLIE_ID = /^tr_\w{1,64}$/;
const PAYMENT_ID = /^[\w-]{1,64}$/;

/**
 * A redirecting provider's HTTP side (Mollie):
 * - `POST /payment-webhook/mollie`: Mollie posts `id=tr_…` (form-encoded, unsigned); the payment is fetched from
 *   Mollie, so a forged call can only make the shop ask Mollie. An unknown payment answers 200 (Mollie's advice: it
 *   must not learn which ids exist) and is logged; Mollie down answers 503, and Mollie sends the webhook again.
 * - `GET /payment-return/{paymentId}`: the shopper back from Mollie; the status is fetched there (the webhook may not
 *   have come) and the shopper goes on (303) to the finish page or the payment step with the outcome.
 * Answers false for other paths.
 */
export function createProviderPaymentRoutes(
  engine: { payments: CommercePayments; orders: CommerceOrders },
  onStockChanged: (skus: readonly string[]) => Promise<void>,
  logger: Logger,
  hooks: PaymentHooks = {},
): PaymentPages {
  const afterOutcome = outcomeFollowUp(engine, onStockChanged, hooks);
  return async (request, response, url) => {
    if (url.pathname === PAYMENT_WEBHOOK_PATH) {
      if (request.method !== 'POST') return plain(response, 405, 'Use POST.\n', { allow: 'POST' });
      const id = new URLSearchParams((await readBody(request)) ?? '').get('id') ?? '';
      if (!MOLLIE_ID.test(id)) return plain(response, 400, 'Expected id=tr_….\n');
      try {
        const result = await engine.payments.handleProviderWebhook(id);
        if (!result) {
          logger.warn({ providerPaymentId: id }, 'payment webhook for a payment the shop does not know');
          return plain(response, 200, 'OK\n');
        }
        await afterOutcome(result);
        logger.info({ providerPaymentId: id, applied: result.applied, state: result.state }, 'payment webhook');
        return plain(response, 200, 'OK\n');
      } catch (error) {
        if (!(error instanceof CommerceError)) throw error;
        logger.warn({ providerPaymentId: id, code: error.code }, 'payment webhook not applied; the provider retries');
        return plain(response, 503, 'Try again later.\n');
      }
    }
    if (!url.pathname.startsWith(`${PAYMENT_RETURN_PATH}/`)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(response, 405, 'Use GET.\n', { allow: 'GET' });
    }
    const paymentId = url.pathname.slice(PAYMENT_RETURN_PATH.length + 1);
    const back = PAYMENT_ID.test(paymentId) ? await engine.payments.returnFromProvider(paymentId) : null;
    if (!back) return plain(response, 404, 'No such payment.\n');
    if (back.applied) await afterOutcome(back.applied);
    logger.info({ paymentId, outcome: back.outcome }, 'back from the payment provider');
    response.writeHead(303, { location: back.redirectUrl, 'cache-control': 'no-store' });
    response.end();
    return true;
  };
}

function plain(response: Parameters<PaymentPages>[1], status: number, body: string, headers = {}): true {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(body);
  return true;
}
