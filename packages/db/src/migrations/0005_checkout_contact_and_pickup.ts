import type { Kysely } from 'kysely';

/**
 * What a guest checkout records besides the cart: the e-mail address, the billing address (the shipping
 * address stays for a different home-delivery address) and the chosen pickup point (a store or a carrier's service
 * point, with a DHL customer number for a Packstation), on the context while the shopper fills them in and on the
 * order as placed. A pre-order line (the variant has a delivery time) takes no stock: its stock location is null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['commerce_context', 'commerce_order']) {
    await db.schema
      .alterTable(table)
      .addColumn('email', 'text')
      .addColumn('billing_address', 'jsonb')
      .addColumn('pickup', 'jsonb')
      .execute();
  }
  await db.schema
    .alterTable('commerce_order_line')
    .alterColumn('stock_location_code', (column) => column.dropNotNull())
    .execute();
}
