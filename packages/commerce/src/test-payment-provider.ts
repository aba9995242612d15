import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { paymentMethodsFor } from './methods';
import type {
  CreatePaymentRequest,
  Money,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderRefund,
} from './payment-provider';
import type { TestPaymentService } from './test-payment-service';

const STATUS_OF_STATE: Readonly<Record<string, ProviderPaymentStatus>> = {
  open: 'open',
  paid: 'paid',
  cancelled: 'canceled',
  failed: 'failed',
};

/**
 * The embedded test payment service as a payment provider: its payments are the engine's own rows (the provider's id
 * is the shop's payment id), moved by its signed webhooks; its hosted page is served by the gateway. It offers every
 * method the store's country has (methods.ts) and refunds at once.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    readonly service: TestPaymentService,
    private readonly db: Kysely<Database>,
  ) {}

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    return {
      id: request.paymentId,
      status: 'open',
      checkoutUrl: this.service.hostedPageUrl(request.paymentId),
      amount: request.amount,
    };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const row = await this.db
      .selectFrom('commerce_payment as p')
      .innerJoin('commerce_order as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.state', 'o.total_minor', 'o.currency'])
      .where('p.id', '=', providerPaymentId)
      .executeTakeFirst();
    if (!row) return null;
    const status = STATUS_OF_STATE[row.state] ?? 'open';
    return {
      id: row.id,
      status,
      checkoutUrl: status === 'open' ? this.service.hostedPageUrl(row.id) : null,
      amount: { amount: row.total_minor, currency: row.currency },
    };
  }

  async refundPayment(providerPaymentId: string, amount: Money): Promise<ProviderRefund> {
    return { id: `refund-${providerPaymentId}-${amount.amount}`, status: 'refunded', amount };
  }

  async cancelPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const payment = await this.getPayment(providerPaymentId);
    if (!payment) throw new RangeError(`No test payment ${providerPaymentId}`);
    return payment.status === 'open' ? { ...payment, status: 'canceled', checkoutUrl: null } : payment;
  }

  async enabledMethods(query: { country: Parameters<typeof paymentMethodsFor>[0] }): Promise<string[]> {
    return paymentMethodsFor(query.country).map((method) => method.id);
  }
}
