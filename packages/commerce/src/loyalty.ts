import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import {
  POINTS_PER_VOUCHER,
  pointsForOrder,
  SIGNUP_POINTS,
  VOUCHER_VALUE_MINOR,
  voucherBarcode,
  vouchersFromPoints,
  voucherValidity,
} from '@shop/domain';
import type { CountryCode, CurrencyCode } from '@shop/i18n';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { LoyaltyAccount, Voucher } from './model';

type Db = Kysely<Database> | Transaction<Database>;

/** The club's numbers as the engine applies them (the rules are @shop/domain's). */
export { POINTS_PER_VOUCHER, SIGNUP_POINTS } from '@shop/domain';

/**
 * The loyalty club on the ledger `commerce_loyalty_entry`: every change of a customer's points is a row (signup +50,
 * a paid order +1 per euro, a voucher −200), so the balance is their sum and nothing is ever overwritten.
 */

/** Credits the signup bonus; call it in the registration's transaction so an account never lacks it. */
export async function awardSignupPoints(db: Db, customerId: string, at: Date): Promise<void> {
  await db
    .insertInto('commerce_loyalty_entry')
    .values({
      customer_id: customerId,
      reason: 'signup',
      points: SIGNUP_POINTS,
      order_id: null,
      voucher_id: null,
      created_at: at,
    })
    .execute();
}

/**
 * Credits a paid order's points and turns every full 200 points into a voucher, in the transaction that marks the order
 * paid. An order earns once: the ledger's unique index on the order makes a second credit (a replayed webhook that got
 * this far) a no-op. Guest orders earn nothing.
 */
export async function accrueOrderPoints(
  trx: Transaction<Database>,
  order: { id: string; customer_id: string | null; total_minor: number; currency: CurrencyCode },
  at: Date,
): Promise<void> {
  if (!order.customer_id) return;
  // One customer's balance changes one transaction at a time: two orders paid at once must not spend the same points.
  const customer = await trx
    .selectFrom('commerce_customer')
    .select('id')
    .where('id', '=', order.customer_id)
    .forUpdate()
    .executeTakeFirst();
  if (!customer) return;
  const points = pointsForOrder(order.total_minor);
  if (points > 0) {
    await trx
      .insertInto('commerce_loyalty_entry')
      .values({
        customer_id: customer.id,
        reason: 'order',
        points,
        order_id: order.id,
        voucher_id: null,
        created_at: at,
      })
      .onConflict((conflict) => conflict.column('order_id').where('reason', '=', 'order').doNothing())
      .execute();
  }
  await convertPointsToVouchers(trx, customer.id, order.currency, at);
}

/** Turns every full 200 points of the balance into a voucher earned at `at`; answers the new vouchers' ids. */
export async function convertPointsToVouchers(
  trx: Db,
  customerId: string,
  currency: CurrencyCode,
  at: Date,
): Promise<string[]> {
  const { vouchers } = vouchersFromPoints(await balanceOf(trx, customerId));
  const { validFrom, validUntil } = voucherValidity(at);
  const ids: string[] = [];
  for (let count = 0; count < vouchers; count++) {
    const id = randomUUID();
    await insertVoucher(trx, {
      id,
      customer_id: customerId,
      value_minor: VOUCHER_VALUE_MINOR,
      currency,
      valid_from: validFrom,
      valid_until: validUntil,
      minimum_purchase_minor: null,
      maximum_products: null,
      redeemed_order_id: null,
      redeemed_at: null,
      created_at: at,
    });
    await trx
      .insertInto('commerce_loyalty_entry')
      .values({
        customer_id: customerId,
        reason: 'voucher',
        points: -POINTS_PER_VOUCHER,
        order_id: null,
        voucher_id: id,
        created_at: at,
      })
      .execute();
    ids.push(id);
  }
  return ids;
}

const BARCODE_ATTEMPTS = 5;

