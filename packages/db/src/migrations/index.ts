import type { Migration } from 'kysely/migration';
import * as catalogAndStock from './0001_catalog_and_stock';
import * as catalogIndex from './0002_catalog_index';
import * as stockByProduct from './0003_stock_by_product';
import * as commerceCartsAndOrders from './0004_commerce_carts_and_orders';
import * as checkoutContactAndPickup from './0005_checkout_contact_and_pickup';
import * as customerAccounts from './0006_customer_accounts';
import * as customerBirthdayCheck from './0007_customer_birthday_check';
import * as instoreSessions from './0008_instore_sessions';
import * as newsletter from './0010_newsletter';
import * as mailDelivery from './0011_mail_delivery';
import * as cartLinks from './0012_cart_links';
import * as pendingRegistrations from './0013_pending_registrations';
import * as catalogTextVersion from './0014_catalog_text_version';
import * as catalogChanges from './0015_catalog_changes';
import * as paymentProviders from './0016_payment_providers';
import * as shopwareSessions from './0017_shopware_sessions';
import * as shopwareCheckout from './0018_shopware_checkout';

/**
 * Every migration, by name; kysely runs them in name order. Listed in code rather than found by scanning a folder,
 * so they survive bundling. Append new ones; never edit, rename or remove one that has run anywhere.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_catalog_and_stock': catalogAndStock,
  '0002_catalog_index': catalogIndex,
  '0003_stock_by_product': stockByProduct,
  '0004_commerce_carts_and_orders': commerceCartsAndOrders,
  '0005_checkout_contact_and_pickup': checkoutContactAndPickup,
  '0006_customer_accounts': customerAccounts,
  '0007_customer_birthday_check': customerBirthdayCheck,
  '0008_instore_sessions': instoreSessions,
  '0010_newsletter': newsletter,
  '0011_mail_delivery': mailDelivery,
  '0012_cart_links': cartLinks,
  '0013_pending_registrations': pendingRegistrations,
  '0014_catalog_text_version': catalogTextVersion,
  '0015_catalog_changes': catalogChanges,
  '0016_payment_providers': paymentProviders,
  '0017_shopware_sessions': shopwareSessions,
  '0018_shopware_checkout': shopwareCheckout,
};
