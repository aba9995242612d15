/**
 * The payment settings' checks (config.ts reads them): Mollie's settings, the test payment service, and what
 * production refuses (a test payment page anyone can use, an API that is not Mollie's, certificate checks off).
 */

/** What the payment settings are read from: the gateway's parsed environment. */
export interface PaymentEnv {
  NODE_ENV: string;
  GATEWAY_PORT: number;
  TEST_PAYMENTS?: boolean | undefined;
  MOLLIE_API_KEY?: string | undefined;
  MOLLIE_API_URL?: string | undefined;
  MOLLIE_TIMEOUT_MS: number;
  PAYMENT_PUBLIC_URL?: string | undefined;
}

/** Mollie's settings; `publicUrl`: the gateway's origin for its webhook and return. */
export interface MollieSettings {
  apiKey: string;
  apiUrl: string | undefined;
  timeoutMs: number;
  publicUrl: string;
}

/**
 * Whether the embedded test payment service takes the payments: never beside Mollie, on by default outside
 * production, and refused in production (its hosted page marks any order paid for anyone who asks).
 */
export function testPaymentsOn(values: PaymentEnv, mollie: MollieSettings | undefined): boolean {
  if (values.NODE_ENV === 'production' && values.TEST_PAYMENTS) {
    throw new Error(
      'Invalid gateway configuration:\nTEST_PAYMENTS=true is refused in production: the test payment page lets anyone ' +
        'mark an order paid. Configure MOLLIE_API_KEY (docs/payments.md)',
    );
  }
  return !mollie && (values.TEST_PAYMENTS ?? values.NODE_ENV !== 'production');
}

/** Mollie's settings when MOLLIE_API_KEY is set; a key without a public URL in production is a start error. */
export function mollieConfig(values: PaymentEnv): MollieSettings | undefined {
  if (!values.MOLLIE_API_KEY) return undefined;
  if (!/^(test|live)_\w{20,}$/.test(values.MOLLIE_API_KEY)) {
    throw new Error('Invalid gateway configuration:\nMOLLIE_API_KEY must be a Mollie API key (test_… or live_…)');
  }
  if (values.NODE_ENV === 'production' && values.MOLLIE_API_URL && !isMollieApi(values.MOLLIE_API_URL)) {
    // Another API root is for tests (a recorded-exchange server): production pays at Mollie only.
    throw new Error(
      "Invalid gateway configuration:\nMOLLIE_API_URL in production must be Mollie's own API (https://api.mollie.com/…); " +
        'leave it unset',
    );
  }
  if (values.NODE_ENV === 'production' && !values.PAYMENT_PUBLIC_URL?.startsWith('https://')) {
    throw new Error(
      'Invalid gateway configuration:\nMOLLIE_API_KEY in production needs PAYMENT_PUBLIC_URL, the https origin at ' +
        'which Mollie and shoppers reach this gateway (its webhook and return addresses are under it)',
    );
  }
  return {
    apiKey: values.MOLLIE_API_KEY,
    apiUrl: values.MOLLIE_API_URL,
    timeoutMs: values.MOLLIE_TIMEOUT_MS,
    publicUrl: (values.PAYMENT_PUBLIC_URL ?? `http://localhost:${values.GATEWAY_PORT}`).replace(/\/+$/, ''),
  };
}

function isMollieApi(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' && parsed.hostname === 'api.mollie.com';
}

/**
 * Production never runs with certificate checks off (NODE_TLS_REJECT_UNAUTHORIZED=0, which tests of a recorded
 * server may use): every https call the gateway makes (Mollie, Prismic, Shopware, reCAPTCHA) would accept any server.
 */
export function refuseWeakenedTls(environment: string, env: NodeJS.ProcessEnv): void {
  if (environment === 'production' && env.NODE_TLS_REJECT_UNAUTHORIZED === '0') {
    throw new Error(
      'Invalid gateway configuration:\nNODE_TLS_REJECT_UNAUTHORIZED=0 turns certificate checks off: refused in ' +
        'production (to trust a private certificate authority, use NODE_EXTRA_CA_CERTS)',
    );
  }
}
