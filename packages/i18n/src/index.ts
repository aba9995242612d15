export * from './form-of-address';
export * from './paths';
export * from './stores';
