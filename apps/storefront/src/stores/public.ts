/** What other features may use of the stores feature (re-exports only; see .dependency-cruiser.cjs). */
export { storePath } from './store-path';
export { ProductStoreStockDocument, type ProductStoreStockQuery } from './stores.generated';
export { default as storesStyles } from './stores.module.css';
