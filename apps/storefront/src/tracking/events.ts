import { pushDataLayer } from './data-layer';

/**
 * Events of spec §7 that are not built elsewhere. The others and where they are built: `pageView` (page-view.ts),
 * `cookiePreference` (consent.ts, pushed by the consent store), `addToWishlist` / `removeFromWishlist`
 * (src/wishlist/tracking.ts), `ComingSoonRequest` / `StockRequest` (src/product/back-in-stock.ts), the cart's
 * `add_to_cart` / `remove_from_cart` / `view_cart` (src/cart/tracking.ts) and `purchase` (src/checkout/purchase-event.ts).
 * All of them go onto the data layer through data-layer.ts.
 */

/** A newsletter subscription that succeeded (spec §7: EmailOptin with the e-mail address). */
export interface EmailOptinEvent {
  event: 'EmailOptin';
  email: string;
}

export const emailOptinEvent = (email: string): EmailOptinEvent => ({ event: 'EmailOptin', email: email.trim() });

/** Pushes `EmailOptin` for a successful subscription. */
export function trackEmailOptin(email: string): void {
  pushDataLayer(emailOptinEvent(email));
}
