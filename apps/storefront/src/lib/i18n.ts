import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language, StoreDefinition } from '@shop/i18n';

/**
 * The storefront catalogs (packages/i18n/locales/storefront), compiled by the Lingui Vite plugin on import. Each
 * language is its own chunk, so the browser loads only the one of its store.
 */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../../packages/i18n/locales/storefront/en.po'),
  nl: () => import('../../../../packages/i18n/locales/storefront/nl.po'),
  de: () => import('../../../../packages/i18n/locales/storefront/de.po'),
  fr: () => import('../../../../packages/i18n/locales/storefront/fr.po'),
};

/**
 * A Lingui instance for one store. The server makes one per request, never a shared global whose active locale
 * concurrent requests for other stores would change under it; the browser makes one before it hydrates the page.
 */
export async function createI18n(store: StoreDefinition): Promise<I18n> {
  const { messages } = await catalogs[store.language]();
  return setupI18n({ locale: store.language, locales: store.locale, messages: { [store.language]: messages } });
}
