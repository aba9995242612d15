import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoBanners } from '../../src/shell/PromoBanners';
import type { PromoBanner } from '../../src/shell/types';
import { inLanguage, RouterLink } from './helpers';

const now = new Date('2026-11-23T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const banner = (text: string, extra: Partial<PromoBanner> = {}): PromoBanner => ({ text, ...extra });

describe('PromoBanners', () => {
  it('shows a single banner still, with its colours and link', () => {
    const { container } = render(
      <PromoBanners
        banners={[banner('Free shipping', { link: { href: '/shipping/' }, color: '#fff', backgroundColor: '#a3161c' })]}
        Link={RouterLink}
      />,
      { wrapper: inLanguage('en') },
    );
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getAllByText('Free shipping')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Free shipping' }).getAttribute('data-router')).toBe('yes');
    expect(container.querySelector('[aria-pressed]')).toBeNull();
    const style = container.querySelector('p')?.getAttribute('style') ?? '';
    expect(style).toContain('--banner-color: #fff');
    expect(style).toContain('--banner-background: #a3161c');
  });

  it('scrolls as a marquee when there is more than one, with a pause button and a hidden copy', () => {
    const { container } = render(<PromoBanners banners={[banner('One'), banner('Two')]} />, {
      wrapper: inLanguage('en'),
    });
    const list = screen.getByRole('list', { name: 'Promotions' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(copy?.textContent).toBe(list.textContent);
    // The row that scrolls by hand with reduced motion is within a keyboard's reach (the banners may be plain text).
    expect(list.closest('[tabindex]')?.getAttribute('tabindex')).toBe('0');
    const pause = screen.getByRole('button', { name: 'Pause scrolling' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    act(() => pause.click());
    expect(pause.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows at most four banners', () => {
    render(<PromoBanners banners={['1', '2', '3', '4', '5'].map((text) => banner(text))} />, {
      wrapper: inLanguage('en'),
    });
    const list = screen.getByRole('list', { name: 'Promotions' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1', '2', '3', '4']);
  });

  it('counts down to the end date every second', () => {
    render(<PromoBanners banners={[banner('Black Friday', { actionTo: '2026-11-25T15:04:05Z' })]} />, {
      wrapper: inLanguage('en'),
    });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('2 days, 3 hours, 4 minutes, 5 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('2 days, 3 hours, 4 minutes, 4 seconds');
    act(() => vi.advanceTimersByTime(5000));
    expect(timer.textContent).toBe('2 days, 3 hours, 3 minutes, 59 seconds');
  });

  it('uses singular forms and stops at the end', () => {
    render(<PromoBanners banners={[banner('Last chance', { actionTo: '2026-11-24T13:01:02Z' })]} />, {
      wrapper: inLanguage('en'),
    });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('1 day, 1 hour, 1 minute, 2 seconds');
    act(() => vi.advanceTimersByTime(90_062_000));
    expect(timer.textContent).toBe('');
  });

  it('renders a stable text on the server (no countdown numbers)', () => {
    const Wrapper = inLanguage('en');
    const html = renderToString(
      <Wrapper>
        <PromoBanners banners={[banner('Black Friday', { actionTo: '2026-11-25T15:04:05Z' })]} />
      </Wrapper>,
    );
    expect(html).toContain('Black Friday');
    expect(html).toContain('role="timer"></span>');
    expect(html).not.toMatch(/\d+ (days?|seconds?)/);
  });

  it('counts down in Dutch', () => {
    render(<PromoBanners banners={[banner('Sale', { actionTo: '2026-11-25T15:04:05Z' })]} />, {
      wrapper: inLanguage('nl'),
    });
    expect(screen.getByRole('timer').textContent).toBe('2 dagen, 3 uur, 4 minuten, 5 seconden');
  });

  it('reads Prismic timestamps, and shows no countdown for an end date it cannot read', () => {
    render(
      <PromoBanners
        banners={[
          banner('Prismic', { actionTo: '2026-11-23T13:00:00+0000' }),
          banner('Unreadable', { actionTo: 'next week' }),
        ]}
      />,
      { wrapper: inLanguage('en') },
    );
    const list = screen.getByRole('list', { name: 'Promotions' });
    const timers = list.querySelectorAll('[role="timer"]');
    expect(timers).toHaveLength(1);
    expect(timers[0]?.textContent).toBe('0 days, 1 hour, 0 minutes, 0 seconds');
  });

  it('renders nothing without banners', () => {
    const { container } = render(<PromoBanners banners={[]} />, { wrapper: inLanguage('en') });
    expect(container.innerHTML).toBe('');
  });
});
