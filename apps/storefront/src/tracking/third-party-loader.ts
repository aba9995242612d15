import { THIRD_PARTY_LOADER_DELAY_MS } from '@shop/domain';
import { useSyncExternalStore } from 'react';
import { useConsentStore } from './consent-store';
import { type Gate, thirdPartyGate } from './gating';
import { isScriptOf, THIRD_PARTIES, type ThirdPartyName } from './third-parties';

/**
 * The third-party loader (spec §2, §9) and the registry every third-party script goes through. The clock starts when
 * the page is interactive (the root layout calls `startThirdPartyLoader` after hydration); scripts wait for its delay
 * (5000 ms) and for consent (`thirdPartyGate`), so they never compete with the page's own first load and never run
 * without the shopper's yes. The tag manager loads when the gate opens for it; components that embed a third party
 * ask with `loadThirdPartyScript` or wait with `useThirdPartyReady()` / `whenThirdPartyReady()`.
 * The injecting code and the tag manager's snippet are separate chunks, loaded when the gate first opens.
 */
const CLOSED: Gate = { thirdParty: false, tagManager: false };
let gate = CLOSED;
let elapsedMs = 0;
let delayMs = THIRD_PARTY_LOADER_DELAY_MS;
let started = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Recomputes the gate after the clock or the consent changed; opens what may load now. */
function evaluate(): void {
  const { choice, tagManagerId } = useConsentStore.getState();
  const next = thirdPartyGate({ choice, tagManagerId, elapsedMs, delayMs });
  const changed = next.thirdParty !== gate.thirdParty || next.tagManager !== gate.tagManager;
  gate = next;
  if (next.tagManager && tagManagerId) {
    void import('./tag-manager').then((module) => module.loadTagManager(tagManagerId));
  }
  if (changed) for (const listener of [...listeners]) listener();
}

/** Starts the loader's clock once per page load. */
export function startThirdPartyLoader(delay: number = THIRD_PARTY_LOADER_DELAY_MS): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  delayMs = delay;
  useConsentStore.subscribe(evaluate);
  window.setTimeout(() => {
    elapsedMs = delay;
    evaluate();
  }, delay);
  evaluate();
}

/** Whether registered third-party scripts may load now. */
export const thirdPartyReady = (): boolean => gate.thirdParty;

/** Whether third-party scripts may run: false on the server, in the hydration render, for 5 s and without consent. */
export function useThirdPartyReady(): boolean {
  return useSyncExternalStore(subscribe, thirdPartyReady, () => false);
}

/** Resolves when third-party scripts may run (it may never: without consent). */
export function whenThirdPartyReady(): Promise<void> {
  if (gate.thirdParty) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (!gate.thirdParty) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads a script of a registered third party (third-parties.ts) once the gate lets it, once per URL; a URL of another
 * origin is refused. Resolves with the script element when it has loaded, rejects when it fails to load.
 */
export async function loadThirdPartyScript(name: ThirdPartyName, src: string): Promise<HTMLScriptElement> {
  const thirdParty = THIRD_PARTIES[name];
  if (!isScriptOf(thirdParty, src)) throw new Error(`${src} is not a registered script source of ${name}`);
  if (thirdParty.needsConsent) await whenThirdPartyReady();
  const { injectScript } = await import('./inject-script');
  return injectScript(src);
}
