import type { Database, ShopwareOrderTable } from '@shop/db';
import type { Kysely, Selectable } from 'kysely';
import type { Address, PickupChoice } from '../model';
import { tokenDigest } from '../tokens';

/** A shop session's checkout as the adapter keeps it until the order (Shopware keeps a guest's data on a customer). */
export interface CheckoutDraft {
  email: string | null;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  pickup: PickupChoice | null;
  /** The Shopware guest customer made from this checkout, and the digest of what it was made from. */
  guestCustomerId: string | null;
  guestDigest: string | null;
}

export type ShopwareOrderRow = Selectable<ShopwareOrderTable>;

/** A checkout not touched for this long belongs to a session long gone. */
const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const EMPTY_DRAFT: CheckoutDraft = {
  email: null,
  billingAddress: null,
  shippingAddress: null,
  pickup: null,
  guestCustomerId: null,
  guestDigest: null,
};

/**
 * The adapter's rows in the shop's database (migration 0018): checkouts by the digest of the shop's session token
 * (a copy of the database opens no session), and orders by idempotency key.
 */
export class ShopwareCheckoutStore {
  constructor(private readonly db: Kysely<Database>) {}

  async draft(token: string): Promise<CheckoutDraft> {
    const row = await this.db
      .selectFrom('commerce_shopware_checkout')
      .selectAll()
      .where('session_digest', '=', tokenDigest(token))
      .executeTakeFirst();
    if (!row) return EMPTY_DRAFT;
    return {
      email: row.email,
      billingAddress: row.billing_address as Address | null,
      shippingAddress: row.shipping_address as Address | null,
      pickup: row.pickup as PickupChoice | null,
      guestCustomerId: row.guest_customer_id,
      guestDigest: row.guest_digest,
    };
  }

  /**
   * Changes the named parts of a session's checkout; only those columns are written, so two changes side by side
   * (the contact and the address) both stay. Checkouts untouched for 30 days are purged (their sessions are gone).
   */
  async saveDraft(token: string, change: Partial<CheckoutDraft>, now = new Date()): Promise<CheckoutDraft> {
    const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);
    const columns = {
      ...('email' in change ? { email: change.email ?? null } : {}),
      ...('billingAddress' in change ? { billing_address: json(change.billingAddress) } : {}),
      ...('shippingAddress' in change ? { shipping_address: json(change.shippingAddress) } : {}),
      ...('pickup' in change ? { pickup: json(change.pickup) } : {}),
      ...('guestCustomerId' in change ? { guest_customer_id: change.guestCustomerId ?? null } : {}),
      ...('guestDigest' in change ? { guest_digest: change.guestDigest ?? null } : {}),
      updated_at: now,
    };
    await this.db
      .insertInto('commerce_shopware_checkout')
      .values({ session_digest: tokenDigest(token), ...columns })
      .onConflict((conflict) => conflict.column('session_digest').doUpdateSet(columns))
      .execute();
    await this.db
      .deleteFrom('commerce_shopware_checkout')
      .where('updated_at', '<', new Date(now.getTime() - DRAFT_LIFETIME_MS))
      .execute();
    return this.draft(token);
  }

  /** Claims an idempotency key for a session: true when this call claimed it, false when it was claimed before. */
  async claim(idempotencyKey: string, token: string, storeCode: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .insertInto('commerce_shopware_order')
      .values({
        idempotency_key: idempotencyKey,
        session_token: token,
        store_code: storeCode,
        state: 'placing',
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** Takes a stale claim over (its time moves to now): true for the one call that did, so one settles it. */
  async reclaim(row: ShopwareOrderRow, now: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('commerce_shopware_order')
      .set({ created_at: now })
      .where('idempotency_key', '=', row.idempotency_key)
      .where('state', '=', 'placing')
      .where('created_at', '=', row.created_at)
      .returning('idempotency_key')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Gives a claim up: Shopware refused the order, so nothing was placed under the key. */
  async release(idempotencyKey: string): Promise<void> {
    await this.db
      .deleteFrom('commerce_shopware_order')
      .where('idempotency_key', '=', idempotencyKey)
      .where('state', '=', 'placing')
      .execute();
  }

  async placed(
    idempotencyKey: string,
    order: { id: string; orderNumber: string; deepLinkCode: string; email: string; zipcode: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('commerce_shopware_order')
      .set({
        state: 'placed',
        order_id: order.id,
        order_number: order.orderNumber,
        deep_link_code: order.deepLinkCode,
        email: order.email,
        zipcode: order.zipcode,
        placed_at: now,
      })
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
  }

  byKey(idempotencyKey: string): Promise<ShopwareOrderRow | undefined> {
    return this.db
      .selectFrom('commerce_shopware_order')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  byOrderId(orderId: string): Promise<ShopwareOrderRow | undefined> {
    return this.db.selectFrom('commerce_shopware_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** The order of this session with this number; undefined when the session did not place it. */
  byNumberOfSession(token: string, orderNumber: string): Promise<ShopwareOrderRow | undefined> {
    return this.db
      .selectFrom('commerce_shopware_order')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .where('session_token', '=', token)
      .executeTakeFirst();
  }

  /** The session's last placed order. */
  lastOfSession(token: string): Promise<ShopwareOrderRow | undefined> {
    return this.db
      .selectFrom('commerce_shopware_order')
      .selectAll()
      .where('session_token', '=', token)
      .where('state', '=', 'placed')
      .orderBy('placed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async paymentUrls(orderId: string, urls: { finishUrl: string; errorUrl: string }): Promise<void> {
    await this.db
      .updateTable('commerce_shopware_order')
      .set({ finish_url: urls.finishUrl, error_url: urls.errorUrl, final_state: null, recovered: false })
      .where('order_id', '=', orderId)
      .execute();
  }

  /** Records the first final payment state of the order's current payment: true when this call recorded it. */
  async finalState(orderId: string, state: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('commerce_shopware_order')
      .set({ final_state: state })
      .where('order_id', '=', orderId)
      .where('final_state', 'is', null)
      .returning('order_id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Marks a failed payment's lines as put back: true when this call marked it (so they go back once). */
  async markRecovered(orderId: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('commerce_shopware_order')
      .set({ recovered: true })
      .where('order_id', '=', orderId)
      .where('recovered', '=', false)
      .returning('order_id')
      .executeTakeFirst();
    return updated !== undefined;
  }
}
