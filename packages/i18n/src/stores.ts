/**
 * The nine stores of the shop. A store fixes the language, country and currency of every request; it is chosen by
 * the host name (no locale prefix in URLs). Pure data and lookups, no I/O.
 */

export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const STORE_CODES = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'de-at', 'de-lu', 'fr-lu', 'en'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

/** The countries the shop sells to (ISO 3166-1 alpha-2). */
export const COUNTRY_CODES = ['NL', 'BE', 'FR', 'DE', 'AT', 'LU', 'GB'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The currencies the shop sells in (ISO 4217). */
export const CURRENCY_CODES = ['EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The newsletter list of a store (spec storefront §7: language id and code). */
export interface NewsletterList {
  id: number;
  code: 'NL' | 'BENL' | 'BEFR' | 'DE' | 'FR' | 'EN';
}

export interface StoreDefinition {
  code: StoreCode;
  /** Name in the store's own language, for the store switch. */
  name: string;
  language: Language;
  country: CountryCode;
  currency: CurrencyCode;
  /** BCP 47 locale used for number, money and date formatting. */
  locale: string;
  newsletter: NewsletterList;
}

export interface Store extends StoreDefinition {
  /** Absolute base URL without trailing slash, e.g. `http://en.localhost:3000`. */
  baseUrl: string;
}

export const DEFAULT_STORE_CODE: StoreCode = 'nl-nl';

/**
 * de-at, de-lu and fr-lu have no codes of their own in the spec: they use the list code of their language (DE, FR)
 * with their own ids. The English store is not in the spec's mapping: it takes id 2 (the gap in the spec's numbering)
 * and code EN. See docs/decisions/0032-newsletter.md.
 */
export const STORE_DEFINITIONS: readonly StoreDefinition[] = [
  {
    code: 'nl-nl',
    name: 'Nederland',
    language: 'nl',
    country: 'NL',
    currency: 'EUR',
    locale: 'nl-NL',
    newsletter: { id: 1, code: 'NL' },
  },
  {
    code: 'nl-be',
    name: 'België (Nederlands)',
    language: 'nl',
    country: 'BE',
    currency: 'EUR',
    locale: 'nl-BE',
    newsletter: { id: 3, code: 'BENL' },
  },
  {
    code: 'fr-be',
    name: 'Belgique (français)',
    language: 'fr',
    country: 'BE',
    currency: 'EUR',
    locale: 'fr-BE',
    newsletter: { id: 4, code: 'BEFR' },
  },
  {
    code: 'fr-fr',
    name: 'France',
    language: 'fr',
    country: 'FR',
    currency: 'EUR',
    locale: 'fr-FR',
    newsletter: { id: 6, code: 'FR' },
  },
  {
    code: 'de-de',
    name: 'Deutschland',
    language: 'de',
    country: 'DE',
    currency: 'EUR',
    locale: 'de-DE',
    newsletter: { id: 5, code: 'DE' },
  },
  {
    code: 'de-at',
    name: 'Österreich',
    language: 'de',
    country: 'AT',
    currency: 'EUR',
    locale: 'de-AT',
    newsletter: { id: 5, code: 'DE' },
  },
  {
    code: 'de-lu',
    name: 'Luxemburg (Deutsch)',
    language: 'de',
    country: 'LU',
    currency: 'EUR',
    locale: 'de-LU',
    newsletter: { id: 7, code: 'DE' },
  },
  {
    code: 'fr-lu',
    name: 'Luxembourg (français)',
    language: 'fr',
    country: 'LU',
    currency: 'EUR',
    locale: 'fr-LU',
    newsletter: { id: 8, code: 'FR' },
  },
  {
    code: 'en',
    name: 'United Kingdom',
    language: 'en',
    country: 'GB',
    currency: 'GBP',
    locale: 'en-GB',
    newsletter: { id: 2, code: 'EN' },
  },
];

/**
 * How base URLs are built. `{code}` is replaced by the store code; the default store may have its own URL.
 * Locally: `http://{code}.localhost:3000`, with the default store on plain `http://localhost:3000`.
 */
export interface StoreUrlConfig {
  /** Pattern with `{code}`, e.g. `https://{code}.shop.example`. */
  baseUrlPattern: string;
  /** Base URL of the default store (nl-nl); when absent the pattern is used for it too. */
  defaultStoreBaseUrl?: string | undefined;
  /** Explicit base URLs per store code, overriding the pattern (production domains per country). */
  overrides?: Partial<Record<StoreCode, string>> | undefined;
}

export const LOCAL_STORE_URLS: StoreUrlConfig = {
  baseUrlPattern: 'http://{code}.localhost:3000',
  defaultStoreBaseUrl: 'http://localhost:3000',
};

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function buildStores(config: StoreUrlConfig = LOCAL_STORE_URLS): Store[] {
  return STORE_DEFINITIONS.map((definition) => {
    const override = config.overrides?.[definition.code];
    const baseUrl =
      override ??
      (definition.code === DEFAULT_STORE_CODE && config.defaultStoreBaseUrl
        ? config.defaultStoreBaseUrl
        : config.baseUrlPattern.replaceAll('{code}', definition.code));
    return { ...definition, baseUrl: stripSlash(baseUrl) };
  });
}

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

export function storeByCode(stores: readonly Store[], code: StoreCode): Store {
  const store = stores.find((candidate) => candidate.code === code);
  if (!store) throw new Error(`No store with code ${code}`);
  return store;
}

/**
 * The store a request is for, from its Host header: the store whose base URL has that host (and port), else a first
 * host label that is a store code (`de-at.anything`), else the default store.
 */
export function storeForHost(stores: readonly Store[], hostHeader: string | null | undefined): Store {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host) {
    const exact = stores.find((store) => new URL(store.baseUrl).host === host);
    if (exact) return exact;
    const hostname = host.replace(/:\d+$/, '');
    const byHostname = stores.find((store) => new URL(store.baseUrl).hostname === hostname);
    if (byHostname) return byHostname;
    const firstLabel = hostname.split('.')[0];
    const byLabel = stores.find((store) => store.code === firstLabel);
    if (byLabel) return byLabel;
  }
  return storeByCode(stores, DEFAULT_STORE_CODE);
}
