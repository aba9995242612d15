/** What other features may use of the tracking feature (re-exports only; see .dependency-cruiser.cjs). */
export { useConsentStore } from './consent-store';
export { pushDataLayer, pushEcommerceEvent } from './data-layer';
export { trackEmailOptin } from './events';
