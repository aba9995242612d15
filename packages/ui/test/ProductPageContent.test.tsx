import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../../i18n/locales/storefront/de.po';
import { messages as nl } from '../../i18n/locales/storefront/nl.po';
import { ProductLooks } from '../src/ProductLooks';
import { ProductPageContent } from '../src/ProductPageContent';

const inLanguage = (locale: 'nl' | 'de', messages: typeof nl) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

afterEach(cleanup);

describe('ProductPageContent', () => {
  it('lists the selling points and the delivery and returns text (nl)', () => {
    render(
      <ProductPageContent
        usps={[
          {
            label: 'Gratis verzending',
            description: 'vanaf € 50',
            link: { href: '/klantenservice/', external: false },
          },
          { label: '14 dagen bedenktijd' },
        ]}
        deliveryReturns={{ title: 'Levering en retour', html: '<ul><li>Geleverd in 1 tot 3 dagen</li></ul>' }}
      />,
      { wrapper: inLanguage('nl', nl) },
    );
    const list = screen.getByRole('list', { name: 'Onze beloftes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Gratis verzending vanaf € 50', '14 dagen bedenktijd']);
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/klantenservice/');
    expect(screen.getByText('Levering en retour').tagName).toBe('SUMMARY');
    expect(screen.getByText('Geleverd in 1 tot 3 dagen')).toBeTruthy();
  });

  it('opens other sites in a new tab, and names the list in the shopper language (de)', () => {
    render(
      <ProductPageContent
        usps={[{ label: 'Kauf auf Rechnung', link: { href: 'https://pay.example/', external: true } }]}
      />,
      { wrapper: inLanguage('de', de) },
    );
    const link = within(screen.getByRole('list', { name: 'Unsere Versprechen' })).getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.querySelector('details')).toBeNull();
  });

  it('renders nothing when the content service gave nothing', () => {
    const { container } = render(<ProductPageContent usps={[]} deliveryReturns={null} />, {
      wrapper: inLanguage('nl', nl),
    });
    expect(container.innerHTML).toBe('');
  });
});

describe('ProductLooks', () => {
  const looks = [
    {
      href: '/lookbook-fuer-ihn/stadt-1/',
      label: 'Stadt 1',
      image: { src: '/images/look-1/384x560' },
    },
    { href: '/lookbook-fuer-ihn/stadt-2/', label: 'Stadt 2' },
  ];

  it('links each look and the look-book overview under "Shop the look" (de)', () => {
    render(<ProductLooks looks={looks} overviewHref="/lookbook-fuer-ihn/" />, { wrapper: inLanguage('de', de) });
    const section = screen.getByRole('region', { name: 'Shop the Look' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stadt 1', '/lookbook-fuer-ihn/stadt-1/'],
      ['Stadt 2', '/lookbook-fuer-ihn/stadt-2/'],
      ['Alle Looks ansehen', '/lookbook-fuer-ihn/'],
    ]);
    // The picture is decorative: the link says the look's name.
    expect(section.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('says "View all looks" in Dutch, and shows nothing without looks', () => {
    render(<ProductLooks looks={looks.slice(1)} overviewHref="/lookbook-for-him/" />, {
      wrapper: inLanguage('nl', nl),
    });
    expect(screen.getByRole('link', { name: 'Bekijk alle looks' })).toBeTruthy();
    cleanup();
    const { container } = render(<ProductLooks looks={[]} overviewHref="/lookbook/" />, {
      wrapper: inLanguage('nl', nl),
    });
    expect(container.innerHTML).toBe('');
  });
});
