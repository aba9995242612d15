import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { Context, OrderSummary } from '../model';
import type { CommerceCarts, CommerceOrders } from '../upstream';
import type { ShopwareCheckout } from './checkout';
import type { ShopwareCheckoutStore, ShopwareOrderRow } from './checkout-store';
import { ORDER_ASSOCIATIONS, toOrderSummary } from './order-mapping';
import type { SessionCalls, ShopwareStoreRef } from './session-calls';

type SwOrder = components['schemas']['Order'];

/** An idempotency key is the caller's: a bounded string. */
const MAX_KEY_LENGTH = 200;
/**
 * A claim older than this whose order Shopware never answered (the process stopped, or the call timed out) is
 * settled by asking Shopware for the session's newest order; a younger one is a call still under way.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/**
 * Orders on Shopware, once per idempotency key. Shopware's `/checkout/order` has no idempotency key of its own, so the
 * shop claims the key in its database first (commerce_shopware_order, a primary key: one claim wins) and asks Shopware
 * only with the claim in hand. A repeated call answers the order the key names; a call while the first is under way is
 * asked to wait (`commerce-busy`); a claim Shopware refused is given up (nothing was placed), and one whose answer
 * never came is settled later from the session's newest order at Shopware, so an order is never placed twice.
 */
export class ShopwareOrders implements CommerceOrders {
  constructor(
    private readonly deps: {
      calls: SessionCalls;
      store: ShopwareCheckoutStore;
      checkout: ShopwareCheckout;
      carts: Pick<CommerceCarts, 'getCart'>;
      now: () => Date;
    },
  ) {}

  async placeOrder(token: string, options: { idempotencyKey: string; storeCode?: string | null }) {
    const key = options.idempotencyKey;
    if (!key || key.length > MAX_KEY_LENGTH)
      throw new RangeError(`An idempotency key of 1 to ${MAX_KEY_LENGTH} characters`);
    const session = await this.deps.calls.session(token);
    const existing = await this.deps.store.byKey(key);
    if (existing) return this.again(existing, token);
    const cart = await this.deps.carts.getCart(token);
    const missing = await this.deps.checkout.checkoutMissing(token, cart);
    if (missing.includes('cart-items')) throw new CommerceError('cart-empty', 'The cart is empty');
    if (missing.length > 0) throw new CommerceError('checkout-incomplete', 'checkout-incomplete', { missing });
    if (!(await this.deps.store.claim(key, token, session.storeCode, this.deps.now()))) {
      return this.again((await this.deps.store.byKey(key))!, token);
    }
    return this.placeClaimed(key, token);
  }

  async getOrder(id: string): Promise<OrderSummary> {
    const row = await this.deps.store.byOrderId(id);
    if (!row) throw new CommerceError('order-not-found');
    return this.summaryOf(row, await this.readAsGuest(row));
  }

  async getOrderOfContext(token: string, orderNumber: string): Promise<OrderSummary | null> {
    const row = await this.deps.store.byNumberOfSession(token, orderNumber);
    if (!row?.deep_link_code) return null;
    try {
      const order = await this.readInContext(token, row.deep_link_code);
      return order ? this.summaryOf(row, order) : null;
    } catch (error) {
      // The session's Shopware context no longer has the guest logged in (Shopware's context expired): not its order.
      if (error instanceof CommerceError && error.code === 'not-logged-in') return null;
      throw error;
    }
  }

  /** The context with its last order and that order's state (`recover` once a failed payment's lines went back). */
  async withLastOrder(context: Context): Promise<Context> {
    const row = await this.deps.store.lastOfSession(context.token);
    if (!row?.order_id) return context;
    const lastOrder = await this.summaryOf(row, await this.readAsGuest(row));
    return {
      ...context,
      lastOrder,
      cartStatus: { status: lastOrder.state, orderNumber: lastOrder.orderNumber, recover: row.recovered },
    };
  }

  /**
   * An order read back without a session, the way the Store API lets a guest read theirs: by its deep-link code with
   * the order's e-mail address and postcode (no context token is sent; Shopware's answer of a new one is dropped).
   */
  async readAsGuest(row: ShopwareOrderRow): Promise<SwOrder> {
    if (!row.deep_link_code || !row.email || row.zipcode === null) throw new CommerceError('order-not-found');
    const ref = this.deps.calls.storeByCode(row.store_code);
    const { data } = await this.deps.calls.deps.transport.call(
      'readOrder post /order',
      {
        body: {
          filter: [{ type: 'equals', field: 'deepLinkCode', value: row.deep_link_code }],
          email: row.email,
          zipcode: row.zipcode,
          associations: ORDER_ASSOCIATIONS,
          limit: 1,
        },
      },
      { channel: ref.channel, contextToken: null, area: 'checkout', idempotent: true },
    );
    const order = data.orders.elements[0];
    if (!order) throw new CommerceError('order-not-found');
    return order;
  }

