import { type Kysely, sql } from 'kysely';

/**
 * Registrations wait for their e-mail address to be confirmed: a registration no longer makes the account
 * at once (and so cannot answer "this address has an account"); it is kept here until the link mailed to the address
 * is followed, then the account is made from it. Only the link token's SHA-256 digest is kept, and the password only
 * as its Argon2id hash. Rows expire (and are deleted) after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_pending_registration')
    .addColumn('digest', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    // The registration's fields (the password left out) and the store it was made in.
    .addColumn('registration', 'jsonb', (column) => column.notNull())
    .addColumn('store', 'jsonb', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('commerce_pending_registration_expires_at')
    .on('commerce_pending_registration')
    .column('expires_at')
    .execute();
}
