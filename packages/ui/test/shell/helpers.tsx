import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages as de } from '../../../i18n/locales/storefront/de.po';
import { messages as en } from '../../../i18n/locales/storefront/en.po';
import { messages as fr } from '../../../i18n/locales/storefront/fr.po';
import { messages as nl } from '../../../i18n/locales/storefront/nl.po';

export type Locale = 'en' | 'nl' | 'de' | 'fr';
const catalogs = { en, nl, de, fr };

/** A testing-library wrapper that renders in one of the shop's languages. */
export const inLanguage = (locale: Locale) => {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

/** A router link stand-in that marks itself, to see which links go through the router. */
export const RouterLink = (props: { href: string; children?: ReactNode }) => <a data-router="yes" {...props} />;
