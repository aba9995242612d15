import { createServer, type Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import {
  CachedProductIndex,
  PostgresProductIndex,
  type ProductIndex,
  refreshStock,
  vacuumCatalog,
} from '@shop/catalog';
import { LoginBackoff, type MailTransport, RateLimiter } from '@shop/commerce';
import { type ContentSource, LocalContentSource, PrismicContentSource } from '@shop/content';
import { createDatabase, type Database, migrateToLatest } from '@shop/db';
import {
  DEMO_CUSTOMER,
  type DemoWorld,
  generateDemoContent,
  generateDemoOutline,
  generateDemoWorld,
  renderProductImage,
  seedDemoWorld,
} from '@shop/demo-data';
import { buildStores } from '@shop/i18n';
import { createInstoreRestHandler } from '@shop/instore';
import { type Kysely, sql } from 'kysely';
import { startEndpoints } from './apollo';
import { createBotVerifier, EmbeddedBotVerifier } from './bot-check';
import { CacheEvents } from './cache/cache-events';
import { CatalogChangeWatcher } from './cache/catalog-changes';
import { contentChangePublisher } from './cache/content-changes';
import { IndexVersion } from './cache/index-version';
import { ResponseCache } from './cache/response-cache';
import { stockChangeTags, stockStates } from './cache/stock-changes';
import { commerceWiring } from './commerce-wiring';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { instoreUpstream } from './embedded-upstreams';
import { createRequestHandler } from './http/server';
import { createImageService, type ImageSource } from './images/service';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createMailing } from './mail/setup';
import { paymentRoutes } from './payments/payment-routes';
import { buildSubschemas, type Upstreams } from './schema';
import { ProductRecordCache } from './subschemas/catalog/product-cache';
import { withStockCache } from './subschemas/commerce/stock-cache';

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
  /** The mails' background work (`idle()` waits for it). */
  mailer: Mailer;
  /**
   * Changes that make cached answers and pages stale (stock, …), as cache tags: the response cache listens in
   * process, the storefront's page cache reads them at `/internal/cache-events`.
   */
  cacheEvents: CacheEvents;
  /** Publishes the catalogue imports' changes (read every CATALOG_CHANGE_POLL_MS; `check()` reads them now). */
  catalogChanges: CatalogChangeWatcher;
  /** Anonymous catalogue and content answers of /graphql from memory; absent with RESPONSE_CACHE=off. */
  responseCache: ResponseCache | undefined;
  /** Stops taking requests, drains Apollo and closes the database. */
  close(): Promise<void>;
}

/** The demo world's drawn product images (SVG), the embedded image source. */
const demoImageSource: ImageSource = {
  load: async (key) => {
    const svg = renderProductImage(key);
    return svg ? Buffer.from(svg) : null;
  },
};

/**
 * Opens the embedded database (migrated, and seeded with the demo world when asked), builds the stitched schema and
 * the HTTP server. The server is not listening yet: `main.ts` (or a test) does that.
 */
export interface GatewayOptions {
  /** An open database to use (tests); by default the gateway opens its own from the configuration. */
  db?: Kysely<Database>;
  /** Replacements for the embedded upstreams (tests of failure handling, remote adapters). */
  upstreams?: Partial<Upstreams>;
  /**
   * The clock of the engines and of each request's `now` (tests move it: loyalty vouchers, token expiry); by default
   * the system's.
   */
  now?: () => Date;
  /** How mails are delivered (tests: a fake transport); by default SMTP when `SMTP_URL` is set, else none. */
  mailTransport?: MailTransport;
}

