const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name as a locale writes it: `countryName('NL', 'fr-BE')` is "Pays-Bas". Takes a language (`de`) or a
 * store's locale (`de-AT`). An unknown code comes back as it is, an invalid locale or code too (Intl throws on those).
 */
export function countryName(country: string, locale: string): string {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(country) ?? country;
  } catch {
    return country;
  }
}
