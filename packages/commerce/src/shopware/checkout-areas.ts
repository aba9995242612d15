import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import type { Context } from '../model';
import { InMemoryServicePointDirectory, type ServicePointDirectory } from '../service-points';
import type { CommerceCarts, CommerceContexts } from '../upstream';
import { ShopwareCountries } from './addresses';
import { ShopwareCartLinks } from './cart-links';
import { ShopwareCheckout } from './checkout';
import { ShopwareCheckoutStore } from './checkout-store';
import { ShopwareOrders } from './orders';
import { ShopwarePayments } from './payments';
import type { SessionCalls } from './session-calls';

export interface ShopwareCheckoutAreasOptions {
  calls: SessionCalls;
  /** The shop's database: the checkouts kept until their orders, the orders by idempotency key, cart links. */
  db: Kysely<Database>;
  contexts: CommerceContexts;
  carts: Pick<CommerceCarts, 'getCart' | 'addToCart' | 'updateCartItem'>;
  /** The shop's pickup points; none when absent (pickup deliveries then cannot be chosen). */
  servicePoints?: ServicePointDirectory;
  /** The Shopware origin, the storefront URL of a sales channel that names none. */
  shopwareOrigin: string;
  now: () => Date;
}

/**
 * The checkout, orders, payments and cart links of the Shopware adapter, made together (they share the shop's rows
 * of commerce_shopware_checkout and commerce_shopware_order), and `decorateContext`, which adds to a context what the
 * shop keeps of it.
 */
export function createShopwareCheckoutAreas(options: ShopwareCheckoutAreasOptions) {
  const { calls, db, contexts, carts, now } = options;
  const store = new ShopwareCheckoutStore(db);
  const checkout = new ShopwareCheckout({
    calls,
    store,
    countries: new ShopwareCountries(calls),
    carts,
    contexts,
    servicePoints: options.servicePoints ?? new InMemoryServicePointDirectory([], []),
    storefrontUrl: (ref) => ref.channel.storefrontUrl ?? options.shopwareOrigin,
  });
  const orders = new ShopwareOrders({ calls, store, checkout, carts, now });
  const cartLinks = new ShopwareCartLinks({ db, carts, contexts, now });
  const payments = new ShopwarePayments({ calls, store, orders, cartLinks });
  const decorateContext = async (context: Context) => orders.withLastOrder(await checkout.withDraft(context));
  return { checkout, orders, payments, cartLinks, decorateContext };
}
