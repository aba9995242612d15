export * from './content';
export * from './customer';
export * from './images';
export * from './seed';
export * from './service-points';
export * from './stores';
export * from './videos';
export * from './world';
