import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UspsProps } from '../../src/blocks/types';
import { USP_ROTATION_MS, Usps } from '../../src/blocks/Usps';
import { inLanguage } from './fixtures';

const items = [
  {
    label: 'Free delivery from € 50',
    link: null,
    iconInline: '<svg viewBox="0 0 1 1"></svg>',
    description: 'in 1 to 3 days',
  },
  { label: 'Free returns', link: { url: '/returns', external: false }, iconInline: null, description: null },
  { label: 'Pay later', link: null, iconInline: null, description: null },
];
const rotating: UspsProps = { __typename: 'UspsBlock', id: 'usps-1', sliceType: 'usps', variation: 'rotating', items };

const active = (container: HTMLElement) =>
  [...container.querySelectorAll('li[data-active="true"]')].map((li) => li.textContent?.trim());

const mockReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Usps', () => {
  it('rotates to the next selling point every 5 seconds and wraps to the first', () => {
    mockReducedMotion(false);
    const { container } = render(<Usps {...rotating} />, { wrapper: inLanguage('en') });
    expect(USP_ROTATION_MS).toBe(5000);
    expect(active(container)).toEqual(['Free delivery from € 50 in 1 to 3 days']);
    act(() => vi.advanceTimersByTime(4999));
    expect(active(container)).toEqual(['Free delivery from € 50 in 1 to 3 days']);
    act(() => vi.advanceTimersByTime(1));
    expect(active(container)).toEqual(['Free returns']);
    act(() => vi.advanceTimersByTime(5000));
    expect(active(container)).toEqual(['Pay later']);
    act(() => vi.advanceTimersByTime(5000));
    expect(active(container)).toEqual(['Free delivery from € 50 in 1 to 3 days']);
    // The inactive ones are hidden from assistive technology too.
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });

  it('can be paused (nl)', () => {
    mockReducedMotion(false);
    const { container } = render(<Usps {...rotating} />, { wrapper: inLanguage('nl') });
    fireEvent.click(screen.getByRole('button', { name: 'Voordelen pauzeren' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(active(container)).toEqual(['Free delivery from € 50 in 1 to 3 days']);
    expect(screen.getByRole('button', { name: 'Voordelen pauzeren' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stands still, all listed, for reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<Usps {...rotating} />, { wrapper: inLanguage('de') });
    act(() => vi.advanceTimersByTime(15000));
    expect(active(container)).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('list', { name: 'Unsere Versprechen' })).toBeTruthy();
  });

  it("follows the page's own motion setting over the device's (the shop's accessibility settings)", async () => {
    mockReducedMotion(false);
    document.documentElement.setAttribute('data-reduced-motion', 'true');
    try {
      const { container } = render(<Usps {...rotating} />, { wrapper: inLanguage('en') });
      act(() => vi.advanceTimersByTime(15000));
      expect(active(container)).toHaveLength(3);
      // Turned off again in the settings: it rotates (the attribute is watched).
      await act(async () => document.documentElement.setAttribute('data-reduced-motion', 'false'));
      expect(active(container)).toEqual(['Free delivery from € 50 in 1 to 3 days']);
      act(() => vi.advanceTimersByTime(5000));
      expect(active(container)).toEqual(['Free returns']);
    } finally {
      document.documentElement.removeAttribute('data-reduced-motion');
    }
  });

  it("lets the page's setting turn motion on where the device asks for less", () => {
    mockReducedMotion(true);
    document.documentElement.setAttribute('data-reduced-motion', 'false');
    try {
      const { container } = render(<Usps {...rotating} />, { wrapper: inLanguage('en') });
      act(() => vi.advanceTimersByTime(5000));
      expect(active(container)).toEqual(['Free returns']);
    } finally {
      document.documentElement.removeAttribute('data-reduced-motion');
    }
  });

  it('renders the shoutOut marquee with one copy for assistive technology (fr)', () => {
    mockReducedMotion(false);
    const { container } = render(<Usps {...rotating} variation="shoutOut" />, { wrapper: inLanguage('fr') });
    expect(container.querySelector('[data-variation="shoutOut"]')).toBeTruthy();
    expect(screen.getAllByRole('list', { name: 'Nos engagements' })).toHaveLength(1);
    expect(container.querySelectorAll('ul')).toHaveLength(2);
    expect(container.querySelector('ul[aria-hidden="true"]')?.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('link', { name: 'Free returns' }).getAttribute('href')).toBe('/returns');
    // The row that scrolls by hand with reduced motion is within a keyboard's reach (its items are mostly text).
    expect(screen.getByRole('list', { name: 'Nos engagements' }).parentElement?.tabIndex).toBe(0);
  });

  it('renders the default row', () => {
    const { container } = render(<Usps {...rotating} variation="default" />, { wrapper: inLanguage('en') });
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });
});
