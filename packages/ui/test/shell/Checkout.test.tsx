import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutFooter, type CheckoutFooterProps } from '../../src/shell/CheckoutFooter';
import { CheckoutHeader } from '../../src/shell/CheckoutHeader';
import { inLanguage, RouterLink } from './helpers';

afterEach(cleanup);

const footer: CheckoutFooterProps = {
  phone: '030 0000 0100',
  phoneHref: 'tel:+493000000100',
  email: 'kundenservice@shop.example',
  privacyLink: { href: '/datenschutz/' },
  impressumLink: { href: '/impressum/' },
  agbLink: { href: '/agb/' },
  trustedShopHref: 'https://trustedshops.example/x',
  serviceLinks: [{ label: 'Help', link: { href: '/help/' } }],
  Link: RouterLink,
};

describe('CheckoutHeader', () => {
  it('has the logo home, the usps and the mini cart slot, and no navigation', () => {
    render(
      <CheckoutHeader
        shopName="Shop"
        logo={<svg />}
        usps={[{ label: 'Free returns' }]}
        miniCart={<span>cart slot</span>}
        Link={RouterLink}
      />,
      { wrapper: inLanguage('en') },
    );
    const header = screen.getByRole('banner');
    const home = within(header).getByRole('link', { name: 'Shop' });
    expect(home.getAttribute('href')).toBe('/');
    expect(within(header).getByText('cart slot')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Why shop with us' }).textContent).toContain('Free returns');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('CheckoutFooter', () => {
  it('shows customer service hours, phone, e-mail, links and privacy; no German extras by default', () => {
    render(<CheckoutFooter {...footer} />, { wrapper: inLanguage('en') });
    const contentinfo = screen.getByRole('contentinfo');
    expect(contentinfo.textContent).toContain('Monday to Friday 09:00 to 17:00');
    expect(screen.getByRole('link', { name: '030 0000 0100' }).getAttribute('href')).toBe('tel:+493000000100');
    expect(screen.getByRole('link', { name: 'kundenservice@shop.example' }).getAttribute('href')).toBe(
      'mailto:kundenservice@shop.example',
    );
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help/');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/datenschutz/');
    expect(screen.queryByRole('link', { name: 'Legal notice' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Terms and conditions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Trusted Shops/ })).toBeNull();
  });

  it('adds Impressum, AGB and the trusted-shop badge for German stores', () => {
    render(<CheckoutFooter {...footer} german />, { wrapper: inLanguage('de') });
    expect(screen.getByText('Montag bis Freitag 09:00 bis 17:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/impressum/');
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb/');
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Trusted Shops/ }).getAttribute('href')).toBe(
      'https://trustedshops.example/x',
    );
  });
});
