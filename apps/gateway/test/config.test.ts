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

  it('sends mails over SMTP only when SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Shop <no-reply@shop.localhost>' });
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).mail.smtpUrl).toBe(
      'smtps://user:secret@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('requires the client address secret in production, and believes no client address without one elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CLIENT_ADDRESS_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', CLIENT_ADDRESS_SECRET: '' })).toThrow(/CLIENT_ADDRESS_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, CLIENT_ADDRESS_SECRET: 'too short' })).toThrow(/CLIENT_ADDRESS_SECRET/);
    expect(loadConfig(PRODUCTION).clientAddressSecret).toBe('x'.repeat(32));
    expect(loadConfig({}).clientAddressSecret).toBeUndefined();
  });
});
