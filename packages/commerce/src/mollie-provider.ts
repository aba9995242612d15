import { createMollieClient, type MollieClient, type Payment, type PaymentCreateParams } from '@mollie/api-client';
import type { CountryCode, Language } from '@shop/i18n';
import { CommerceError } from './errors';
import {
  type CreatePaymentRequest,
  formatAmount,
  type Money,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  parseAmount,
} from './payment-provider';

/** The shop's payment method ids and Mollie's method names (Klarna's older names count as Klarna). */
const MOLLIE_METHODS: Readonly<Record<string, string>> = {
  'payment-ideal': 'ideal',
  'payment-bancontact': 'bancontact',
  'payment-card': 'creditcard',
  'payment-paypal': 'paypal',
  'payment-klarna': 'klarna',
  'payment-eps': 'eps',
};
const SHOP_METHODS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MOLLIE_METHODS).map(([shop, mollie]) => [mollie, shop])),
  klarnapaylater: 'payment-klarna',
  klarnapaynow: 'payment-klarna',
  klarnasliceit: 'payment-klarna',
};

/** Mollie's locales for the shop's stores; anything else is `en_US`. */
const MOLLIE_LOCALES = new Set(['nl_NL', 'nl_BE', 'fr_FR', 'fr_BE', 'de_DE', 'de_AT', 'de_CH', 'en_GB', 'en_US']);
const STATUSES: readonly ProviderPaymentStatus[] = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'failed',
  'expired',
];

export interface MollieProviderOptions {
  apiKey: string;
  /** Mollie's API root; a recorded-exchange server in tests. Default: the client's own. */
  apiUrl?: string;
  /** How long one call may take (the client retries a 5xx itself); then the shopper gets a clear message. */
  timeoutMs?: number;
  /** How long the enabled methods of one amount and store are kept. */
  methodsTtlMs?: number;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_METHODS_TTL_MS = 5 * 60_000;
/** Enabled methods are cached per currency, amount and locale: bounded, emptied when full. */
const MAX_CACHED_METHOD_LISTS = 500;

/** Mollie's Payments API through its official client (`@mollie/api-client`). */
export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie';
  readonly #client: MollieClient;
  readonly #timeoutMs: number;
  readonly #methodsTtlMs: number;
  readonly #now: () => number;
  readonly #methods = new Map<string, { expires: number; methods: Promise<string[]> }>();

  constructor(options: MollieProviderOptions) {
    if (!/^(test|live)_\w{20,}$/.test(options.apiKey)) {
      throw new RangeError('MOLLIE_API_KEY must be a Mollie API key (test_… or live_…)');
    }
    this.#client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
      versionStrings: 'Shop/1.0',
    });
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#methodsTtlMs = options.methodsTtlMs ?? DEFAULT_METHODS_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const method = MOLLIE_METHODS[request.methodId];
    const payment = await this.#call('create payment', () =>
      this.#client.payments.create({
        amount: formatAmount(request.amount),
        description: request.description,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        locale: mollieLocale(request.language, request.country) as PaymentCreateParams['locale'],
        ...(method ? { method: method as PaymentCreateParams['method'] } : {}),
        metadata: { orderId: request.orderId, orderNumber: request.orderNumber, paymentId: request.paymentId },
        // A retried create (the client retries a 5xx) makes one payment, not two.
        idempotencyKey: request.paymentId,
      }),
    );
    return toProviderPayment(payment);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    if (!/^tr_\w{1,64}$/.test(providerPaymentId)) return null;
    try {
      return toProviderPayment(await this.#call('get payment', () => this.#client.payments.get(providerPaymentId)));
    } catch (error) {
      if (error instanceof CommerceError && error.details?.statusCode === 404) return null;
      throw error;
    }
  }

  async refundPayment(providerPaymentId: string, amount: Money, description: string): Promise<ProviderRefund> {
    const refund = await this.#call('refund payment', () =>
      this.#client.paymentRefunds.create({ paymentId: providerPaymentId, amount: formatAmount(amount), description }),
    );
    return { id: refund.id, status: refund.status, amount: parseAmount(refund.amount) };
  }

  async cancelPayment(providerPaymentId: string): Promise<ProviderPayment> {
    return toProviderPayment(await this.#call('cancel payment', () => this.#client.payments.cancel(providerPaymentId)));
  }

  /** Mollie's enabled methods for the amount and locale (its order), cached a few minutes per amount and store. */
  enabledMethods(query: { amount: Money; language: Language; country: CountryCode }): Promise<string[]> {
    const locale = mollieLocale(query.language, query.country);
    const key = `${query.amount.currency}:${query.amount.amount}:${locale}:${query.country}`;
    const now = this.#now();
    const cached = this.#methods.get(key);
    if (cached && cached.expires > now) return cached.methods;
    if (this.#methods.size >= MAX_CACHED_METHOD_LISTS) this.#methods.clear();
    const methods = this.#call('list methods', () =>
      this.#client.methods.list({
        amount: formatAmount(query.amount),
        locale: locale as never,
        billingCountry: query.country,
      }),
    ).then((list) => [
      ...new Set(list.map((method) => SHOP_METHODS[method.id]).filter((id): id is string => id !== undefined)),
    ]);
    this.#methods.set(key, { expires: now + this.#methodsTtlMs, methods });
    // A failed look-up is not kept: the next shopper asks again.
    methods.catch(() => this.#methods.delete(key));
    return methods;
  }

  /** One call to Mollie, bounded in time; its failures become `payment-provider-unavailable`. */
  async #call<T>(what: string, call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CommerceError('payment-provider-unavailable', `Mollie did not answer (${what})`)),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (error) {
      if (error instanceof CommerceError) throw error;
      const statusCode = (error as { statusCode?: number }).statusCode ?? null;
      throw new CommerceError(
        'payment-provider-unavailable',
        `Mollie refused or failed (${what}): ${(error as Error).message}`,
        { statusCode },
      );
    } finally {
      clearTimeout(timer);
    }
  }
}

function mollieLocale(language: Language, country: CountryCode): string {
  const locale = `${language}_${country}`;
  if (MOLLIE_LOCALES.has(locale)) return locale;
  return language === 'en' ? 'en_GB' : (['nl_NL', 'fr_FR', 'de_DE'].find((l) => l.startsWith(language)) ?? 'en_US');
}

function toProviderPayment(payment: Payment): ProviderPayment {
  const status = STATUSES.includes(payment.status as ProviderPaymentStatus)
    ? (payment.status as ProviderPaymentStatus)
    : 'open';
  return {
    id: payment.id,
    status,
    checkoutUrl: payment.getCheckoutUrl() ?? null,
    amount: parseAmount(payment.amount),
  };
}
