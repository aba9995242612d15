import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/shell/Header';
import { inLanguage, RouterLink } from './helpers';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
    return new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('Header', () => {
  it('is the banner landmark with the logo linking home and its slots; no wishlist or cart when not given', () => {
    render(
      <Header
        shopName="Shop"
        logo={<svg />}
        search={<button type="button">Search</button>}
        customer={<a href="/account/">Log in</a>}
        navigation={<nav aria-label="Main" />}
        Link={RouterLink}
      />,
      { wrapper: inLanguage('en') },
    );
    const header = screen.getByRole('banner');
    const home = screen.getByRole('link', { name: 'Shop' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(header.querySelectorAll('a, button')).toHaveLength(3);
  });

  it('renders the wishlist and mini cart slots when given', () => {
    render(
      <Header shopName="Shop" wishlist={<a href="/wishlist/">Wishlist</a>} miniCart={<a href="/cart/">Cart</a>} />,
      {
        wrapper: inLanguage('en'),
      },
    );
    expect(screen.getByRole('link', { name: 'Shop' }).textContent).toBe('Shop');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it.each([
    ['en', 'Service'],
    ['nl', 'Service'],
    ['fr', 'Services'],
  ] as const)('lists the header links in a named service navigation (%s)', (language, name) => {
    render(
      <Header
        shopName="Shop"
        links={[
          { label: 'Stores', link: { href: '/winkels/' } },
          { label: 'Help', link: { href: 'https://help.example.com/', external: true } },
        ]}
        Link={RouterLink}
      />,
      { wrapper: inLanguage(language) },
    );
    const service = screen.getByRole('navigation', { name });
    const links = [...service.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stores', '/winkels/'],
      ['Help', 'https://help.example.com/'],
    ]);
    expect(links[0]?.getAttribute('data-router')).toBe('yes');
    expect(links[1]?.getAttribute('data-router')).toBeNull();
  });

  it('sticks after 50 px, hides scrolling down beyond 250 px and comes back scrolling up', async () => {
    render(<Header shopName="Shop" />, { wrapper: inLanguage('en') });
    const header = screen.getByRole('banner');
    expect(header.hasAttribute('data-sticky')).toBe(false);
    await scrollTo(49);
    expect(header.hasAttribute('data-sticky')).toBe(false);
    await scrollTo(50);
    expect(header.getAttribute('data-sticky')).toBe('true');
    expect(header.hasAttribute('data-hidden')).toBe(false);
    await scrollTo(400);
    expect(header.getAttribute('data-hidden')).toBe('true');
    await scrollTo(380);
    expect(header.hasAttribute('data-hidden')).toBe(false);
    expect(header.getAttribute('data-sticky')).toBe('true');
    await scrollTo(0);
    expect(header.hasAttribute('data-sticky')).toBe(false);
  });

  it('does not stick or hide when sticky is off', async () => {
    render(<Header shopName="Shop" sticky={false} />, { wrapper: inLanguage('en') });
    await scrollTo(600);
    const header = screen.getByRole('banner');
    expect(header.hasAttribute('data-sticky')).toBe(false);
    expect(header.hasAttribute('data-hidden')).toBe(false);
  });
});
