export * from './content';
export * from './layout';
export * from './money';
export * from './pricing';
export * from './product';
export * from './search';
export * from './stock';
