export * from './catalogue';
export * from './seed';
