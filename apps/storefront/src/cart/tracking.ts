import { toDecimalString } from '@shop/domain';
import type { CurrencyCode } from '@shop/i18n';
import { pushEcommerceEvent } from '../tracking/public';

/**
 * Cart events on the tag manager's data layer in the GA4 ecommerce shape (spec §7): add_to_cart, remove_from_cart,
 * view_cart. Prices are decimal strings with a dot (`toDecimalString`), the currency is the store's (EUR, or GBP in
 * the English store: see docs/decisions/0004-money-and-tracking-currency.md), item_id is the variant SKU.
 */

/** What a tracked line needs: the gateway's cart line (CartLine fragment). */
export interface TrackedLine {
  referencedId: string;
  quantity: number;
  label: string;
  price: { unitPrice: { amount: number; currency: CurrencyCode } };
  product?: { name: string; brand: { name: string } } | null | undefined;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant: string;
  price: string;
  quantity: number;
}

export interface Ga4CartEvent {
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart';
  ecommerce: { currency: CurrencyCode; value: string; items: Ga4Item[] };
}

const itemOf = (line: TrackedLine, quantity: number): Ga4Item => ({
  item_id: line.referencedId,
  item_name: line.product?.name ?? '',
  item_brand: line.product?.brand.name ?? '',
  item_variant: line.label,
  price: toDecimalString(line.price.unitPrice),
  quantity,
});

/** An event about some units of lines (`quantity` per line: the units added or removed). */
export function cartEvent(
  event: Ga4CartEvent['event'],
  lines: readonly { line: TrackedLine; quantity: number }[],
): Ga4CartEvent | null {
  const first = lines[0];
  if (!first) return null;
  const { currency } = first.line.price.unitPrice;
  const value = lines.reduce((sum, { line, quantity }) => sum + line.price.unitPrice.amount * quantity, 0);
  return {
    event,
    ecommerce: {
      currency,
      value: toDecimalString({ amount: value, currency }),
      items: lines.map(({ line, quantity }) => itemOf(line, quantity)),
    },
  };
}

export function trackCartEvent(
  event: Ga4CartEvent['event'],
  lines: readonly { line: TrackedLine; quantity: number }[],
): void {
  const payload = cartEvent(event, lines);
  if (payload) pushEcommerceEvent(payload);
}
