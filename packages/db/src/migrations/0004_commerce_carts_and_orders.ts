import { type Kysely, sql } from 'kysely';

const COUNTRIES = sql`('NL', 'BE', 'DE', 'FR', 'AT', 'LU', 'GB')`;

/**
 * The commerce engine's carts, orders and payments:
 * - a sales-channel context per opaque token (a guest now, a customer later) with its country, currency, chosen
 *   shipping and payment methods, shipping address and last order; its cart's lines in commerce_cart_item;
 * - orders, placed exactly once per idempotency key, with their lines and where each line's stock was reserved;
 * - payments at the embedded test payment service, and the webhook events already applied (replays change nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commerce_context')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) =>
      column.notNull().defaultTo('guest').check(sql`kind in ('guest', 'customer')`),
    )
    .addColumn('country', 'text', (column) => column.notNull().check(sql`country in ${COUNTRIES}`))
    .addColumn('currency', 'text', (column) => column.notNull().check(sql`currency in ('EUR', 'GBP')`))
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('shipping_method_id', 'text')
    .addColumn('payment_method_id', 'text')
    .addColumn('shipping_address', 'jsonb')
    .addColumn('last_order_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('commerce_cart_item')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('context_token', 'text', (column) =>
      column.notNull().references('commerce_context.token').onDelete('cascade'),
    )
    .addColumn('referenced_id', 'text', (column) => column.notNull())
    .addColumn('product_number', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('payload', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('position', 'bigserial', (column) => column.notNull())
    .addColumn('modified_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('commerce_cart_item_line', ['context_token', 'referenced_id'])
    .execute();

  await sql`create sequence commerce_order_number_seq start with 100001`.execute(db);

  await db.schema
    .createTable('commerce_order')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_number', 'text', (column) => column.notNull().unique())
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('context_token', 'text', (column) => column.notNull().references('commerce_context.token'))
    .addColumn('state', 'text', (column) =>
      column.notNull().defaultTo('open').check(sql`state in ('open', 'paid', 'cancelled', 'failed')`),
    )
    .addColumn('country', 'text', (column) => column.notNull().check(sql`country in ${COUNTRIES}`))
    .addColumn('currency', 'text', (column) => column.notNull().check(sql`currency in ('EUR', 'GBP')`))
    .addColumn('items_total_minor', 'integer', (column) => column.notNull().check(sql`items_total_minor >= 0`))
    .addColumn('shipping_costs_minor', 'integer', (column) => column.notNull().check(sql`shipping_costs_minor >= 0`))
    .addColumn('total_minor', 'integer', (column) => column.notNull().check(sql`total_minor >= 0`))
    .addColumn('tax_minor', 'integer', (column) => column.notNull())
    .addColumn('tax_rate', 'integer', (column) => column.notNull())
    .addColumn('shipping_method_id', 'text', (column) => column.notNull())
    .addColumn('payment_method_id', 'text', (column) => column.notNull())
    .addColumn('shipping_address', 'jsonb')
    .addColumn('deep_link_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('commerce_order_context').on('commerce_order').column('context_token').execute();

  await db.schema
    .createTable('commerce_order_line')
    .addColumn('order_id', 'text', (column) => column.notNull().references('commerce_order.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('referenced_id', 'text', (column) => column.notNull())
    .addColumn('product_number', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_minor', 'integer', (column) => column.notNull())
    .addColumn('total_price_minor', 'integer', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    /** The distribution centre the stock was taken from; given back there when the order is cancelled. */
    .addColumn('stock_location_code', 'text', (column) => column.notNull().references('commerce_stock_location.code'))
    .addPrimaryKeyConstraint('commerce_order_line_pkey', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('commerce_payment')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('commerce_order.id'))
    .addColumn('method_id', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) =>
      column.notNull().defaultTo('open').check(sql`state in ('open', 'paid', 'cancelled', 'failed')`),
    )
    .addColumn('finish_url', 'text', (column) => column.notNull())
    .addColumn('error_url', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('commerce_payment_order').on('commerce_payment').column('order_id').execute();

  await db.schema
    .createTable('commerce_payment_event')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('payment_id', 'text', (column) => column.notNull().references('commerce_payment.id'))
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('applied', 'boolean', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}
