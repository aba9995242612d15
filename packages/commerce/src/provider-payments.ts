import { sql } from 'kysely';
import { saveCartLink } from './cart-links';
import { paymentProvider } from './context-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import type { WebhookResult } from './model';
import { applyOutcome, withQuery } from './payment-outcome';
import {
  orderOutcomeOf,
  type PaymentReturnOutcome,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  returnOutcomeOf,
} from './payment-provider';

/**
 * Brings a payment of a redirecting provider up to date with the provider: its status is kept, and a final one is
 * applied to the order once (the event id is the provider's payment id and status, so a repeated webhook, or the
 * webhook after the shopper's return, finds it recorded). Null when the shop has no such payment.
 */
export async function syncProviderPayment(deps: EngineDeps, providerPaymentId: string): Promise<WebhookResult | null> {
  const provider = paymentProvider(deps);
  const row = await deps.db
    .selectFrom('commerce_payment')
    .select('id')
    .where('provider', '=', provider.name)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  if (!row) return null;
  const payment = await provider.getPayment(providerPaymentId);
  if (!payment) return null;
  return applyProviderStatus(deps, row.id, payment);
}

async function applyProviderStatus(deps: EngineDeps, paymentId: string, payment: ProviderPayment) {
  const outcome = orderOutcomeOf(payment.status);
  if (outcome) {
    return applyOutcome(deps, {
      eventId: `${paymentProvider(deps).name}:${payment.id}:${payment.status}`,
      paymentId,
      outcome,
      providerStatus: payment.status,
    });
  }
  // Not final yet (open, pending): only the provider's word is kept.
  await deps.db
    .updateTable('commerce_payment')
    .set({ provider_status: payment.status, updated_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('state', '=', 'open')
    .execute();
  return currentResult(deps, paymentId);
}

async function currentResult(deps: EngineDeps, paymentId: string): Promise<WebhookResult> {
  const row = await deps.db
    .selectFrom('commerce_payment as p')
    .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
    .select(['o.id', 'o.order_number', 'o.state', 'p.error_url'])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    applied: false,
    orderId: row.id,
    orderNumber: row.order_number,
    state: row.state,
    redirectUrl: withQuery(row.error_url, 'status', row.state),
  };
}

/** The shopper's way back: the outcome, where to go, and the order's change when this return made it. */
export interface ProviderReturn {
  outcome: PaymentReturnOutcome;
  redirectUrl: string;
  applied: WebhookResult | null;
}

/**
 * The shopper's return from the provider: the status is fetched there and applied (the webhook may come later, or
 * not reach the shop); when the provider cannot be asked, what the shop knows counts. Answers the outcome of the
 * five and where to send the shopper; null for an unknown payment.
 */
export async function returnFromProvider(deps: EngineDeps, paymentId: string): Promise<ProviderReturn | null> {
  const provider = paymentProvider(deps);
  const row = await deps.db
    .selectFrom('commerce_payment as p')
    .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
    .select(['p.provider_payment_id', 'p.finish_url', 'p.error_url', 'o.order_number', 'o.context_token'])
    .where('p.id', '=', paymentId)
    .where('p.provider', '=', provider.name)
    .executeTakeFirst();
  if (!row?.provider_payment_id) return null;
  let applied: WebhookResult | null = null;
  try {
    const payment = await provider.getPayment(row.provider_payment_id);
    const result = payment ? await applyProviderStatus(deps, paymentId, payment) : null;
    if (result?.applied) applied = result;
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    // The provider is down: the shopper is told what the shop knows; the webhook settles it later.
  }
  const now = await deps.db
    .selectFrom('commerce_payment as p')
    .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
    .select(['p.state', 'p.provider_status', 'o.state as order_state'])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const outcome = returnOutcome(now.state, now.provider_status, now.order_state);
  if (outcome === 'paid') {
    return { outcome, redirectUrl: withQuery(row.finish_url, 'order', row.order_number), applied };
  }
  let redirectUrl = withQuery(row.error_url, 'status', outcome);
  if (outcome !== 'open') {
    // The cart is back: a restore link brings it to a shopper whose banking app opened another browser.
    const link = await saveCartLink(deps.db, row.context_token, deps.now());
    if (link) redirectUrl = withQuery(redirectUrl, 'token', link);
  }
  return { outcome, redirectUrl, applied };
}

function returnOutcome(paymentState: string, providerStatus: string | null, orderState: string): PaymentReturnOutcome {
  // Another payment of the same order may have paid it meanwhile.
  if (orderState === 'paid') return 'paid';
  if (paymentState === 'open') return 'open';
  if (providerStatus) return returnOutcomeOf(providerStatus as ProviderPaymentStatus);
  return paymentState === 'failed' ? 'failed' : 'cancelled';
}

/** The order's payment of a state, newest first. */
function paymentOf(deps: EngineDeps, orderId: string, state: 'open' | 'paid') {
  return deps.db
    .selectFrom('commerce_payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', state)
    .where('provider_payment_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Cancels the open payment of an unpaid order at the provider, and the order with it (stock and cart come back). */
export async function cancelOrderPayment(deps: EngineDeps, orderId: string): Promise<WebhookResult> {
  const order = await deps.db.selectFrom('commerce_order').select('state').where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new CommerceError('order-not-found', `No order ${orderId}`);
  if (order.state !== 'open') throw new CommerceError('payment-not-cancelable', `The order is ${order.state}`);
  const payment = await paymentOf(deps, orderId, 'open');
  if (!payment?.provider_payment_id) {
    throw new CommerceError('payment-not-cancelable', 'The order has no open payment at the provider');
  }
  const cancelled = await paymentProvider(deps).cancelPayment(payment.provider_payment_id);
  return applyProviderStatus(deps, payment.id, cancelled);
}

/** Refunds (part of) a paid order at the provider; the whole remainder when no amount is given. */
export async function refundOrder(deps: EngineDeps, orderId: string, amountMinor?: number): Promise<ProviderRefund> {
  const order = await deps.db
    .selectFrom('commerce_order')
    .select(['state', 'order_number', 'total_minor', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new CommerceError('order-not-found', `No order ${orderId}`);
  const payment = order.state === 'paid' ? await paymentOf(deps, orderId, 'paid') : undefined;
  if (!payment?.provider_payment_id) throw new CommerceError('payment-not-refundable', 'The order is not paid');
  const remaining = order.total_minor - payment.refunded_minor;
  const amount = amountMinor ?? remaining;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
    throw new CommerceError('payment-not-refundable', `Cannot refund ${amount} of ${remaining}`);
  }
  const refund = await paymentProvider(deps).refundPayment(
    payment.provider_payment_id,
    { amount, currency: order.currency },
    `Refund ${order.order_number}`,
  );
  await deps.db
    .updateTable('commerce_payment')
    .set({ refunded_minor: sql`refunded_minor + ${amount}`, updated_at: sql`now()` })
    .where('id', '=', payment.id)
    .execute();
  return refund;
}
