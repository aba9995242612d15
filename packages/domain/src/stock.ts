/**
 * Size option states (spec storefront §4, §9): how one size of a product can be bought now.
 *
 * - coming soon: the product's comingSoonDate lies in the future (whatever the stock);
 * - pre-order: the size has a delivery time (shown as "Pre Order" plus the time);
 * - out of stock: nothing left;
 * - last item: fewer than 2 left; just a few left: fewer than 5 left (both only without a delivery time);
 * - in stock otherwise.
 */
export type SizeOptionState = 'IN_STOCK' | 'LAST_ITEM' | 'FEW_LEFT' | 'PRE_ORDER' | 'OUT_OF_STOCK' | 'COMING_SOON';

/** "Last item" below this many units. */
export const LAST_ITEM_BELOW = 2;
/** "Just a few left" below this many units. */
export const FEW_LEFT_BELOW = 5;

export interface SizeOption {
  availableStock: number;
  deliveryTime: string | null;
}

/** Whether a product announced for a date is still to come. Dates are ISO (`2026-12-01` or a full timestamp). */
export function isComingSoon(comingSoonDate: string | null, now: Date): boolean {
  if (!comingSoonDate) return false;
  const date = new Date(comingSoonDate);
  return !Number.isNaN(date.getTime()) && date.getTime() > now.getTime();
}

export function sizeOptionState(
  option: SizeOption,
  product: { comingSoonDate: string | null },
  now: Date,
): SizeOptionState {
  if (isComingSoon(product.comingSoonDate, now)) return 'COMING_SOON';
  if (option.deliveryTime) return 'PRE_ORDER';
  if (option.availableStock <= 0) return 'OUT_OF_STOCK';
  if (option.availableStock < LAST_ITEM_BELOW) return 'LAST_ITEM';
  if (option.availableStock < FEW_LEFT_BELOW) return 'FEW_LEFT';
  return 'IN_STOCK';
}

/** Sizes that go in the cart now. */
export function isOrderable(state: SizeOptionState): boolean {
  return state === 'IN_STOCK' || state === 'LAST_ITEM' || state === 'FEW_LEFT' || state === 'PRE_ORDER';
}

/** Sizes that offer the "Mail me" (back-in-stock) control instead. */
export function isNotifiable(state: SizeOptionState): boolean {
  return state === 'OUT_OF_STOCK' || state === 'COMING_SOON';
}
