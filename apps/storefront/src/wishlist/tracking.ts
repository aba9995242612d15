import { toDecimalString } from '@shop/domain';
import type { CurrencyCode } from '@shop/i18n';
import { pushEcommerceEvent } from '../tracking/public';

/**
 * The wishlist events of spec §7, `addToWishlist` and `removeFromWishlist`, in the GA4 ecommerce shape of the cart's
 * events (src/cart/tracking.ts): the product's name, id (the product SKU, as the wishlist keeps it), price, brand,
 * deepest category and colour variant, quantity 1. The currency is the store's, as for the cart events (EUR; GBP in
 * the English store: docs/decisions/0004-money-and-tracking-currency.md). The catalog knows no EAN, so the item has none.
 */
export interface TrackedWishlistProduct {
  sku: string;
  name: string;
  color: string;
  brand: { name: string };
  price: { amount: number; currency: CurrencyCode };
  /** From the segment root down: the last is the deepest category. */
  breadcrumbs: readonly { name: string }[];
}

export type WishlistEventName = 'addToWishlist' | 'removeFromWishlist';

export interface WishlistEvent {
  event: WishlistEventName;
  ecommerce: {
    currency: CurrencyCode;
    value: string;
    items: [
      {
        item_id: string;
        item_name: string;
        item_brand: string;
        item_category: string;
        item_variant: string;
        price: string;
        quantity: 1;
      },
    ];
  };
}

export function wishlistEvent(event: WishlistEventName, product: TrackedWishlistProduct): WishlistEvent {
  const price = toDecimalString(product.price);
  return {
    event,
    ecommerce: {
      currency: product.price.currency,
      value: price,
      items: [
        {
          item_id: product.sku,
          item_name: product.name,
          item_brand: product.brand.name,
          item_category: product.breadcrumbs.at(-1)?.name ?? '',
          item_variant: product.color,
          price,
          quantity: 1,
        },
      ],
    },
  };
}

export function trackWishlistEvent(event: WishlistEventName, product: TrackedWishlistProduct): void {
  pushEcommerceEvent(wishlistEvent(event, product));
}
