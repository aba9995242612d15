import { randomUUID } from 'node:crypto';
import {
  isValidLineQuantity,
  lineQuantityAfterAdding,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type VoucherRedeemProblem,
  voucherRedeemProblem,
} from '@shop/domain';
import { sql } from 'kysely';
import { copySavedLines, saveCartLink, savedCartLines } from './cart-links';
import { buildCart, PROMOTION_LINE_PREFIX } from './cart-pricing';
import { loadContext, openContext, requireContext } from './context-store';
import type { EngineDeps } from './engine-deps';
import { CommerceError, type CommerceErrorCode } from './errors';
import { findVoucher } from './loyalty';
import type { Cart, Context, StoreSelection } from './model';

/** Engine errors of a voucher that cannot be redeemed, by the domain's reason. */
const VOUCHER_ERRORS: Record<VoucherRedeemProblem, CommerceErrorCode> = {
  'not-yours': 'voucher-not-found',
  'wrong-currency': 'voucher-not-found',
  redeemed: 'voucher-redeemed',
  'not-yet-valid': 'voucher-not-yet-valid',
  expired: 'voucher-expired',
  'minimum-not-reached': 'voucher-minimum-not-reached',
};

/** The context's cart: lines, quantities, the redeemed voucher and restore links. */
export class EmbeddedCarts {
  constructor(private readonly deps: EngineDeps) {}

  async getCart(token: string): Promise<Cart> {
    return buildCart(this.deps, this.deps.db, await requireContext(this.deps.db, token));
  }

  /**
   * Adds variants by SKU; one already in the cart gets its quantity raised (by one, for the default quantity). A line
   * holds at most MAX_LINE_QUANTITY units, counted on the sum: an add that would pass it is refused with a RangeError
   * (the gateway's "Please choose a quantity between 1 and 99."), and so is the whole call: the cart stays as it was.
   * A new line past MAX_CART_LINES is refused the same way (`cart-full`); the context's row is locked first, so the
   * count holds against concurrent adds.
   */
  async addToCart(token: string, items: readonly { referencedId: string; quantity?: number }[]): Promise<Cart> {
    const row = await requireContext(this.deps.db, token);
    const prices = await this.deps.priceSource.prices(
      items.map((item) => item.referencedId),
      row.currency,
    );
    await this.deps.db.transaction().execute(async (trx) => {
      // One add of a cart at a time (the context's row locked first): two concurrent adds of several lines in
      // different orders would otherwise lock the lines crosswise and deadlock.
      await requireContext(trx, token, true);
      const { lines } = await trx
        .selectFrom('commerce_cart_item')
        .select((eb) => eb.fn.countAll<number>().as('lines'))
        .where('context_token', '=', token)
        .executeTakeFirstOrThrow();
      let lineCount = Number(lines);
      for (const item of items) {
        const price = prices.get(item.referencedId);
        if (!price) throw new CommerceError('product-not-found', `No product ${item.referencedId}`);
        if (price.orderable === false) {
          throw new CommerceError('product-not-orderable', `${item.referencedId} cannot be ordered now`);
        }
        const quantity = item.quantity ?? 1;
        if (!isValidLineQuantity(quantity)) {
          throw new RangeError(`Quantity must be 1 to ${MAX_LINE_QUANTITY}, got ${quantity}`);
        }
        const line = await trx
          .selectFrom('commerce_cart_item')
          .select('quantity')
          .where('context_token', '=', token)
          .where('referenced_id', '=', price.sku)
          .forUpdate()
          .executeTakeFirst();
        if (lineQuantityAfterAdding(line?.quantity ?? 0, quantity) === null) {
          throw new RangeError(`A cart line holds at most ${MAX_LINE_QUANTITY} units`);
        }
        if (!line) {
          if (lineCount >= MAX_CART_LINES) {
            throw new CommerceError('cart-full', `A cart holds at most ${MAX_CART_LINES} different items`);
          }
          lineCount += 1;
        }
        const written = await trx
          .insertInto('commerce_cart_item')
          .values({
            id: randomUUID(),
            context_token: token,
            referenced_id: price.sku,
            product_number: price.productNumber,
            quantity,
            payload: JSON.stringify({ options: price.options ?? [] }),
          })
          .onConflict((conflict) =>
            conflict
              .columns(['context_token', 'referenced_id'])
              .doUpdateSet({
                quantity: sql`commerce_cart_item.quantity + excluded.quantity`,
                modified_at: sql`now()`,
              })
              // A line a concurrent add made after the read above (nothing to lock then): the sum is checked again here,
              // in the same statement that writes it.
              .where(sql<number>`commerce_cart_item.quantity + excluded.quantity`, '<=', MAX_LINE_QUANTITY),
          )
          .returning('id')
          .executeTakeFirst();
        if (!written) throw new RangeError(`A cart line holds at most ${MAX_LINE_QUANTITY} units`);
      }
    });
    return this.getCart(token);
  }

