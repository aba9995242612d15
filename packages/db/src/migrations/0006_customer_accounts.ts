import { type Kysely, sql } from 'kysely';

/**
 * Customer accounts:
 * - customers (one account per e-mail address, compared case-insensitively) with an Argon2id password hash, their
 *   address book, and custom fields (look-book wishlist, favourite stores);
 * - a context belongs to a customer when logged in; it expires (`expires_at`, 7 days for a customer) or ends at
 *   logout (`ended_at`); orders keep the customer (set to null when the account is deleted: orders stay for the
 *   books), their type, fulfilment statuses, track and trace, the store they were placed in and a redeemed voucher;
 * - one-time password-reset hashes and e-mail tokens for the order history (only digests are stored);
 * - the wishlist, the loyalty ledger and vouchers;
 * - the mail outbox (kept in development, sent by SMTP in production);
 * - rate-limit counters per key and fixed window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence commerce_customer_number_seq start with 500001`.execute(db);

  await db.schema
    .createTable('commerce_customer')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_number', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('salutation', 'text', (column) => column.check(sql`salutation in ('mr', 'mrs')`))
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('birthday', 'text', (column) => column.check(sql`birthday ~ '^\d{4}-\d{2}-\d{2}$'`))
    .addColumn('newsletter', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('custom_fields', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('default_billing_address_id', 'text')
    .addColumn('default_shipping_address_id', 'text')
    .addColumn('storefront_url', 'text', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index commerce_customer_email on commerce_customer (lower(email))`.execute(db);

  await db.schema
    .createTable('commerce_customer_address')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('commerce_customer.id').onDelete('cascade'),
    )
    .addColumn('address', 'jsonb', (column) => column.notNull())
    .addColumn('custom_fields', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('commerce_customer_address_customer')
    .on('commerce_customer_address')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('commerce_voucher')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('commerce_customer.id').onDelete('cascade'),
    )
    .addColumn('barcode', 'text', (column) => column.notNull().unique())
    .addColumn('value_minor', 'integer', (column) => column.notNull().check(sql`value_minor > 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'timestamptz', (column) => column.notNull())
    .addColumn('valid_until', 'timestamptz', (column) => column.notNull())
    .addColumn('minimum_purchase_minor', 'integer')
    .addColumn('maximum_products', 'integer')
    .addColumn('redeemed_order_id', 'text')
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('commerce_voucher_customer').on('commerce_voucher').column('customer_id').execute();

  await db.schema
    .alterTable('commerce_context')
    .addColumn('customer_id', 'text', (column) => column.references('commerce_customer.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('voucher_id', 'text', (column) => column.references('commerce_voucher.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('commerce_context_customer').on('commerce_context').column('customer_id').execute();

  await db.schema
    .alterTable('commerce_order')
    .addColumn('customer_id', 'text', (column) => column.references('commerce_customer.id').onDelete('set null'))
    .addColumn('order_type', 'text', (column) => column.notNull().defaultTo('sale'))
    .addColumn('approval_status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('allocation_status', 'text', (column) => column.notNull().defaultTo('not allocated'))
    .addColumn('pick_status', 'text', (column) => column.notNull().defaultTo('not picked'))
    .addColumn('shipment_status', 'text', (column) => column.notNull().defaultTo('not shipped'))
    .addColumn('shipment_date', 'timestamptz')
    .addColumn('track_trace_url', 'text')
    .addColumn('store_code', 'text')
    .addColumn('language', 'text')
    .addColumn('voucher_id', 'text')
    .addColumn('discount_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('commerce_order_customer').on('commerce_order').column('customer_id').execute();
  await sql`create index commerce_order_email on commerce_order (lower(email))`.execute(db);

  await db.schema
    .createTable('commerce_customer_token')
    .addColumn('digest', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('password-reset', 'order-history')`),
    )
    .addColumn('customer_id', 'text', (column) => column.references('commerce_customer.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('commerce_wishlist_item')
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('commerce_customer.id').onDelete('cascade'),
    )
    .addColumn('product_sku', 'text', (column) => column.notNull())
    .addColumn('added_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('commerce_wishlist_item_pkey', ['customer_id', 'product_sku'])
    .execute();

  await db.schema
    .createTable('commerce_loyalty_entry')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) =>
      column.notNull().references('commerce_customer.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (column) => column.notNull().check(sql`reason in ('signup', 'order', 'voucher')`))
    .addColumn('points', 'integer', (column) => column.notNull())
    .addColumn('order_id', 'text')
    .addColumn('voucher_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('commerce_loyalty_entry_customer')
    .on('commerce_loyalty_entry')
    .column('customer_id')
    .execute();
  // An order earns points once, whatever the webhook replays.
  await sql`create unique index commerce_loyalty_entry_order on commerce_loyalty_entry (order_id) where reason = 'order'`.execute(
    db,
  );

  await db.schema
    .createTable('commerce_mail')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  await db.schema
    .createTable('commerce_rate_limit')
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('window_start', 'timestamptz', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('commerce_rate_limit_pkey', ['key', 'window_start'])
    .execute();
}
