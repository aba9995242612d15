import { Trans } from '@lingui/react/macro';
import { INSTORE_RECHECK_INTERVAL_MS } from '@shop/domain';
import { InstoreBadge } from '@shop/ui/shell';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLoggedIn } from '../account/public';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import { useMounted } from '../lib/hooks/use-mounted';
import { useInstoreSession } from './instore-store';
import { INSTORE_PARAM, type InstoreSyncDeps, syncInstoreSession, withoutInstoreParam } from './instore-sync';

/** A navigation checks the session again when the last check is at least this old. */
const NAVIGATION_RECHECK_MS = 5_000;
/** setTimeout's longest wait. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The in-store tablet mode (spec storefront §2, §4), on every page: `?instore={session id}` starts it (the parameter
 * is then taken out of the address); the stored session is checked again every 30 seconds while the page is visible,
 * on navigation (at most every 5 seconds), when the page becomes visible and when its `ttlDt` passes, so a session that
 * staff closed logs the tablet out. Renders nothing.
 */
export function InstoreMode() {
  const graphql = useGraphql();
  const navigate = useNavigate();
  const baseUrl = useRouteContext({ from: '__root__', select: (context) => context.baseUrl });
  const pathname = useLocation({ select: (location) => location.pathname });
  const sessionId = useInstoreSession((state) => state.session?.sessionId);
  const ttlDt = useInstoreSession((state) => state.session?.ttlDt);
  const lastCheck = useRef(0);
  const running = useRef(false);

  const deps = useMemo<InstoreSyncDeps>(
    () => ({
      graphql,
      baseUrl,
      writeCookie: (cookie) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
        document.cookie = cookie;
      },
      // Read in the browser only: the server renders this component too (its effects never run there).
      secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
      endShopperSession: async () => {
        try {
          // The customer is logged out (a guest answer "already logged out" is fine), then the session cookie goes.
          await (await import('../account/logout')).logout(graphql);
        } finally {
          await fetch('/instore/end', { method: 'POST' });
        }
      },
      // A full load of home: no customer, address or cart of the previous shopper stays in memory.
      goHome: (url) => window.location.assign(url),
    }),
    [graphql, baseUrl],
  );

  const sync = useCallback(
    async (requested: string | null) => {
      if (running.current) return;
      running.current = true;
      lastCheck.current = Date.now();
      try {
        await syncInstoreSession(deps, requested);
      } finally {
        running.current = false;
      }
    },
    [deps],
  );

  // First the address's parameter, else the stored session.
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get(INSTORE_PARAM);
    if (requested !== null) void navigate({ href: withoutInstoreParam(window.location.href), replace: true });
    void sync(requested);
  }, [sync, navigate]);

  useEffect(() => {
    if (!sessionId) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void sync(null);
    }, INSTORE_RECHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck.current >= NAVIGATION_RECHECK_MS) {
        void sync(null);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sessionId, sync]);

  useEffect(() => {
    if (!ttlDt) return;
    const wait = Math.min(Math.max(Date.parse(ttlDt) - Date.now(), 0) + 1000, MAX_TIMEOUT_MS);
    const timer = setTimeout(() => void sync(null), wait);
    return () => clearTimeout(timer);
  }, [ttlDt, sync]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (the path) is what asks again
  useEffect(() => {
    if (useInstoreSession.getState().session && Date.now() - lastCheck.current >= NAVIGATION_RECHECK_MS) {
      void sync(null);
    }
  }, [pathname, sync]);

  return null;
}

/**
 * The default layout's location badge: the store of the tablet's session, once the page knows it (after mount), with
 * the way to the tabletop registration for a shopper who is not logged in.
 */
export function InstoreLocationBadge() {
  const mounted = useMounted();
  const loggedIn = useLoggedIn();
  const name = useInstoreSession((state) => state.session?.location.name);
  if (!mounted || !name) return null;
  return (
    <InstoreBadge locationName={name}>
      {!loggedIn && (
        <ShopLink href="/account/create/instore/">
          <Trans>Create an account</Trans>
        </ShopLink>
      )}
    </InstoreBadge>
  );
}
