import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import { sql, type Transaction } from 'kysely';
import { buildCart, fetchPrices } from './cart-pricing';
import { checkoutMissingOf } from './checkout';
import {
  type ContextRow,
  paymentProvider,
  pickupProvider,
  requireContext,
  selectedPaymentMethodId,
} from './context-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError } from './errors';
import type { Cart, OrderSummary } from './model';
import { getOrder } from './order-store';
import type { VariantPrice } from './price-source';

/** Attempts to take a line's stock when the distribution centre picked first was emptied meanwhile. */
const RESERVE_ATTEMPTS = 3;

/**
 * Turns the cart into an order, exactly once per idempotency key (a repeated call answers the same order). In one
 * transaction: the context row is locked (one placement per context at a time), each line's stock is taken from a
 * distribution centre with a conditional `UPDATE … SET qty = qty - n WHERE qty >= n` (the row lock makes concurrent
 * checkouts wait and re-check), the order and its lines are written, the cart is emptied and the order becomes the
 * context's last order. Any line without stock rolls everything back (`product-out-of-stock`).
 */
export async function placeOrder(
  deps: EngineDeps,
  token: string,
  { idempotencyKey, storeCode = null }: { idempotencyKey: string; storeCode?: string | null },
): Promise<OrderSummary> {
  if (!idempotencyKey) throw new RangeError('An idempotency key is required');
  // Without a payment provider an order could never be paid: none is taken (and no stock is held for it).
  paymentProvider(deps);
  // Prices come from outside (the catalog, maybe the same PGlite database, which has one connection): asked before
  // the transaction, so that the price source never waits for the transaction that waits for it.
  const before = await requireContext(deps.db, token);
  const cartSkus = await deps.db
    .selectFrom('commerce_cart_item')
    .select('referenced_id')
    .where('context_token', '=', token)
    .execute();
  const prices = await fetchPrices(
    deps,
    cartSkus.map((line) => line.referenced_id),
    before.currency,
  );
  const orderId = await deps.db.transaction().execute(async (trx) => {
    const row = await requireContext(trx, token, true);
    const existing = await orderOfKey(trx, idempotencyKey);
    if (existing) return sameContext(existing, token);
    const cart = await buildCart(deps, trx, row, prices);
    const delivery = orderableDelivery(row, cart);
    const id = await insertOrder(deps, trx, { token, idempotencyKey, storeCode, row, cart, delivery });
    if (!id) {
      // Another context used the key (ours would have been found above, under the context lock).
      return sameContext((await orderOfKey(trx, idempotencyKey))!, token);
    }
    await insertLinesTakingStock(trx, id, cart, prices);
    const promotion = cart.promotions[0];
    if (promotion) await redeemForOrder(deps, trx, promotion.voucher.id, id);
    await trx.deleteFrom('commerce_cart_item').where('context_token', '=', token).execute();
    await trx
      .updateTable('commerce_context')
      .set({ last_order_id: id, voucher_id: null, updated_at: sql`now()` })
      .where('token', '=', token)
      .execute();
    return id;
  });
  return getOrder(deps.db, orderId);
}

