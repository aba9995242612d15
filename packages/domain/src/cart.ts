/**
 * Cart display rules: which cart errors the shopper sees and how (spec §5), and how Belgian totals are shown (§9).
 */
import type { CountryCode } from '@shop/i18n';
import { formatMoney, type Money } from './money';
import { isDiscountHidden } from './pricing';

export type CartErrorVisibility = 'hidden' | 'success' | 'error';

/** Cart error codes that are never shown: the checkout offers another method instead. */
export const SUPPRESSED_CART_ERRORS = ['payment-method-blocked', 'shipping-method-blocked'] as const;
/** Cart "errors" that are good news. */
export const SUCCESS_CART_ERRORS = ['promotion-discount-added'] as const;

export function cartErrorVisibility(code: string): CartErrorVisibility {
  if ((SUPPRESSED_CART_ERRORS as readonly string[]).includes(code)) return 'hidden';
  if ((SUCCESS_CART_ERRORS as readonly string[]).includes(code)) return 'success';
  return 'error';
}

/**
 * A cart total as shown. In Belgium a whole-number total is shown without decimals (`€ 50`); a sale total is rounded
 * to two decimals and keeps them; every other total has two decimals.
 */
export function formatCartTotal(
  total: Money,
  { country, locale, isSale = false }: { country: CountryCode; locale: string; isSale?: boolean },
): string {
  if (country === 'BE' && !isSale && total.amount % 100 === 0) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: total.currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(total.amount / 100);
  }
  return formatMoney(total, locale);
}

/** A sale total (a decimal amount after a percentage discount) rounded to two decimals, half away from zero. */
export function roundSaleTotal(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

/**
 * What the cart totals show. In Belgium during a sale period (only with the sale-period flag on, which stays off) the
 * discount is hidden and only the items' total is shown as the subtotal.
 */
export function cartTotalsDisplay({
  country,
  now,
  salePeriodEnabled,
}: {
  country: CountryCode;
  now: Date;
  salePeriodEnabled?: boolean | undefined;
}): { showDiscount: boolean; onlyItemsTotalAtSubtotal: boolean } {
  const hidden = isDiscountHidden({ country, now, salePeriodEnabled });
  return { showDiscount: !hidden, onlyItemsTotalAtSubtotal: hidden };
}

/** The most units one cart line holds (the quantity chooser offers 1 to 99; adding the same SKU again counts too). */
export const MAX_LINE_QUANTITY = 99;

/**
 * The most different items (lines) one cart holds. The spec names no limit; a cart that grows without bound costs
 * every page that shows it, so an add of a new item past it is refused ("Your shopping cart is full …") and the cart
 * stays as it was. Merging a guest cart into a customer's at login may pass it (nothing is lost); adds then wait
 * until lines are removed.
 */
export const MAX_CART_LINES = 100;

/** Whether a line may hold this many units: a whole number from 1 to MAX_LINE_QUANTITY. */
export function isValidLineQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/**
 * A line's quantity after adding `added` units to the `current` ones (0 for a new line), or null when the add is
 * refused: `added` is no valid quantity, or the sum passes MAX_LINE_QUANTITY. A refused add changes nothing (the
 * shopper sees "Please choose a quantity between 1 and 99." and the cart as it was), rather than quietly capping.
 */
export function lineQuantityAfterAdding(current: number, added: number): number | null {
  if (!isValidLineQuantity(added)) return null;
  const total = current + added;
  return isValidLineQuantity(total) ? total : null;
}
