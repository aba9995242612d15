import type { AnyRouter } from '@tanstack/react-router';

/** Whether the browser knows it has no connection (never on the server). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Offline, a page visited before is shown again from the router's cache as it was, without asking the gateway: a
 * reload could only fail and replace the page with the error page beside the "You are offline" message.
 * Wraps every route's `shouldReload` (the root's reloads the shell on each navigation); online nothing changes.
 */
export function keepVisitedPagesWhileOffline(router: AnyRouter): void {
  for (const route of Object.values(router.routesById) as { options: { shouldReload?: unknown } }[]) {
    const own = route.options.shouldReload;
    route.options.shouldReload = (context: unknown) => {
      if (isOffline()) return false;
      return typeof own === 'function' ? own(context) : own;
    };
  }
}
