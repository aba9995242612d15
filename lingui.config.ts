import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One source language (English) and four catalogs per bundle. The storefront catalog holds what the browser shows;
 * the gateway catalog holds what the API returns translated (user errors, salutations, ...). `npm test` fails when a
 * catalog is stale or lacks a translation (scripts/check-i18n.mjs).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/locales/storefront/{locale}',
      include: ['<rootDir>/apps/storefront/src', '<rootDir>/packages/ui/src'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/packages/i18n/locales/gateway/{locale}',
      include: ['<rootDir>/apps/gateway/src', '<rootDir>/packages/domain/src'],
      exclude: ['**/node_modules/**', '**/generated/**', '**/*.test.*'],
    },
  ],
});
