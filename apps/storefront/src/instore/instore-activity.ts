import { create } from 'zustand';

/** The URL parameter that starts the in-store mode: `?instore={session id}` (spec storefront §2). */
export const INSTORE_PARAM = 'instore';
/** Where the tablet keeps its session (src/instore/instore-store.ts). */
export const INSTORE_STORAGE_KEY = 'shop.instore';

/**
 * Whether this browser is an in-store tablet: the address starts a session or one is stored. Only then is the
 * in-store mode's code loaded (src/instore/InstoreModeHost.tsx); a shopper at home never downloads it.
 */
export const useInstoreActivity = create<{ active: boolean }>()(() => ({ active: false }));

/** Read in the browser after hydration (the server cannot know). */
export function detectInstoreTablet(location: Location, storage: Pick<Storage, 'getItem'>): boolean {
  if (new URLSearchParams(location.search).has(INSTORE_PARAM)) return true;
  try {
    return storage.getItem(INSTORE_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: no stored session to check
  }
}
