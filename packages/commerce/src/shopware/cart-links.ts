import type { Database } from '@shop/db';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import type { Kysely } from 'kysely';
import { type SavedCartLine, saveCartLines, savedCartLines } from '../cart-links';
import { CommerceError } from '../errors';
import type { Context, StoreSelection } from '../model';
import type { CommerceCarts, CommerceContexts } from '../upstream';

/** At most this many lines go back into a cart from a link or a failed order (the shop's carts hold 100 lines). */
const MAX_COPIED_LINES = 100;

/**
 * Cart restore links over Shopware carts: the shop's own links (decision 19), kept in the shop's database like the
 * embedded engine's. A link holds a copy of the lines by SKU, never the Shopware context it was made from; opening it
 * copies the lines into the visitor's own context through the Store API's cart calls.
 */
export class ShopwareCartLinks {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      carts: Pick<CommerceCarts, 'getCart' | 'addToCart' | 'updateCartItem'>;
      contexts: CommerceContexts;
      now: () => Date;
    },
  ) {}

  async createCartLink(contextToken: string): Promise<string | null> {
    const cart = await this.deps.carts.getCart(contextToken);
    const lines = cart.items.map((item) => ({ referencedId: item.referencedId, quantity: item.quantity }));
    return saveCartLines(this.deps.db, lines, this.deps.now());
  }

  async restoreCart(linkToken: string, intoToken: string | null, store: StoreSelection): Promise<Context> {
    const lines = await savedCartLines(this.deps.db, linkToken, this.deps.now());
    const context = await this.deps.contexts.getOrCreateContext(intoToken, store);
    await this.copyLines(context.token, lines);
    return this.deps.contexts.getContext(context.token);
  }

  /**
   * Copies lines into a context's cart, idempotently: a line already in the cart keeps the larger of the two
   * quantities (at most 99), a new one comes in with its quantity; SKUs Shopware no longer sells are left out.
   */
  async copyLines(token: string, lines: readonly SavedCartLine[]): Promise<void> {
    const wanted = new Map<string, number>();
    for (const line of lines.slice(0, MAX_COPIED_LINES)) {
      const quantity = Math.min(MAX_LINE_QUANTITY, Math.trunc(line.quantity));
      if (quantity >= 1) wanted.set(line.referencedId, Math.max(wanted.get(line.referencedId) ?? 0, quantity));
    }
    const cart = await this.deps.carts.getCart(token);
    const missing: { referencedId: string; quantity: number }[] = [];
    for (const [sku, quantity] of wanted) {
      const line = cart.items.find((item) => item.referencedId === sku);
      if (!line) missing.push({ referencedId: sku, quantity });
      else if (line.quantity < quantity) await this.deps.carts.updateCartItem(token, { id: line.id, quantity });
    }
    // A SKU no longer sold refuses the whole call: it is left out and the rest added (one try per line at most).
    for (let attempt = 0; missing.length > 0 && attempt <= wanted.size; attempt++) {
      try {
        await this.deps.carts.addToCart(token, missing);
        return;
      } catch (error) {
        const sku = error instanceof CommerceError ? error.details.sku : undefined;
        const index = missing.findIndex((line) => line.referencedId === sku);
        if (error instanceof CommerceError && error.code === 'product-not-found' && index >= 0)
          missing.splice(index, 1);
        else throw error;
      }
    }
  }
}
