/** What other features may use of the product feature (re-exports only; see .dependency-cruiser.cjs). */
export { productHead } from './head';
export {
  type ProductDetailFragment,
  type ProductPageContentFieldsFragment,
  ProductPageDocument,
} from './product.generated';
export { default as SizeDialog } from './SizeDialog';
