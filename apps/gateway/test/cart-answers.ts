import { dcStock, world } from './world';

export const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
export const now = new Date();

/** An ordinary product (not coming soon, no pre-order) and one of its sizes with enough stock at the DC. */
export const stocked = world.catalog.products.find(
  (product) =>
    !product.isOneSize &&
    product.prices.EUR.price % 5 === 0 &&
    (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
    product.variants.every((variant) => !variant.deliveryTime) &&
    product.variants.some((variant) => dcStock(variant.sku) >= 8),
)!;
export const size = stocked.variants.find((variant) => dcStock(variant.sku) >= 8)!;
export const soldOut = world.catalog.products
  .flatMap((product) =>
    product.variants
      .filter((variant) => !variant.deliveryTime && dcStock(variant.sku) === 0)
      .map((variant) => ({ product, variant })),
  )
  .find(({ product }) => !product.comingSoonDate || new Date(product.comingSoonDate) <= now)!;

export const CART_FIELDS = `
  itemCount
  items { id referencedId quantity label payload { productNumber stock } price { unitPrice { amount formatted } totalPrice { amount } }
          deliveryPromise { kind text } product { sku name brand { name } } }
  price { totalPrice { amount currency } positionPrice { amount } tax { amount } vatLabel totalFormatted }
  shippingCosts { amount } freeShipping freeShippingRemaining { amount formatted }
  deliveryPromise { kind minDays maxDays text }
  errors { code message visibility }
`;
