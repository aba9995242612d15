import type { Database } from '@shop/db';
import { carrierFor, trackTraceUrl } from '@shop/domain';
import { STORE_DEFINITIONS } from '@shop/i18n';
import type { Kysely, Selectable } from 'kysely';
import { CommerceError } from './errors';
import { SHIPPING_METHODS } from './methods';
import type { Address, CustomerOrder, PickupChoice } from './model';
import { toOrderLine } from './order-store';
import { tokenDigest } from './tokens';

type OrderRow = Selectable<Database['commerce_order']>;

/** At most this many orders on one page of a customer's list (and in an order history by e-mail). */
export const MAX_ORDERS_PER_PAGE = 100;

/**
 * A customer's orders (the account's order pages), the order history of an e-mail address (by the token of a recovery
 * mail), and fulfilment (picking and shipping, with the carrier's track-and-trace link). Only paid orders count as
 * the customer's orders: an order whose payment failed or was cancelled put its lines back in the cart (the shopper
 * orders again), and one still waiting for its payment is not an order of the shop yet. Knows nothing of GraphQL.
 */
export class CustomerOrders {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's orders, newest first; `count` is the number of all of them. */
  async customerOrders(
    customerId: string,
    { first = 20, offset = 0 }: { first?: number; offset?: number } = {},
  ): Promise<{ count: number; orders: CustomerOrder[] }> {
    const limit = Math.min(Math.max(Math.trunc(first), 0), MAX_ORDERS_PER_PAGE);
    const base = this.db.selectFrom('commerce_order').where('customer_id', '=', customerId).where('state', '=', 'paid');
    const [{ count }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      limit === 0
        ? Promise.resolve([] as OrderRow[])
        : base
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('order_number', 'desc')
            .limit(limit)
            .offset(Math.max(Math.trunc(offset), 0))
            .execute(),
    ]);
    return { count: Number(count), orders: await this.withLines(rows) };
  }

  /** One of the customer's orders by id or number; null when it is not theirs (or not an order yet). */
  async customerOrder(customerId: string, idOrNumber: string): Promise<CustomerOrder | null> {
    const row = await this.db
      .selectFrom('commerce_order')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('state', '=', 'paid')
      .where((eb) => eb.or([eb('id', '=', idOrNumber), eb('order_number', '=', idOrNumber)]))
      .executeTakeFirst();
    return row ? ((await this.withLines([row]))[0] ?? null) : null;
  }

  /**
   * The orders of the e-mail address an order-history token was made for (compared case-insensitively, guest orders
   * included), newest first; null for an unknown or expired token.
   */
  async ordersByEmailToken(token: string): Promise<{ count: number; orders: CustomerOrder[] } | null> {
    if (!token) return null;
    const grant = await this.db
      .selectFrom('commerce_customer_token')
      .select('email')
      .where('digest', '=', tokenDigest(token))
      .where('purpose', '=', 'order-history')
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    if (!grant) return null;
    const base = this.db
      .selectFrom('commerce_order')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', grant.email.toLowerCase()))
      .where('state', '=', 'paid');
    const [{ count }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('order_number', 'desc')
        .limit(MAX_ORDERS_PER_PAGE)
        .execute(),
    ]);
    return { count: Number(count), orders: await this.withLines(rows) };
  }

  /**
   * Fulfilment (the warehouse's part, used by the demo seed and tests): a paid order is picked and shipped at `at`
   * with the carrier's tracking code; its track-and-trace link follows from the carrier and the delivery postcode.
   */
  async shipOrder(orderId: string, { at, trackingCode }: { at: Date; trackingCode: string }): Promise<CustomerOrder> {
    const row = await this.db.selectFrom('commerce_order').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!row) throw new CommerceError('order-not-found', `No order ${orderId}`);
    if (row.state !== 'paid')
      throw new CommerceError('order-not-shippable', `Order ${row.order_number} is ${row.state}`);
    const code = trackingCode.trim();
    if (!code) throw new RangeError('A tracking code is required');
    const updated = await this.db
      .updateTable('commerce_order')
      .set({
        pick_status: 'picked',
        shipment_status: 'shipped',
        shipment_date: at,
        track_trace_url: trackingUrlOf(row, code),
        updated_at: this.now(),
      })
      .where('id', '=', orderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await this.withLines([updated]))[0]!;
  }

  private async withLines(rows: OrderRow[]): Promise<CustomerOrder[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .selectFrom('commerce_order_line')
      .selectAll()
      .where(
        'order_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('order_id')
      .orderBy('position')
      .execute();
    return rows.map((row) =>
      toCustomerOrder(
        row,
        lines.filter((line) => line.order_id === row.id),
      ),
    );
  }
}

/** The shipment's carrier (a service point's own, else the country's) and where its parcel is delivered. */
function trackingUrlOf(row: OrderRow, code: string): string {
  const pickup = row.pickup as PickupChoice | null;
  const method = SHIPPING_METHODS.find((candidate) => candidate.id === row.shipping_method_id);
  const point = method?.type === 'delivery' ? null : (pickup?.servicePoint ?? null);
  const address = (row.shipping_address ?? row.billing_address) as Address | null;
  return trackTraceUrl(carrierFor(row.country, point?.provider ?? null), {
    code,
    postcode: point?.postcode ?? address?.zipcode ?? '',
    country: row.country,
  });
}

/** The web store an order came from; orders from before stores were recorded get the store of their language. */
function storeCodeOf(row: OrderRow): string {
  if (row.store_code) return row.store_code;
  const language = row.language ?? null;
  return (
    STORE_DEFINITIONS.find(
      (store) => store.country === row.country && (language === null || store.language === language),
    )?.code ?? row.country.toLowerCase()
  );
}

function toCustomerOrder(row: OrderRow, lines: Selectable<Database['commerce_order_line']>[]): CustomerOrder {
  const method = SHIPPING_METHODS.find((candidate) => candidate.id === row.shipping_method_id);
  return {
    id: row.id,
    number: row.order_number,
    createdAt: row.created_at,
    orderType: row.order_type,
    state: row.state,
    approvalStatus: row.approval_status,
    allocationStatus: row.allocation_status,
    pickStatus: row.pick_status,
    shipmentStatus: row.shipment_status,
    shipmentMethod: method?.reference ?? row.shipping_method_id,
    shipmentDate: row.shipment_date,
    trackTraceUrl: row.track_trace_url,
    storeCode: storeCodeOf(row),
    currency: row.currency,
    totalPrice: row.total_minor,
    netPrice: row.total_minor - row.tax_minor,
    shippingCosts: row.shipping_costs_minor,
    discount: row.discount_minor,
    email: row.email ?? '',
    billingAddress: row.billing_address as unknown as Address,
    shippingAddress: row.shipping_address as Address | null,
    pickup: row.pickup as PickupChoice | null,
    lines: lines.map(toOrderLine),
  };
}
