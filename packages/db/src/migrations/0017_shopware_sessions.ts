import { type Kysely, sql } from 'kysely';

/**
 * The Shopware adapter's sessions (packages/commerce/src/shopware/session-store.ts): the shop's session token stands
 * for a Shopware `sw-context-token`, kept here so that a gateway restart keeps shoppers' carts and logins and several
 * gateway processes share them.
 * - the shop token is stored only as its SHA-256 digest (a copy of the database opens no shop session; a lookup by
 *   digest compares no secret byte by byte);
 * - `context_token` is Shopware's token, which the adapter must send: it is as secret as the session itself;
 * - `customer_id` (Shopware's customer id, null for a guest) finds a customer's newest session for the calls the shop
 *   makes by customer (address book, wishlist, orders);
 * - a session counts until `expires_at`; expired rows are purged by their expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_shopware_session')
    .addColumn('digest', 'text', (column) => column.primaryKey())
    .addColumn('context_token', 'text', (column) =>
      column.notNull().check(sql`length(context_token) between 1 and 512`),
    )
    .addColumn('store_code', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('commerce_shopware_session_expires_at')
    .on('commerce_shopware_session')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('commerce_shopware_session_customer')
    .on('commerce_shopware_session')
    .columns(['customer_id', 'updated_at'])
    .where(sql.ref('customer_id'), 'is not', null)
    .execute();
}
