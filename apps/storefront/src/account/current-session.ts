import type { GraphqlQuery } from '../lib/graphql/query';
import { GUEST_SESSION, knownSession, type Session } from './session-store';

/**
 * The caller's session for the root's `beforeLoad` (the guards and the header read it from the router context).
 * On the server: a guest without asking when the request has no session cookie, else one small query. In the browser:
 * the session store (seeded by the first render, updated by login and logout); only when it does not know yet is the
 * gateway asked. Null when the gateway could not say (the header then shows the guest's link; a guard fails).
 */
export async function currentSession(context: { graphql: GraphqlQuery; hasSession: boolean }): Promise<Session | null> {
  const onServer = typeof window === 'undefined';
  if (!onServer) {
    const known = knownSession();
    if (known) return known;
  } else if (!context.hasSession) {
    return GUEST_SESSION;
  }
  // The query's code loads only here: most pages in the browser never need it.
  return (await import('./load-session')).loadSession(context.graphql, { remember: !onServer });
}
