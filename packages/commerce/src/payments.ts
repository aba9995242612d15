import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { saveCartLink } from './cart-links';
import { paymentProvider, requireContext } from './context-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import type { PaymentView, WebhookResult } from './model';
import { applyOutcome, parseWebhook, withQuery } from './payment-outcome';
import type { ProviderRefund } from './payment-provider';
import {
  cancelOrderPayment,
  type ProviderReturn,
  refundOrder,
  returnFromProvider,
  syncProviderPayment,
} from './provider-payments';
import { TestPaymentProvider } from './test-payment-provider';
import type { PaymentOutcome, TestPaymentService } from './test-payment-service';

/**
 * Payments of orders at the payment provider: the test payment service (its hosted page and signed webhooks) or a
 * redirecting provider (Mollie: its checkout, its unsigned webhook naming the payment, the shopper's return).
 */
export class EmbeddedPayments {
  constructor(private readonly deps: EngineDeps) {}

  /**
   * Starts a payment of an open order at the provider: answers the provider's page. When the provider fails, the
   * payment is forgotten and the order stays open, to be paid again (`payment-provider-unavailable`).
   */
  async handlePayment(
    token: string,
    input: { orderId: string; finishUrl: string; errorUrl: string },
  ): Promise<{ redirectUrl: string; paymentId: string }> {
    const provider = paymentProvider(this.deps);
    await requireContext(this.deps.db, token);
    const order = await this.deps.db
      .selectFrom('commerce_order')
      .select(['id', 'state', 'payment_method_id', 'order_number', 'total_minor', 'currency', 'country', 'language'])
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
        provider: provider.name,
        // The test service's payment is the shop's own row: its id is the provider's id.
        provider_payment_id: provider instanceof TestPaymentProvider ? paymentId : null,
      })
      .execute();
    if (provider instanceof TestPaymentProvider) {
      return { redirectUrl: provider.service.hostedPageUrl(paymentId), paymentId };
    }
    const urls = this.deps.paymentUrls;
    if (!urls) throw new CommerceError('payments-unavailable', 'The provider needs the return and webhook URLs');
    const language = order.language ?? 'en';
    try {
      const created = await provider.createPayment({
        paymentId,
        orderId: order.id,
        orderNumber: order.order_number,
        amount: { amount: order.total_minor, currency: order.currency },
        description: urls.description(order.order_number, language),
        redirectUrl: urls.returnUrl(paymentId),
        webhookUrl: urls.webhookUrl,
        methodId: order.payment_method_id,
        language,
        country: order.country,
      });
      if (!created.checkoutUrl) throw new CommerceError('payment-provider-unavailable', 'No checkout URL');
      await this.deps.db
        .updateTable('commerce_payment')
        .set({ provider_payment_id: created.id, provider_status: created.status, updated_at: sql`now()` })
        .where('id', '=', paymentId)
        .execute();
      return { redirectUrl: created.checkoutUrl, paymentId };
    } catch (error) {
      // Nothing was taken: the order stays open and the next attempt starts a new payment.
      await this.deps.db.deleteFrom('commerce_payment').where('id', '=', paymentId).execute();
      throw error;
    }
  }

  /** Applies a signed webhook of the test payment service (see `applyOutcome`: the first final outcome wins). */
  async handlePaymentWebhook(body: string, signature: string): Promise<WebhookResult> {
    if (!testService(this.deps).verify(body, signature)) {
      throw new CommerceError('invalid-webhook-signature', 'The webhook signature does not match');
    }
    const event = parseWebhook(body);
    return applyOutcome(this.deps, event);
  }

  /**
   * A redirecting provider's webhook: it names only its payment id, so the payment is fetched from the provider and
   * its status applied (once, whatever the order or repetition of webhooks). Null for a payment the shop does not
   * know (the caller answers 200 and logs it).
   */
  handleProviderWebhook(providerPaymentId: string): Promise<WebhookResult | null> {
    return syncProviderPayment(this.deps, providerPaymentId);
  }

  /**
   * The shopper is back from the provider: the payment's status is fetched there (the webhook may not have come
   * yet) and applied; answers where the shopper goes — the finish URL when paid, else the error URL with the outcome
   * (`open`, `cancelled`, `failed`, `expired`) and, when the cart was put back, a restore link of it.
   */
  returnFromProvider(paymentId: string): Promise<ProviderReturn | null> {
    return returnFromProvider(this.deps, paymentId);
  }

  /** Back office: cancels the open payment of an unpaid order at the provider; the order is cancelled with it. */
  cancelOrderPayment(orderId: string): Promise<WebhookResult> {
    return cancelOrderPayment(this.deps, orderId);
  }

  /** Back office: refunds (part of) a paid order at the provider; the order stays paid, the refund is recorded. */
  refundOrder(orderId: string, amountMinor?: number): Promise<ProviderRefund> {
    return refundOrder(this.deps, orderId, amountMinor);
  }

  /** A payment of the test payment service with what its hosted page shows; null when unknown. */
  async getPayment(paymentId: string): Promise<PaymentView | null> {
    const row = await this.deps.db
      .selectFrom('commerce_payment as p')
      .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
      .innerJoin('commerce_context as c', 'c.token', 'o.context_token')
      .select(['p.id', 'p.state', 'p.method_id', 'o.order_number', 'o.total_minor', 'o.currency', 'c.language'])
      .where('p.id', '=', paymentId)
      .where('p.provider', '=', 'test')
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
    const { body, signature } = testService(this.deps).webhook(paymentId, outcome);
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

/** The test payment service, when it is the provider; its webhooks and page do not exist otherwise. */
function testService(deps: EngineDeps): TestPaymentService {
  const provider = paymentProvider(deps);
  if (!(provider instanceof TestPaymentProvider)) {
    throw new CommerceError('payment-not-found', 'The test payment service is not the payment provider');
  }
  return provider.service;
}
