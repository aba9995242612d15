export * from './product-index';
