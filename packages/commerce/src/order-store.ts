import type { Database } from '@shop/db';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { CommerceError } from './errors';
import type { Address, OrderLine, OrderSummary, PickupChoice } from './model';

type Db = Kysely<Database> | Transaction<Database>;

export async function getOrder(db: Db, id: string): Promise<OrderSummary> {
  const row = await db.selectFrom('commerce_order').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new CommerceError('order-not-found', `No order ${id}`);
  const lines = await db
    .selectFrom('commerce_order_line')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    id: row.id,
    orderNumber: row.order_number,
    deepLinkCode: row.deep_link_code,
    state: row.state,
    currency: row.currency,
    totalPrice: row.total_minor,
    itemsTotal: row.items_total_minor,
    shippingCosts: row.shipping_costs_minor,
    discount: row.discount_minor,
    voucherId: row.voucher_id,
    tax: row.tax_minor,
    createdAt: row.created_at,
    email: row.email ?? '',
    billingAddress: row.billing_address as Address | null,
    shippingAddress: row.shipping_address as Address | null,
    pickup: row.pickup as PickupChoice | null,
    shippingMethodId: row.shipping_method_id,
    paymentMethodId: row.payment_method_id,
    lines: lines.map(toOrderLine),
  };
}

/** An order of this context by its number (the finish page); null when the context did not place it. */
export async function getOrderOfContext(db: Db, token: string, orderNumber: string): Promise<OrderSummary | null> {
  const row = await db
    .selectFrom('commerce_order')
    .select('id')
    .where('order_number', '=', orderNumber)
    .where('context_token', '=', token)
    .executeTakeFirst();
  return row ? getOrder(db, row.id) : null;
}

/** An order line as stored, as the engine answers it. */
export function toOrderLine(line: Selectable<Database['commerce_order_line']>): OrderLine {
  return {
    referencedId: line.referenced_id,
    productNumber: line.product_number,
    quantity: line.quantity,
    options: (line.payload as { options?: OrderLine['options'] }).options ?? [],
    deliveryTime: (line.payload as { deliveryTime?: string | null }).deliveryTime ?? null,
    unitPrice: line.unit_price_minor,
    totalPrice: line.total_price_minor,
    regularUnitPrice: (line.payload as { regularPrice?: number }).regularPrice ?? line.unit_price_minor,
  };
}
