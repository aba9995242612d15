import { msg } from '@lingui/core/macro';
import { PostgresProductIndex } from '@shop/catalog';
import {
  createEmbeddedCommerce,
  InMemoryServicePointDirectory,
  InMemoryStoreDirectory,
  MolliePaymentProvider,
  type PaymentUrls,
  PlaceListGeocoder,
  TestPaymentService,
} from '@shop/commerce';
import type { Database } from '@shop/db';
import { DEMO_PLACES, DEMO_SERVICE_POINTS, demoStoreLocations, seedDemoCustomer } from '@shop/demo-data';
import { type Store, storeByCode } from '@shop/i18n';
import { InstoreEngine, InstoreRestClient, StockLocationStores } from '@shop/instore';
import type { Kysely } from 'kysely';
import type { CommerceWiring } from './commerce-services';
import { type GatewayConfig, INSTORE_PATH, PAYMENT_RETURN_PATH, PAYMENT_WEBHOOK_PATH } from './config';
import { i18nFor } from './i18n';
import type { Logger } from './logger';
import { CatalogPriceSource, priceViewFor } from './subschemas/commerce/price-source';

/**
 * The embedded commerce engine as the gateway runs it: the test payment service when enabled, the demo pickup points,
 * prices from the catalog index, the demo stores, and the demo customer's seeding. Warns about what production should
 * not run with.
 */
export function embeddedCommerce({
  db,
  config,
  stores,
  logger,
  now,
}: {
  db: Kysely<Database>;
  config: GatewayConfig;
  stores: readonly Store[];
  logger: Logger;
  now: () => Date;
}): CommerceWiring {
  // The test payment service marks any order paid for anyone who asks: only outside production (TEST_PAYMENTS, on by
  // default there; refused in production by the configuration) and when Mollie is not configured. Without a provider
  // the engine refuses orders and no payment page is served.
  const payments =
    config.payments.provider === 'test'
      ? new TestPaymentService({
          secret: config.testPayments.webhookSecret,
          pageBaseUrl: config.testPayments.pageBaseUrl,
        })
      : null;
  const mollie = config.mollie
    ? new MolliePaymentProvider({
        apiKey: config.mollie.apiKey,
        apiUrl: config.mollie.apiUrl,
        timeoutMs: config.mollie.timeoutMs,
      })
    : null;
  if (mollie && config.environment === 'production' && config.mollie?.apiKey.startsWith('test_')) {
    logger.warn('MOLLIE_API_KEY is a test key in production: payments are not real');
  }
  if (mollie) {
    logger.info({ webhook: `${config.mollie!.publicUrl}${PAYMENT_WEBHOOK_PATH}` }, 'payments by Mollie');
  } else if (!payments) {
    logger.warn(
      'No payment provider: the test payment service is off (TEST_PAYMENTS) and no other provider is configured, so checkout refuses every order',
    );
  }
  const servicePoints = new InMemoryServicePointDirectory(DEMO_SERVICE_POINTS, DEMO_PLACES);
  // Prices come from the catalog index (uncached: a cart must show today's price, and the index answers by key).
  const prices = new CatalogPriceSource(new PostgresProductIndex(db), priceViewFor(stores));
  const commerce = createEmbeddedCommerce({
    db,
    priceSource: prices,
    payments: mollie ?? payments,
    paymentUrls: config.mollie ? paymentUrls(config.mollie.publicUrl) : undefined,
    servicePoints,
    now,
    // The shop's stores (their holidays and other hours counted from the day the gateway starts) and store searches.
    stores: {
      directory: new InMemoryStoreDirectory(demoStoreLocations(now())),
      geocoder: new PlaceListGeocoder(DEMO_PLACES),
    },
  });
  return {
    commerce,
    testPayments: payments,
    servesPayments: true,
    // The demo shopper (demo@example.com) with orders, points and a voucher, in the Dutch store.
    seedDemoCustomer: () =>
      seedDemoCustomer({ db, prices, servicePoints, store: storeByCode(stores, 'nl-nl'), now: now() }),
  };
}

/**
 * In-store sessions: a remote service when configured, else the embedded one (served at /instore/v1 for staff and
 * other channels). Either way the shop's stores, whose codes tablets' orders carry, are the stock locations.
 */
export function instoreUpstream(db: Kysely<Database>, config: GatewayConfig, logger: Logger, now: () => Date) {
  const storeLocations = new StockLocationStores(db);
  const instoreEngine = config.instore.baseUrl ? null : new InstoreEngine(db, storeLocations, now);
  const instoreSessions =
    instoreEngine ?? new InstoreRestClient({ baseUrl: config.instore.baseUrl!, staffKey: config.instore.staffKey });
  if (instoreEngine && config.instore.staffKeyGenerated) {
    // Printed once outside production: without INSTORE_STAFF_KEY the key is new with every start (see
    // `pnpm --filter @shop/gateway instore`). In production a secret is never logged: staff then cannot open sessions.
    if (config.environment === 'production') {
      logger.warn('INSTORE_STAFF_KEY is not set: store staff cannot open in-store sessions');
    } else {
      logger.warn(
        { staffKey: config.instore.staffKey, staffUrl: `http://localhost:${config.port}${INSTORE_PATH}/sessions` },
        'in-store staff key for this process (set INSTORE_STAFF_KEY to choose one)',
      );
    }
  }
  return { instoreEngine, instoreSessions, storeLocations };
}

/** Mollie's webhook and the shopper's way back, under the gateway's public origin; the description per language. */
function paymentUrls(publicUrl: string): PaymentUrls {
  return {
    webhookUrl: `${publicUrl}${PAYMENT_WEBHOOK_PATH}`,
    returnUrl: (paymentId) => `${publicUrl}${PAYMENT_RETURN_PATH}/${encodeURIComponent(paymentId)}`,
    description: (orderNumber, language) => i18nFor(language)._(msg`Order ${orderNumber}`),
  };
}
