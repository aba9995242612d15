import { describe, expect, it } from 'vitest';
import { CommerceConfigError, commerceSelectionFromEnv } from '../../src/shopware/config';

const NL = { languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca' };
const EN = { languageId: '1fbb5fe2e29a4d70aa5854ce7ce3e20b', currencyId: 'a7d2554b0ce847cd82f3ac9bd1c0dfca' };
const STORES = ['nl-nl', 'en'];
const COMPLETE = {
  COMMERCE: 'shopware',
  SHOPWARE_URL: 'https://shop.example/',
  SHOPWARE_ACCESS_KEY: 'SWSCDEFAULT',
  SHOPWARE_STORES: JSON.stringify({ 'nl-nl': NL, en: { ...EN, accessKey: 'SWSCEN' } }),
};

function refusal(env: Record<string, string | undefined>, adapterComplete = true): string {
  try {
    commerceSelectionFromEnv(env, STORES, adapterComplete);
  } catch (error) {
    expect(error).toBeInstanceOf(CommerceConfigError);
    return (error as Error).message;
  }
  throw new Error('The configuration was accepted');
}

describe('commerceSelectionFromEnv', () => {
  it('runs the embedded engine by default', () => {
    expect(commerceSelectionFromEnv({}, STORES)).toEqual({ kind: 'embedded' });
  });

  it('maps each store to its sales channel, the default access key where none is named', () => {
    expect(commerceSelectionFromEnv(COMPLETE, STORES, true)).toEqual({
      kind: 'shopware',
      shopware: {
        baseUrl: 'https://shop.example/store-api',
        timeoutMs: 5000,
        stores: { 'nl-nl': { ...NL, accessKey: 'SWSCDEFAULT' }, en: { ...EN, accessKey: 'SWSCEN' } },
      },
    });
  });

  it.each([
    ['no address', { SHOPWARE_URL: undefined }, 'SHOPWARE_URL is required'],
    ['an address that is no URL', { SHOPWARE_URL: 'shop' }, 'SHOPWARE_URL'],
    ['no stores', { SHOPWARE_STORES: undefined }, 'SHOPWARE_STORES is required'],
    ['stores that are no JSON', { SHOPWARE_STORES: '{nl' }, 'not JSON'],
    [
      'a store without a channel',
      { SHOPWARE_STORES: JSON.stringify({ 'nl-nl': NL }) },
      'no sales channel for the store en',
    ],
    ['a channel of no store', { SHOPWARE_STORES: JSON.stringify({ 'nl-nl': NL, en: EN, xx: EN }) }, 'xx'],
    [
      'a malformed language id',
      { SHOPWARE_STORES: JSON.stringify({ 'nl-nl': { ...NL, languageId: 'nl' }, en: EN }) },
      'languageId',
    ],
    [
      'no access key at all',
      { SHOPWARE_ACCESS_KEY: undefined, SHOPWARE_STORES: JSON.stringify({ 'nl-nl': NL, en: EN }) },
      'no access key',
    ],
    ['another commerce', { COMMERCE: 'magento' }, 'COMMERCE'],
  ])('refuses to start with %s', (_name, change, message) => {
    expect(refusal({ ...COMPLETE, ...change })).toContain(message);
  });

  it('refuses the incomplete adapter unless development asks for it, and always in production', () => {
    expect(refusal(COMPLETE, false)).toContain('SHOPWARE_ALLOW_INCOMPLETE');
    expect(commerceSelectionFromEnv({ ...COMPLETE, SHOPWARE_ALLOW_INCOMPLETE: '1' }, STORES, false).kind).toBe(
      'shopware',
    );
    expect(refusal({ ...COMPLETE, SHOPWARE_ALLOW_INCOMPLETE: '1', NODE_ENV: 'production' }, false)).toContain(
      'cannot run in production',
    );
  });
});