  storeOf(row: ShopwareOrderRow): ShopwareStoreRef {
    return this.deps.calls.storeByCode(row.store_code);
  }

  async summaryOf(row: ShopwareOrderRow, order: SwOrder): Promise<OrderSummary> {
    const pickup = (await this.deps.store.draft(row.session_token)).pickup;
    return toOrderSummary(order, this.storeOf(row).store, pickup);
  }

  /** The session's order with this deep-link code, read in the session's own context; null when it sees none. */
  private async readInContext(token: string, deepLinkCode: string): Promise<SwOrder | null> {
    const { data } = await this.deps.calls.call(
      token,
      'readOrder post /order',
      {
        body: {
          filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }],
          associations: ORDER_ASSOCIATIONS,
          limit: 1,
        },
      },
      { area: 'checkout', idempotent: true },
    );
    return data.orders.elements[0] ?? null;
  }

  private async placeClaimed(key: string, token: string): Promise<OrderSummary> {
    let draft: Awaited<ReturnType<ShopwareCheckout['ensureGuestCustomer']>>;
    try {
      draft = await this.deps.checkout.ensureGuestCustomer(token);
    } catch (error) {
      await this.deps.store.release(key);
      throw error;
    }
    let order: SwOrder;
    let ref: ShopwareStoreRef;
    try {
      ({ data: order, ref } = await this.deps.calls.call(
        token,
        'createOrder post /checkout/order',
        { body: {} },
        { area: 'checkout', idempotent: false },
      ));
    } catch (error) {
      // A refusal placed nothing; without an answer the order may exist: the claim stays to be settled.
      if (error instanceof CommerceError && error.code !== 'commerce-unavailable') await this.deps.store.release(key);
      throw error;
    }
    await this.recordPlaced(key, order, draft.email ?? '', draft.billingAddress?.zipcode ?? '');
    return toOrderSummary(order, ref.store, draft.pickup);
  }

  private async recordPlaced(key: string, order: SwOrder, email: string, zipcode: string) {
    const billing = order.billingAddress ?? order.addresses?.find((address) => address.id === order.billingAddressId);
    await this.deps.store.placed(
      key,
      {
        id: order.id,
        orderNumber: order.orderNumber ?? '',
        deepLinkCode: order.deepLinkCode ?? '',
        email: order.orderCustomer?.email ?? email,
        zipcode: billing?.zipcode ?? zipcode,
      },
      this.deps.now(),
    );
  }

  /** A key used before: its order, or a wait while it is being placed, or the settling of a stale claim. */
  private async again(row: ShopwareOrderRow, token: string): Promise<OrderSummary> {
    if (row.session_token !== token) {
      throw new CommerceError('idempotency-key-reused', 'The idempotency key belongs to another session');
    }
    if (row.state === 'placed') return this.summaryOf(row, await this.readAsGuest(row));
    const now = this.deps.now();
    if (now.getTime() - row.created_at.getTime() < STALE_CLAIM_MS || !(await this.deps.store.reclaim(row, now))) {
      throw new CommerceError('commerce-busy', 'The order is being placed', { retryAfterSeconds: 2 });
    }
    return this.settle(row, token);
  }

  /** A claim Shopware never answered: the session's newest order since the claim is its order; else none was placed. */
  private async settle(row: ShopwareOrderRow, token: string): Promise<OrderSummary> {
    const { data, ref } = await this.deps.calls.call(
      token,
      'readOrder post /order',
      { body: { sort: [{ field: 'orderDateTime', order: 'DESC' }], associations: ORDER_ASSOCIATIONS, limit: 1 } },
      { area: 'checkout', idempotent: true },
    );
    const newest = data.orders.elements[0];
    if (newest && new Date(newest.orderDateTime).getTime() >= row.created_at.getTime()) {
      const draft = await this.deps.store.draft(token);
      await this.recordPlaced(row.idempotency_key, newest, draft.email ?? '', draft.billingAddress?.zipcode ?? '');
      return toOrderSummary(newest, ref.store, draft.pickup);
    }
    return this.placeClaimed(row.idempotency_key, token);
  }
}
