export * from './countries';
export * from './paths';
export * from './stores';
