import type { GraphqlQuery } from '../lib/graphql/query';
import { AccountSessionStateDocument } from './account.generated';
import { type Session, sessionOf, useSessionStore } from './session-store';

/**
 * Asks the gateway whether the caller is logged in (`context { loggedIn customer { firstName } }`). `remember` (the
 * browser only: on the server the store is shared by all requests) keeps the answer in the session store. A failure
 * is logged and answers null.
 */
export async function loadSession(graphql: GraphqlQuery, { remember }: { remember: boolean }): Promise<Session | null> {
  try {
    const { context } = await graphql(AccountSessionStateDocument, {}, { fresh: true });
    if (remember) useSessionStore.getState().setSession(context);
    return sessionOf(context);
  } catch (error) {
    console.error('[account] the session could not be loaded:', error);
    return null;
  }
}
