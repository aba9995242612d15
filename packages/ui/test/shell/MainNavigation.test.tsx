import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MainNavigation } from '../../src/shell/MainNavigation';
import type { NavigationSegment } from '../../src/shell/types';
import { inLanguage, RouterLink } from './helpers';

afterEach(cleanup);

const segments: NavigationSegment[] = [
  {
    segment: 'for-her',
    link: { href: '/dames/' },
    items: [
      {
        primary: {
          title: 'Shoes',
          link: { href: '/dames/schoenen/' },
          showMenu: true,
          showSubmenu: true,
          uid: 'women-shoes',
        },
        items: [
          {
            title: 'Sneakers',
            link: { href: '/dames/sneakers/' },
            links: [
              { label: 'Low sneakers', link: { href: '/dames/sneakers/laag/' } },
              { label: 'High sneakers', link: { href: '/dames/sneakers/hoog/' } },
            ],
            image: { url: '/images/nav/sneakers/300x200', alt: '', width: 300, height: 200 },
          },
          { title: 'Boots', links: [{ label: 'Ankle boots', link: { href: '/dames/enkellaarsjes/' } }] },
        ],
      },
      {
        primary: { title: 'Bags', link: null, showMenu: true, showSubmenu: true, uid: 'women-bags' },
        items: [{ title: 'Shoppers', links: [{ label: 'Leather', link: { href: '/dames/tassen/leer/' } }] }],
      },
      {
        primary: {
          title: 'Sale',
          link: { href: '/sale/' },
          showMenu: true,
          showSubmenu: false,
          uid: 'women-sale',
          color: '#a3161c',
        },
        items: [],
      },
      {
        primary: { title: 'Hidden', link: { href: '/hidden/' }, showMenu: false, showSubmenu: false, uid: 'hidden' },
        items: [],
      },
      {
        primary: {
          title: 'Blog',
          link: { href: 'https://blog.example/', external: true },
          showMenu: true,
          showSubmenu: false,
          uid: 'blog',
        },
        items: [],
      },
    ],
  },
  {
    segment: 'for-him',
    link: { href: '/heren-home/' },
    items: [
      {
        primary: {
          title: 'Men shoes',
          link: { href: '/heren/schoenen/' },
          showMenu: true,
          showSubmenu: false,
          uid: 'm',
        },
        items: [],
      },
    ],
  },
];

const renderNav = (routeKey = '/dames/', activeSegment: 'for-her' | 'for-him' = 'for-her') =>
  render(<MainNavigation segments={segments} activeSegment={activeSegment} routeKey={routeKey} Link={RouterLink} />, {
    wrapper: inLanguage('en'),
  });

describe('MainNavigation', () => {
  it('is a labelled nav with the two segments as links, the active one current', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const forHer = within(nav).getByRole('link', { name: 'For her' });
    const forHim = within(nav).getByRole('link', { name: 'For him' });
    expect(forHer.getAttribute('href')).toBe('/dames/');
    expect(forHer.getAttribute('aria-current')).toBe('true');
    expect(forHim.getAttribute('href')).toBe('/heren-home/');
    expect(forHim.getAttribute('aria-current')).toBeNull();
  });

  it("shows the active segment's items that are in the menu, routed or external", () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Shoes' }).getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/sale/');
    expect(screen.queryByRole('link', { name: 'Hidden' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Men shoes' })).toBeNull();
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog.getAttribute('data-router')).toBeNull();
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();
    renderNav('/heren-home/', 'for-him');
    expect(screen.getByRole('link', { name: 'Men shoes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'For him' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens and closes the mobile menu with its toggle (aria-expanded, aria-controls)', () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.hasAttribute('data-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hasAttribute('data-open')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu with Escape and gives focus back to the toggle', () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const link = screen.getByRole('link', { name: 'Sale' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens a flyout with three levels; Escape closes it first and focuses its button', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const expand = screen.getByRole('button', { name: 'More in Shoes' });
    const flyout = document.getElementById(expand.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(flyout.hidden).toBe(true);
    fireEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(flyout.hidden).toBe(false);
    expect(within(flyout).getByRole('link', { name: 'Sneakers' }).getAttribute('href')).toBe('/dames/sneakers/');
    expect(within(flyout).getByText('Boots')).toBeTruthy();
    const leaf = within(flyout).getByRole('link', { name: 'High sneakers' });
    expect(leaf.getAttribute('href')).toBe('/dames/sneakers/hoog/');
    expect(flyout.querySelector('img')?.getAttribute('width')).toBe('300');

    leaf.focus();
    fireEvent.keyDown(leaf, { key: 'Escape' });
    expect(flyout.hidden).toBe(true);
    expect(document.activeElement).toBe(expand);
    // The menu itself stays open until a second Escape.
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(expand, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps one flyout open at a time; an item without a link is its own button; no flyout without submenu', () => {
    renderNav();
    const shoes = screen.getByRole('button', { name: 'More in Shoes' });
    const bags = screen.getByRole('button', { name: 'Bags' });
    fireEvent.click(shoes);
    fireEvent.click(bags);
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    expect(bags.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(bags);
    expect(bags.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'More in Sale' })).toBeNull();
  });

  it('closes the menu and flyouts when the route changes', () => {
    const { rerender } = renderNav('/dames/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'More in Shoes' }));
    rerender(
      <MainNavigation segments={segments} activeSegment="for-her" routeKey="/dames/sneakers/" Link={RouterLink} />,
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'More in Shoes' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a flyout when focus leaves the navigation', () => {
    renderNav();
    const outside = document.createElement('button');
    document.body.append(outside);
    const shoes = screen.getByRole('button', { name: 'More in Shoes' });
    fireEvent.click(shoes);
    act(() => {
      shoes.focus();
    });
    fireEvent.blur(shoes, { relatedTarget: outside });
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    outside.remove();
  });
});
