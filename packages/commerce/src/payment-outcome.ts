import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import { sql, type Transaction } from 'kysely';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import { accrueOrderPoints } from './loyalty';
import type { WebhookResult } from './model';
import type { PaymentOutcome, PaymentWebhookEvent } from './test-payment-service';

/** A payment that did not go through: the order's stock and voucher come back, and its lines go back in the cart. */
export async function releaseAndRestore(trx: Transaction<Database>, orderId: string, token: string): Promise<void> {
  const lines = await trx
    .selectFrom('commerce_order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('referenced_id')
    .execute();
  for (const line of lines) {
    if (line.stock_location_code === null) continue; // a pre-order line took no stock
    await trx
      .updateTable('commerce_stock')
      .set({ qty: sql`qty + ${line.quantity}` })
      .where('sku', '=', line.referenced_id)
      .where('location_code', '=', line.stock_location_code)
      .execute();
  }
  // The order's voucher is free again and goes back into the cart with its lines (unless another one was chosen).
  const order = await trx
    .selectFrom('commerce_order')
    .select('voucher_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.voucher_id) {
    await trx
      .updateTable('commerce_voucher')
      .set({ redeemed_order_id: null, redeemed_at: null })
      .where('id', '=', order.voucher_id)
      .where('redeemed_order_id', '=', orderId)
      .execute();
    await trx
      .updateTable('commerce_context')
      .set({ voucher_id: order.voucher_id })
      .where('token', '=', token)
      .where('voucher_id', 'is', null)
      .execute();
  }
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  for (const line of ordered) {
    await trx
      .insertInto('commerce_cart_item')
      .values({
        id: randomUUID(),
        context_token: token,
        referenced_id: line.referenced_id,
        product_number: line.product_number,
        quantity: line.quantity,
        payload: JSON.stringify(line.payload),
      })
      // A line the shopper added again meanwhile stays as it is.
      .onConflict((conflict) => conflict.columns(['context_token', 'referenced_id']).doNothing())
      .execute();
  }
}

/** What a final payment outcome does to the order's approval and allocation (fulfilment statuses). */
export const ORDER_STATUSES: Record<PaymentOutcome, { approval_status: string; allocation_status?: string }> = {
  paid: { approval_status: 'approved', allocation_status: 'allocated' },
  cancelled: { approval_status: 'cancelled' },
  failed: { approval_status: 'failed' },
};

export function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export function parseWebhook(body: string): PaymentWebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new CommerceError('invalid-webhook', 'The webhook body is not JSON');
  }
  const event = parsed as Partial<PaymentWebhookEvent> | null;
  if (
    !event ||
    typeof event.eventId !== 'string' ||
    typeof event.paymentId !== 'string' ||
    !['paid', 'cancelled', 'failed'].includes(event.outcome as string)
  ) {
    throw new CommerceError('invalid-webhook', 'The webhook body lacks eventId, paymentId or outcome');
  }
  return event as PaymentWebhookEvent;
}

/**
 * Applies a payment's final outcome, whoever reported it (a signed test webhook, Mollie's webhook, the shopper's
 * return). The first final outcome of an open payment of an open order wins: an event already recorded (same id), a
 * second outcome for the same payment, or an outcome for an order that is no longer open changes nothing. A failed or
 * cancelled payment cancels the order, gives its stock back and puts its lines back in the context's cart. Throws
 * `payment-not-found` for an unknown payment id. `providerStatus`: the provider's own word, kept with the payment.
 */
export async function applyOutcome(
  deps: EngineDeps,
  event: { eventId: string; paymentId: string; outcome: PaymentOutcome; providerStatus?: string },
): Promise<WebhookResult> {
  return deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('commerce_payment')
      .selectAll()
      .where('id', '=', event.paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new CommerceError('payment-not-found', `No payment ${event.paymentId}`);
    const order = await trx
      .selectFrom('commerce_order')
      .selectAll()
      .where('id', '=', payment.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const recorded = await trx
      .insertInto('commerce_payment_event')
      .values({
        event_id: event.eventId,
        payment_id: payment.id,
        outcome: event.outcome,
        applied: payment.state === 'open' && order.state === 'open',
      })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .returning('applied')
      .executeTakeFirst();
    const applied = recorded?.applied ?? false;
    let state = order.state;
    if (applied) {
      state = event.outcome;
      await trx
        .updateTable('commerce_payment')
        .set({ state, provider_status: event.providerStatus ?? null, updated_at: sql`now()` })
        .where('id', '=', payment.id)
        .execute();
      await trx
        .updateTable('commerce_order')
        .set({ state, ...ORDER_STATUSES[event.outcome], updated_at: sql`now()` })
        .where('id', '=', order.id)
        .execute();
      // Points are earned in the same transaction as the payment: a paid order never lacks them, and never gets
      // them twice (only the first final outcome is applied; the ledger's unique index guards the rest).
      if (state === 'paid') await accrueOrderPoints(trx, order, deps.now());
      else await releaseAndRestore(trx, order.id, order.context_token);
    }
    return {
      applied,
      orderId: order.id,
      orderNumber: order.order_number,
      state,
      redirectUrl:
        state === 'paid'
          ? withQuery(payment.finish_url, 'order', order.order_number)
          : withQuery(payment.error_url, 'status', state),
    };
  });
}
