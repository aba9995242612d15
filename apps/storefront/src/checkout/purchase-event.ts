import { toDecimalString } from '@shop/domain';
import type { CheckoutOrderQuery } from './checkout.generated';

type Order = NonNullable<CheckoutOrderQuery['order']>;

/** The GA4 `purchase` event of an order: amounts as machine decimals (`toDecimalString`), in the order's currency. */
export function purchaseEvent(order: Order) {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      value: toDecimalString(order.totalPrice),
      tax: toDecimalString(order.tax),
      shipping: toDecimalString(order.shippingCosts),
      currency: order.totalPrice.currency,
      items: order.items.map((line, index) => ({
        item_id: line.product?.sku ?? line.referencedId,
        item_name: line.product?.name ?? line.referencedId,
        item_brand: line.product?.brand?.name,
        item_variant: line.label,
        price: toDecimalString(line.unitPrice),
        quantity: line.quantity,
        index,
      })),
    },
  };
}

const trackedKey = (orderNumber: string) => `checkout:purchase-tracked:${orderNumber}`;

/**
 * Pushes the order's purchase once per browser session (a reload of the finish page does not count it twice); GA4's
 * advice: clear the previous ecommerce object first.
 */
export function trackPurchase(order: Order, push: (event: object) => void, storage: Storage | undefined): boolean {
  try {
    if (storage?.getItem(trackedKey(order.orderNumber))) return false;
    storage?.setItem(trackedKey(order.orderNumber), '1');
  } catch {
    // Storage refused (private mode): count it anyway.
  }
  push({ ecommerce: null });
  push(purchaseEvent(order));
  return true;
}
