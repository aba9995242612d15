import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type CommerceSelection, commerceSelectionFromEnv } from '@shop/commerce';
import { CLIENT_ADDRESS_SECRET_MIN_LENGTH } from '@shop/domain/client-address';
import { LOCAL_STORE_URLS, STORE_CODES, type StoreUrlConfig } from '@shop/i18n';
import { z } from 'zod';
import { type MollieSettings, mollieConfig, refuseWeakenedTls, testPaymentsOn } from './payment-config';

/**
 * The gateway's configuration, from the environment, validated once at start. Every value has an embedded default
 * so that a fresh machine runs the complete shop with no configuration at all.
 */
/** Where the gateway serves the test payment service's hosted pages. */
export const TEST_PAYMENT_PATH = '/test-payment';
/** Where Mollie posts its webhooks (`id=tr_…`), and where the shopper comes back from Mollie. */
export const PAYMENT_WEBHOOK_PATH = '/payment-webhook/mollie';
export const PAYMENT_RETURN_PATH = '/payment-return';
/** Where the gateway serves the embedded in-store session service's REST API (packages/instore). */
export const INSTORE_PATH = '/instore/v1';

/** `https://tools.example.com` (scheme, host and port only), as browsers send it in the Origin header. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GATEWAY_HOST: z.string().min(1).default('0.0.0.0'),
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** A PostgreSQL server; when absent the embedded engines use PGlite in SHOP_DATA_DIR. */
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ),
  SHOP_DATA_DIR: z.string().min(1).default(path.resolve('.data/pglite')),
  /**
   * Load the demo world (and the demo customer, whose password is in the README) into an empty database at start;
   * defaults to on outside production only.
   */
  SEED_DEMO_DATA: booleanFlag.optional(),
  /** How many products the demo world has (100000 for benchmarks); the generator's default when absent. */
  DEMO_PRODUCT_COUNT: z.coerce.number().int().min(1).max(200_000).optional(),
  /** How long the gateway may answer a repeated search or listing from memory (0: never); see @shop/catalog. */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How many search answers it keeps at most. */
  SEARCH_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(5000),
  /** The size of the search answers it keeps at most, counted as their JSON (a listing of 24 products: some 80 KB). */
  SEARCH_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(32 * 1024 * 1024),
  /**
   * How often the gateway reads the catalogue changes (`catalog_change`) that imports in other processes recorded, in
   * milliseconds; 0 never (then only a caller of `catalogChanges.check()` publishes them).
   */
  CATALOG_CHANGE_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(500),
  /**
   * The response cache of anonymous catalogue and content queries at /graphql (src/cache/response-cache.ts): `on` by
   * default, `off` to work out every answer (benchmarks of the uncached gateway).
   */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The bytes of answers the response cache keeps at most. */
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(64 * 1024 * 1024),
  /** The self-contained GraphiQL page at GET /graphql; defaults to on outside production. */
  GATEWAY_GRAPHIQL: booleanFlag.optional(),
  /** `/graphql/catalog` and `/graphql/commerce`: each subschema alone; defaults to on outside production. */
  GATEWAY_SUBSCHEMA_ENDPOINTS: booleanFlag.optional(),
  /** Schema introspection for developers and tools (GraphiQL, codegen); defaults to on outside production. */
  GATEWAY_INTROSPECTION: booleanFlag.optional(),
  /** "Did you mean …?" in error messages (they name fields a client did not ask for); defaults to on outside production. */
  GATEWAY_FIELD_SUGGESTIONS: booleanFlag.optional(),
  /**
   * The stitched schema's internal `_…` fields (type merging's `_catalogProductsBySkus`, …) in client operations;
   * defaults to on outside production. The gateway's own stitching uses them either way.
   */
  GATEWAY_INTERNAL_FIELDS: booleanFlag.optional(),
  GATEWAY_MAX_BODY_BYTES: z.coerce.number().int().positive().default(100_000),
  /** Nested fields of one operation (fragments flattened; the introspection query is exempt). */
  GATEWAY_MAX_DEPTH: z.coerce.number().int().positive().default(12),
  /** Aliased fields of one operation (fragments counted where they are spread). */
  GATEWAY_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  /** Directives (`@include`, `@skip`, …) of one operation. */
  GATEWAY_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(10),
  /** Lexical tokens of one document (the parser stops there). */
  GATEWAY_MAX_TOKENS: z.coerce.number().int().positive().default(5_000),
  /** Estimated work of one operation: each field 1, times the items a list field answers (`first`, `pageSize`, …). */
  GATEWAY_MAX_COST: z.coerce.number().int().positive().default(20_000),
  /**
   * Origins (`https://tools.example.com`) whose pages may call the GraphQL API from a browser: comma-separated; none
   * by default. Credentials (cookies) are never allowed cross-origin.
   */
  GATEWAY_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isOrigin, 'Each entry must be an origin: scheme://host[:port], nothing else'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Store base URLs, as the storefront uses them (see @shop/i18n). */
  STORE_BASE_URL_PATTERN: z.string().includes('{code}').default(LOCAL_STORE_URLS.baseUrlPattern),
  DEFAULT_STORE_BASE_URL: z.url().optional(),
  /** A Prismic repository (name or Document API endpoint): content from Prismic instead of the embedded demo content. */
  PRISMIC_REPOSITORY: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  /**
   * Serve the embedded test payment service (its hosted page, where anyone can mark an order paid, and its webhook)
   * and take payments with it when Mollie is not configured; on by default outside production, refused in production
   * (a start error). Without it and without Mollie, checkout refuses orders.
   */
  TEST_PAYMENTS: booleanFlag.optional(),
  /**
   * The embedded test payment service: where its hosted page is (the gateway's own origin as the browser reaches
   * it), and the secret its webhooks are signed with (every gateway process of one shop must share it; a random one
   * per process when absent, which suits one process).
   */
  TEST_PAYMENT_PAGE_URL: z.url().optional(),
  TEST_PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Mollie takes the payments when its API key is set (`test_…` for staging, `live_…` in production); the test payment
   * service is then off. MOLLIE_API_URL points the client elsewhere (a recorded-exchange server in tests).
   */
  MOLLIE_API_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  MOLLIE_API_URL: z.url().optional(),
  MOLLIE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The gateway's public origin as Mollie and the shopper's browser reach it: Mollie's webhook
   * (`/payment-webhook/mollie`) and the shopper's way back (`/payment-return/{paymentId}`) are under it.
   */
  PAYMENT_PUBLIC_URL: z.url().optional(),
  /** Access token of a private Prismic repository. */
  PRISMIC_ACCESS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  /**
   * The secret the storefront signs the shopper's address with (`x-shop-client-ip`, see @shop/domain/client-address);
   * the same value in both apps. Rate limits count per client: the header counts only with a valid, fresh signature,
   * else the socket's address does. Required in production; without it (development) the header is never believed.
   */
  CLIENT_ADDRESS_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(CLIENT_ADDRESS_SECRET_MIN_LENGTH).optional(),
  ),
  /**
   * The bearer secret of the cache-events feed (`GET /internal/cache-events`, read by the storefront's page cache);
   * without it the feed does not exist (404).
   */
  CACHE_EVENTS_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32).optional()),
  /**
   * The secret the content repository's webhook sends with a publish (Prismic's webhook "secret"): the documents it
   * names are purged from the caches (`POST /internal/content-changes`). Without it the path does not exist (404).
   */
  CONTENT_WEBHOOK_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /** Mails go out over SMTP (`smtp://user:pass@host:587`, `smtps://…`); without it they are kept unsent (development). */
  SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of the shop's mails. */
  MAIL_FROM: z.string().min(3).default('Shop <no-reply@shop.localhost>'),
  /**
   * Google reCAPTCHA v3's secret key: protected operations are verified with Google's siteverify. Without it the
   * embedded verifier checks the embedded storefront's token (local runs).
   */
  RECAPTCHA_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  /** The lowest reCAPTCHA v3 score (0 a bot … 1 a human) that passes. */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** How long siteverify may take; a check without an answer fails. */
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** The embedded verifier: `accept` the embedded token, or `reject` every check (tests of the refusal). */
  RECAPTCHA_EMBEDDED_MODE: z.enum(['accept', 'reject']).default('accept'),
  /**
   * A remote in-store session service (`https://instore.example.com/v1`): the instore subschema reads its REST API
   * instead of the embedded service, and the gateway then serves no in-store REST API of its own.
   */
  INSTORE_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /**
   * The bearer key store staff open and close sessions with (`POST /instore/v1/sessions`); random per process when
   * absent (printed once at start outside production).
   */
  INSTORE_STAFF_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
});

