import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from '@shop/i18n';
import { messages as de } from '../../../packages/i18n/locales/gateway/de.po';
import { messages as en } from '../../../packages/i18n/locales/gateway/en.po';
import { messages as fr } from '../../../packages/i18n/locales/gateway/fr.po';
import { messages as nl } from '../../../packages/i18n/locales/gateway/nl.po';

const catalogs: Record<Language, Messages> = { en, nl, de, fr };

/**
 * One Lingui instance per language, made once: a request picks the one of its store's language, so concurrent
 * requests in different languages never share an active locale.
 */
const instances = new Map<Language, I18n>(
  (Object.keys(catalogs) as Language[]).map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: catalogs[language] } }),
  ]),
);

export function i18nFor(language: Language): I18n {
  const instance = instances.get(language);
  if (!instance) throw new Error(`No catalog for language ${language}`);
  return instance;
}
