import { CachedProductIndex, PostgresProductIndex, type ProductIndex, refreshStock } from '@shop/catalog';
import {
  CommerceEngine,
  CustomerAccounts,
  CustomerOrders,
  CustomerWishlist,
  InMemoryServicePointDirectory,
  InMemoryStoreDirectory,
  LoginBackoff,
  Loyalty,
  MailOutbox,
  type MailTransport,
  Newsletter,
  PlaceListGeocoder,
  PostgresStockService,
  RateLimiter,
  TestPaymentService,
} from '@shop/commerce';
import { type ContentSource, LocalContentSource, PrismicContentSource } from '@shop/content';
import type { Database } from '@shop/db';
import {
  DEMO_PLACES,
  DEMO_SERVICE_POINTS,
  type DemoWorld,
  demoStoreLocations,
  generateDemoContent,
  generateDemoWorld,
  renderProductImage,
} from '@shop/demo-data';
import type { Store } from '@shop/i18n';
import { InstoreEngine, InstoreRestClient, StockLocationStores } from '@shop/instore';
import type { Kysely } from 'kysely';
import { type BotVerifier, createBotVerifier, EmbeddedBotVerifier } from './bot-check';
import { type GatewayConfig, INSTORE_PATH } from './config';
import type { ImageSource } from './images/service';
import type { Logger } from './logger';
import { Mailer } from './mail/mailer';
import { smtpTransport } from './mail/smtp';
import type { Upstreams } from './schema';
import { CatalogPriceSource, priceViewFor } from './subschemas/commerce/price-source';

/** What the gateway builds from its configuration: the upstreams, and the parts its HTTP routes serve directly. */
export interface GatewayServices {
  upstreams: Upstreams;
  commerce: CommerceEngine;
  prices: CatalogPriceSource;
  servicePoints: InMemoryServicePointDirectory;
  /** The test payment service, or null without a payment provider. */
  payments: TestPaymentService | null;
  outbox: MailOutbox;
  mailer: Mailer;
  botVerifier: BotVerifier;
  /** The embedded in-store session service, or null when a remote one is configured. */
  instoreEngine: InstoreEngine | null;
}

export interface ServiceOptions {
  db: Kysely<Database>;
  config: GatewayConfig;
  logger: Logger;
  stores: readonly Store[];
  now: () => Date;
  /** The demo world the database was seeded with, when the gateway generated one. */
  world: DemoWorld | undefined;
  upstreams: Partial<Upstreams> | undefined;
  mailTransport: MailTransport | undefined;
}

/** The embedded engines over the database, each replaced by `options.upstreams` when given. */
export function createServices(options: ServiceOptions): GatewayServices {
  const { db, config, logger, stores, now } = options;
  const productIndex =
    options.upstreams?.productIndex ?? withAnswerCache(new PostgresProductIndex(db), config.searchCache);
  const payments = createPayments(config, logger);
  const servicePoints = new InMemoryServicePointDirectory(DEMO_SERVICE_POINTS, DEMO_PLACES);
  // Prices come from the catalog index (uncached: a cart must show today's price, and the index answers by key).
  const prices = new CatalogPriceSource(new PostgresProductIndex(db), priceViewFor(stores));
  const commerce = new CommerceEngine(db, prices, payments, servicePoints, now);
  const outbox = createOutbox(options);
  const accounts = new CustomerAccounts(db, commerce, servicePoints, now);
  const newsletter = new Newsletter(db, now);
  const botVerifier = createBotCheck(config, logger);
  const mailer = new Mailer({
    outbox,
    engine: commerce,
    accounts,
    newsletter,
    stores,
    productNames: async (skus, store) => {
      const view = { language: store.language, currency: store.currency, country: store.country };
      const products = await productIndex.productsBySkus(skus, view);
      return new Map(products.flatMap((product) => (product ? [[product.sku, product.name] as const] : [])));
    },
    logger,
  });
  const instore = createInstore(db, config, logger, now);
  const upstreams: Upstreams = {
    productIndex,
    stock: new PostgresStockService(db),
    commerce,
    accounts: {
      accounts,
      wishlist: new CustomerWishlist(db, now),
      rateLimiter: new RateLimiter(db, now),
      loginBackoff: new LoginBackoff(db, now),
      mailer,
      newsletter,
      botVerifier,
    },
    orders: { customerOrders: new CustomerOrders(db, now), loyalty: new Loyalty(db, now) },
    // The catalog's in-stock sizes (size filter and facet counts) follow what orders take and cancellations give back.
    onStockChanged: async (skus) => {
      try {
        await refreshStock(db, skus);
      } catch (error) {
        logger.error({ err: error, skus }, 'refreshing the catalog stock failed');
      }
    },
    images: demoImageSource,
    instore: { sessions: instore.sessions, locations: instore.locations },
    // The shop's stores (their holidays and other hours counted from the day the gateway starts) and store searches.
    stores: {
      directory: new InMemoryStoreDirectory(demoStoreLocations(now())),
      geocoder: new PlaceListGeocoder(DEMO_PLACES),
    },
    ...options.upstreams,
    content: options.upstreams?.content ?? contentSource(config, options.world),
  };
  return {
    upstreams,
    commerce,
    prices,
    servicePoints,
    payments,
    outbox,
    mailer,
    botVerifier,
    instoreEngine: instore.engine,
  };
}

