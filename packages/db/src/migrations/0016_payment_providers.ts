import { type Kysely, sql } from 'kysely';

/**
 * Payments at a real provider (Mollie) besides the embedded test payment service:
 * - `provider`: who takes the payment (`test`, `mollie`); the rows before this migration are the test service's;
 * - `provider_payment_id`: the provider's id of the payment (Mollie's `tr_…`), unique per provider: its webhook
 *   names only that id;
 * - `provider_status`: the provider's last known status (`open`, `pending`, `authorized`, `paid`, `canceled`,
 *   `failed`, `expired`), so the return page tells an expired payment from a cancelled one;
 * - `refunded_minor`: what has been refunded of a paid order, in minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('commerce_payment')
    .addColumn('provider', 'text', (column) => column.notNull().defaultTo('test'))
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('refunded_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('commerce_payment_provider_id')
    .on('commerce_payment')
    .columns(['provider', 'provider_payment_id'])
    .unique()
    .where(sql.ref('provider_payment_id'), 'is not', null)
    .execute();
}
