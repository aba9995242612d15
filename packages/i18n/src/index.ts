export * from './paths';
export * from './stores';
