export {
  createDatabase,
  type DatabaseKind,
  type DatabaseOptions,
  openPGlite,
  type ShopDatabase,
  withTransaction,
} from './database';
export { migrateToLatest } from './migrate';
export type * from './schema';
