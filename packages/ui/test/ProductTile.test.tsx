import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../i18n/locales/storefront/en.po';
import { messages as fr } from '../../i18n/locales/storefront/fr.po';
import { messages as nl } from '../../i18n/locales/storefront/nl.po';
import { ProductTile, type ProductTileProps } from '../src/ProductTile';

const inLanguage = (locale: 'en' | 'fr' | 'nl', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

afterEach(cleanup);

const Link = (props: { href: string; children?: ReactNode }) => <a data-router="yes" {...props} />;

const tile: ProductTileProps = {
  href: '/court-classic-20001-100',
  name: 'Court Classic',
  brand: 'Noordkaap',
  price: '€ 62,95',
  regularPrice: '€ 89,95',
  image: {
    src: '/images/p/side/498x705',
    srcSet: '/images/p/side/166x235 166w, /images/p/side/498x705 498w',
    alt: 'Side',
  },
  hoverImage: { src: '/images/p/top/498x705', srcSet: '/images/p/top/498x705 498w', alt: 'Top' },
  labels: [
    { kind: 'DISCOUNT', text: '-30%' },
    { kind: 'MARKETING', text: 'Bestseller' },
  ],
  swatches: [
    { href: '/court-classic-20001-100', color: 'black', colorHex: '#000', current: true },
    { href: '/court-classic-20001-101', color: 'white', colorHex: '#fff', current: false },
  ],
  sizes: [
    { size: '38', available: true },
    { size: '39', available: false },
  ],
};

describe('ProductTile', () => {
  it('links image and name to the product, with a sized, lazy image and a hover image', () => {
    const { container } = render(<ProductTile {...tile} />, { wrapper: inLanguage('en', en) });
    const link = screen.getByRole('link', { name: 'Court Classic' });
    expect(link.getAttribute('href')).toBe('/court-classic-20001-100');
    const [image, hover] = [...container.querySelectorAll('img')];
    expect(image?.getAttribute('width')).toBe('498');
    expect(image?.getAttribute('height')).toBe('705');
    expect(image?.getAttribute('srcset')).toContain('166w');
    expect(image?.getAttribute('sizes')).toBeTruthy();
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
    expect(hover?.getAttribute('src')).toBe('/images/p/top/498x705');
    expect(hover?.getAttribute('loading')).toBe('lazy');
  });

  it('loads the image of a first-row tile at once, with high priority', () => {
    const { container } = render(<ProductTile {...tile} priority />, { wrapper: inLanguage('en', en) });
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows labels, the marketing label, both prices, colours and sizes with sold-out sizes marked', () => {
    const { container } = render(<ProductTile {...tile} />, { wrapper: inLanguage('fr', fr) });
    expect(screen.getByText('-30%')).toBeTruthy();
    expect(screen.getByText('Bestseller')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toContain('€ 89,95');
    const colours = screen.getByRole('list', { name: 'Couleurs' });
    expect(colours.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'black' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('39').closest('s')).toBeTruthy();
    expect(container.textContent).toContain('(épuisé)');
    expect(screen.getByText('38').closest('s')).toBeNull();
  });

  it('shows no swatches for a single colour and no hover image when there is none', () => {
    const { container } = render(
      <ProductTile {...tile} hoverImage={null} swatches={tile.swatches?.slice(0, 1)} headingLevel={3} />,
      { wrapper: inLanguage('en', en) },
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Colours' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Court Classic' })).toBeTruthy();
  });

  it('uses the link component it is given', () => {
    render(<ProductTile {...tile} Link={Link} />, { wrapper: inLanguage('en', en) });
    expect(screen.getByRole('link', { name: 'Court Classic' }).getAttribute('data-router')).toBe('yes');
  });

  it('has an add-to-cart button named after the product when the app gives it a callback, and none otherwise', () => {
    const onAddToCart = vi.fn();
    const { rerender } = render(<ProductTile {...tile} />, { wrapper: inLanguage('en', en) });
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ProductTile {...tile} onAddToCart={onAddToCart} />);
    const button = screen.getByRole('button', { name: /^Add to cart ?: Court Classic$/ });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.click();
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('words the add-to-cart button in the store language', () => {
    render(<ProductTile {...tile} onAddToCart={() => {}} />, { wrapper: inLanguage('nl', nl) });
    expect(screen.getByRole('button', { name: /^In winkelwagen ?: Court Classic$/ })).toBeTruthy();
  });
});
