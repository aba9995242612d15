import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, type FooterProps } from '../../src/shell/Footer';
import type { StoreOption } from '../../src/shell/types';
import { inLanguage, RouterLink } from './helpers';

afterEach(cleanup);

const stores: StoreOption[] = [
  { code: 'nl-nl', name: 'Nederland', language: 'nl', href: 'http://localhost:3000/dames/', current: true },
  {
    code: 'fr-be',
    name: 'Belgique (français)',
    language: 'fr',
    href: 'http://fr-be.localhost:3000/femmes/',
    current: false,
  },
];

const props: FooterProps = {
  jobs: {
    title: 'Work with us',
    text: 'We are hiring in our stores.',
    link: { href: 'https://jobs.example/', external: true },
    linkLabel: 'View vacancies',
  },
  linkGroups: [
    {
      title: 'Customer service',
      links: [
        { label: 'Returns', link: { href: '/returns/' } },
        { label: 'Delivery', link: { href: '/delivery/' } },
      ],
    },
    { title: 'About us', links: [{ label: 'Stores', link: { href: '/winkels/' } }] },
  ],
  storeOptions: stores,
  socialLinks: [
    { network: 'instagram', href: 'https://instagram.example/shop' },
    { network: 'facebook', href: 'https://facebook.example/shop' },
  ],
  legalLinks: [{ label: 'Privacy policy', link: { href: '/privacy-policy/' } }],
  paymentMethods: [
    { name: 'iDEAL', image: { url: '/images/pay/ideal/48x32', alt: '', width: 48, height: 32 } },
    { name: 'Klarna' },
  ],
  Link: RouterLink,
};

describe('Footer', () => {
  it('is the contentinfo landmark with jobs, link groups, social icons, legal links and payment icons', () => {
    render(<Footer {...props} />, { wrapper: inLanguage('en') });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Work with us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View vacancies' }).getAttribute('data-router')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Customer service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Returns' }).getAttribute('data-router')).toBe('yes');
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.example/shop',
    );
    expect(within(social).getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Legal' })).getByRole('link', { name: 'Privacy policy' }),
    ).toBeTruthy();
    const payments = screen.getByRole('list', { name: 'Payment methods' });
    expect(within(payments).getByRole('img', { name: 'iDEAL' })).toBeTruthy();
    expect(within(payments).getByText('Klarna')).toBeTruthy();
  });

  it('shows the language and store switch with more than one store; each link keeps the current page', () => {
    render(<Footer {...props} />, { wrapper: inLanguage('en') });
    const nav = screen.getByRole('navigation', { name: 'Language and country' });
    const current = within(nav).getByRole('link', { name: 'Nederland' });
    expect(current.getAttribute('aria-current')).toBe('true');
    const other = within(nav).getByRole('link', { name: 'Belgique (français)' });
    expect(other.getAttribute('href')).toBe('http://fr-be.localhost:3000/femmes/');
    expect(other.getAttribute('hreflang')).toBe('fr');
    expect(other.getAttribute('lang')).toBe('fr');
    expect(other.getAttribute('data-router')).toBeNull();
  });

  it('hides the switch when there is only one store', () => {
    render(<Footer {...props} storeOptions={stores.slice(0, 1)} />, { wrapper: inLanguage('en') });
    expect(screen.queryByRole('navigation', { name: 'Language and country' })).toBeNull();
    expect(screen.queryByText('Nederland')).toBeNull();
  });

  it('shows the review score (NL, BE, FR): stars, average and a link to the reviews', () => {
    render(
      <Footer {...props} trust={{ kind: 'reviews', averageRating: 8.7, viewReviewUrl: 'https://reviews.example/' }} />,
      {
        wrapper: inLanguage('nl'),
      },
    );
    const stars = screen.getByRole('img', { name: /8,7/ });
    expect(stars.getAttribute('style')).toContain('--stars: 80%');
    expect(screen.getByText('8,7/10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lees onze beoordelingen' }).getAttribute('href')).toBe(
      'https://reviews.example/',
    );
    expect(screen.queryByRole('link', { name: /Trusted Shops/ })).toBeNull();
  });

  it('shows the trusted-shop badge instead (DE)', () => {
    render(<Footer {...props} trust={{ kind: 'trusted-shop', href: 'https://trustedshops.example/x' }} />, {
      wrapper: inLanguage('de'),
    });
    expect(screen.getByRole('link', { name: /Trusted Shops/ }).getAttribute('href')).toBe(
      'https://trustedshops.example/x',
    );
    expect(screen.queryByRole('link', { name: 'Unsere Bewertungen lesen' })).toBeNull();
    expect(screen.queryByRole('img', { name: /10/ })).toBeNull();
  });

  it('calls back from the accessibility button, shown only with a callback', () => {
    const onAccessibilityClick = vi.fn();
    const { rerender } = render(<Footer {...props} />, { wrapper: inLanguage('en') });
    expect(screen.queryByRole('button', { name: 'Accessibility' })).toBeNull();
    rerender(<Footer {...props} onAccessibilityClick={onAccessibilityClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
    expect(onAccessibilityClick).toHaveBeenCalledOnce();
  });

  it('renders nothing but the landmark without content', () => {
    render(<Footer />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('contentinfo').textContent).toBe('');
  });
});