export type PaymentProviderName = 'mollie' | 'test' | 'none';

export interface GatewayConfig {
  environment: 'development' | 'production' | 'test';
  /**
   * The commerce upstream: the embedded engine, or a Shopware shop through its Store API (docs/shopware.md; refused
   * in production while the adapter does not cover every area).
   */
  commerce: CommerceSelection;
  host: string;
  port: number;
  database: { url?: string | undefined; dataDir: string };
  seedDemoData: boolean;
  demoProductCount: number | undefined;
  /** Search answers from memory: off when `ttlMs` is 0. */
  searchCache: { ttlMs: number; maxEntries: number; maxBytes: number };
  /** How often the catalogue changes other processes recorded are read, in milliseconds (0: never). */
  catalogChangePollMs: number;
  /** Off: every answer worked out (RESPONSE_CACHE=off). */
  responseCache: { enabled: boolean; maxBytes: number };
  graphiql: boolean;
  subschemaEndpoints: boolean;
  introspection: boolean;
  /** "Did you mean …?" suggestions kept in error messages. */
  fieldSuggestions: boolean;
  /** The stitched schema's internal `_…` fields can be queried by clients. */
  internalFields: boolean;
  limits: {
    maxBodyBytes: number;
    maxDepth: number;
    maxAliases: number;
    maxDirectives: number;
    maxTokens: number;
    maxCost: number;
  };
  /** Browser origins allowed to call the GraphQL API cross-origin (without credentials). */
  corsOrigins: readonly string[];
  logLevel: string;
  storeUrls: StoreUrlConfig;
  /**
   * Who takes the shop's payments: `test`, the embedded test payment service (TEST_PAYMENTS); `none`: no order can be
   * placed (production without TEST_PAYMENTS, until a real provider is configured).
   */
  payments: { provider: PaymentProviderName };
  /** Mollie, used when `payments.provider` is `mollie`; `publicUrl`: the gateway's origin for its webhook and return. */
  mollie: MollieSettings | undefined;
  /** The embedded test payment service (hosted page and webhook signing), used when `payments.provider` is `test`. */
  testPayments: { pageBaseUrl: string; webhookSecret: string };
  /** Where content comes from: the embedded demo documents, or a Prismic repository. */
  content: { source: 'local' } | { source: 'prismic'; repository: string; accessToken: string | undefined };
  /** The secret the storefront's signature of `x-shop-client-ip` is checked with; none: the header is ignored. */
  clientAddressSecret: string | undefined;
  /** The bearer secret of the cache-events feed; none: the feed is a 404. */
  cacheEventsSecret: string | undefined;
  /** The secret of the content repository's webhook; none: the webhook is a 404. */
  contentWebhookSecret: string | undefined;
  /** SMTP when configured; else mails stay in the outbox (the development mail page lists them). */
  mail: { smtpUrl: string | undefined; from: string };
  /** Bot checks: Google's reCAPTCHA v3 with a secret, else the embedded verifier (see src/bot-check.ts). */
  botCheck: {
    secret: string | undefined;
    minScore: number;
    timeoutMs: number;
    embeddedMode: 'accept' | 'reject';
  };
  /** In-store sessions: the remote service's base URL when set, else the embedded one; the staff key. */
  instore: { baseUrl: string | undefined; staffKey: string; staffKeyGenerated: boolean };
}