export async function createGateway(
  config: GatewayConfig,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const { database, world, seededWorld } = await openDatabase(config, options, logger);
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const stores = buildStores(config.storeUrls);
  // Changes that make cached answers and pages stale: published by the stock hook below, heard by the response cache
  // and read by the storefront's page cache (/internal/cache-events).
  const cacheEvents = new CacheEvents();
  // The quick search's documents in memory too (built in the background; SQL answers until then).
  const catalogIndex = new PostgresProductIndex(db, {
    textIndex: true,
    onError: (error) => logger.error({ err: error }, 'building the in-memory text index failed'),
  });
  // Product records and products' stock are kept in memory as of the catalog index's version (cache/index-version.ts).
  const indexVersion = new IndexVersion(() => catalogIndex.version());
  const answerCache = withAnswerCache(catalogIndex, indexVersion, config.searchCache);
  const productIndex = options.upstreams?.productIndex ?? answerCache.index;
  const catalogChanges = catalogChangeWatcher(db, cacheEvents, [indexVersion, answerCache], logger, config);
  // The embedded engine or the Shopware adapter (COMMERCE); the test payment page and demo customer: embedded only.
  const wiring = commerceWiring({ db, config, stores, logger, now });
  const { commerce, seedDemoCustomer } = wiring;
  // Bot checks: Google's reCAPTCHA v3 with RECAPTCHA_SECRET, else the embedded verifier (switchable at /dev/recaptcha).
  const botVerifier = createBotVerifier(config.botCheck, logger);
  if (config.environment === 'production' && botVerifier instanceof EmbeddedBotVerifier) {
    // The embedded verifier accepts a token anyone can read in the storefront: no protection against bots.
    logger.warn('RECAPTCHA_SECRET is not set: the bot check accepts the embedded token (no protection against bots)');
  }
  const { outbox, mailer } = createMailing({ db, config, options, logger, now, commerce, stores, productIndex });
  const { instoreEngine, instoreSessions, storeLocations } = instoreUpstream(db, config, logger, now);
  const upstreams: Upstreams = {
    productIndex,
    commerce:
      config.searchCache.ttlMs === 0 ? commerce : withStockCache(commerce, indexVersion, config.searchCache.ttlMs),
    commerceGuards: {
      rateLimiter: new RateLimiter(db, now),
      loginBackoff: new LoginBackoff(db, now),
      mailer,
      botVerifier,
    },
    // The catalog's in-stock sizes (size filter and facet counts) follow what orders take and cancellations give back.
    // Cached pages and answers that show them are purged (cache-events.ts): their products, and the listings of a
    // product that sold out or came back.
    onStockChanged: async (skus) => {
      try {
        const before = await stockStates(db, skus);
        await refreshStock(db, skus);
        // This process's shoppers see the change at once, not after the next version check.
        indexVersion.forget();
        cacheEvents.publish(await stockChangeTags(db, skus, before));
      } catch (error) {
        logger.error({ err: error, skus }, 'refreshing the catalog stock failed');
      }
    },
    images: demoImageSource,
    instore: { sessions: instoreSessions, locations: storeLocations },
    ...options.upstreams,
    content: options.upstreams?.content ?? contentSource(config, world),
  };
  if (seededWorld && seedDemoCustomer) {
    // The demo shopper (demo@example.com) with orders, points and a voucher: only with a freshly seeded demo world.
    const skus = await seedDemoCustomer();
    await upstreams.onStockChanged(skus);
    logger.info({ email: DEMO_CUSTOMER.email }, 'seeded the demo customer');
  }
  const subschemas = buildSubschemas(upstreams);
  const responseCache = config.responseCache.enabled
    ? new ResponseCache({ maxBytes: config.responseCache.maxBytes }, cacheEvents)
    : undefined;
  const endpoints = await startEndpoints(subschemas, config, responseCache);
  await catalogChanges.start();
  const apollo = endpoints.get('/graphql') as ApolloServer<GatewayContext>;

  const handler = createRequestHandler({
    endpoints,
    responseCaches: new Map(responseCache ? [['/graphql', responseCache]] : []),
    stores,
    // The hosted page and the webhook exist only with the test payment service: otherwise /test-payment/* is a 404.
    // The order confirmation goes out once, when a payment becomes paid (by a webhook, the hosted page or the return).
    payments: paymentRoutes(config, wiring, upstreams.onStockChanged, logger, {
      onPaid: (orderId) => mailer.later('order confirmation', () => mailer.orderConfirmation(orderId)),
    }),
    mails: config.environment === 'production' ? undefined : outbox,
    botCheck:
      config.environment !== 'production' && botVerifier instanceof EmbeddedBotVerifier ? botVerifier : undefined,
    instore: instoreEngine
      ? createInstoreRestHandler({ engine: instoreEngine, staffKey: config.instore.staffKey })
      : undefined,
    config,
    logger,
    now,
    serveImage: createImageService(upstreams.images),
    cacheEvents,
    publishContentChange: contentChangePublisher(upstreams.content, cacheEvents),
    isReady: async () => {
      await sql`select 1`.execute(db);
      return true;
    },
  });
  const server = createServer((request, response) => {
    void handler(request, response);
  });
  server.keepAliveTimeout = 65_000;
  // The outbox's upkeep: due delivery retries and the retention purge, now and every minute.
  mailer.sweepLater();
  const mailSweep = setInterval(() => mailer.sweepLater(), MAIL_SWEEP_INTERVAL_MS);
  mailSweep.unref();

  return {
    server,
    apollo,
    mailer,
    cacheEvents,
    catalogChanges,
    responseCache,
    async close() {
      // close() waits for every connection to end: idle keep-alive ones (the storefront's pool) go at once, requests
      // in flight get a moment to finish, then whatever is left is cut.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await Promise.all([...endpoints.values()].map((endpoint) => endpoint.stop()));
      catalogChanges.stop();
      responseCache?.close();
      clearInterval(mailSweep);
      await mailer.idle();
      await database.close();
    },
  };
}

