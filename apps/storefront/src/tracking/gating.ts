import { THIRD_PARTY_LOADER_DELAY_MS } from '@shop/domain';
import type { CookieChoice } from '@shop/ui/blocks';

/**
 * What may load (spec §2 default layout, §9): third-party scripts only with consent (a stored `enabled` choice) and
 * not before the third-party loader's delay (5000 ms after the page became interactive); the tag manager is one of
 * them and needs a configured container id besides. A choice made later opens the gate at once when the delay has
 * passed; a withdrawn choice closes it for whatever has not loaded yet.
 */
export interface GateInput {
  /** The stored choice; null while the shopper has not chosen. */
  choice: CookieChoice | null;
  /** `GTM_ID`; undefined without a tag manager. */
  tagManagerId: string | undefined;
  /** Time since the loader started (hydration); 0 on the server and before hydration. */
  elapsedMs: number;
  delayMs?: number;
}

export interface Gate {
  /** Registered third-party scripts (the social feed …) may load. */
  thirdParty: boolean;
  /** The tag manager may load. */
  tagManager: boolean;
}

export function thirdPartyGate({
  choice,
  tagManagerId,
  elapsedMs,
  delayMs = THIRD_PARTY_LOADER_DELAY_MS,
}: GateInput): Gate {
  const thirdParty = choice === 'enabled' && elapsedMs >= delayMs;
  return { thirdParty, tagManager: thirdParty && Boolean(tagManagerId) };
}
