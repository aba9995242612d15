import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { CustomerAddressBooks } from './address-book';
import { EmbeddedCarts } from './carts';
import { EmbeddedCheckout } from './checkout';
import { EmbeddedContexts } from './contexts';
import { CustomerLogins } from './customer-logins';
import { CustomerOrders } from './customer-orders';
import { CustomerProfiles } from './customer-profiles';
import type { EngineDeps, PaymentUrls } from './engine-deps';
import { Loyalty } from './loyalty';
import { Newsletter } from './newsletter';
import { EmbeddedOrders } from './orders';
import { PasswordRecoveries } from './password-recovery';
import type { PaymentProvider } from './payment-provider';
import { EmbeddedPayments } from './payments';
import type { PriceSource } from './price-source';
import { CustomerRegistrations } from './registration';
import type { ServicePointDirectory } from './service-points';
import { PostgresStockService } from './stock';
import { type Geocoder, InMemoryStoreDirectory, PlaceListGeocoder, type StoreDirectory } from './store-locations';
import { TestPaymentProvider } from './test-payment-provider';
import { TestPaymentService } from './test-payment-service';
import type { CommerceUpstream } from './upstream';
import { CustomerWishlist } from './wishlist';

export interface EmbeddedCommerceOptions {
  db: Kysely<Database>;
  priceSource: PriceSource;
  /**
   * The payment provider: the test payment service (as itself or as a provider), Mollie, or null without a payment
   * provider (then no order is placed or paid).
   */
  payments: TestPaymentService | PaymentProvider | null;
  /** The return and webhook addresses a redirecting provider (Mollie) needs. */
  paymentUrls?: PaymentUrls;
  servicePoints?: ServicePointDirectory;
  /** The shop's stores and the geocoding of store searches; none by default. */
  stores?: { directory: StoreDirectory; geocoder: Geocoder };
  /** The engine's clock: loyalty points, voucher validity, sessions and order dates follow it (tests move it). */
  now?: () => Date;
}

/** The embedded engine's services: the commerce upstream, with the back office's extras (shipping an order). */
export interface EmbeddedCommerce extends CommerceUpstream {
  customerOrders: CustomerOrders;
  /** With the back office's cancellation and refunds. */
  payments: EmbeddedPayments;
}

const NO_SERVICE_POINTS: ServicePointDirectory = { search: async () => [], byId: async () => null };

/** The embedded commerce engine on PostgreSQL: one service per area over one database and clock. */
export function createEmbeddedCommerce(options: EmbeddedCommerceOptions): EmbeddedCommerce {
  const deps: EngineDeps = {
    db: options.db,
    priceSource: options.priceSource,
    payments:
      options.payments instanceof TestPaymentService
        ? new TestPaymentProvider(options.payments, options.db)
        : options.payments,
    paymentUrls: options.paymentUrls ?? null,
    servicePoints: options.servicePoints ?? NO_SERVICE_POINTS,
    now: options.now ?? (() => new Date()),
  };
  return {
    contexts: new EmbeddedContexts(deps),
    carts: new EmbeddedCarts(deps),
    checkout: new EmbeddedCheckout(deps),
    orders: new EmbeddedOrders(deps),
    payments: new EmbeddedPayments(deps),
    customerOrders: new CustomerOrders(deps.db, deps.now),
    registrations: new CustomerRegistrations(deps),
    logins: new CustomerLogins(deps),
    customers: new CustomerProfiles(deps),
    passwordRecovery: new PasswordRecoveries(deps),
    addressBook: new CustomerAddressBooks(deps),
    wishlists: new CustomerWishlist(deps.db, deps.now),
    loyalty: new Loyalty(deps.db, deps.now),
    newsletter: new Newsletter(deps.db, deps.now),
    stores: {
      directory: options.stores?.directory ?? new InMemoryStoreDirectory([]),
      geocoder: options.stores?.geocoder ?? new PlaceListGeocoder([]),
      stock: new PostgresStockService(deps.db),
    },
  };
}
