import { createServer, type Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { MailTransport } from '@shop/commerce';
import { createDatabase, type Database, migrateToLatest } from '@shop/db';
import { DEMO_CUSTOMER, type DemoWorld, generateDemoWorld, seedDemoCustomer, seedDemoWorld } from '@shop/demo-data';
import { buildStores, storeByCode } from '@shop/i18n';
import { createInstoreRestHandler } from '@shop/instore';
import { type Kysely, sql } from 'kysely';
import { startApollo } from './apollo';
import { EmbeddedBotVerifier } from './bot-check';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { createRequestHandler } from './http/server';
import { createImageService } from './images/service';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createTestPaymentPages } from './payments/test-payment-pages';
import { buildGatewaySchema, buildSubschemas, type Upstreams } from './schema';
import { createServices, type GatewayServices } from './services';

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
  /** The mails' background work (`idle()` waits for it). */
  mailer: Mailer;
  /** Stops taking requests, drains Apollo and closes the database. */
  close(): Promise<void>;
}

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

/**
 * Opens the embedded database (migrated, and seeded with the demo world when asked), builds the stitched schema and
 * the HTTP server. The server is not listening yet: `main.ts` (or a test) does that.
 */
export async function createGateway(
  config: GatewayConfig,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const database = options.db
    ? { db: options.db, close: async () => {} }
    : await createDatabase({ databaseUrl: config.database.url, dataDir: config.database.dataDir });
  const { db } = database;
  const now = options.now ?? (() => new Date());
  await migrateToLatest(db);
  const { world, seededWorld } = await seedWorld(db, config, logger);
  const stores = buildStores(config.storeUrls);
  const services = createServices({
    db,
    config,
    logger,
    stores,
    now,
    world,
    upstreams: options.upstreams,
    mailTransport: options.mailTransport,
  });
  const { upstreams, mailer } = services;
  if (seededWorld) {
    // The demo shopper (demo@example.com) with orders, points and a voucher: only with a freshly seeded demo world.
    const skus = await seedDemoCustomer({
      db,
      prices: services.prices,
      servicePoints: services.servicePoints,
      store: storeByCode(stores, 'nl-nl'),
      now: now(),
    });
    await upstreams.onStockChanged(skus);
    logger.info({ email: DEMO_CUSTOMER.email }, 'seeded the demo customer');
  }
  const endpoints = await startEndpoints(upstreams, config);
  const handler = createRequestHandler({
    endpoints,
    stores,
    ...developmentRoutes(services, config, logger),
    config,
    logger,
    now,
    serveImage: createImageService(upstreams.images),
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
    apollo: endpoints.get('/graphql')!,
    mailer,
    async close() {
      // close() waits for every connection to end: idle keep-alive ones (the storefront's pool) go at once, requests
      // in flight get a moment to finish, then whatever is left is cut.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await Promise.all([...endpoints.values()].map((endpoint) => endpoint.stop()));
      clearInterval(mailSweep);
      await mailer.idle();
      await database.close();
    },
  };
}

/** Seeds the demo world when the configuration asks; `seededWorld` tells whether the database was empty before. */
async function seedWorld(db: Kysely<Database>, config: GatewayConfig, logger: Logger) {
  let world: DemoWorld | undefined;
  let seededWorld = false;
  if (config.seedDemoData) {
    const started = performance.now();
    world = config.demoProductCount ? generateDemoWorld({ productCount: config.demoProductCount }) : undefined;
    seededWorld = await seedDemoWorld(db, world);
    if (seededWorld) logger.info({ durationMs: Math.round(performance.now() - started) }, 'seeded the demo world');
  }
  return { world, seededWorld };
}

/**
 * The GraphQL endpoints by path: `/graphql` is the stitched schema. Each subschema alone, for developers and for the
 * bench's stitched/direct comparison; off in production.
 */
async function startEndpoints(upstreams: Upstreams, config: GatewayConfig) {
  const subschemas = buildSubschemas(upstreams);
  const endpoints = new Map([['/graphql', await startApollo(buildGatewaySchema(subschemas), config)]]);
  if (config.subschemaEndpoints) {
    for (const [name, subschema] of Object.entries(subschemas)) {
      if (subschema.schema) endpoints.set(`/graphql/${name}`, await startApollo(subschema.schema, config));
    }
  }
  return endpoints;
}

/** The routes the gateway serves beside GraphQL, each only where its service exists (and outside production). */
function developmentRoutes(services: GatewayServices, config: GatewayConfig, logger: Logger) {
  const { payments, commerce, upstreams, mailer, outbox, botVerifier, instoreEngine } = services;
  const production = config.environment === 'production';
  return {
    // The hosted page and the webhook exist only with the test payment service: otherwise /test-payment/* is a 404.
    payments: payments
      ? createTestPaymentPages(commerce, upstreams.onStockChanged, logger, {
          // The order confirmation goes out once, when a payment becomes paid (by the webhook or the hosted page).
          onPaid: (orderId: string) => mailer.later('order confirmation', () => mailer.orderConfirmation(orderId)),
        })
      : undefined,
    mails: production ? undefined : outbox,
    botCheck: !production && botVerifier instanceof EmbeddedBotVerifier ? botVerifier : undefined,
    instore: instoreEngine
      ? createInstoreRestHandler({ engine: instoreEngine, staffKey: config.instore.staffKey })
      : undefined,
  };
}

/** How long requests in flight may take to finish when the gateway stops. */
const SHUTDOWN_GRACE_MS = 5000;
/** How often the mail outbox retries due deliveries and purges old mails (each process; claims keep them apart). */
const MAIL_SWEEP_INTERVAL_MS = 60_000;
