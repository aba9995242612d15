/** What other features may use of the wishlist feature (re-exports only; see .dependency-cruiser.cjs). */
export { LookHeart } from './LookHeart';
export { useBlockHearts, useProductHeart } from './use-wishlist';
