export { InstoreRestClient, type InstoreRestClientOptions, parseSessionJson } from './client';
export { InstoreEngine } from './engine';
export { StaticInstoreLocations, StockLocationStores } from './locations';
export {
  createInstoreRestHandler,
  type InstoreRestOptions,
  type InstoreSessionJson,
  isStaffRequest,
  sessionJson,
} from './rest';
export * from './types';
