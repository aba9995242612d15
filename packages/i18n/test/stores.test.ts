import { describe, expect, it } from 'vitest';
import { buildStores, DEFAULT_STORE_CODE, isStoreCode, STORE_CODES, storeByCode, storeForHost } from '../src/stores';

const stores = buildStores();

describe('the nine stores', () => {
  it.each([
    {
      code: 'nl-nl',
      language: 'nl',
      country: 'NL',
      currency: 'EUR',
      baseUrl: 'http://localhost:3000',
      newsletter: { id: 1, code: 'NL' },
    },
    {
      code: 'nl-be',
      language: 'nl',
      country: 'BE',
      currency: 'EUR',
      baseUrl: 'http://nl-be.localhost:3000',
      newsletter: { id: 3, code: 'BENL' },
    },
    {
      code: 'fr-be',
      language: 'fr',
      country: 'BE',
      currency: 'EUR',
      baseUrl: 'http://fr-be.localhost:3000',
      newsletter: { id: 4, code: 'BEFR' },
    },
    {
      code: 'fr-fr',
      language: 'fr',
      country: 'FR',
      currency: 'EUR',
      baseUrl: 'http://fr-fr.localhost:3000',
      newsletter: { id: 6, code: 'FR' },
    },
    {
      code: 'de-de',
      language: 'de',
      country: 'DE',
      currency: 'EUR',
      baseUrl: 'http://de-de.localhost:3000',
      newsletter: { id: 5, code: 'DE' },
    },
    {
      code: 'de-at',
      language: 'de',
      country: 'AT',
      currency: 'EUR',
      baseUrl: 'http://de-at.localhost:3000',
      newsletter: { id: 5, code: 'DE' },
    },
    {
      code: 'de-lu',
      language: 'de',
      country: 'LU',
      currency: 'EUR',
      baseUrl: 'http://de-lu.localhost:3000',
      newsletter: { id: 7, code: 'DE' },
    },
    {
      code: 'fr-lu',
      language: 'fr',
      country: 'LU',
      currency: 'EUR',
      baseUrl: 'http://fr-lu.localhost:3000',
      newsletter: { id: 8, code: 'FR' },
    },
    {
      code: 'en',
      language: 'en',
      country: 'GB',
      currency: 'GBP',
      baseUrl: 'http://en.localhost:3000',
      newsletter: { id: 2, code: 'EN' },
    },
  ] as const)('$code: $language, $country, $currency, newsletter $newsletter.id', (expected) => {
    expect(storeByCode(stores, expected.code)).toMatchObject(expected);
  });

  it('are nine, with nl-nl as the default', () => {
    expect(stores.map((store) => store.code)).toEqual([...STORE_CODES]);
    expect(DEFAULT_STORE_CODE).toBe('nl-nl');
  });

  it('take production base URLs from a pattern, a default-store URL and overrides', () => {
    const production = buildStores({
      baseUrlPattern: 'https://{code}.shop.example/',
      defaultStoreBaseUrl: 'https://www.shop.example',
      overrides: { 'de-de': 'https://www.shop-example.de' },
    });
    expect(storeByCode(production, 'nl-nl').baseUrl).toBe('https://www.shop.example');
    expect(storeByCode(production, 'fr-be').baseUrl).toBe('https://fr-be.shop.example');
    expect(storeByCode(production, 'de-de').baseUrl).toBe('https://www.shop-example.de');
  });
});

describe('storeForHost', () => {
  it.each([
    { host: 'localhost:3000', code: 'nl-nl' },
    { host: 'en.localhost:3000', code: 'en' },
    { host: 'DE-AT.localhost:3000', code: 'de-at' },
    { host: 'fr-lu.localhost', code: 'fr-lu' },
    { host: 'nl-be.some-proxy.internal:8080', code: 'nl-be' },
    { host: 'unknown.example', code: 'nl-nl' },
    { host: '', code: 'nl-nl' },
    { host: undefined, code: 'nl-nl' },
  ])('$host → $code', ({ host, code }) => {
    expect(storeForHost(stores, host).code).toBe(code);
  });
});

describe('isStoreCode', () => {
  it.each([
    ['nl-nl', true],
    ['en', true],
    ['en-gb', false],
    ['NL-NL', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isStoreCode(value)).toBe(expected);
  });
});
