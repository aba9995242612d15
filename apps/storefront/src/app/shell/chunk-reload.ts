import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadForChunkError } from '@shop/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

function lastChunkReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * After a deployment the old page's code chunks are gone: the page reloads to get the new ones, at most once per 60 s
 * (the time is kept in sessionStorage), so a chunk that is really broken does not reload the page for ever; never while
 * the browser is offline. Answers whether it reloads.
 */
export function reloadForChunkError(error: unknown, { known = false }: { known?: boolean } = {}): boolean {
  if (!known && !isChunkLoadError(error)) return false;
  // Offline, the chunk failed for want of a connection, not because a deployment removed it: a reload would replace
  // the page the shopper is reading with the browser's offline error (the shell says she is offline).
  if (!navigator.onLine) return false;
  const now = Date.now();
  if (!shouldReloadForChunkError(lastChunkReload(), now)) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false; // without storage the once-per-60-s guard cannot hold: no reload rather than a loop
  }
  window.location.reload();
  return true;
}

/**
 * Watches for failed code chunks: Vite's preload error (every dynamic import of the build goes through it), a
 * rejected dynamic import nobody caught, and a route whose code or loader failed to load.
 */
export function useChunkErrorReload(): void {
  const router = useRouter();
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError((event as Event & { payload?: unknown }).payload, { known: true })) {
        event.preventDefault();
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadForChunkError(event.reason);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    const unsubscribe = router.subscribe('onResolved', () => {
      const failed = router.state.matches.find((match) => match.status === 'error' && isChunkLoadError(match.error));
      if (failed) reloadForChunkError(failed.error);
    });
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      unsubscribe();
    };
  }, [router]);
}
