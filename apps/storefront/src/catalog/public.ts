/** What other features may use of the catalog pages (re-exports only; see .dependency-cruiser.cjs): a page's shell parts. */
export { type PageShell, type PageStoreSwitch, pageShellOf } from './page-shell';
