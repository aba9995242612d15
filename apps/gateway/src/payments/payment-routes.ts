import type { CommerceWiring } from '../commerce-services';
import type { GatewayConfig } from '../config';
import type { Logger } from '../logger';
import type { PaymentHooks, PaymentPages } from './payment-http';
import { createProviderPaymentRoutes } from './provider-payment-routes';
import { createTestPaymentPages } from './test-payment-pages';

/**
 * The payment provider's HTTP side: Mollie's webhook and return, or the test payment service's hosted page and
 * webhook (only when it takes the payments: otherwise /test-payment/* is a 404), or nothing without a provider. Only
 * the embedded engine's payments are the shop's own: on another commerce upstream (Shopware's payment apps) none.
 */
export function paymentRoutes(
  config: GatewayConfig,
  { commerce, testPayments, servesPayments }: Pick<CommerceWiring, 'commerce' | 'testPayments' | 'servesPayments'>,
  onStockChanged: (skus: readonly string[]) => Promise<void>,
  logger: Logger,
  hooks: PaymentHooks,
): PaymentPages | undefined {
  if (!servesPayments) return undefined;
  if (config.payments.provider === 'mollie')
    return createProviderPaymentRoutes(commerce, onStockChanged, logger, hooks);
  if (testPayments) return createTestPaymentPages(commerce, onStockChanged, logger, hooks);
  return undefined;
}
