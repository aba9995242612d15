/**
 * The delivery promise of a cart (spec §4, §9): the variant's own delivery time when it has one (a pre-order);
 * otherwise 5–8 days when the cart holds more SKUs than the distribution centre has in stock, else 1–3 days.
 */
export type DeliveryPromise =
  | { kind: 'variant'; deliveryTime: string }
  | { kind: 'short'; minDays: 1; maxDays: 3 }
  | { kind: 'long'; minDays: 5; maxDays: 8 };

export const SHORT_DELIVERY = { kind: 'short', minDays: 1, maxDays: 3 } as const;
export const LONG_DELIVERY = { kind: 'long', minDays: 5, maxDays: 8 } as const;

export interface DeliveryPromiseInput {
  /** The variant's delivery time (e.g. "3 weeks"), when it has one. */
  deliveryTime?: string | null | undefined;
  /** The distinct SKUs in the cart. */
  cartSkus: readonly string[];
  /** Of those, the ones in stock at the distribution centre. */
  skusInStockAtDc: readonly string[];
}

export function deliveryPromise({ deliveryTime, cartSkus, skusInStockAtDc }: DeliveryPromiseInput): DeliveryPromise {
  if (deliveryTime) return { kind: 'variant', deliveryTime };
  const inCart = new Set(cartSkus);
  const inStock = new Set(skusInStockAtDc.filter((sku) => inCart.has(sku)));
  return inCart.size > inStock.size ? LONG_DELIVERY : SHORT_DELIVERY;
}

export interface DeliveryLine {
  sku: string;
  quantity: number;
  /** Units at the distribution centre. */
  stockAtDc: number;
  /** The variant's delivery time (a pre-order), if any. */
  deliveryTime?: string | null | undefined;
}

/**
 * The delivery promise of a cart's or order's lines: a pre-order line's delivery time if there is one; otherwise by
 * the rule above, where a SKU counts as in stock at the distribution centre when the centre has the line's quantity.
 * Null for no lines.
 */
export function deliveryPromiseOfLines(lines: readonly DeliveryLine[]): DeliveryPromise | null {
  if (lines.length === 0) return null;
  return deliveryPromise({
    deliveryTime: lines.find((line) => line.deliveryTime)?.deliveryTime ?? null,
    cartSkus: lines.map((line) => line.sku),
    skusInStockAtDc: lines.filter((line) => line.stockAtDc >= line.quantity).map((line) => line.sku),
  });
}
