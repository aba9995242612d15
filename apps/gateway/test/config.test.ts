import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** What production needs at least (the storefront's shared secret). */
const PRODUCTION = { NODE_ENV: 'production', CLIENT_ADDRESS_SECRET: 'x'.repeat(32) } as const;

describe('the configuration', () => {
  it('seeds the demo world (and its customer with a published password) by default outside production only', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    // Still a choice either way.
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('keeps anonymous catalogue answers in the response cache unless RESPONSE_CACHE=off', () => {
    expect(loadConfig({}).responseCache).toEqual({ enabled: true, maxBytes: 64 * 1024 * 1024 });
    expect(loadConfig(PRODUCTION).responseCache.enabled).toBe(true);
    expect(loadConfig({ RESPONSE_CACHE: 'off', RESPONSE_CACHE_MAX_BYTES: '1000' }).responseCache).toEqual({
      enabled: false,
      maxBytes: 1000,
    });
    expect(() => loadConfig({ RESPONSE_CACHE: 'no' })).toThrow(/RESPONSE_CACHE/);
  });

  it('reads the catalogue changes every 500 ms unless CATALOG_CHANGE_POLL_MS says otherwise (0: never)', () => {
    expect(loadConfig({}).catalogChangePollMs).toBe(500);
    expect(loadConfig({ CATALOG_CHANGE_POLL_MS: '2000' }).catalogChangePollMs).toBe(2000);
    expect(loadConfig({ CATALOG_CHANGE_POLL_MS: '0' }).catalogChangePollMs).toBe(0);
    for (const wrong of ['-1', '0.5', 'often', '3600001'])
      expect(() => loadConfig({ CATALOG_CHANGE_POLL_MS: wrong })).toThrow(/CATALOG_CHANGE_POLL_MS/);
  });

  it('sends mails over SMTP only when SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Shop <no-reply@shop.localhost>' });
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).mail.smtpUrl).toBe(
      'smtps://user:secret@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('takes payments with the test payment service outside production only (on by default there)', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ provider: 'test' });
    expect(loadConfig(PRODUCTION).payments).toEqual({ provider: 'none' });
    // Production never serves it, whatever else is set: the gateway does not start.
    const WEBHOOK_SECRET = 'a-shared-webhook-secret';
    for (const env of [
      { TEST_PAYMENTS: 'true', TEST_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { TEST_PAYMENTS: 'true' },
      { TEST_PAYMENTS: '1', MOLLIE_API_KEY: `live_${'a'.repeat(30)}`, PAYMENT_PUBLIC_URL: 'https://pay.shop.example' },
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, ...env })).toThrow(/TEST_PAYMENTS=true is refused in production/);
    }
    expect(loadConfig({ ...PRODUCTION, TEST_PAYMENTS: 'false' }).payments).toEqual({ provider: 'none' });
    expect(loadConfig({ NODE_ENV: 'development', TEST_PAYMENTS: 'false' }).payments).toEqual({ provider: 'none' });
    expect(() => loadConfig({ TEST_PAYMENTS: 'yes' })).toThrow(/TEST_PAYMENTS/);
  });

  it('refuses to start in production with certificate checks off or Mollie pointed anywhere but at Mollie', () => {
    const MOLLIE = { MOLLIE_API_KEY: `live_${'a'.repeat(30)}`, PAYMENT_PUBLIC_URL: 'https://pay.shop.example' };
    expect(loadConfig({ ...PRODUCTION, ...MOLLIE }).mollie?.apiUrl).toBeUndefined();
    expect(() => loadConfig({ ...PRODUCTION, NODE_TLS_REJECT_UNAUTHORIZED: '0' })).toThrow(
      /NODE_TLS_REJECT_UNAUTHORIZED=0 .* refused in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...MOLLIE, NODE_TLS_REJECT_UNAUTHORIZED: '0' })).toThrow(
      /NODE_TLS_REJECT_UNAUTHORIZED/,
    );
    // The journeys' recorded server (and any other root) is refused; Mollie's own root is accepted.
    for (const apiUrl of [
      'https://127.0.0.1:5150/v2/',
      'http://api.mollie.com/v2/',
      'https://api.mollie.com.evil.example/v2/',
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, ...MOLLIE, MOLLIE_API_URL: apiUrl }), apiUrl).toThrow(/MOLLIE_API_URL/);
    }
    expect(loadConfig({ ...PRODUCTION, ...MOLLIE, MOLLIE_API_URL: 'https://api.mollie.com/v2/' }).mollie?.apiUrl).toBe(
      'https://api.mollie.com/v2/',
    );
    // Outside production both stay possible: tests of the recorded server use them.
    expect(loadConfig({ NODE_TLS_REJECT_UNAUTHORIZED: '0' }).environment).toBe('development');
    expect(loadConfig({ ...MOLLIE, MOLLIE_API_URL: 'https://127.0.0.1:5150/v2/' }).mollie?.apiUrl).toBe(
      'https://127.0.0.1:5150/v2/',
    );
  });

  it('turns introspection, suggestions and the internal fields off in production, unless configured', () => {
    const profile = (env: Record<string, string>) => {
      const { introspection, fieldSuggestions, internalFields } = loadConfig(env);
      return { introspection, fieldSuggestions, internalFields };
    };
    const open = { introspection: true, fieldSuggestions: true, internalFields: true };
    expect(profile({})).toEqual(open);
    expect(profile({ NODE_ENV: 'test' })).toEqual(open);
    expect(profile(PRODUCTION)).toEqual({
      introspection: false,
      fieldSuggestions: false,
      internalFields: false,
    });
    expect(
      profile({
        ...PRODUCTION,
        GATEWAY_INTROSPECTION: 'true',
        GATEWAY_FIELD_SUGGESTIONS: '1',
        GATEWAY_INTERNAL_FIELDS: 'true',
      }),
    ).toEqual(open);
    expect(profile({ GATEWAY_INTROSPECTION: 'false' }).introspection).toBe(false);
  });

  it('reads the GraphQL limits, with defaults', () => {
    expect(loadConfig({}).limits).toEqual({
      maxBodyBytes: 100_000,
      maxDepth: 12,
      maxAliases: 15,
      maxDirectives: 10,
      maxTokens: 5000,
      maxCost: 20_000,
    });
    expect(
      loadConfig({
        GATEWAY_MAX_DEPTH: '8',
        GATEWAY_MAX_ALIASES: '0',
        GATEWAY_MAX_DIRECTIVES: '3',
        GATEWAY_MAX_TOKENS: '900',
        GATEWAY_MAX_COST: '5000',
      }).limits,
    ).toMatchObject({ maxDepth: 8, maxAliases: 0, maxDirectives: 3, maxTokens: 900, maxCost: 5000 });
    expect(() => loadConfig({ GATEWAY_MAX_COST: '0' })).toThrow(/GATEWAY_MAX_COST/);
    expect(() => loadConfig({ GATEWAY_MAX_DEPTH: 'deep' })).toThrow(/GATEWAY_MAX_DEPTH/);
  });

  it('reads the CORS origins: none by default, exact origins only', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ GATEWAY_CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ GATEWAY_CORS_ORIGINS: 'https://tools.example.com, http://localhost:5173,' }).corsOrigins,
    ).toEqual(['https://tools.example.com', 'http://localhost:5173']);
    for (const wrong of ['*', 'tools.example.com', 'https://tools.example.com/', 'https://tools.example.com/graphql']) {
      expect(() => loadConfig({ GATEWAY_CORS_ORIGINS: wrong }), wrong).toThrow(/GATEWAY_CORS_ORIGINS/);
    }
  });

  it('requires the client address secret in production, and believes no client address without one elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CLIENT_ADDRESS_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', CLIENT_ADDRESS_SECRET: '' })).toThrow(/CLIENT_ADDRESS_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, CLIENT_ADDRESS_SECRET: 'too short' })).toThrow(/CLIENT_ADDRESS_SECRET/);
    expect(loadConfig(PRODUCTION).clientAddressSecret).toBe('x'.repeat(32));
    expect(loadConfig({}).clientAddressSecret).toBeUndefined();
  });

  it('runs the embedded commerce engine by default, and COMMERCE=shopware only when complete or allowed outside production', () => {
    expect(loadConfig({}).commerce).toEqual({ kind: 'embedded' });
    expect(() => loadConfig({ COMMERCE: 'shopware' })).toThrow(/SHOPWARE_URL is required/);
    const channel = { languageId: 'a'.repeat(32), currencyId: 'b'.repeat(32) };
    const shopware = {
      COMMERCE: 'shopware',
      SHOPWARE_URL: 'https://shop.example',
      SHOPWARE_ACCESS_KEY: 'SWSCKEY',
      SHOPWARE_STORES: JSON.stringify({
        'nl-nl': channel,
        'nl-be': channel,
        'fr-be': channel,
        'fr-fr': channel,
        'de-de': channel,
        'de-at': channel,
        'de-lu': channel,
        'fr-lu': channel,
        en: channel,
      }),
    };
    expect(() => loadConfig(shopware)).toThrow(/SHOPWARE_ALLOW_INCOMPLETE/);
    expect(loadConfig({ ...shopware, SHOPWARE_ALLOW_INCOMPLETE: '1' }).commerce).toEqual({
      kind: 'shopware',
      shopware: expect.objectContaining({ baseUrl: 'https://shop.example/store-api', timeoutMs: 5000 }),
    });
    expect(() => loadConfig({ ...PRODUCTION, ...shopware, SHOPWARE_ALLOW_INCOMPLETE: '1' })).toThrow(
      /cannot run in production/,
    );
  });
});
