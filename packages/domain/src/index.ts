export * from './money';
export * from './pricing';
export * from './product';
export * from './search';
export * from './stock';
