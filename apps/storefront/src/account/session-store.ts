// The logged-in state in the browser (spec commerce §3 client state: isLoggedIn, customer, loginAttempts): seeded by
// what the server rendered, then updated by login, registration and logout. Small on purpose: the header reads it on
// every page, so it is part of every first load.
import { useRouteContext } from '@tanstack/react-router';
import { create } from 'zustand';

/** What a context answer of the gateway says about the session (`Context.loggedIn`, `Context.customer`). */
export interface SessionSource {
  loggedIn: boolean;
  customer?: { firstName: string } | null | undefined;
}

/** The session as pages and the header use it. */
export interface Session {
  loggedIn: boolean;
  /** The customer's first name ("Welcome {first name}"); null for a guest. */
  firstName: string | null;
}

export const GUEST_SESSION: Session = { loggedIn: false, firstName: null };

/** A context answer as a session: logged in only with a customer (spec §4: "a customer is loaded"). */
export function sessionOf(source: SessionSource | null | undefined): Session {
  const customer = source?.customer;
  return source?.loggedIn && customer ? { loggedIn: true, firstName: customer.firstName } : GUEST_SESSION;
}

export interface SessionState extends Session {
  /** Whether a session answer has been seen in this page (the server's render, a login, a logout). */
  known: boolean;
  /** Failed and running login attempts since the last successful login (spec §4 Login, §9: starts at 0). */
  loginAttempts: number;
  /** Takes over a context answer (null: no context, a guest). */
  setSession: (source: SessionSource | null | undefined) => void;
  /** Counts a login attempt and answers the new count. */
  countLoginAttempt: () => number;
  resetLoginAttempts: () => void;
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...GUEST_SESSION,
  known: false,
  loginAttempts: 0,
  setSession: (source) => set({ ...sessionOf(source), known: true }),
  countLoginAttempt: () => {
    const attempts = get().loginAttempts + 1;
    set({ loginAttempts: attempts });
    return attempts;
  },
  resetLoginAttempts: () => set({ loginAttempts: 0 }),
}));

/**
 * The session for components (the header, S2's and S3's pages): the store once it knows, before that what the server
 * rendered with (the root's `session` context, so hydration matches).
 */
export function useSession(): Session {
  const rendered = useRouteContext({ from: '__root__', select: (context) => context.session });
  const known = useSessionStore((state) => state.known);
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const firstName = useSessionStore((state) => state.firstName);
  if (known) return { loggedIn, firstName };
  return rendered ?? GUEST_SESSION;
}

/** Whether the shopper is logged in (see `useSession`). */
export function useLoggedIn(): boolean {
  return useSession().loggedIn;
}

/**
 * In the browser, the first render hands the server's session to the store (once): from then on the store is the
 * truth (login, registration and logout update it; the root's `beforeLoad` reads it on navigations).
 */
export function seedSession(rendered: Session | null | undefined): void {
  if (typeof window === 'undefined' || !rendered) return;
  const state = useSessionStore.getState();
  if (!state.known) useSessionStore.setState({ ...rendered, known: true });
}

/** The store's session, when it knows one (the browser after the first render). */
export function knownSession(): Session | undefined {
  const state = useSessionStore.getState();
  return state.known ? { loggedIn: state.loggedIn, firstName: state.firstName } : undefined;
}
