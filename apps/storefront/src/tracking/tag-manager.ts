import { pushDataLayer } from './data-layer';
import { injectScript } from './inject-script';

/** The tag manager's script for a container (Google's snippet: `gtm.js?id=GTM-…`). */
export const tagManagerScriptUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

let started = false;

/**
 * Loads the tag manager once: marks its start on the data layer, as Google's snippet does, then adds its script. Only
 * the third-party loader calls it, when consent and the delay allow (third-party-loader.ts).
 */
export function loadTagManager(id: string): void {
  if (started) return;
  started = true;
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  injectScript(tagManagerScriptUrl(id)).catch((error: unknown) => {
    // Blocked by the shopper's browser or unreachable: tracking is not the page's business (spec §8: logged only).
    console.warn('[tracking] the tag manager did not load', error);
  });
}
