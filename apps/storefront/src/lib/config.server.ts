import { CLIENT_ADDRESS_SECRET_MIN_LENGTH } from '@shop/domain/client-address';
import { buildStores, LOCAL_STORE_URLS, type Store } from '@shop/i18n';
import { z } from 'zod';

/**
 * The storefront's server configuration, read from the environment and validated once (src/app/server.ts reads it at
 * start, so a bad value stops the server instead of failing requests). Every value has a local default: a fresh
 * machine runs the shop without configuration.
 */
const EnvSchema = z.object({
  /** The gateway's GraphQL endpoint; the browser never calls it directly (it calls /graphql here). */
  GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4000/graphql'),
  /** How long a call to the gateway may take before the storefront gives up. */
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Largest request body the /graphql proxy accepts (the gateway has its own limit too). */
  GRAPHQL_MAX_BODY_BYTES: z.coerce.number().int().positive().default(100_000),
  /** Base URL per store, `{code}` replaced by the store code; the store of a request is found by its Host. */
  STORE_BASE_URL_PATTERN: z.string().includes('{code}').default(LOCAL_STORE_URLS.baseUrlPattern),
  /** Base URL of the default store (nl-nl). */
  DEFAULT_STORE_BASE_URL: z.url().optional(),
  /**
   * Google reCAPTCHA v3's site key. Absent or empty: the embedded mode (no Google script; a fixed token the gateway's
   * embedded verifier accepts), see src/recaptcha.
   */
  RECAPTCHA_SITE_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  /**
   * The tag manager's container id (`GTM-…`). Absent or empty: no tag manager, and the Content-Security-Policy allows
   * none. Even when set, it loads only with the shopper's consent (src/tracking).
   */
  /**
   * The secret the shopper's address is signed with for the gateway's per-client rate limits (the gateway's
   * CLIENT_ADDRESS_SECRET, the same value). Required in production; without it (development) no address is sent and the
   * gateway counts every shopper as this server.
   */
  CLIENT_ADDRESS_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(CLIENT_ADDRESS_SECRET_MIN_LENGTH).optional(),
  ),
  GTM_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
});

export interface StorefrontConfig {
  gateway: { url: string; timeoutMs: number };
  graphqlMaxBodyBytes: number;
  stores: readonly Store[];
  /** reCAPTCHA v3's site key; undefined in the embedded mode. */
  recaptchaSiteKey: string | undefined;
  /** The tag manager's container id; undefined without one. */
  tagManagerId: string | undefined;
  /** The secret the shopper's address is signed with for the gateway; undefined: no address is sent. */
  clientAddressSecret: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid storefront configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const values = parsed.data;
  if (env.NODE_ENV === 'production' && !values.CLIENT_ADDRESS_SECRET) {
    // Without it the gateway would count every shopper as this one server (one rate-limit budget for all).
    throw new Error(
      "Invalid storefront configuration:\nCLIENT_ADDRESS_SECRET is required in production (the gateway's value, at " +
        `least ${CLIENT_ADDRESS_SECRET_MIN_LENGTH} characters)`,
    );
  }
  return {
    gateway: { url: values.GATEWAY_URL, timeoutMs: values.GATEWAY_TIMEOUT_MS },
    graphqlMaxBodyBytes: values.GRAPHQL_MAX_BODY_BYTES,
    stores: buildStores({
      baseUrlPattern: values.STORE_BASE_URL_PATTERN,
      // The local default store lives on plain localhost:3000; once a pattern is configured (production hosts), the
      // default store follows the pattern unless it has its own URL. The gateway reads these variables the same way.
      defaultStoreBaseUrl:
        values.DEFAULT_STORE_BASE_URL ??
        (env.STORE_BASE_URL_PATTERN ? undefined : LOCAL_STORE_URLS.defaultStoreBaseUrl),
    }),
    recaptchaSiteKey: values.RECAPTCHA_SITE_KEY,
    tagManagerId: values.GTM_ID,
    clientAddressSecret: values.CLIENT_ADDRESS_SECRET,
  };
}

let config: StorefrontConfig | undefined;

/** The configuration of this process, loaded on first use. */
export function storefrontConfig(): StorefrontConfig {
  config ??= loadConfig();
  return config;
}