/**
 * The test payment service marks any order paid for anyone who asks: only when explicitly enabled (TEST_PAYMENTS;
 * on by default outside production). Without a provider the engine refuses orders and no payment page is served.
 */
function createPayments(config: GatewayConfig, logger: Logger): TestPaymentService | null {
  const payments =
    config.payments.provider === 'test'
      ? new TestPaymentService({
          secret: config.testPayments.webhookSecret,
          pageBaseUrl: config.testPayments.pageBaseUrl,
        })
      : null;
  if (!payments) {
    logger.warn(
      'No payment provider: the test payment service is off (TEST_PAYMENTS) and no other provider is configured, so checkout refuses every order',
    );
  } else if (config.environment === 'production') {
    logger.warn(
      'TEST_PAYMENTS is on in production: the test payment page lets anyone mark their orders paid without paying',
    );
  }
  return payments;
}

/**
 * Mails: sent over SMTP when configured (a delivered mail keeps no body; failed ones are retried by the gateway's
 * sweep), else kept in the outbox for /dev/mails outside production. In production without SMTP nothing would read
 * the bodies (they hold one-time links): only who got which mail is recorded.
 */
function createOutbox({ db, config, logger, now, mailTransport }: ServiceOptions): MailOutbox {
  const transport =
    mailTransport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : null);
  const outbox = new MailOutbox(db, { transport, keepUnsentBodies: config.environment !== 'production', now });
  if (config.environment === 'production' && !transport) {
    logger.warn(
      'SMTP_URL is not set: mails (password recovery, order confirmations, newsletter opt-in) are never sent',
    );
  }
  return outbox;
}

/** Bot checks: Google's reCAPTCHA v3 with RECAPTCHA_SECRET, else the embedded verifier (switchable at /dev/recaptcha). */
function createBotCheck(config: GatewayConfig, logger: Logger): BotVerifier {
  const botVerifier = createBotVerifier(config.botCheck, logger);
  if (config.environment === 'production' && botVerifier instanceof EmbeddedBotVerifier) {
    // The embedded verifier accepts a token anyone can read in the storefront: no protection against bots.
    logger.warn('RECAPTCHA_SECRET is not set: the bot check accepts the embedded token (no protection against bots)');
  }
  return botVerifier;
}

/**
 * In-store sessions: a remote service when configured, else the embedded one (served at /instore/v1 for staff and
 * other channels). Either way the shop's stores, whose codes tablets' orders carry, are the stock locations.
 */
function createInstore(db: Kysely<Database>, config: GatewayConfig, logger: Logger, now: () => Date) {
  const locations = new StockLocationStores(db);
  const engine = config.instore.baseUrl ? null : new InstoreEngine(db, locations, now);
  const sessions =
    engine ?? new InstoreRestClient({ baseUrl: config.instore.baseUrl!, staffKey: config.instore.staffKey });
  if (engine && config.instore.staffKeyGenerated) {
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
  return { engine, sessions, locations };
}

/** The demo world's drawn product images (SVG), the embedded image source. */
const demoImageSource: ImageSource = {
  load: async (key) => {
    const svg = renderProductImage(key);
    return svg ? Buffer.from(svg) : null;
  },
};

/**
 * The content repository: Prismic when a repository is configured, else the demo content over the demo world the
 * database was seeded with (its categories and SKUs).
 */
function contentSource(config: GatewayConfig, world: DemoWorld | undefined): ContentSource {
  if (config.content.source === 'prismic') {
    return new PrismicContentSource({ repository: config.content.repository, accessToken: config.content.accessToken });
  }
  const demoWorld =
    world ?? generateDemoWorld(config.demoProductCount ? { productCount: config.demoProductCount } : {});
  return new LocalContentSource(generateDemoContent(demoWorld));
}

/** Repeated searches and listings from memory (see CachedProductIndex), unless the configuration turns it off. */
function withAnswerCache(index: PostgresProductIndex, cache: GatewayConfig['searchCache']): ProductIndex {
  if (cache.ttlMs === 0) return index;
  return new CachedProductIndex(index, () => index.version(), cache);
}