/** The database (migrated), and the demo world when it was asked for (`seededWorld`: seeded by this start). */
async function openDatabase(config: GatewayConfig, options: GatewayOptions, logger: Logger) {
  const database = options.db
    ? { db: options.db, close: async () => {} }
    : await createDatabase({ databaseUrl: config.database.url, dataDir: config.database.dataDir });
  await migrateToLatest(database.db);
  let world: DemoWorld | undefined;
  let seededWorld = false;
  if (config.seedDemoData) {
    const started = performance.now();
    // Generated only when the database is empty: a seeded one keeps its world.
    seededWorld = await seedDemoWorld(database.db, () => {
      world = generateDemoWorld(config.demoProductCount ? { productCount: config.demoProductCount } : {});
      return world;
    });
    if (seededWorld) logger.info({ durationMs: Math.round(performance.now() - started) }, 'seeded the demo world');
  }
  // PGlite has no autovacuum: a catalogue written since the last vacuum is read many times slower (see vacuumCatalog).
  const vacuumStarted = performance.now();
  const vacuumed = await vacuumCatalog(database.db);
  if (vacuumed.length > 0) {
    const durationMs = Math.round(performance.now() - vacuumStarted);
    logger.info({ tables: vacuumed, durationMs }, 'vacuumed the catalogue');
  }
  return { database, world, seededWorld };
}

/**
 * The content repository: Prismic when a repository is configured, else the demo content over the demo world the
 * database was seeded with (its categories and SKUs): the world's outline when this start did not seed it.
 */
function contentSource(config: GatewayConfig, world: DemoWorld | undefined): ContentSource {
  if (config.content.source === 'prismic') {
    return new PrismicContentSource({ repository: config.content.repository, accessToken: config.content.accessToken });
  }
  const demoWorld =
    world ?? generateDemoOutline(config.demoProductCount ? { productCount: config.demoProductCount } : {});
  return new LocalContentSource(generateDemoContent(demoWorld));
}

/** How long requests in flight may take to finish when the gateway stops. */
const SHUTDOWN_GRACE_MS = 5000;
/** How often the mail outbox retries due deliveries and purges old mails (each process; claims keep them apart). */
const MAIL_SWEEP_INTERVAL_MS = 60_000;

/**
 * Repeated searches and listings (CachedProductIndex) and product records (ProductRecordCache) from memory, unless the
 * configuration turns it off.
 */
function withAnswerCache(
  index: PostgresProductIndex,
  version: IndexVersion,
  cache: GatewayConfig['searchCache'],
): { index: ProductIndex; forget: () => void } {
  if (cache.ttlMs === 0) return { index, forget: () => {} };
  const answers = new CachedProductIndex(index, () => index.version(), cache);
  const records = new ProductRecordCache(answers, version, { maxEntries: PRODUCT_RECORDS, ttlMs: cache.ttlMs });
  return { index: records, forget: () => answers.clear() };
}

/**
 * Catalogue imports (in any process) published as cache events, after this process forgot its copies of the catalogue
 * (product records, stock, searches).
 */
function catalogChangeWatcher(
  db: Kysely<Database>,
  events: CacheEvents,
  copies: readonly { forget(): void }[],
  logger: Logger,
  config: GatewayConfig,
): CatalogChangeWatcher {
  return new CatalogChangeWatcher(db, events, {
    pollMs: config.catalogChangePollMs,
    onChange: () => {
      for (const copy of copies) copy.forget();
    },
    onError: (error) => logger.error({ err: error }, 'reading the catalogue changes failed'),
  });
}

/** Product records kept in memory, over all stores: a few tens of megabytes at most. */
const PRODUCT_RECORDS = 20_000;
