import type { Store } from '@shop/i18n';
import { CommerceError } from '../errors';
import type { CommerceUpstream } from '../upstream';
import { ShopwareCarts } from './carts';
import type { ShopwareConfig } from './config';
import { ShopwareContexts } from './contexts';
import { ShopwareMethods } from './methods';
import { SessionCalls } from './session-calls';
import { InMemoryShopwareSessions, type ShopwareSessionStore } from './sessions';
import { ShopwareTransport } from './transport';

export interface ShopwareCommerceOptions {
  config: ShopwareConfig;
  /** The shop's stores; each needs a sales channel in `config.stores`. */
  stores: readonly Pick<Store, 'code' | 'country' | 'currency' | 'language'>[];
  sessions?: ShopwareSessionStore;
  transport?: ShopwareTransport;
  now?: () => Date;
}

/** The areas of the commerce upstream the adapter covers so far (docs/shopware.md). */
export const SHOPWARE_COVERED_AREAS = ['contexts', 'carts'] as const;

/**
 * An area the adapter does not cover yet: every call fails plainly (`commerce-unavailable`, naming what is not
 * covered) instead of answering something made up.
 */
function pendingArea<T extends object>(area: string): T {
  return new Proxy({} as T, {
    get(target, method) {
      if (Reflect.has(target, method)) return Reflect.get(target, method);
      if (typeof method !== 'string' || method === 'then') return undefined;
      return () => {
        // The shop's `commerce-unavailable` (translated by the gateway), never a crash: a synchronous check that
        // nobody awaits must not leave an unhandled rejection behind either.
        const refusal = Promise.reject(
          new CommerceError('commerce-unavailable', `The Shopware adapter does not cover ${area}.${method} yet`, {
            notCovered: `${area}.${method}`,
          }),
        );
        refusal.catch(() => {});
        return refusal;
      };
    },
  });
}

/**
 * The commerce upstream on a Shopware 6 shop through its Store API: a first cut covering contexts, carts and the
 * checkout's method offers. The other areas fail plainly; `COMMERCE=shopware` refuses to start while they do, unless
 * SHOPWARE_ALLOW_INCOMPLETE is set outside production (config.ts).
 */
export function createShopwareCommerce(options: ShopwareCommerceOptions): CommerceUpstream {
  const transport =
    options.transport ??
    new ShopwareTransport({ baseUrl: options.config.baseUrl, timeoutMs: options.config.timeoutMs });
  const calls = new SessionCalls({
    transport,
    sessions: options.sessions ?? new InMemoryShopwareSessions(),
    stores: options.stores.map((store) => {
      const channel = options.config.stores[store.code];
      if (!channel) throw new RangeError(`No Shopware sales channel for the store ${store.code}`);
      return { code: store.code, store, channel };
    }),
    now: options.now ?? (() => new Date()),
  });
  const methods = new ShopwareMethods(calls);
  return {
    contexts: new ShopwareContexts(calls),
    carts: new ShopwareCarts(calls),
    checkout: Object.assign(pendingArea<CommerceUpstream['checkout']>('checkout'), {
      getShippingMethods: methods.getShippingMethods.bind(methods),
      getPaymentMethods: methods.getPaymentMethods.bind(methods),
      updateShippingMethod: methods.updateShippingMethod.bind(methods),
      updatePaymentMethod: methods.updatePaymentMethod.bind(methods),
    }),
    orders: pendingArea('orders'),
    payments: pendingArea('payments'),
    customerOrders: pendingArea('customerOrders'),
    registrations: pendingArea('registrations'),
    logins: pendingArea('logins'),
    customers: pendingArea('customers'),
    passwordRecovery: pendingArea('passwordRecovery'),
    addressBook: pendingArea('addressBook'),
    wishlists: pendingArea('wishlists'),
    loyalty: pendingArea('loyalty'),
    newsletter: pendingArea('newsletter'),
    stores: {
      directory: pendingArea('stores.directory'),
      geocoder: pendingArea('stores.geocoder'),
      stock: pendingArea('stores.stock'),
    },
  };
}