function orderOfKey(trx: Transaction<Database>, idempotencyKey: string) {
  return trx
    .selectFrom('commerce_order')
    .select(['id', 'context_token'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

type Delivery = Cart['deliveries'][number];

/** The cart's delivery when the cart can be ordered as it is; else the refusal. */
function orderableDelivery(row: ContextRow, cart: Cart): Delivery {
  if (cart.items.length === 0) throw new CommerceError('cart-empty', 'The cart is empty');
  // Stock is taken line by line (and refused there under concurrency); what else is missing refuses now.
  const missing = checkoutMissingOf(row, cart).filter((requirement) => requirement !== 'stock');
  if (missing.length > 0) {
    throw new CommerceError('checkout-incomplete', `Missing ${missing.join(', ')}`, { missing });
  }
  const unpriced = Object.values(cart.errors).find((error) => error.code === 'product-not-found');
  if (unpriced) throw new CommerceError('product-not-found', unpriced.message);
  const delivery = cart.deliveries[0];
  if (!delivery) throw new CommerceError('shipping-method-not-available', 'No shipping method ships this cart');
  // A voucher that stopped counting (expired, used elsewhere, minimum no longer reached) refuses the order: the
  // shopper sees the cart's notice and removes it or orders more, rather than paying more than shown.
  const voucherProblem = Object.values(cart.errors).find((error) => error.code.startsWith('voucher-'));
  if (voucherProblem) {
    throw new CommerceError('voucher-not-valid', voucherProblem.message, {
      reason: voucherProblem.code,
      fields: ['voucher'],
    });
  }
  return delivery;
}

/** Writes the order (not its lines); null when the idempotency key is taken already. */
async function insertOrder(
  deps: EngineDeps,
  trx: Transaction<Database>,
  order: {
    token: string;
    idempotencyKey: string;
    storeCode: string | null;
    row: ContextRow;
    cart: Cart;
    delivery: Delivery;
  },
): Promise<string | null> {
  const { row, cart, delivery } = order;
  const promotion = cart.promotions[0] ?? null;
  const id = randomUUID();
  const inserted = await trx
    .insertInto('commerce_order')
    .values({
      id,
      order_number: sql<string>`nextval('commerce_order_number_seq')::text`,
      idempotency_key: order.idempotencyKey,
      context_token: order.token,
      country: row.country,
      currency: row.currency,
      items_total_minor: cart.price.positionPrice,
      shipping_costs_minor: delivery.shippingCosts.totalPrice,
      total_minor: cart.price.totalPrice,
      tax_minor: cart.price.tax,
      tax_rate: cart.price.taxRate,
      shipping_method_id: delivery.shippingMethod.id,
      payment_method_id: selectedPaymentMethodId(row),
      shipping_address: row.shipping_address === null ? null : JSON.stringify(row.shipping_address),
      billing_address: JSON.stringify(row.billing_address),
      email: row.email,
      // A pickup point only goes with a pickup or service-point delivery.
      pickup: pickupProvider(row) && row.pickup ? JSON.stringify(row.pickup) : null,
      deep_link_code: randomBytes(16).toString('base64url'),
      customer_id: row.customer_id,
      store_code: order.storeCode,
      language: row.language,
      voucher_id: promotion?.voucher.id ?? null,
      discount_minor: promotion ? -promotion.price.totalPrice : 0,
      created_at: deps.now(),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? id : null;
}

/** The order's lines, each taking its stock from a distribution centre (a pre-order takes none). */
async function insertLinesTakingStock(
  trx: Transaction<Database>,
  orderId: string,
  cart: Cart,
  prices: Map<string, VariantPrice>,
): Promise<void> {
  // A stable order of rows to lock, so that two checkouts never wait for each other in a circle.
  const lines = [...cart.items].sort((a, b) => (a.referencedId < b.referencedId ? -1 : 1));
  let position = 0;
  for (const item of lines) {
    // A pre-order (the variant has a delivery time) takes no stock: it ships when the stock arrives.
    const preOrder = item.deliveryInformation.deliveryTime !== null;
    const location = preOrder ? null : await reserveStock(trx, item.referencedId, item.quantity);
    if (!preOrder && !location) {
      throw new CommerceError('product-out-of-stock', `Not enough stock of ${item.referencedId}`, {
        referencedId: item.referencedId,
      });
    }
    await trx
      .insertInto('commerce_order_line')
      .values({
        order_id: orderId,
        position: position++,
        referenced_id: item.referencedId,
        product_number: item.payload.productNumber,
        quantity: item.quantity,
        unit_price_minor: item.price.unitPrice,
        total_price_minor: item.price.totalPrice,
        payload: JSON.stringify({
          options: item.payload.options,
          deliveryTime: item.deliveryInformation.deliveryTime,
          // The price before a sale, for the order history's regular and sale prices.
          regularPrice: prices.get(item.referencedId)?.regularPriceMinor ?? item.price.unitPrice,
        }),
        stock_location_code: location,
      })
      .execute();
  }
}

/** The voucher is used by this order; a concurrent order with the same voucher finds it taken and refuses. */
async function redeemForOrder(deps: EngineDeps, trx: Transaction<Database>, voucherId: string, orderId: string) {
  const taken = await trx
    .updateTable('commerce_voucher')
    .set({ redeemed_order_id: orderId, redeemed_at: deps.now() })
    .where('id', '=', voucherId)
    .where('redeemed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!taken) {
    throw new CommerceError('voucher-not-valid', 'The voucher has been used already', {
      reason: 'voucher-redeemed',
      fields: ['voucher'],
    });
  }
}

function sameContext(order: { id: string; context_token: string }, token: string): string {
  if (order.context_token !== token) {
    throw new CommerceError('idempotency-key-reused', 'The idempotency key belongs to another context');
  }
  return order.id;
}

/** Takes `quantity` units of a SKU from one distribution centre; answers its code, or null when none has enough. */
async function reserveStock(trx: Transaction<Database>, sku: string, quantity: number): Promise<string | null> {
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
    const candidate = await trx
      .selectFrom('commerce_stock as s')
      .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
      .select('s.location_code')
      .where('l.kind', '=', 'dc')
      .where('s.sku', '=', sku)
      .where('s.qty', '>=', quantity)
      .orderBy('s.qty', 'desc')
      .orderBy('s.location_code')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return null;
    // The row lock serialises concurrent takers; the condition is re-checked on the row as the last one left it.
    const taken = await trx
      .updateTable('commerce_stock')
      .set({ qty: sql`qty - ${quantity}` })
      .where('sku', '=', sku)
      .where('location_code', '=', candidate.location_code)
      .where('qty', '>=', quantity)
      .returning('location_code')
      .executeTakeFirst();
    if (taken) return taken.location_code;
  }
  return null;
}
