import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as de } from '../../../packages/i18n/locales/storefront/de.po';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as fr } from '../../../packages/i18n/locales/storefront/fr.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';

/** What the account forms' tests share: the four languages, typing, submitting, and what an input is described by. */
const CATALOGS = { en, nl, de, fr };
export type Locale = keyof typeof CATALOGS;

export const inLanguage = (locale: Locale) => {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export async function submit(button: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

/** The texts an input is described by (its hint and its error), as assistive technology reads them. */
export function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}
