import { isBranchCodeFormat, isInstoreSessionId } from '@shop/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { INSTORE_STORAGE_KEY } from './instore-activity';

/** What the tablet keeps of its session (spec storefront §3: in-store base url, session id and location). */
export interface StoredInstoreSession {
  sessionId: string;
  /**
   * The shop's address the session was started on (the store's base URL): clearing the session reloads its home.
   * The session service's own URL stays with the gateway (the storefront asks GraphQL, never the service).
   */
  baseUrl: string;
  location: { id: string; name: string; code: string };
  /** When the session stops counting (ISO 8601): the tablet asks again then. */
  ttlDt: string;
}

export interface InstoreState {
  session: StoredInstoreSession | null;
  keep: (session: StoredInstoreSession) => void;
  clear: () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What was stored, if it is a session; anything else counts as none. */
export function storedInstoreSession(value: unknown): StoredInstoreSession | null {
  const session = isRecord(value) ? value.session : null;
  if (!isRecord(session) || !isRecord(session.location)) return null;
  const { sessionId, baseUrl, ttlDt, location } = session;
  if (typeof sessionId !== 'string' || !isInstoreSessionId(sessionId)) return null;
  if (typeof baseUrl !== 'string' || !/^https?:\/\//.test(baseUrl)) return null;
  if (typeof ttlDt !== 'string' || Number.isNaN(Date.parse(ttlDt))) return null;
  const { id, name, code } = location;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof code !== 'string' || !isBranchCodeFormat(code)) {
    return null;
  }
  return { sessionId, baseUrl, ttlDt, location: { id, name, code } };
}

/** The tablet's in-store session, in localStorage (`shop.instore`); read after hydration. */
export const useInstoreSession = create<InstoreState>()(
  persist(
    (set) => ({
      session: null,
      keep: (session) => set({ session }),
      clear: () => set({ session: null }),
    }),
    {
      name: INSTORE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ session: state.session }),
      merge: (persisted, current) => ({ ...current, session: storedInstoreSession(persisted) }),
      skipHydration: true,
    },
  ),
);
