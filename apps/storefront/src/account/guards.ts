import { redirect } from '@tanstack/react-router';
import { rememberRedirectAfterLogin } from './login-return-path';
import type { Session } from './session-store';

/** The login page: where account-only pages send a logged-out visitor (spec commerce §2). */
export const LOGIN_PATH = '/account/';
/** The account's dashboard: where the login and registration pages send a logged-in visitor. */
export const ACCOUNT_HOME_PATH = '/customer/';

/**
 * Who may see a page: `customer` (account-only pages, /customer and below) or `guest` (the login and registration
 * pages: a logged-in visitor has nothing to do there).
 */
export type GuardRule = 'customer' | 'guest';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: typeof LOGIN_PATH | typeof ACCOUNT_HOME_PATH }
  /** The session could not be checked (the gateway did not answer): the page's error, not a wrong redirect. */
  | { kind: 'unavailable' };

/** The guard's decision for a rule and the caller's session (null: unknown). */
export function guardDecision(rule: GuardRule, session: Session | null | undefined): GuardDecision {
  if (rule === 'customer') {
    if (!session) return { kind: 'unavailable' };
    return session.loggedIn ? { kind: 'allow' } : { kind: 'redirect', to: LOGIN_PATH };
  }
  // An unknown session shows the login page: logging in again is harmless.
  return session?.loggedIn ? { kind: 'redirect', to: ACCOUNT_HOME_PATH } : { kind: 'allow' };
}

/**
 * The guards' redirect: 301 as the spec says, with `cache-control: no-store` — a cached 301 from /customer/ to
 * /account/ would send the shopper back to the login page forever after logging in (and the other way after logout).
 */
export function guardRedirect(to: string) {
  return redirect({ href: to, statusCode: 301, headers: { 'cache-control': 'no-store' } });
}

/** What a route's `beforeLoad` gets that the guards need (the root's `beforeLoad` put `session` into the context). */
export interface GuardArgs {
  context: { session: Session | null };
  location: { href: string };
  preload: boolean;
}

/**
 * Applies a guard in a route's `beforeLoad`: `beforeLoad: (args) => guard('customer', args)`. A logged-out visitor
 * sent to log in from an account page comes back to it after the login (in the browser; the server's 301 is plain).
 */
export function guard(rule: GuardRule, { context, location, preload }: GuardArgs): void {
  const decision = guardDecision(rule, context.session);
  if (decision.kind === 'allow') return;
  if (decision.kind === 'unavailable') throw new Error('The session could not be checked.');
  if (rule === 'customer' && !preload) rememberRedirectAfterLogin(location.href);
  throw guardRedirect(decision.to);
}

/** `beforeLoad` of account-only pages (the `/customer` layout route; S2's pages nest under it). */
export const requireCustomer = (args: GuardArgs) => guard('customer', args);
/** `beforeLoad` of the login and registration pages. */
export const requireGuest = (args: GuardArgs) => guard('guest', args);
