import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../../i18n/locales/storefront/de.po';
import { messages as en } from '../../i18n/locales/storefront/en.po';
import { Price } from '../src/Price';

const inLanguage = (locale: 'en' | 'de', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

afterEach(cleanup);

describe('Price', () => {
  it('shows one price when there is no discount', () => {
    const { container } = render(<Price price="€ 89,95" regularPrice="€ 89,95" />, { wrapper: inLanguage('en', en) });
    expect(container.textContent).toBe('€ 89,95');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows one price when the regular price is unknown', () => {
    const { container } = render(<Price price="£74.95" />, { wrapper: inLanguage('en', en) });
    expect(container.textContent).toBe('£74.95');
  });

  it('strikes the regular price through and says what each price is, in the shopper language', () => {
    const { container } = render(<Price price="62,95 €" regularPrice="89,95 €" />, { wrapper: inLanguage('de', de) });
    expect(container.querySelector('s')?.textContent).toContain('89,95 €');
    expect(screen.getByText(/Regulärer Preis/)).toBeTruthy();
    expect(screen.getByText(/Jetzt/)).toBeTruthy();
    expect(container.textContent?.indexOf('89,95')).toBeLessThan(container.textContent?.indexOf('62,95') ?? -1);
  });
});
