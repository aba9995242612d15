/** What other features may use of the catalog pages (re-exports only; see .dependency-cruiser.cjs): a page's store switch. */
export { type PageStoreSwitch, pageStoreSwitchOf } from './page-shell';