  /** Sets a line's quantity; 0 or less removes it. */
  async updateCartItem(token: string, item: { id: string; quantity: number }): Promise<Cart> {
    if (item.quantity <= 0) return this.deleteCartItem(token, item.id);
    if (!isValidLineQuantity(item.quantity)) {
      throw new RangeError(`Quantity must be 1 to ${MAX_LINE_QUANTITY}, got ${item.quantity}`);
    }
    await requireContext(this.deps.db, token);
    const result = await this.deps.db
      .updateTable('commerce_cart_item')
      .set({ quantity: item.quantity, modified_at: sql`now()` })
      .where('context_token', '=', token)
      .where('id', '=', item.id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new CommerceError('cart-item-not-found', `No cart item ${item.id}`);
    return this.getCart(token);
  }

  async deleteCartItem(token: string, id: string): Promise<Cart> {
    // A promotion line is the redeemed voucher: removing it takes the voucher out of the cart.
    if (id.startsWith(PROMOTION_LINE_PREFIX)) {
      const row = await requireContext(this.deps.db, token);
      if (row.voucher_id && id === `${PROMOTION_LINE_PREFIX}${row.voucher_id}`) return this.removeVoucher(token);
      throw new CommerceError('cart-item-not-found', `No cart item ${id}`);
    }
    await requireContext(this.deps.db, token);
    const result = await this.deps.db
      .deleteFrom('commerce_cart_item')
      .where('context_token', '=', token)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new CommerceError('cart-item-not-found', `No cart item ${id}`);
    return this.getCart(token);
  }

  /**
   * Redeems one of the logged-in customer's vouchers (by its code) in the cart: it must be theirs, redeemable now,
   * unused, and the items must reach its minimum. One per cart: a second one replaces the first.
   */
  async redeemVoucher(token: string, code: string): Promise<Cart> {
    const row = await requireContext(this.deps.db, token);
    if (!row.customer_id) throw new CommerceError('not-logged-in', 'Only a logged-in customer redeems vouchers');
    const voucher = await findVoucher(this.deps.db, { barcode: code.trim() });
    // Someone else's code answers as an unknown one: the answer tells nothing about other accounts.
    if (!voucher || voucher.customerId !== row.customer_id) {
      throw new CommerceError('voucher-not-found', `No voucher ${code}`, { fields: ['code'] });
    }
    const cart = await buildCart(this.deps, this.deps.db, { ...row, voucher_id: null });
    const problem = voucherRedeemProblem(
      voucher,
      { customerId: row.customer_id, currency: row.currency, itemsTotalMinor: cart.price.positionPrice },
      this.deps.now(),
    );
    if (problem) throw new CommerceError(VOUCHER_ERRORS[problem], `Voucher ${code}: ${problem}`, { fields: ['code'] });
    await this.deps.db
      .updateTable('commerce_context')
      .set({ voucher_id: voucher.id, updated_at: sql`now()` })
      .where('token', '=', token)
      .execute();
    return this.getCart(token);
  }

  /** Takes the redeemed voucher out of the cart (nothing happens without one). */
  async removeVoucher(token: string): Promise<Cart> {
    await requireContext(this.deps.db, token);
    await this.deps.db
      .updateTable('commerce_context')
      .set({ voucher_id: null, updated_at: sql`now()` })
      .where('token', '=', token)
      .execute();
    return this.getCart(token);
  }

  /**
   * Opens a cart restore link (a cancelled payment's return address, a mail): copies the lines saved behind it into
   * the caller's own context (`intoToken`; a new guest context in `store` when null) and answers that context. The
   * link never hands over a session: not the one it was made from, not a customer's; the caller's login is left as it
   * is. Opening it again changes nothing (see `copySavedLines`). A session token is refused like any unknown link
   * (`cart-link-not-found`); an old link is `cart-link-expired`; either way nothing is changed or created.
   */
  async restoreCart(linkToken: string, intoToken: string | null, store: StoreSelection): Promise<Context> {
    const lines = await savedCartLines(this.deps.db, linkToken, this.deps.now());
    const into = intoToken ? await loadContext(this.deps.db, intoToken) : await openContext(this.deps.db, null, store);
    await copySavedLines(this.deps.db, this.deps.priceSource, lines, {
      token: into.token,
      currency: into.salesChannel.currency,
    });
    return loadContext(this.deps.db, into.token);
  }

  /**
   * A restore link's token for a context's cart as it is now (see `saveCartLink`); null when the cart is empty. For
   * the places that send a shopper back to their cart from outside the shop: the payment page's return address, mails.
   */
  async createCartLink(contextToken: string): Promise<string | null> {
    return saveCartLink(this.deps.db, contextToken, this.deps.now());
  }
}
