import type { Database } from '@shop/db';
import type { Language } from '@shop/i18n';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from './payment-provider';
import type { PriceSource } from './price-source';
import type { ServicePointDirectory } from './service-points';

/** What the embedded commerce engine runs on: its database, prices, payment provider, pickup points and clock. */
export interface EngineDeps {
  db: Kysely<Database>;
  /** Today's prices of variants (the catalog). */
  priceSource: PriceSource;
  /**
   * Where orders are paid: the embedded test payment service, Mollie, or null when no payment provider is configured
   * (a production start without TEST_PAYMENTS and without a real provider): no order is then placed or paid.
   */
  payments: PaymentProvider | null;
  /** Where a redirecting provider (Mollie) sends the shopper back and reports status changes. */
  paymentUrls: PaymentUrls | null;
  servicePoints: ServicePointDirectory;
  /** The engine's clock: loyalty points, voucher validity and order dates follow it (tests move it). */
  now: () => Date;
}

/** The gateway's public addresses a redirecting payment provider is given with each payment. */
export interface PaymentUrls {
  /** The provider's webhook (Mollie posts `id=tr_…` there). */
  webhookUrl: string;
  /** The shopper's way back for one payment of the shop: the gateway checks the status and sends them on. */
  returnUrl(paymentId: string): string;
  /** The payment's description at the provider (on the shopper's bank statement), in the order's language. */
  description(orderNumber: string, language: Language): string;
}