/**
 * COMMERCE and the Shopware settings (packages/commerce/src/shopware/config.ts). While the Shopware adapter does not
 * cover every area, `COMMERCE=shopware` needs SHOPWARE_ALLOW_INCOMPLETE=1 and is refused in production
 * (docs/shopware.md).
 */
function commerceUpstreamFromEnv(env: NodeJS.ProcessEnv): CommerceSelection {
  try {
    return commerceSelectionFromEnv(env, STORE_CODES);
  } catch (error) {
    throw new Error(`Invalid gateway configuration:\n${(error as Error).message}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid gateway configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const values = parsed.data;
  const commerce = commerceUpstreamFromEnv(env);
  if (values.NODE_ENV === 'production' && !values.CLIENT_ADDRESS_SECRET) {
    // Without it every shopper behind the storefront would share the storefront's one rate-limit budget.
    throw new Error(
      'Invalid gateway configuration:\nCLIENT_ADDRESS_SECRET is required in production (the same random value, at ' +
        `least ${CLIENT_ADDRESS_SECRET_MIN_LENGTH} characters, in the storefront): e.g. \`openssl rand -hex 32\``,
    );
  }
  refuseWeakenedTls(values.NODE_ENV, env);
  const mollie = mollieConfig(values);
  const testPayments = testPaymentsOn(values, mollie);
  return {
    environment: values.NODE_ENV,
    commerce,
    host: values.GATEWAY_HOST,
    port: values.GATEWAY_PORT,
    database: { url: values.DATABASE_URL, dataDir: values.SHOP_DATA_DIR },
    seedDemoData: values.SEED_DEMO_DATA ?? values.NODE_ENV !== 'production',
    demoProductCount: values.DEMO_PRODUCT_COUNT,
    searchCache: {
      ttlMs: values.SEARCH_CACHE_TTL_MS,
      maxEntries: values.SEARCH_CACHE_MAX_ENTRIES,
      maxBytes: values.SEARCH_CACHE_MAX_BYTES,
    },
    catalogChangePollMs: values.CATALOG_CHANGE_POLL_MS,
    responseCache: { enabled: values.RESPONSE_CACHE === 'on', maxBytes: values.RESPONSE_CACHE_MAX_BYTES },
    graphiql: values.GATEWAY_GRAPHIQL ?? values.NODE_ENV !== 'production',
    subschemaEndpoints: values.GATEWAY_SUBSCHEMA_ENDPOINTS ?? values.NODE_ENV !== 'production',
    introspection: values.GATEWAY_INTROSPECTION ?? values.NODE_ENV !== 'production',
    fieldSuggestions: values.GATEWAY_FIELD_SUGGESTIONS ?? values.NODE_ENV !== 'production',
    internalFields: values.GATEWAY_INTERNAL_FIELDS ?? values.NODE_ENV !== 'production',
    limits: {
      maxBodyBytes: values.GATEWAY_MAX_BODY_BYTES,
      maxDepth: values.GATEWAY_MAX_DEPTH,
      maxAliases: values.GATEWAY_MAX_ALIASES,
      maxDirectives: values.GATEWAY_MAX_DIRECTIVES,
      maxTokens: values.GATEWAY_MAX_TOKENS,
      maxCost: values.GATEWAY_MAX_COST,
    },
    corsOrigins: values.GATEWAY_CORS_ORIGINS,
    logLevel: values.LOG_LEVEL,
    storeUrls: {
      baseUrlPattern: values.STORE_BASE_URL_PATTERN,
      defaultStoreBaseUrl:
        values.DEFAULT_STORE_BASE_URL ??
        (env.STORE_BASE_URL_PATTERN ? undefined : LOCAL_STORE_URLS.defaultStoreBaseUrl),
    },
    payments: { provider: mollie ? 'mollie' : testPayments ? 'test' : 'none' },
    mollie,
    testPayments: {
      pageBaseUrl: values.TEST_PAYMENT_PAGE_URL ?? `http://localhost:${values.GATEWAY_PORT}${TEST_PAYMENT_PATH}`,
      webhookSecret: values.TEST_PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    },
    content: values.PRISMIC_REPOSITORY
      ? { source: 'prismic', repository: values.PRISMIC_REPOSITORY, accessToken: values.PRISMIC_ACCESS_TOKEN }
      : { source: 'local' },
    clientAddressSecret: values.CLIENT_ADDRESS_SECRET,
    cacheEventsSecret: values.CACHE_EVENTS_SECRET,
    contentWebhookSecret: values.CONTENT_WEBHOOK_SECRET,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    botCheck: {
      secret: values.RECAPTCHA_SECRET,
      minScore: values.RECAPTCHA_MIN_SCORE,
      timeoutMs: values.RECAPTCHA_TIMEOUT_MS,
      embeddedMode: values.RECAPTCHA_EMBEDDED_MODE,
    },
    instore: {
      baseUrl: values.INSTORE_BASE_URL,
      staffKey: values.INSTORE_STAFF_KEY ?? randomBytes(24).toString('base64url'),
      staffKeyGenerated: values.INSTORE_STAFF_KEY === undefined,
    },
  };
}
