import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineStatus } from '../../src/shell/OnlineStatus';
import { RouteProgressBar } from '../../src/shell/RouteProgressBar';
import { SkipLink } from '../../src/shell/SkipLink';
import { UspBar } from '../../src/shell/UspBar';
import { inLanguage, RouterLink } from './helpers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SkipLink', () => {
  it('jumps to the main content', () => {
    render(<SkipLink />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });
});

describe('UspBar', () => {
  it('shows the usps as a labelled marquee list, linked usps through the router', () => {
    render(
      <UspBar
        usps={[{ label: 'Free returns', link: { href: '/returns/' } }, { label: 'Pay later' }]}
        Link={RouterLink}
      />,
      {
        wrapper: inLanguage('en'),
      },
    );
    const list = screen.getByRole('list', { name: 'Why shop with us' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Free returns' }).getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('button', { name: 'Pause scrolling' })).toBeTruthy();
  });

  it('renders nothing without usps', () => {
    const { container } = render(<UspBar usps={[]} />, { wrapper: inLanguage('en') });
    expect(container.innerHTML).toBe('');
  });
});

describe('RouteProgressBar', () => {
  it('shows a labelled progress bar while pending, after a short delay', () => {
    const { rerender } = render(<RouteProgressBar pending={false} />, { wrapper: inLanguage('en') });
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<RouteProgressBar pending />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    rerender(<RouteProgressBar pending={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a quick navigation', () => {
    const { rerender } = render(<RouteProgressBar pending />, { wrapper: inLanguage('en') });
    act(() => vi.advanceTimersByTime(150));
    rerender(<RouteProgressBar pending={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('OnlineStatus', () => {
  it('announces offline and back online in a polite live region', () => {
    render(<OnlineStatus />, { wrapper: inLanguage('en') });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toContain('You are offline.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe('You are back online.');
    act(() => vi.advanceTimersByTime(5000));
    expect(region.textContent).toBe('');
  });

  it('says nothing when the connection was never lost', () => {
    render(<OnlineStatus />, { wrapper: inLanguage('fr') });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
