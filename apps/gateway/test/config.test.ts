import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('the configuration', () => {
  it('seeds the demo world (and its customer with a published password) by default outside production only', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    // Still a choice either way.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
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

  it('takes payments with the test payment service only when enabled: by default outside production only', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ provider: 'test' });
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ provider: 'none' });
    // An explicit choice either way.
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' }).payments).toEqual({ provider: 'test' });
    expect(loadConfig({ NODE_ENV: 'development', TEST_PAYMENTS: 'false' }).payments).toEqual({ provider: 'none' });
    expect(() => loadConfig({ TEST_PAYMENTS: 'yes' })).toThrow(/TEST_PAYMENTS/);
  });
});
