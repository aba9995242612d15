import { dcStock, world } from './world';

export const DAY = 24 * 60 * 60 * 1000;
export const BASE = 'http://localhost:3000';
export const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A stocked size of an ordinary product (no pre-order, not coming soon) with room for a few orders. */
export const stocked = world.catalog.products.find(
  (product) =>
    !product.isOneSize &&
    product.prices.EUR.price >= 5000 &&
    (!product.comingSoonDate || new Date(product.comingSoonDate) <= new Date()) &&
    product.variants.every((variant) => !variant.deliveryTime) &&
    product.variants.some((variant) => dcStock(variant.sku) >= 12),
)!;
export const size = stocked.variants.find((variant) => dcStock(variant.sku) >= 12)!;
export const price = stocked.prices.EUR.price;

export const ERRORS = 'errors { code message field }';
export const ORDER_FIELDS = `
  id number orderType state approvalStatus allocationStatus pickStatus shipmentStatus shipmentMethod shipmentDate
  storeCode trackTraceUrl displayStatus { kind text } totalAmount { amount formatted } shippingCosts { amount }
  email invoiceAddress { firstname lastname street houseNumber zipcode city countryCode }
  deliveryAddress { zipcode }
  items { type sku productNo name size quantity regularPrice { amount } salePrice { amount } product { sku } }
`;
export const VOUCHER_FIELDS =
  'id text barcode value { amount formatted } validFrom validUntil customerNumber available redeemed';
