/**
 * Internal values of the catalog's enums: what the engine speaks, while the schema shows the enum names. One place
 * for codegen (`enumValues`, so resolver types use the internal values) and the resolvers (which map them at run time).
 */
export const CATALOG_ENUM_VALUES = {
  Segment: { FOR_HER: 'for-her', FOR_HIM: 'for-him' },
  ProductSort: {
    RECOMMENDED: 'recommended',
    NEW: 'new',
    SALE: 'sale',
    NAME_ASC: 'name-asc',
    NAME_DESC: 'name-desc',
    PRICE_ASC: 'price-asc',
    PRICE_DESC: 'price-desc',
  },
} as const;

/** Internal values of the commerce enums: the commerce engine's and the domain rules' own words. */
export const COMMERCE_ENUM_VALUES = {
  CartItemType: { PRODUCT: 'product', PROMOTION: 'promotion', CUSTOM: 'custom' },
  OrderState: { OPEN: 'open', PAID: 'paid', CANCELLED: 'cancelled', FAILED: 'failed' },
  ShippingMethodType: { DELIVERY: 'delivery', PICKUP: 'pickup', SERVICE_POINT: 'service-point' },
  DeliveryPromiseKind: { VARIANT: 'variant', SHORT: 'short', LONG: 'long' },
  CartErrorVisibility: { HIDDEN: 'hidden', SUCCESS: 'success', ERROR: 'error' },
  CheckoutRequirement: {
    CART_ITEMS: 'cart-items',
    EMAIL: 'email',
    BILLING_ADDRESS: 'billing-address',
    PICKUP_POINT: 'pickup-point',
    DHL_CUSTOMER_NUMBER: 'dhl-customer-number',
    STOCK: 'stock',
  },
  OrderDisplayStatusKind: { SHIPPED: 'shipped', PROCESSING: 'processing', OTHER: 'other' },
  NewsletterStatus: { NONE: 'none', PENDING: 'pending', CONFIRMED: 'confirmed', UNSUBSCRIBED: 'unsubscribed' },
  CustomerOrderItemType: {
    ARTICLE: 'article',
    DELIVERY: 'delivery',
    TRANSACTION_COSTS: 'transaction_costs',
    DISCOUNT: 'discount',
  },
} as const;
