import { type ConnectionInfo, PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch } from '@shop/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs a callback when the browser is idle, at the latest after 2000 ms (spec §9); a timer where idle is unknown. */
function whenIdle(callback: () => void): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Link prefetch when idle (spec §9): once the browser is idle after a page is shown, the code of the routes that the
 * page's visible shop links lead to is loaded (`router.loadRouteChunk`), so following one does not wait for a chunk.
 * Not on 2g or with data saver (`shouldPrefetch`). Only code: a page's data is preloaded when the shopper shows intent
 * (hover, focus: the router's `defaultPreload: 'intent'`), not for every link in view — a listing has dozens.
 */
export function useIdleLinkPrefetch(): void {
  const router = useRouter();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const done = new Set<string>();
    const prefetch = (pathname: string) => {
      if (done.has(pathname)) return;
      done.add(pathname);
      const [routes] = router.getMatchedRoutes(pathname);
      for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const url = new URL((entry.target as HTMLAnchorElement).href);
        if (url.origin === window.location.origin) prefetch(url.pathname);
      }
    });
    let cancelIdle = () => {};
    const scan = () => {
      cancelIdle();
      if (!shouldPrefetch(connection())) return;
      cancelIdle = whenIdle(() => {
        // The previous page's links are let go (the observer would keep removed anchors alive).
        observer.disconnect();
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) observer.observe(anchor);
      });
    };
    scan();
    const unsubscribe = router.subscribe('onResolved', scan);
    return () => {
      cancelIdle();
      unsubscribe();
      observer.disconnect();
    };
  }, [router]);
}
