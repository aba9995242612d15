import { type Kysely, sql } from 'kysely';

/**
 * What the Shopware adapter keeps in the shop's own database (docs/shopware.md, decision 43):
 * - `commerce_shopware_checkout`: a shop session's checkout until its order: the guest's e-mail address, billing
 *   and shipping address and pickup point, and the Shopware guest customer made from them (`guest_customer_id`, with
 *   a digest of what it was made from, so a change makes a new one). Keyed by the SHA-256 digest of the shop's
 *   session token; purged 30 days after its last change.
 * - `commerce_shopware_order`: the orders placed through the adapter, one per idempotency key. Shopware has no
 *   idempotency key: the key is claimed here (`state` = `placing`) before Shopware is asked, and the order is
 *   written to the row once Shopware answers (`placed`). Like the embedded engine's orders, the row names the shop
 *   session that placed it (a failed payment's lines go back into that session's cart) and the store. It also holds
 *   what reading the order back needs without a session (its deep-link code, e-mail address and postcode: the Store
 *   API's guest access), the payment's return addresses, the first final payment state seen (`final_state`) and
 *   whether a failed payment's lines went back into the cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_shopware_checkout')
    .addColumn('session_digest', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text')
    .addColumn('billing_address', 'jsonb')
    .addColumn('shipping_address', 'jsonb')
    .addColumn('pickup', 'jsonb')
    .addColumn('guest_customer_id', 'text')
    .addColumn('guest_digest', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('commerce_shopware_checkout_updated_at')
    .on('commerce_shopware_checkout')
    .column('updated_at')
    .execute();
  await db.schema
    .createTable('commerce_shopware_order')
    .addColumn('idempotency_key', 'text', (column) => column.primaryKey())
    .addColumn('session_token', 'text', (column) => column.notNull())
    .addColumn('store_code', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('placing', 'placed')`))
    .addColumn('order_id', 'text', (column) => column.unique())
    .addColumn('order_number', 'text')
    .addColumn('deep_link_code', 'text')
    .addColumn('email', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('finish_url', 'text')
    .addColumn('error_url', 'text')
    .addColumn('final_state', 'text')
    .addColumn('recovered', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('placed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('commerce_shopware_order_session')
    .on('commerce_shopware_order')
    .columns(['session_token', 'placed_at'])
    .execute();
  await db.schema
    .createIndex('commerce_shopware_order_number')
    .on('commerce_shopware_order')
    .column('order_number')
    .execute();
}
