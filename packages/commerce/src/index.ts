export * from './engine';
export * from './errors';
export * from './methods';
export * from './price-source';
export * from './service-points';
export * from './stock';
export * from './store-config';
export * from './test-payment-service';
