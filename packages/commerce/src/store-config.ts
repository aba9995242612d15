import { STORE_DEFINITIONS, type StoreDefinition } from '@shop/i18n';

/**
 * Store configuration as the commerce system holds it (spec commerce §3 Store config): the countries sold to, the
 * store's currency, the languages and the salutations. Names are left to the presentation layer (the gateway writes
 * them in the request's language); this answers identifiers and codes.
 */
export interface StoreConfiguration {
  countries: { id: string; iso: string }[];
  currency: { id: string; iso: string };
  languages: { id: string; code: string }[];
  salutations: { id: string; key: SalutationKey }[];
}

/** The spec's salutation keys ("key mr or mrs"). */
export const SALUTATION_KEYS = ['mrs', 'mr'] as const;
export type SalutationKey = (typeof SALUTATION_KEYS)[number];

const unique = <T>(values: T[]) => [...new Set(values)];

export function storeConfiguration(store: Pick<StoreDefinition, 'currency'>): StoreConfiguration {
  return {
    countries: unique(STORE_DEFINITIONS.map((definition) => definition.country)).map((iso) => ({
      id: `country-${iso.toLowerCase()}`,
      iso,
    })),
    currency: { id: `currency-${store.currency.toLowerCase()}`, iso: store.currency },
    languages: unique(STORE_DEFINITIONS.map((definition) => definition.language)).map((code) => ({
      id: `language-${code}`,
      code,
    })),
    salutations: SALUTATION_KEYS.map((key) => ({ id: `salutation-${key}`, key })),
  };
}
