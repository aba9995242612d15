import { isValidLineQuantity, MAX_LINE_QUANTITY } from '@shop/domain';
import { CommerceError } from '../errors';
import type { Cart, Context, StoreSelection } from '../model';
import type { CommerceCarts } from '../upstream';
import { toShopCart } from './cart-mapping';
import { cartErrorList, voucherRefusalIn } from './errors';
import type { SessionCalls } from './session-calls';

/** Shop SKUs go to Shopware as product numbers; one lookup per call, at most this many. */
const MAX_SKUS_PER_CALL = 50;

/**
 * The cart of a Shopware context. The shop's 99-per-line rule is checked here before Shopware is asked, so a call
 * that would pass it changes nothing (Shopware's own maximum may be higher).
 */
export class ShopwareCarts implements CommerceCarts {
  constructor(private readonly calls: SessionCalls) {}

  async getCart(token: string): Promise<Cart> {
    const { data, ref } = await this.calls.call(
      token,
      'readCart get /checkout/cart',
      {},
      {
        area: 'cart',
        idempotent: true,
      },
    );
    return toShopCart(data, token, ref.store.currency, this.calls.deps.now());
  }

  async addToCart(token: string, items: readonly { referencedId: string; quantity?: number }[]): Promise<Cart> {
    if (items.length === 0 || items.length > MAX_SKUS_PER_CALL) throw new RangeError('1 to 50 items a call');
    const wanted = new Map<string, number>();
    for (const item of items) {
      const quantity = item.quantity ?? 1;
      if (!isValidLineQuantity(quantity)) throw new RangeError(`A line holds 1 to ${MAX_LINE_QUANTITY} units`);
      wanted.set(item.referencedId, (wanted.get(item.referencedId) ?? 0) + quantity);
    }
    const current = await this.getCart(token);
    for (const [sku, quantity] of wanted) {
      const inCart = current.items.find((line) => line.referencedId === sku)?.quantity ?? 0;
      if (inCart + quantity > MAX_LINE_QUANTITY)
        throw new RangeError(`A line holds at most ${MAX_LINE_QUANTITY} units`);
    }
    const productIds = await this.productIds(token, [...wanted.keys()]);
    const { data, ref } = await this.calls.call(
      token,
      'addLineItem post /checkout/cart/line-item',
      {
        body: {
          items: [...wanted].map(([sku, quantity]) => {
            const id = productIds.get(sku)!;
            return { id, referencedId: id, type: 'product' as const, quantity };
          }),
        },
      },
      { area: 'line-item', idempotent: false },
    );
    return toShopCart(data, token, ref.store.currency, this.calls.deps.now());
  }

  async updateCartItem(token: string, item: { id: string; quantity: number }): Promise<Cart> {
    if (item.quantity <= 0) return this.deleteCartItem(token, item.id);
    if (!isValidLineQuantity(item.quantity)) throw new RangeError(`A line holds 1 to ${MAX_LINE_QUANTITY} units`);
    const { data, ref } = await this.calls.call(
      token,
      'updateLineItem patch /checkout/cart/line-item',
      { body: { items: [{ id: item.id, quantity: item.quantity }] } },
      { area: 'line-item', idempotent: false },
    );
    return toShopCart(data, token, ref.store.currency, this.calls.deps.now());
  }

  async deleteCartItem(token: string, id: string): Promise<Cart> {
    const { data, ref } = await this.calls.call(
      token,
      'removeLineItem post /checkout/cart/line-item/delete',
      { body: { ids: [id] } },
      { area: 'line-item', idempotent: false },
    );
    return toShopCart(data, token, ref.store.currency, this.calls.deps.now());
  }

  /** A promotion code of Shopware's, added as a promotion line; a code Shopware does not take is refused. */
  async redeemVoucher(token: string, code: string): Promise<Cart> {
    const session = await this.calls.session(token);
    if (!session.customerId) throw new CommerceError('not-logged-in');
    const { data, ref } = await this.calls.call(
      token,
      'addLineItem post /checkout/cart/line-item',
      { body: { items: [{ referencedId: code, type: 'promotion' as const }] } },
      { area: 'voucher', idempotent: false },
    );
    const refusal = voucherRefusalIn(cartErrorList(data.errors), code);
    if (refusal) throw refusal;
    return toShopCart(data, token, ref.store.currency, this.calls.deps.now());
  }

  async removeVoucher(token: string): Promise<Cart> {
    const { data } = await this.calls.call(
      token,
      'readCart get /checkout/cart',
      {},
      {
        area: 'cart',
        idempotent: true,
      },
    );
    const [first, ...rest] = (data.lineItems ?? []).filter((line) => line.type === 'promotion').map((line) => line.id);
    if (!first) return this.getCart(token);
    return this.deleteCartItemIds(token, [first, ...rest]);
  }

  restoreCart(_linkToken: string, _intoToken: string | null, _store: StoreSelection): Promise<Context> {
    return Promise.reject(new Error('The Shopware adapter does not restore cart links yet'));
  }

  createCartLink(_contextToken: string): Promise<string | null> {
    return Promise.reject(new Error('The Shopware adapter does not make cart links yet'));
  }

  private async deleteCartItemIds(token: string, ids: [string, ...string[]]): Promise<Cart> {
    const { data, ref } = await this.calls.call(
      token,
      'removeLineItem post /checkout/cart/line-item/delete',
      { body: { ids } },
      { area: 'line-item', idempotent: false },
    );
    return toShopCart(data, token, ref.store.currency, this.calls.deps.now());
  }

  /** Shopware's product ids of the SKUs; `product-not-found` when one is not sold in the store's sales channel. */
  private async productIds(token: string, skus: readonly string[]): Promise<Map<string, string>> {
    if (skus.some((sku) => sku.includes('|') || sku.length === 0)) throw new CommerceError('product-not-found');
    const { data } = await this.calls.call(
      token,
      'readProduct post /product',
      {
        body: {
          filter: [{ type: 'equalsAny', field: 'productNumber', value: skus.join('|') }],
          includes: { product: ['id', 'productNumber'] },
          limit: skus.length,
        },
      },
      { area: 'cart', idempotent: true },
    );
    const ids = new Map(data.elements.map((product) => [product.productNumber, product.id] as const));
    for (const sku of skus) {
      if (!ids.has(sku)) throw new CommerceError('product-not-found', 'product-not-found', { sku });
    }
    return ids;
  }
}
