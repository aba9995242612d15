export * from './adapter';
export * from './circuit-breaker';
export * from './config';
export * from './session-store';
export * from './sessions';
export { ShopwareTransport } from './transport';
