// Writes src/phone-metadata.json: libphonenumber-js's full ("max") metadata cut down to the countries the shop ships
// to, so phone validation checks real number ranges without shipping every country's rules to the browser.
// Run after upgrading libphonenumber-js: `node scripts/phone-metadata.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'FR', 'LU', 'GB'];
const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8'));
const countries = Object.fromEntries(COUNTRIES.map((code) => [code, full.countries[code]]));
const callingCodes = Object.fromEntries(
  Object.entries(full.country_calling_codes)
    .map(([callingCode, codes]) => [callingCode, codes.filter((code) => COUNTRIES.includes(code))])
    .filter(([, codes]) => codes.length > 0),
);
const subset = { ...full, countries, country_calling_codes: callingCodes };
writeFileSync(new URL('../src/phone-metadata.json', import.meta.url), `${JSON.stringify(subset)}\n`);
console.log(`phone metadata for ${COUNTRIES.join(', ')}: ${JSON.stringify(subset).length} bytes`);
