/** What other features may use of the newsletter feature (re-exports only; see .dependency-cruiser.cjs). */
export { loadBlockSalutations } from './load-newsletter';
export { type StoreSalutation, useNewsletterBlock, type WithNewsletterSalutations } from './use-newsletter-block';
