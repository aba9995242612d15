/**
 * The tag manager's data layer: the one place every tracking event of the shop goes through (page views, cookie
 * preference, cart, checkout, wishlist, back-in-stock, newsletter). Events wait in `window.dataLayer` until the tag
 * manager loads (only with consent, src/tracking/third-party-loader.ts); without consent they never leave the browser.
 * On the server every push is a no-op, so callers need no `typeof window` checks.
 */

/** An entry of the data layer: an event object, or the `arguments` of a `gtag()` command. */
export type DataLayerEntry = object;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Google Consent Mode v2: everything but security storage waits for the shopper's consent. */
export const CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
] as const;

export type ConsentValue = 'granted' | 'denied';

export function consentState(value: ConsentValue): Record<(typeof CONSENT_TYPES)[number], ConsentValue> {
  return Object.fromEntries(CONSENT_TYPES.map((type) => [type, value])) as Record<
    (typeof CONSENT_TYPES)[number],
    ConsentValue
  >;
}

/**
 * The page's data layer, created once. Its first entry is Consent Mode's default (everything denied), so no tag can
 * ever read the data layer before that default; the shopper's stored choice follows as an update.
 * Undefined on the server.
 */
export function dataLayer(): DataLayerEntry[] | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!window.dataLayer) {
    window.dataLayer = [];
    gtag('consent', 'default', { ...consentState('denied'), security_storage: 'granted' });
  }
  return window.dataLayer;
}

/** Pushes events onto the data layer (in order). */
export function pushDataLayer(...events: object[]): void {
  dataLayer()?.push(...events);
}

/** Pushes a GA4 ecommerce event, clearing the previous `ecommerce` object first as GA4 asks. */
export function pushEcommerceEvent(payload: { event: string; ecommerce: object }): void {
  pushDataLayer({ ecommerce: null }, payload);
}

/**
 * A `gtag()` command (Consent Mode). The tag manager reads commands only as `arguments` objects, never as arrays,
 * hence the classic function.
 */
export function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: Google's tags recognise commands only as an Arguments object.
  dataLayer()?.push(arguments);
}
