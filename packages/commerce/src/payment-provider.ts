import type { CountryCode, CurrencyCode, Language } from '@shop/i18n';
import type { PaymentOutcome } from './test-payment-service';

/**
 * A payment's status at its provider, in Mollie's words (the test payment service's states map onto the same):
 * `open` (not paid yet), `pending` (being processed), `authorized` (Klarna: approved, captured at shipment), `paid`,
 * `canceled` (by the shopper), `failed`, `expired` (never finished).
 */
export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'failed' | 'expired';

/** The five outcomes the shopper's return page tells apart (spec commerce §8). */
export type PaymentReturnOutcome = 'paid' | 'open' | 'cancelled' | 'failed' | 'expired';

export interface Money {
  /** Minor units (cents, pence). */
  amount: number;
  currency: CurrencyCode;
}

export interface CreatePaymentRequest {
  /** The shop's own id of the payment (the test service uses it as the provider's id too). */
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amount: Money;
  /** What the shopper sees at the provider and on their bank statement (has the order number). */
  description: string;
  /** Where the provider sends the shopper back, whatever the outcome. */
  redirectUrl: string;
  /** Where the provider reports status changes. */
  webhookUrl: string;
  /** The shop's payment method id (`payment-ideal`, …). */
  methodId: string;
  language: Language;
  country: CountryCode;
}

export interface ProviderPayment {
  /** The provider's id (Mollie: `tr_…`). */
  id: string;
  status: ProviderPaymentStatus;
  /** The provider's page where the shopper pays; null once the payment is final. */
  checkoutUrl: string | null;
  amount: Money;
}

export interface ProviderRefund {
  id: string;
  /** Mollie: `queued`, `pending`, `processing`, `refunded`, `failed`, `canceled`. */
  status: string;
  amount: Money;
}

/**
 * A payment provider behind the embedded engine: the test payment service, or Mollie. Errors of the provider (down,
 * timing out, refusing) are thrown as `CommerceError('payment-provider-unavailable')`, so the shopper sees a
 * translated message and the order stays open to be paid again.
 */
export interface PaymentProvider {
  /** Stored with each payment (`commerce_payment.provider`). */
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider has it now; null when the provider does not know the id. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** Refunds (part of) a paid payment. */
  refundPayment(providerPaymentId: string, amount: Money, description: string): Promise<ProviderRefund>;
  /** Cancels a payment that is not final yet (when the provider allows it): answers it as it is then. */
  cancelPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** The shop's method ids the provider has enabled for this amount and store, in the provider's order. */
  enabledMethods(query: { amount: Money; language: Language; country: CountryCode }): Promise<string[]>;
}

/** Mollie's amount: a string with the currency's two decimals (`"10.00"`), never a float. */
export function formatAmount(money: Money): { currency: CurrencyCode; value: string } {
  if (!Number.isSafeInteger(money.amount) || money.amount < 0) {
    throw new RangeError(`Not an amount in minor units: ${money.amount}`);
  }
  const major = Math.trunc(money.amount / 100);
  const minor = String(money.amount % 100).padStart(2, '0');
  return { currency: money.currency, value: `${major}.${minor}` };
}

/** The inverse of `formatAmount` (`"10.00"` → 1000). */
export function parseAmount(amount: { currency: string; value: string }): Money {
  const match = /^(\d+)\.(\d{2})$/.exec(amount.value);
  if (!match) throw new RangeError(`Not a two-decimal amount: ${amount.value}`);
  return { amount: Number(match[1]) * 100 + Number(match[2]), currency: amount.currency as CurrencyCode };
}

/**
 * What a provider status does to the order: a final outcome (the first one wins), or nothing yet. An authorized
 * payment (Klarna) counts as paid: the provider has approved it and the amount is reserved.
 */
export function orderOutcomeOf(status: ProviderPaymentStatus): PaymentOutcome | null {
  switch (status) {
    case 'paid':
    case 'authorized':
      return 'paid';
    case 'canceled':
    case 'expired':
      return 'cancelled';
    case 'failed':
      return 'failed';
    default:
      return null;
  }
}

/** What the shopper's return page shows for a provider status. */
export function returnOutcomeOf(status: ProviderPaymentStatus): PaymentReturnOutcome {
  switch (status) {
    case 'paid':
    case 'authorized':
      return 'paid';
    case 'canceled':
      return 'cancelled';
    case 'failed':
    case 'expired':
      return status;
    default:
      return 'open';
  }
}
