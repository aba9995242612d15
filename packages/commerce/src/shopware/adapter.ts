import type { Database } from '@shop/db';
import type { Store } from '@shop/i18n';
import type { Kysely } from 'kysely';
import { CommerceError } from '../errors';
import { Loyalty } from '../loyalty';
import type { Context } from '../model';
import { Newsletter } from '../newsletter';
import type { ServicePointDirectory } from '../service-points';
import type { CommerceUpstream } from '../upstream';
import type { AccountDeps } from './account-support';
import { ShopwareLogins, ShopwareRegistrations } from './accounts';
import { ShopwareAddressBook } from './address-book';
import { ShopwareCarts } from './carts';
import { createShopwareCheckoutAreas } from './checkout-areas';
import type { ShopwareConfig } from './config';
import { ShopwareContexts } from './contexts';
import { ShopwareLookups } from './customer-calls';
import { ShopwareCustomerOrders } from './customer-orders';
import { ShopwareCustomers, ShopwarePasswordRecovery } from './customers';
import { ShopwareMethods } from './methods';
import { ShopwareNewsletter } from './newsletter';
import { SessionCalls } from './session-calls';
import { InMemoryShopwareSessions, type ShopwareSessionStore } from './sessions';
import { ShopwareTransport } from './transport';

export interface ShopwareCommerceOptions {
  config: ShopwareConfig;
  /** The shop's stores; each needs a sales channel in `config.stores`. */
  stores: readonly Pick<Store, 'code' | 'country' | 'currency' | 'language'>[];
  /** Where the shop session → Shopware context map is kept: the shop's database (session-store.ts) when shared. */
  sessions?: ShopwareSessionStore;
  transport?: ShopwareTransport;
  now?: () => Date;
  /** The shop's base URL per store code: where Shopware's mail links (registration, recovery) start. */
  storefrontUrls?: Readonly<Record<string, string>>;
  /** The store whose sales channel password recovery goes through (the first store by default). */
  accountStoreCode?: string;
  /**
   * The shop's own database: loyalty and the newsletter's subscriber list stay there (no Store API equivalent;
   * Shopware's newsletter recipients follow the list: newsletter.ts), and so do the checkout kept until the order,
   * orders by idempotency key and cart links (checkout-areas.ts). Without it those areas stay pending.
   */
  db?: Kysely<Database>;
  /** The shop's pickup points (its stores, the carriers' points); Shopware has none. */
  servicePoints?: ServicePointDirectory;
}

/** The areas of the commerce upstream the adapter covers so far (docs/shopware.md). */
export const SHOPWARE_COVERED_AREAS = [
  'contexts',
  'carts',
  'checkout',
  'orders',
  'payments',
  'accounts',
  'address-book',
  'newsletter',
  'customer-orders',
] as const;

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
  const accounts: AccountDeps = {
    calls,
    lookups: new ShopwareLookups(calls),
    storefrontUrls: options.storefrontUrls ?? {},
    db: options.db,
  };
  const logins = new ShopwareLogins(accounts);
  const accountStoreCode = options.accountStoreCode ?? options.stores[0]?.code ?? '';
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
    customerOrders: new ShopwareCustomerOrders(accounts),
    registrations: new ShopwareRegistrations(accounts, logins),
    logins,
    customers: new ShopwareCustomers(accounts),
    passwordRecovery: new ShopwarePasswordRecovery(accounts, accountStoreCode),
    addressBook: new ShopwareAddressBook(accounts),
    // The Store API's wishlist answers products without when they were added: the shop's newest-first list and its
    // dates cannot be kept on it (docs/shopware.md).
    wishlists: pendingArea('wishlists'),
    loyalty: options.db ? new Loyalty(options.db, options.now) : pendingArea('loyalty'),
    newsletter: options.db
      ? new ShopwareNewsletter(accounts, new Newsletter(options.db, options.now))
      : pendingArea('newsletter'),
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
