import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { saveCartLink } from './cart-links';
import { paymentProvider, requireContext } from './context-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import { accrueOrderPoints } from './loyalty';
import type { PaymentView, WebhookResult } from './model';
import { ORDER_STATUSES, parseWebhook, releaseAndRestore, withQuery } from './payment-outcome';
import type { PaymentOutcome } from './test-payment-service';

/** Payments of orders at the test payment service: the hosted page, its signed webhooks and their outcome. */
export class EmbeddedPayments {
  constructor(private readonly deps: EngineDeps) {}

  /** Starts a payment of an open order at the test payment service: answers its hosted page. */
  async handlePayment(
    token: string,
    input: { orderId: string; finishUrl: string; errorUrl: string },
  ): Promise<{ redirectUrl: string; paymentId: string }> {
    const payments = paymentProvider(this.deps);
    await requireContext(this.deps.db, token);
    const order = await this.deps.db
      .selectFrom('commerce_order')
      .select(['id', 'state', 'payment_method_id'])
      .where('id', '=', input.orderId)
      .where('context_token', '=', token)
      .executeTakeFirst();
    if (!order) throw new CommerceError('order-not-found', `No order ${input.orderId}`);
    if (order.state === 'paid') throw new CommerceError('order-already-paid', 'The order has been paid');
    if (order.state !== 'open') throw new CommerceError('order-not-payable', `The order is ${order.state}`);
    const paymentId = randomUUID();
    await this.deps.db
      .insertInto('commerce_payment')
      .values({
        id: paymentId,
        order_id: order.id,
        method_id: order.payment_method_id,
        finish_url: input.finishUrl,
        error_url: input.errorUrl,
      })
      .execute();
    return { redirectUrl: payments.hostedPageUrl(paymentId), paymentId };
  }

  /**
   * Applies a signed webhook of the test payment service. The first final outcome of a payment wins: a replayed
   * event (same id), a second outcome for the same payment, or an outcome for an order that is no longer open
   * changes nothing. A failed or cancelled payment cancels the order, gives its stock back and puts its lines back in
   * the context's cart ("We have saved your shopping cart").
   */
  async handlePaymentWebhook(body: string, signature: string): Promise<WebhookResult> {
    if (!paymentProvider(this.deps).verify(body, signature)) {
      throw new CommerceError('invalid-webhook-signature', 'The webhook signature does not match');
    }
    const event = parseWebhook(body);
    return this.deps.db.transaction().execute(async (trx) => {
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
          .set({ state, updated_at: sql`now()` })
          .where('id', '=', payment.id)
          .execute();
        await trx
          .updateTable('commerce_order')
          .set({ state, ...ORDER_STATUSES[event.outcome], updated_at: sql`now()` })
          .where('id', '=', order.id)
          .execute();
        // Points are earned in the same transaction as the payment: a paid order never lacks them, and never gets
        // them twice (only the first final outcome is applied; the ledger's unique index guards the rest).
        if (state === 'paid') await accrueOrderPoints(trx, order, this.deps.now());
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

  /** A payment of the test payment service with what its hosted page shows; null when unknown. */
  async getPayment(paymentId: string): Promise<PaymentView | null> {
    const row = await this.deps.db
      .selectFrom('commerce_payment as p')
      .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
      .innerJoin('commerce_context as c', 'c.token', 'o.context_token')
      .select(['p.id', 'p.state', 'p.method_id', 'o.order_number', 'o.total_minor', 'o.currency', 'c.language'])
      .where('p.id', '=', paymentId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      state: row.state,
      methodId: row.method_id,
      orderNumber: row.order_number,
      amount: row.total_minor,
      currency: row.currency,
      language: row.language,
    };
  }

  /**
   * What the gateway's hosted test page does when the shopper chooses: sends the signed webhook, answers where to go.
   * A payment that did not go through sends the shopper back with a restore link of the saved cart (`token`): one who
   * comes back in another browser (a banking app opens the return address in its own) still finds their cart.
   */
  async completeTestPayment(paymentId: string, outcome: PaymentOutcome): Promise<WebhookResult> {
    const { body, signature } = paymentProvider(this.deps).webhook(paymentId, outcome);
    const result = await this.handlePaymentWebhook(body, signature);
    if (result.state !== 'cancelled' && result.state !== 'failed') return result;
    const order = await this.deps.db
      .selectFrom('commerce_order')
      .select('context_token')
      .where('id', '=', result.orderId)
      .executeTakeFirstOrThrow();
    const link = await saveCartLink(this.deps.db, order.context_token, this.deps.now());
    return link ? { ...result, redirectUrl: withQuery(result.redirectUrl, 'token', link) } : result;
  }
}
