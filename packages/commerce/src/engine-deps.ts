import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import type { PriceSource } from './price-source';
import type { ServicePointDirectory } from './service-points';
import type { TestPaymentService } from './test-payment-service';

/** What the embedded commerce engine runs on: its database, prices, payment provider, pickup points and clock. */
export interface EngineDeps {
  db: Kysely<Database>;
  /** Today's prices of variants (the catalog). */
  priceSource: PriceSource;
  /**
   * Where orders are paid: the embedded test payment service, or null when no payment provider is configured (a
   * production start without TEST_PAYMENTS and without a real provider): no order is then placed or paid.
   */
  payments: TestPaymentService | null;
  servicePoints: ServicePointDirectory;
  /** The engine's clock: loyalty points, voucher validity and order dates follow it (tests move it). */
  now: () => Date;
}
