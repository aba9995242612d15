export * from './stock';
export * from './store-config';
