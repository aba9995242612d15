// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../packages/i18n/locales/storefront/de.po';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { CheckoutLayout, telHref } from '../src/app/shell/CheckoutLayout';
import type { CheckoutLayoutQuery } from '../src/app/shell/shell.generated';
import { storeDefinition } from '../src/lib/store';

// The router's link needs a router; the layout's links are plain anchors here.
vi.mock('../src/components/ShopLink', () => ({ ShopLink: (props: LinkProps) => <a {...props} /> }));

const inLanguage = (locale: 'en' | 'de', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

const link = (url: string) => ({ url, external: false });

type LegalLinkKind = CheckoutLayoutQuery['layout']['legalLinks'][number]['kind'];

const layout = (legal: { label: string; url: string; kind?: LegalLinkKind }[]): CheckoutLayoutQuery => ({
  checkoutLayout: {
    headerUsps: [{ label: 'Safe payment', link: null }],
    customerService: { phone: '+49 30 123 456 78', email: 'kundenservice@shop.example' },
  },
  layout: {
    legalLinks: legal.map((entry) => ({ label: entry.label, kind: entry.kind ?? 'OTHER', link: link(entry.url) })),
  },
});

afterEach(cleanup);

describe('the checkout layout', () => {
  it('shows the reduced header, the page and the customer-service footer', () => {
    render(
      <CheckoutLayout store={storeDefinition('en')} layout={layout([])}>
        <h1>Checkout</h1>
      </CheckoutLayout>,
      { wrapper: inLanguage('en', en) },
    );
    expect(screen.getByRole('banner').textContent).toContain('Shoes & Fashion');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Checkout');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Monday to Friday 09:00 to 17:00');
    expect(within(footer).getByRole('link', { name: '+49 30 123 456 78' }).getAttribute('href')).toBe(
      'tel:+493012345678',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy/');
    expect(within(footer).queryByRole('link', { name: 'Trusted Shops' })).toBeNull();
  });

  it('adds Impressum, AGB and the trusted-shop badge in Germany', () => {
    render(
      <CheckoutLayout
        store={storeDefinition('de-de')}
        layout={layout([
          { label: 'Impressum', url: '/impressum/', kind: 'IMPRINT' },
          { label: 'AGB', url: '/agb/', kind: 'TERMS' },
        ])}
      >
        <h1>Kasse</h1>
      </CheckoutLayout>,
      { wrapper: inLanguage('de', de) },
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe('/datenschutz/');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((anchor) => anchor.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/impressum/', '/agb/']));
    expect(within(footer).getByRole('link', { name: 'Trusted Shops' })).toBeTruthy();
  });

  it('picks Impressum and AGB by their kind, not by the editors’ label', () => {
    render(
      <CheckoutLayout
        store={storeDefinition('de-at')}
        layout={layout([
          { label: 'AGB', url: '/nur-ein-titel/' },
          { label: 'Cookies', url: '/cookie-einstellungen/', kind: 'COOKIES' },
          { label: 'Anbieterkennzeichnung', url: '/anbieter/', kind: 'IMPRINT' },
          { label: 'Geschäftsbedingungen', url: '/bedingungen/', kind: 'TERMS' },
        ])}
      >
        <h1>Kasse</h1>
      </CheckoutLayout>,
      { wrapper: inLanguage('de', de) },
    );
    const hrefs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/anbieter/', '/bedingungen/']));
    expect(hrefs).not.toContain('/nur-ein-titel/');
    expect(hrefs).not.toContain('/cookie-einstellungen/');
  });

  it('shows no Impressum or AGB when the layout marks none, even with links so labelled', () => {
    render(
      <CheckoutLayout
        store={storeDefinition('de-de')}
        layout={layout([
          { label: 'Impressum', url: '/impressum/' },
          { label: 'AGB', url: '/agb/' },
        ])}
      >
        <h1>Kasse</h1>
      </CheckoutLayout>,
      { wrapper: inLanguage('de', de) },
    );
    const hrefs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).not.toContain('/impressum/');
    expect(hrefs).not.toContain('/agb/');
  });

  it('makes a tel: link of a phone number as shown', () => {
    expect(telHref('020 000 0100')).toBe('tel:0200000100');
  });
});