/** A voucher with a new random code; a code that exists already is drawn again (ON CONFLICT keeps the transaction). */
async function insertVoucher(
  trx: Db,
  values: Omit<Insertable<Database['commerce_voucher']>, 'barcode'>,
): Promise<void> {
  for (let attempt = 0; attempt < BARCODE_ATTEMPTS; attempt++) {
    const digits = `2${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}`;
    const inserted = await trx
      .insertInto('commerce_voucher')
      .values({ ...values, barcode: voucherBarcode(digits) })
      .onConflict((conflict) => conflict.column('barcode').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return;
  }
  throw new Error('No free voucher code after several attempts');
}

async function balanceOf(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('commerce_loyalty_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('points'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** The currency a customer's vouchers are in: the one of the country their account was made in. */
export const currencyOfCountry = (country: CountryCode): CurrencyCode => (country === 'GB' ? 'GBP' : 'EUR');

export function toVoucher(
  row: Omit<Selectable<Database['commerce_voucher']>, 'created_at'>,
  customerNumber: string,
): Voucher {
  return {
    id: row.id,
    customerId: row.customer_id,
    customerNumber,
    // The embedded engine has no separate loyalty cards: the card is the account.
    cardNumber: customerNumber,
    barcode: row.barcode,
    valueMinor: row.value_minor,
    currency: row.currency,
    validFrom: new Date(row.valid_from),
    validUntil: new Date(row.valid_until),
    minimumPurchaseMinor: row.minimum_purchase_minor,
    maximumProducts: row.maximum_products,
    redeemedAt: row.redeemed_at ? new Date(row.redeemed_at) : null,
    redeemedOrderId: row.redeemed_order_id,
  };
}

/** A voucher with its customer's number, by id or by its code (what a shopper types). */
export async function findVoucher(db: Db, by: { id: string } | { barcode: string }): Promise<Voucher | null> {
  let query = db
    .selectFrom('commerce_voucher as v')
    .innerJoin('commerce_customer as c', 'c.id', 'v.customer_id')
    .selectAll('v')
    .select('c.customer_number');
  query = 'id' in by ? query.where('v.id', '=', by.id) : query.where('v.barcode', '=', by.barcode);
  const row = await query.executeTakeFirst();
  return row ? toVoucher(row, row.customer_number) : null;
}

/** The loyalty account and vouchers of customers (the account pages). Knows nothing of GraphQL. */
export class Loyalty {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's points; null for an unknown customer. */
  async account(customerId: string): Promise<LoyaltyAccount | null> {
    const customer = await this.db
      .selectFrom('commerce_customer')
      .select(['id', 'country'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!customer) return null;
    const row = await this.db
      .selectFrom('commerce_loyalty_entry')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('points'),
        eb.fn
          .coalesce(
            eb.fn.sum<number>(sql`case when reason in ('signup', 'order') then points else 0 end`),
            sql<number>`0`,
          )
          .as('lifetime'),
      ])
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return {
      points: Number(row.points),
      lifetimePoints: Number(row.lifetime),
      currency: currencyOfCountry(customer.country),
    };
  }

  /**
   * The vouchers the customer can still use: not redeemed and not expired, those becoming available included, the
   * soonest first (then the first to expire).
   */
  async vouchers(customerId: string): Promise<Voucher[]> {
    const rows = await this.db
      .selectFrom('commerce_voucher as v')
      .innerJoin('commerce_customer as c', 'c.id', 'v.customer_id')
      .selectAll('v')
      .select('c.customer_number')
      .where('v.customer_id', '=', customerId)
      .where('v.redeemed_at', 'is', null)
      .where('v.valid_until', '>=', this.now())
      .orderBy('v.valid_from')
      .orderBy('v.valid_until')
      .orderBy('v.barcode')
      .execute();
    return rows.map((row) => toVoucher(row, row.customer_number));
  }

  async voucher(id: string): Promise<Voucher | null> {
    return findVoucher(this.db, { id });
  }
}
