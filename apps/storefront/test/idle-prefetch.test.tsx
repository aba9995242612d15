// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const router = {
  getMatchedRoutes: vi.fn((pathname: string) => [[{ id: `route ${pathname}` }], {}, undefined]),
  loadRouteChunk: vi.fn(() => Promise.resolve()),
  subscribe: vi.fn(() => () => {}),
};
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));

const { useIdleLinkPrefetch } = await import('../src/app/shell/idle-prefetch');

function Page() {
  useIdleLinkPrefetch();
  return (
    <>
      <a href="/women/shoes">Shoes</a>
      <a href="https://elsewhere.example/">Elsewhere</a>
    </>
  );
}

let idle: { callback: () => void; options?: { timeout: number } } | undefined;
let observed: Element[];
let report: (entries: Partial<IntersectionObserverEntry>[]) => void;

beforeEach(() => {
  idle = undefined;
  observed = [];
  vi.clearAllMocks();
  Object.assign(window, {
    requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
      idle = { callback, options };
      return 1;
    },
    cancelIdleCallback: () => {},
    IntersectionObserver: class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {
        observed = [];
      }
    },
  });
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});
afterEach(cleanup);

describe('link prefetch when idle', () => {
  it('loads the code of the routes behind the visible shop links once the browser is idle (2000 ms at the latest)', () => {
    render(<Page />);
    expect(idle?.options).toEqual({ timeout: 2000 });
    expect(observed).toHaveLength(0);
    idle?.callback();
    expect(observed.map((anchor) => anchor.getAttribute('href'))).toEqual(['/women/shoes']);
    report([{ isIntersecting: true, target: observed[0] as Element }]);
    report([{ isIntersecting: true, target: observed[0] as Element }]);
    expect(router.getMatchedRoutes).toHaveBeenCalledTimes(1);
    expect(router.getMatchedRoutes).toHaveBeenCalledWith('/women/shoes');
    expect(router.loadRouteChunk).toHaveBeenCalledWith({ id: 'route /women/shoes' });
  });

  it('prefetches nothing on 2g or with data saver', () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
    render(<Page />);
    expect(idle).toBeUndefined();
    cleanup();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    render(<Page />);
    expect(idle).toBeUndefined();
  });
});
