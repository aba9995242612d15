/** What other features may use of the listing feature (re-exports only; see .dependency-cruiser.cjs). */
export { ListingPage } from './ListingPage';
export { type Listing, loadListing, loadListingWith } from './load-listing';
export { ProductGrid } from './ProductGrid';
export { default as productGridStyles } from './ProductGrid.module.css';
export type { ProductTileFragment } from './product-tile.generated';
export { productTileProps } from './product-tile-props';
export type { ListingSearch } from './search-state';
