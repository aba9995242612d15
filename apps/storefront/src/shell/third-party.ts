import { THIRD_PARTY_LOADER_DELAY_MS } from '@shop/domain';
import { useSyncExternalStore } from 'react';

/**
 * The third-party loader (spec §2, §9): third-party scripts (tag manager, social feeds …) start 5000 ms after the page
 * is interactive, so they never compete with the page's own first load. Components that need them (the flockler
 * block) wait for `thirdPartyReady` with `useThirdPartyReady()` or `whenThirdPartyReady()`.
 */
let thirdPartyReady = false;
let started = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the loader's clock once per page load (the root layout calls it after hydration). */
export function startThirdPartyLoader(delayMs: number = THIRD_PARTY_LOADER_DELAY_MS): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.setTimeout(() => {
    thirdPartyReady = true;
    for (const listener of listeners) listener();
  }, delayMs);
}

/** Whether third-party scripts may run: false on the server, in the hydration render and for the first 5 s. */
export function useThirdPartyReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => thirdPartyReady,
    () => false,
  );
}

/** Resolves when third-party scripts may run. */
export function whenThirdPartyReady(): Promise<void> {
  if (thirdPartyReady) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}
