import type { Database } from '@shop/db';
import type { Store } from '@shop/i18n';
import type { Kysely } from 'kysely';
import type { Context } from '../model';
import type { ServicePointDirectory } from '../service-points';
import type { CommerceUpstream } from '../upstream';
import { ShopwareCarts } from './carts';
import { createShopwareCheckoutAreas } from './checkout-areas';
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
  /**
   * The shop's database: the checkout kept until the order, orders by idempotency key, cart links (checkout-areas.ts).
   * Without it the checkout's contact and addresses, orders, payments and cart links stay pending.
   */
  db?: Kysely<Database>;
  /** The shop's pickup points (its stores, the carriers' points); Shopware has none. */
  servicePoints?: ServicePointDirectory;
}

/** The areas of the commerce upstream the adapter covers so far (docs/shopware.md). */
export const SHOPWARE_COVERED_AREAS = ['contexts', 'carts', 'checkout', 'orders', 'payments'] as const;

/** An area the adapter does not cover yet: every call fails plainly instead of answering something made up. */
function pendingArea<T extends object>(area: string): T {
  return new Proxy({} as T, {
    get(target, method) {
      if (Reflect.has(target, method)) return Reflect.get(target, method);
      if (typeof method !== 'string' || method === 'then') return undefined;
      return () => Promise.reject(new Error(`The Shopware adapter does not cover ${area}.${method} yet`));
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
  const contexts: ShopwareContexts = new ShopwareContexts(
    calls,
    (context): Context | Promise<Context> => areas?.decorateContext(context) ?? context,
  );
  const carts = new ShopwareCarts(calls);
  const db = options.db;
  const areas: CheckoutAreas | null = db
    ? createShopwareCheckoutAreas({
        calls,
        db,
        contexts,
        carts,
        servicePoints: options.servicePoints,
        shopwareOrigin: options.config.baseUrl.replace(/\/store-api$/, ''),
        now: calls.deps.now,
      })
    : null;
  return {
    contexts,
    carts: areas ? bindCartLinks(carts, areas.cartLinks) : carts,
    checkout: Object.assign(
      pendingArea<CommerceUpstream['checkout']>('checkout'),
      {
        getShippingMethods: methods.getShippingMethods.bind(methods),
        getPaymentMethods: methods.getPaymentMethods.bind(methods),
        updateShippingMethod: methods.updateShippingMethod.bind(methods),
        updatePaymentMethod: methods.updatePaymentMethod.bind(methods),
      },
      areas && checkoutCalls(areas, methods),
    ),
    orders: areas?.orders ?? pendingArea('orders'),
    payments: areas?.payments ?? pendingArea('payments'),
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

type CheckoutAreas = ReturnType<typeof createShopwareCheckoutAreas>;

/**
 * The checkout calls of checkout.ts (contact, addresses, pickup, requirements), and the method switches answering
 * the context with what the shop keeps of it (contact, addresses, last order).
 */
function checkoutCalls(areas: CheckoutAreas, methods: ShopwareMethods): Partial<CommerceUpstream['checkout']> {
  const { checkout, decorateContext } = areas;
  return {
    updateShippingMethod: async (token, id) => decorateContext(await methods.updateShippingMethod(token, id)),
    updatePaymentMethod: async (token, id) => decorateContext(await methods.updatePaymentMethod(token, id)),
    updateContact: checkout.updateContact.bind(checkout),
    updateAddresses: checkout.updateAddresses.bind(checkout),
    updateShippingAddress: checkout.updateShippingAddress.bind(checkout),
    updatePickup: checkout.updatePickup.bind(checkout),
    searchServicePoints: checkout.searchServicePoints.bind(checkout),
    checkoutMissing: checkout.checkoutMissing.bind(checkout),
  };
}

/** The carts with the shop's restore links over them (cart-links.ts). */
function bindCartLinks(carts: ShopwareCarts, links: CheckoutAreas['cartLinks']): CommerceUpstream['carts'] {
  return Object.assign(carts, {
    restoreCart: links.restoreCart.bind(links),
    createCartLink: links.createCartLink.bind(links),
  });
}
