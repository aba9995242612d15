export { type AnswerCacheOptions, CachedProductIndex, DEFAULT_ANSWER_CACHE } from './cached-index';
export {
  CATALOG_CHANGES_KEPT,
  type CatalogChange,
  type CatalogChangesPage,
  catalogChangesSince,
  MAX_CHANGED_PRODUCTS,
} from './changes';
export * from './import';
export { type IndexCatalogOptions, type IndexCatalogResult, indexCatalog, refreshStock } from './index-catalog';
export * from './model';
export { MAX_NEWEST_PRODUCTS, PostgresProductIndex } from './product-index';
export { compareSizes } from './source-tables';
export { vacuumCatalog } from './vacuum';
