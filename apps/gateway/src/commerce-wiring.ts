import {
  createShopwareCommerce,
  DatabaseShopwareSessions,
  InMemoryServicePointDirectory,
  InMemoryStoreDirectory,
  PlaceListGeocoder,
  PostgresStockService,
  type ShopwareConfig,
} from '@shop/commerce';
import { DEMO_PLACES, DEMO_SERVICE_POINTS, demoStoreLocations } from '@shop/demo-data';
import type { CommerceWiring, CommerceWiringDeps } from './commerce-services';
import { embeddedCommerce } from './embedded-upstreams';

export type { CommerceWiring, CommerceWiringDeps } from './commerce-services';

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
  // Sessions, the checkout until the order, order keys, cart links, the newsletter's list and loyalty live in the
  // shop's own database, shared by every gateway process; pickup points are the shop's own.
  const adapter = createShopwareCommerce({
    config: shopware,
    stores,
    now,
    db,
    sessions: new DatabaseShopwareSessions(db),
    storefrontUrls: Object.fromEntries(stores.map((store) => [store.code, store.baseUrl])),
    servicePoints: new InMemoryServicePointDirectory(DEMO_SERVICE_POINTS, DEMO_PLACES),
  });
  logger.warn(
    { storeApi: shopware.baseUrl },
    'commerce on Shopware (incomplete): the wishlist, vouchers and loyalty earning answer commerce-unavailable (docs/shopware.md)',
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
