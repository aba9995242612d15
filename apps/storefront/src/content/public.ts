/** What other features may use of the content feature (re-exports only; see .dependency-cruiser.cjs). */
export type { LookTeaserFragment } from './content.generated';
export { type ContentView, contentNotFound, currentCookieChoice } from './content-load';
