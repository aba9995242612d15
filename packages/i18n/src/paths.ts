import type { Language } from './stores';

/**
 * Path names that are translated per language (spec storefront §2). Keys are the shop's own names; values the
 * path segment in each language. The Dutch values are the spec's; the others are our translations
 * (docs/decisions/0002-stores-hosts-and-languages.md). Routes not listed here (/products/, /cart/, /winkels/, ...) are the same in every language.
 */
export const TRANSLATED_PATHS = {
  cookies: { nl: 'cookie-settings', en: 'cookie-settings', de: 'cookie-einstellungen', fr: 'parametres-cookies' },
  menHome: { nl: 'heren-home', en: 'men-home', de: 'herren-home', fr: 'accueil-homme' },
  women: { nl: 'dames', en: 'women', de: 'damen', fr: 'femmes' },
  men: { nl: 'heren', en: 'men', de: 'herren', fr: 'hommes' },
  lookbook: { nl: 'lookbook', en: 'lookbook', de: 'lookbook', fr: 'lookbook' },
  lookbookForHim: { nl: 'lookbook-for-him', en: 'lookbook-for-him', de: 'lookbook-fuer-ihn', fr: 'lookbook-pour-lui' },
  customerService: { nl: 'klantenservice', en: 'customer-service', de: 'kundenservice', fr: 'service-client' },
  privacyPolicy: {
    nl: 'privacy-policy',
    en: 'privacy-policy',
    de: 'datenschutz',
    fr: 'politique-de-confidentialite',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type TranslatedPathKey = keyof typeof TRANSLATED_PATHS;

/** The path (with leading and trailing slash) of a translated page in a language. */
export function translatedPath(key: TranslatedPathKey, language: Language): string {
  return `/${TRANSLATED_PATHS[key][language]}/`;
}

/** Which translated page a path segment names, in a given language (for routing an incoming URL). */
export function translatedPathKey(segment: string, language: Language): TranslatedPathKey | undefined {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  return (Object.keys(TRANSLATED_PATHS) as TranslatedPathKey[]).find(
    (key) => TRANSLATED_PATHS[key][language] === clean,
  );
}

/**
 * The shop's own indexable pages that live at the same path in every store (spec §2: /products/, /winkels/ and
 * /winkels/{reference}/), as that path with its slashes; null for any other path. Their alternates in the other
 * stores are the same path at each store's base URL.
 */
export function samePathInEveryStore(path: string): string | null {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (parts.length === 1 && (parts[0] === 'products' || parts[0] === 'winkels')) return `/${parts[0]}/`;
  if (parts.length === 2 && parts[0] === 'winkels') return `/winkels/${parts[1]}/`;
  return null;
}
