import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import type { Wishlist } from './model';

/** A wishlist keeps at most this many products; a merge beyond it keeps the newest. */
export const MAX_WISHLIST_ITEMS = 200;

/**
 * The logged-in customer's product wishlist (spec commerce §3, storefront §4): product SKUs, newest first. The caller
 * checks that a SKU is a product of the catalog before adding it (the engine does not know the catalog).
 */
export class CustomerWishlist {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(customerId: string): Promise<Wishlist> {
    const rows = await this.db
      .selectFrom('commerce_wishlist_item')
      .select(['product_sku', 'added_at'])
      .where('customer_id', '=', customerId)
      .orderBy('added_at', 'desc')
      .orderBy('product_sku')
      .limit(MAX_WISHLIST_ITEMS)
      .execute();
    return { customerId, items: rows.map((row) => ({ sku: row.product_sku, addedAt: row.added_at })) };
  }

  /** Adds a product; one already on the list keeps its place. */
  async add(customerId: string, sku: string): Promise<Wishlist> {
    await this.insert(customerId, [{ sku, addedAt: this.now() }]);
    return this.get(customerId);
  }

  async remove(customerId: string, sku: string): Promise<Wishlist> {
    await this.db
      .deleteFrom('commerce_wishlist_item')
      .where('customer_id', '=', customerId)
      .where('product_sku', '=', sku)
      .execute();
    return this.get(customerId);
  }

  /**
   * Adds a guest's list (kept in the browser, newest first) after login: products already on the account keep their
   * place, the others come first in the guest's order.
   */
  async merge(customerId: string, skus: readonly string[]): Promise<Wishlist> {
    const now = this.now().getTime();
    const unique = [...new Set(skus)].slice(0, MAX_WISHLIST_ITEMS);
    // One millisecond apart, the first newest: "newest first" shows them in the order the guest had them.
    await this.insert(
      customerId,
      unique.map((sku, index) => ({ sku, addedAt: new Date(now - index) })),
    );
    return this.get(customerId);
  }

  private async insert(customerId: string, items: { sku: string; addedAt: Date }[]): Promise<void> {
    if (items.length === 0) return;
    await this.db
      .insertInto('commerce_wishlist_item')
      .values(items.map((item) => ({ customer_id: customerId, product_sku: item.sku, added_at: item.addedAt })))
      .onConflict((conflict) => conflict.columns(['customer_id', 'product_sku']).doNothing())
      .execute();
    // Beyond the bound the oldest go.
    await this.db
      .deleteFrom('commerce_wishlist_item')
      .where('customer_id', '=', customerId)
      .where(
        'product_sku',
        'not in',
        this.db
          .selectFrom('commerce_wishlist_item')
          .select('product_sku')
          .where('customer_id', '=', customerId)
          .orderBy('added_at', 'desc')
          .orderBy('product_sku')
          .limit(MAX_WISHLIST_ITEMS),
      )
      .execute();
  }
}
