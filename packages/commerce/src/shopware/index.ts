export * from './adapter';
export * from './circuit-breaker';
export * from './config';
export { SHOPWARE_ERROR_CODES } from './errors';
export * from './session-store';
export * from './sessions';
export { ShopwareTransport } from './transport';
