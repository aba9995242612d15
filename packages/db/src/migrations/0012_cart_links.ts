import { type Kysely, sql } from 'kysely';

/**
 * Cart restore links: a link carries a restore token of its own instead of a session token, so that
 * opening it copies the saved cart's lines into the visitor's own session and never adopts someone else's.
 * - only the token's SHA-256 digest is stored (a copy of the database opens no link);
 * - `lines` is the cart as it was saved (`[{ "referencedId": …, "quantity": … }]`): the link does not lead to the
 *   session it was made from;
 * - a link works until `expires_at`; old rows are purged by their expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_cart_link')
    .addColumn('digest', 'text', (column) => column.primaryKey())
    .addColumn('lines', 'jsonb', (column) => column.notNull().check(sql`jsonb_typeof(lines) = 'array'`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('commerce_cart_link_expires_at').on('commerce_cart_link').column('expires_at').execute();
}
