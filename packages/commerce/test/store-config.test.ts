import { describe, expect, it } from 'vitest';
import { storeConfiguration } from '../src/store-config';

describe('storeConfiguration', () => {
  it.each([
    { currency: 'EUR', id: 'currency-eur' },
    { currency: 'GBP', id: 'currency-gbp' },
  ] as const)('answers the store currency $currency', ({ currency, id }) => {
    expect(storeConfiguration({ currency }).currency).toEqual({ id, iso: currency });
  });

  it('lists the countries and languages of the nine stores once each, and the salutations mrs and mr', () => {
    const config = storeConfiguration({ currency: 'EUR' });
    expect(config.countries.map((country) => country.iso)).toEqual(['NL', 'BE', 'FR', 'DE', 'AT', 'LU', 'GB']);
    expect(config.languages.map((language) => language.code)).toEqual(['nl', 'fr', 'de', 'en']);
    expect(config.salutations.map((salutation) => salutation.key)).toEqual(['mrs', 'mr']);
  });
});
