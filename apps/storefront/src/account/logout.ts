import { useCartSummary } from '../cart/public';
import { resetBrowserQueryCache } from '../lib/graphql/client';
import type { GraphqlQuery } from '../lib/graphql/query';
import { AccountLogoutDocument } from './account.generated';
import { useSessionStore } from './session-store';

export interface LogoutOutcome {
  /** The gateway's "You're already logged out" (NOT_LOGGED_IN), in the shopper's language; null after a logout. */
  alreadyLoggedOut: string | null;
}

/**
 * Logs out (spec commerce §4 Logout): the gateway ends the session and answers a fresh guest context (its token
 * becomes the cookie); the client state follows it and the API cache is reset. Without a session the gateway answers
 * NOT_LOGGED_IN: the shopper is told, and the client state is a guest's all the same. Throws when the gateway could
 * not be reached or refused otherwise (the shopper stays logged in).
 */
export async function logout(graphql: GraphqlQuery): Promise<LogoutOutcome> {
  const { logout: answer } = await graphql(AccountLogoutDocument, {});
  const notLoggedIn = answer.errors.find((error) => error.code === 'NOT_LOGGED_IN');
  const other = answer.errors.find((error) => error.code !== 'NOT_LOGGED_IN');
  if (other) throw new Error(other.message);
  useSessionStore.getState().setSession(answer.context ?? null);
  useCartSummary.getState().setCart(answer.context?.cart ?? null);
  await resetBrowserQueryCache();
  return { alreadyLoggedOut: notLoggedIn?.message ?? null };
}
