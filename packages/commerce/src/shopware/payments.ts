import { CommerceError } from '../errors';
import type { PaymentView, WebhookResult } from '../model';
import { withQuery } from '../payment-outcome';
import type { ProviderReturn } from '../provider-payments';
import type { CommercePayments } from '../upstream';
import type { ShopwareCartLinks } from './cart-links';
import { toMinor } from './cart-mapping';
import type { ShopwareCheckoutStore } from './checkout-store';
import { currentTransaction, orderStateOf, outcomeOf } from './order-mapping';
import type { ShopwareOrders } from './orders';
import type { SessionCalls } from './session-calls';

const MAX_URL_LENGTH = 2000;

/** What Shopware does itself: its payment apps take the provider's webhooks, and it has no test payment page. */
function notOnShopware(what: string): Promise<never> {
  return Promise.reject(
    new CommerceError(
      'payment-flow-unsupported',
      `${what} does not exist on Shopware: its payment apps handle payments`,
    ),
  );
}

/**
 * Payments of Shopware orders. Shopware's payment handlers (its payment apps) talk to the provider: the shop starts a
 * payment with `/handle-payment` (finish and error URLs), Shopware sends the shopper to the provider and back, and the
 * payment's state is read back from the order (`/order`, the newest transaction's state). A payment's id in the shop
 * is its order's id (Shopware makes a transaction per attempt; the newest counts). The shop notices a payment's final
 * state the first time it reads it (`final_state`), and puts a failed or cancelled payment's lines back into the
 * cart of the session that ordered, once.
 */
export class ShopwarePayments implements CommercePayments {
  constructor(
    private readonly deps: {
      calls: SessionCalls;
      store: ShopwareCheckoutStore;
      orders: ShopwareOrders;
      cartLinks: ShopwareCartLinks;
    },
  ) {}

  async handlePayment(
    token: string,
    input: { orderId: string; finishUrl: string; errorUrl: string },
  ): Promise<{ redirectUrl: string; paymentId: string }> {
    for (const url of [input.finishUrl, input.errorUrl]) {
      if (!url || url.length > MAX_URL_LENGTH) throw new RangeError('A return URL of 1 to 2000 characters');
    }
    const row = await this.deps.store.byOrderId(input.orderId);
    if (!row || row.session_token !== token) throw new CommerceError('order-not-found');
    const state = orderStateOf(await this.deps.orders.readAsGuest(row));
    if (state === 'paid') throw new CommerceError('order-already-paid');
    if (state === 'cancelled') throw new CommerceError('order-not-payable');
    await this.deps.store.paymentUrls(input.orderId, input);
    const { data } = await this.deps.calls.call(
      token,
      'handlePaymentMethod post /handle-payment',
      { body: { orderId: input.orderId, finishUrl: input.finishUrl, errorUrl: input.errorUrl } },
      { area: 'checkout', idempotent: false },
    );
    // A payment without a provider's page (invoice, prepayment) answers no redirect: the shopper is done.
    const redirectUrl = data.redirectUrl || withQuery(input.finishUrl, 'order', row.order_number ?? '');
    return { redirectUrl, paymentId: input.orderId };
  }

  async getPayment(paymentId: string): Promise<PaymentView | null> {
    const row = await this.deps.store.byOrderId(paymentId);
    if (!row) return null;
    const order = await this.deps.orders.readAsGuest(row);
    const transaction = currentTransaction(order);
    const { store } = this.deps.orders.storeOf(row);
    return {
      id: paymentId,
      state: orderStateOf(order),
      methodId: transaction?.paymentMethodId ?? '',
      orderNumber: order.orderNumber ?? '',
      amount: toMinor(transaction?.amount.totalPrice ?? order.amountTotal),
      currency: store.currency,
      language: store.language,
    };
  }

  /**
   * The shopper back from Shopware's finish or error URL: the payment's state as Shopware has it now, and where the
   * shopper goes (the finish URL with the order number; the error URL with the outcome).
   */
  async returnFromProvider(paymentId: string): Promise<ProviderReturn | null> {
    const row = await this.deps.store.byOrderId(paymentId);
    if (!row?.order_id) return null;
    const order = await this.deps.orders.readAsGuest(row);
    const outcome = outcomeOf(currentTransaction(order)?.stateMachineState?.technicalName);
    const orderNumber = order.orderNumber ?? '';
    const finishUrl = row.finish_url ?? '/';
    const redirectUrl =
      outcome === 'paid' || outcome === 'open'
        ? withQuery(finishUrl, 'order', orderNumber)
        : withQuery(row.error_url ?? finishUrl, 'status', outcome);
    if (outcome === 'open') return { outcome, redirectUrl, applied: null };
    const state = orderStateOf(order);
    const applied = await this.deps.store.finalState(row.order_id, state);
    if (state !== 'paid' && (await this.deps.store.markRecovered(row.order_id))) {
      const lines = (await this.deps.orders.summaryOf(row, order)).lines;
      await this.deps.cartLinks
        .copyLines(
          row.session_token,
          lines.map((line) => ({ referencedId: line.referencedId, quantity: line.quantity })),
        )
        .catch((error: unknown) => {
          // A session that ended has no cart to put the lines in.
          if (!(error instanceof CommerceError && error.code === 'context-not-found')) throw error;
        });
    }
    const result: WebhookResult = { applied, orderId: row.order_id, orderNumber, state, redirectUrl };
    return { outcome, redirectUrl, applied: result };
  }

  handlePaymentWebhook(_body: string, _signature: string): Promise<WebhookResult> {
    return notOnShopware("The test payment service's webhook");
  }

  handleProviderWebhook(_providerPaymentId: string): Promise<WebhookResult | null> {
    return notOnShopware("A payment provider's webhook to the shop");
  }

  completeTestPayment(): Promise<WebhookResult> {
    return notOnShopware('The test payment page');
  }
}
