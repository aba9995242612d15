export * from './content';
export * from './images';
export * from './seed';
export * from './world';
