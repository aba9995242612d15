import { isInstoreSessionId } from '@shop/domain';
import type { GraphqlQuery } from '../lib/graphql/query';
import { clearedInstoreCookies, instoreCookies } from '../lib/instore-cookies';
import { INSTORE_PARAM } from './instore-activity';
import { checkInstoreSession } from './instore-check';
import { useInstoreSession } from './instore-store';

export { INSTORE_PARAM } from './instore-activity';

export interface InstoreSyncDeps {
  graphql: GraphqlQuery;
  /** The store's base URL (a new session remembers it; clearing reloads its home). */
  baseUrl: string;
  /** Writes a `document.cookie` string. */
  writeCookie: (cookie: string) => void;
  /** Whether the page is on https (the cookies are then Secure). */
  secure: boolean;
  /** Logs the customer out and drops the tablet's session cookie (src/account/logout.ts, POST /instore/end). */
  endShopperSession: () => Promise<void>;
  /** Reloads the shop's home page. */
  goHome: (url: string) => void;
}

/**
 * kept: the session counts (stored, cookies set); cleared: the tablet's stored session stopped counting (logged out,
 * home reloaded); dropped: a parameter named no session that counts and this browser held none, so it is ignored;
 * none: nothing to check; failed: the gateway could not be reached.
 */
export type InstoreSyncOutcome = 'kept' | 'cleared' | 'dropped' | 'none' | 'failed';

/**
 * Checks the tablet's in-store session, the one a URL names (`requested`) or else the stored one, and acts on it
 * (spec storefront §4): kept — stored with its location until its `ttlDt`, and the in-store cookies (flag and branch
 * code) set to expire with it; cleared — the stored values and cookies removed, the customer logged out and home
 * reloaded. Clearing is for a browser that held an in-store session: when none was stored, a parameter that names no
 * session that counts (malformed, unknown, not OPEN after a refresh) is dropped and the shopper keeps their session
 * and cart — anyone can put `?instore=` in a link. Without either there is nothing to do. When the gateway cannot be
 * reached nothing changes ('failed').
 */
export async function syncInstoreSession(deps: InstoreSyncDeps, requested: string | null): Promise<InstoreSyncOutcome> {
  await useInstoreSession.persist.rehydrate();
  const stored = useInstoreSession.getState().session;
  const id = requested ?? stored?.sessionId ?? null;
  if (id === null) return 'none';
  let check: Awaited<ReturnType<typeof checkInstoreSession>> = { action: 'clear' };
  if (isInstoreSessionId(id)) {
    try {
      check = await checkInstoreSession(deps.graphql, id);
    } catch (error) {
      console.error('[instore] the session could not be checked:', error);
      return 'failed';
    }
  }
  if (check.action === 'keep') {
    const { session } = check;
    useInstoreSession.getState().keep({
      sessionId: session.id,
      // A refreshed session stays on the shop it was started on.
      baseUrl: requested === null && stored ? stored.baseUrl : deps.baseUrl,
      location: session.location,
      ttlDt: session.ttlDt,
    });
    for (const cookie of instoreCookies(session.location.code, new Date(session.ttlDt), deps.secure)) {
      deps.writeCookie(cookie);
    }
    return 'kept';
  }
  // Nothing of an in-store session was here: a link's stray parameter logs nobody out and empties no cart.
  if (!stored) return 'dropped';
  const home = `${(requested === null ? stored.baseUrl : deps.baseUrl).replace(/\/+$/, '')}/`;
  useInstoreSession.getState().clear();
  for (const cookie of clearedInstoreCookies()) deps.writeCookie(cookie);
  try {
    await deps.endShopperSession();
  } catch (error) {
    // Home is reloaded all the same: the session cookie is gone, and the gateway ends an old session at its expiry.
    console.error('[instore] logging out failed:', error);
  }
  deps.goHome(home);
  return 'cleared';
}

/** The address without the `instore` parameter (it has been acted on; a reload must not act again). */
export function withoutInstoreParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(INSTORE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
