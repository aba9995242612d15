import type { CurrencyCode } from '@shop/i18n';
/**
 * Shipping costs: a method's price depends on the number of items (quantity ranges, as Shopware's
 * `quantityStart`/`quantityEnd` prices) and drops to zero from a free-shipping threshold on the items' total.
 * The cart shows "free shipping" when the shipping costs are zero (spec §9).
 */

export interface ShippingPriceRange {
  /** Inclusive. */
  quantityStart: number;
  /** Inclusive; null: no upper bound. */
  quantityEnd: number | null;
  /** Gross, minor units. */
  priceMinor: number;
}

export interface ShippingTariff {
  currency: CurrencyCode;
  ranges: readonly ShippingPriceRange[];
  /** Items' total (gross, minor units) from which shipping is free; null: never free by amount. */
  freeFromMinor: number | null;
}

/** The shipping costs for a cart; null when no range covers the quantity (the method does not ship this cart). */
export function shippingCosts(tariff: ShippingTariff, quantity: number, itemsTotalMinor: number): number | null {
  if (quantity <= 0) return 0;
  const range = tariff.ranges.find(
    (candidate) =>
      quantity >= candidate.quantityStart && (candidate.quantityEnd === null || quantity <= candidate.quantityEnd),
  );
  if (!range) return null;
  if (tariff.freeFromMinor !== null && itemsTotalMinor >= tariff.freeFromMinor) return 0;
  return range.priceMinor;
}

export function isFreeShipping(shippingCostsMinor: number): boolean {
  return shippingCostsMinor === 0;
}

/**
 * How much more the items must cost for free shipping with this tariff; null when shipping is free already (or costs
 * nothing at all) or the tariff has no free-shipping threshold.
 */
export function freeShippingRemaining(
  tariff: ShippingTariff,
  shippingCostsMinor: number,
  itemsTotalMinor: number,
): number | null {
  if (isFreeShipping(shippingCostsMinor) || tariff.freeFromMinor === null) return null;
  return Math.max(0, tariff.freeFromMinor - itemsTotalMinor);
}
