import {
  type CommerceUpstream,
  createShopwareCommerce,
  InMemoryStoreDirectory,
  PlaceListGeocoder,
  PostgresStockService,
  type ShopwareConfig,
  type TestPaymentService,
} from '@shop/commerce';
import type { Database } from '@shop/db';
import { DEMO_PLACES, demoStoreLocations } from '@shop/demo-data';
import type { Store } from '@shop/i18n';
import type { Kysely } from 'kysely';
import type { GatewayConfig } from './config';
import { embeddedCommerce } from './embedded-upstreams';
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

/** The commerce upstream the configuration chooses (COMMERCE): the embedded engine or the Shopware adapter. */
export function commerceWiring(deps: CommerceWiringDeps): CommerceWiring {
  const selection = deps.config.commerce;
  return selection.kind === 'shopware' ? shopwareCommerce(deps, selection.shopware) : embeddedCommerce(deps);
}

/**
 * The Shopware adapter (docs/shopware.md) for what it covers, with the shop's own store directory, store searches and
 * stock (Shopware has no stores of the shop, and the catalogue's stock is the shop's import). Payments belong to
 * Shopware's payment apps: no test payment page, no payment routes of the shop, no demo customer.
 */
function shopwareCommerce({ db, stores, logger, now }: CommerceWiringDeps, shopware: ShopwareConfig): CommerceWiring {
  const adapter = createShopwareCommerce({ config: shopware, stores, now });
  logger.warn(
    { storeApi: shopware.baseUrl },
    'commerce on Shopware (first cut): contexts, carts and method offers; checkout, orders, accounts and the other areas answer commerce-unavailable',
  );
  return {
    commerce: {
      ...adapter,
      stores: {
        directory: new InMemoryStoreDirectory(demoStoreLocations(now())),
        geocoder: new PlaceListGeocoder(DEMO_PLACES),
        stock: new PostgresStockService(db),
      },
    },
    testPayments: null,
    servesPayments: false,
    seedDemoCustomer: null,
  };
}
