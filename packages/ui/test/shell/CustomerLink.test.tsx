import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../i18n/locales/storefront/en.po';
import { messages as nl } from '../../../i18n/locales/storefront/nl.po';
import { CustomerLink } from '../../src/shell/CustomerLink';

const inLanguage =
  (locale: 'en' | 'nl') =>
  ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : nl } })}>
      {children}
    </I18nProvider>
  );

afterEach(cleanup);

describe('CustomerLink', () => {
  it("is a guest's link to the login page", () => {
    render(<CustomerLink loggedIn={false} firstName="Anna" onLogout={vi.fn()} />, { wrapper: inLanguage('en') });
    const link = screen.getByRole('link', { name: 'My account' });
    expect(link.getAttribute('href')).toBe('/account/');
    expect(screen.queryByText(/Anna/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('welcomes a customer by first name, links to the account and logs out', () => {
    const onLogout = vi.fn();
    render(<CustomerLink loggedIn firstName="Anna" onLogout={onLogout} />, { wrapper: inLanguage('nl') });
    expect(screen.getByRole('link', { name: 'Welkom Anna' }).getAttribute('href')).toBe('/customer/');
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the log-out button from a second click while it runs', () => {
    render(<CustomerLink loggedIn firstName="" onLogout={vi.fn()} loggingOut />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/customer/');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Log out' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
