import { describe, expect, it } from 'vitest';
import { countryName } from '../src/countries';
import { COUNTRY_CODES, type CountryCode, type Language, STORE_DEFINITIONS } from '../src/stores';

const NAMES: Record<Language, Record<CountryCode, string>> = {
  en: {
    NL: 'Netherlands',
    BE: 'Belgium',
    FR: 'France',
    DE: 'Germany',
    AT: 'Austria',
    LU: 'Luxembourg',
    GB: 'United Kingdom',
  },
  nl: {
    NL: 'Nederland',
    BE: 'België',
    FR: 'Frankrijk',
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    LU: 'Luxemburg',
    GB: 'Verenigd Koninkrijk',
  },
  de: {
    NL: 'Niederlande',
    BE: 'Belgien',
    FR: 'Frankreich',
    DE: 'Deutschland',
    AT: 'Österreich',
    LU: 'Luxemburg',
    GB: 'Vereinigtes Königreich',
  },
  fr: {
    NL: 'Pays-Bas',
    BE: 'Belgique',
    FR: 'France',
    DE: 'Allemagne',
    AT: 'Autriche',
    LU: 'Luxembourg',
    GB: 'Royaume-Uni',
  },
};

const cases = (Object.keys(NAMES) as Language[]).flatMap((language) =>
  COUNTRY_CODES.map((country) => ({ language, country, name: NAMES[language][country] })),
);

describe('countryName', () => {
  it.each(cases)('names $country in $language: $name', ({ language, country, name }) => {
    expect(countryName(country, language)).toBe(name);
  });

  it.each(
    STORE_DEFINITIONS.map((store) => ({ locale: store.locale, language: store.language, country: store.country })),
  )('names $country in the store locale $locale as in its language', ({ locale, language, country }) => {
    expect(countryName(country, locale)).toBe(NAMES[language][country]);
  });

  it.each([
    { country: 'XX', locale: 'en', name: 'XX' },
    { country: '', locale: 'en', name: '' },
    { country: 'NL', locale: 'not a locale!', name: 'NL' },
  ])('answers the code itself for $country in "$locale"', ({ country, locale, name }) => {
    expect(countryName(country, locale)).toBe(name);
  });
});
