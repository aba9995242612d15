import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { CachedProductIndex, PostgresProductIndex, type ProductIndex, refreshStock } from '@shop/catalog';
import {
  CommerceEngine,
  InMemoryServicePointDirectory,
  PostgresStockService,
  TestPaymentService,
} from '@shop/commerce';
import { type ContentSource, LocalContentSource, PrismicContentSource } from '@shop/content';
import { createDatabase, type Database, migrateToLatest } from '@shop/db';
import {
  DEMO_PLACES,
  DEMO_SERVICE_POINTS,
  type DemoWorld,
  generateDemoContent,
  generateDemoWorld,
  renderProductImage,
  seedDemoWorld,
} from '@shop/demo-data';
import { buildStores } from '@shop/i18n';
import type { GraphQLSchema } from 'graphql';
import { type Kysely, sql } from 'kysely';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { depthLimitRule } from './http/depth-limit';
import { createRequestHandler } from './http/server';
import { createImageService, type ImageSource } from './images/service';
import type { Logger } from './logger';
import { createTestPaymentPages } from './payments/test-payment-pages';
import { buildGatewaySchema, buildSubschemas, type Upstreams } from './schema';
import { CatalogPriceSource, priceViewFor } from './subschemas/commerce/price-source';

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
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

/** Codes whose messages are meant for the caller; every other error is masked (no internals reach a client). */
const CLIENT_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

/**
 * Opens the embedded database (migrated, and seeded with the demo world when asked), builds the stitched schema and
 * the HTTP server. The server is not listening yet: `main.ts` (or a test) does that.
 */
export interface GatewayOptions {
  /** An open database to use (tests); by default the gateway opens its own from the configuration. */
  db?: Kysely<Database>;
  /** Replacements for the embedded upstreams (tests of failure handling, remote adapters). */
  upstreams?: Partial<Upstreams>;
}

export async function createGateway(
  config: GatewayConfig,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const database = options.db
    ? { db: options.db, close: async () => {} }
    : await createDatabase({ databaseUrl: config.database.url, dataDir: config.database.dataDir });
  const { db } = database;
  await migrateToLatest(db);
  let world: DemoWorld | undefined;
  if (config.seedDemoData) {
    const started = performance.now();
    world = config.demoProductCount ? generateDemoWorld({ productCount: config.demoProductCount }) : undefined;
    if (await seedDemoWorld(db, world)) {
      logger.info({ durationMs: Math.round(performance.now() - started) }, 'seeded the demo world');
    }
  }

  const stores = buildStores(config.storeUrls);
  const productIndex =
    options.upstreams?.productIndex ?? withAnswerCache(new PostgresProductIndex(db), config.searchCache);
  const payments = new TestPaymentService({
    secret: config.testPayments.webhookSecret,
    pageBaseUrl: config.testPayments.pageBaseUrl,
  });
  // Prices come from the catalog index (uncached: a cart must show today's price, and the index answers by key).
  const commerce = new CommerceEngine(
    db,
    new CatalogPriceSource(new PostgresProductIndex(db), priceViewFor(stores)),
    payments,
    new InMemoryServicePointDirectory(DEMO_SERVICE_POINTS, DEMO_PLACES),
  );
  const upstreams: Upstreams = {
    productIndex,
    stock: new PostgresStockService(db),
    commerce,
    // The catalog's in-stock sizes (size filter and facet counts) follow what orders take and cancellations give back.
    onStockChanged: async (skus) => {
      try {
        await refreshStock(db, skus);
      } catch (error) {
        logger.error({ err: error, skus }, 'refreshing the catalog stock failed');
      }
    },
    images: demoImageSource,
    ...options.upstreams,
    content: options.upstreams?.content ?? contentSource(config, world),
  };
  const subschemas = buildSubschemas(upstreams);
  const apollo = await startApollo(buildGatewaySchema(subschemas), config);
  // Each subschema alone, for developers and for the bench's stitched/direct comparison; off in production.
  const endpoints = new Map([['/graphql', apollo]]);
  if (config.subschemaEndpoints) {
    for (const [name, subschema] of Object.entries(subschemas)) {
      if (subschema.schema) endpoints.set(`/graphql/${name}`, await startApollo(subschema.schema, config));
    }
  }

  const handler = createRequestHandler({
    endpoints,
    stores,
    payments: createTestPaymentPages(commerce, upstreams.onStockChanged, logger),
    config,
    logger,
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

  return {
    server,
    apollo,
    async close() {
      // close() waits for every connection to end: idle keep-alive ones (the storefront's pool) go at once, requests
      // in flight get a moment to finish, then whatever is left is cut.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await Promise.all([...endpoints.values()].map((endpoint) => endpoint.stop()));
      await database.close();
    },
  };
}

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

/** An Apollo Server with the gateway's policy: CSRF prevention, limits, error masking and error logging. */
async function startApollo(schema: GraphQLSchema, config: GatewayConfig): Promise<ApolloServer<GatewayContext>> {
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: config.limits.maxTokens },
    validationRules: [depthLimitRule(config.limits.maxDepth)],
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue }) {
              for (const error of errors) {
                const code = error.extensions?.code;
                if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) continue;
                contextValue.logger.error({ err: error.originalError ?? error, path: error.path }, 'resolver error');
              }
            },
          };
        },
      },
    ],
    formatError: (formatted) => {
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) return formatted;
      return {
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
        ...(formatted.path ? { path: formatted.path } : {}),
      };
    },
  });
  await apollo.start();
  return apollo;
}

/** How long requests in flight may take to finish when the gateway stops. */
const SHUTDOWN_GRACE_MS = 5000;

/** Repeated searches and listings from memory (see CachedProductIndex), unless the configuration turns it off. */
function withAnswerCache(index: PostgresProductIndex, cache: GatewayConfig['searchCache']): ProductIndex {
  if (cache.ttlMs === 0) return index;
  return new CachedProductIndex(index, () => index.version(), cache);
}
