import type { CommerceUpstream, TestPaymentService } from '@shop/commerce';
import type { Database } from '@shop/db';
import type { Store } from '@shop/i18n';
import type { Kysely } from 'kysely';
import type { GatewayConfig } from './config';
import type { Logger } from './logger';

/**
 * The commerce upstream as the gateway runs it, and the few services only some upstreams have. The gateway depends on
 * `CommerceUpstream` alone; what only the embedded engine offers is here, null (or false) for any other upstream.
 */
export interface CommerceWiring {
  commerce: CommerceUpstream;
  /** The embedded test payment service when it takes the payments: its hosted page and webhook are served. */
  testPayments: TestPaymentService | null;
  /** Whether the shop's own payment routes (the provider's webhook and return) are served: the embedded engine's. */
  servesPayments: boolean;
  /** Seeds the demo customer (demo@example.com) in a freshly seeded demo world: its SKUs whose stock changed. */
  seedDemoCustomer: (() => Promise<readonly string[]>) | null;
}

export interface CommerceWiringDeps {
  db: Kysely<Database>;
  config: GatewayConfig;
  stores: readonly Store[];
  logger: Logger;
  now: () => Date;
}
