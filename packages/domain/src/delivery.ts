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
