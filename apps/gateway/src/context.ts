import type { I18n } from '@lingui/core';
import type { Store } from '@shop/i18n';
import type { Logger } from './logger';

/** What every resolver of every subschema gets: the request's store (language, country, currency) and tools. */
export interface GatewayContext {
  requestId: string;
  store: Store;
  /** The stores, with the base URLs of this deployment. */
  stores: readonly Store[];
  /** Lingui, already in the store's language. */
  i18n: I18n;
  /** The bearer token of the caller (context or customer token), when it sent one. */
  token: string | null;
  logger: Logger;
}
