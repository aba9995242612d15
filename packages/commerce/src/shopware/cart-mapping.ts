import type { CurrencyCode } from '@shop/i18n';
import type { components } from '@shopware/api-client/store-api-types';
import type { ShippingMethodType } from '../methods';
import type { CalculatedPrice, Cart, CartItem, PaymentMethodOffer, ShippingMethodOffer } from '../model';
import { cartErrorList, cartNoticesFor } from './errors';

type SwCart = components['schemas']['Cart'];
type SwLineItem = components['schemas']['LineItem'];
type SwShippingMethod = components['schemas']['ShippingMethod'];
type SwPaymentMethod = components['schemas']['PaymentMethod'];

/**
 * Shopware's cart in the shop's shapes. Shopware's amounts are decimals of the currency; the shop's are integer minor
 * units (both currencies the shop sells in have two decimals). Lines are keyed by Shopware's line id; the shop's
 * `referencedId` is the variant's SKU, Shopware's product number.
 */
export const toMinor = (amount: number | undefined | null): number => Math.round((amount ?? 0) * 100);

/** The custom field of a Shopware shipping method that says how it delivers (default: `delivery`). */
export const SHIPPING_TYPE_FIELD = 'shop_shipping_type';
/** The custom field naming the service-point provider of a `service-point` method (`dhl`, `postnl`, `bpost`). */
export const SERVICE_POINTS_PROVIDER_FIELD = 'shop_service_points_provider';

interface LinePayload {
  productNumber?: string;
  options?: { group?: string; option?: string }[];
  stock?: number;
}

function payloadOf(line: SwLineItem): LinePayload {
  return (line.payload ?? {}) as LinePayload;
}

function priceOf(price: SwLineItem['price'], quantity: number): CalculatedPrice {
  return {
    unitPrice: toMinor(price?.unitPrice),
    quantity: price?.quantity ?? quantity,
    totalPrice: toMinor(price?.totalPrice),
    calculatedTaxes: (price?.calculatedTaxes ?? []).map((tax) => ({
      tax: toMinor(tax.tax),
      taxRate: tax.taxRate,
      price: toMinor(tax.price),
    })),
    taxRules: (price?.taxRules ?? []).map((rule) => ({ taxRate: rule.taxRate ?? 0, percentage: 100 })),
  };
}

function toCartItem(line: SwLineItem, modified: Date): CartItem {
  const payload = payloadOf(line);
  const quantity = line.quantity ?? 1;
  const stock = line.deliveryInformation?.stock ?? payload.stock ?? 0;
  return {
    id: line.id,
    referencedId: payload.productNumber ?? line.referencedId ?? line.id,
    type: 'product',
    quantity,
    payload: {
      productNumber: payload.productNumber ?? '',
      options: (payload.options ?? []).map((option) => ({ group: option.group ?? '', option: option.option ?? '' })),
      stock,
    },
    deliveryInformation: { stock, deliveryTime: null },
    price: priceOf(line.price, quantity),
    removable: true,
    stackable: true,
    modified,
  };
}

export function shippingTypeOf(method: Pick<SwShippingMethod, 'customFields'> | undefined): ShippingMethodType {
  const type = method?.customFields?.[SHIPPING_TYPE_FIELD];
  return type === 'pickup' || type === 'service-point' ? type : 'delivery';
}

/** Shopware's cart as the shop's, under the shop's session token. */
export function toShopCart(cart: SwCart, token: string, currency: CurrencyCode, now: Date): Cart {
  const lines = cart.lineItems ?? [];
  const calculatedTaxes = cart.price.calculatedTaxes ?? [];
  return {
    name: 'frontend-cart',
    token,
    currency,
    items: lines.filter((line) => line.type === 'product').map((line) => toCartItem(line, now)),
    // Promotion codes are the shop's loyalty vouchers; their lines are mapped with the voucher area (pending).
    promotions: [],
    price: {
      positionPrice: toMinor(cart.price.positionPrice),
      totalPrice: toMinor(cart.price.totalPrice),
      netPrice: toMinor(cart.price.netPrice),
      taxRate: Math.max(0, ...(cart.price.taxRules ?? []).map((rule) => rule.taxRate ?? 0)),
      tax: calculatedTaxes.reduce((sum, tax) => sum + toMinor(tax.tax), 0),
    },
    deliveries: (cart.deliveries ?? []).flatMap((delivery) =>
      delivery.shippingMethod
        ? [
            {
              shippingMethod: {
                id: delivery.shippingMethod.id,
                reference: delivery.shippingMethod.technicalName,
                type: shippingTypeOf(delivery.shippingMethod),
              },
              shippingCosts: {
                quantity: 1 as const,
                unitPrice: toMinor(delivery.shippingCosts?.unitPrice),
                totalPrice: toMinor(delivery.shippingCosts?.totalPrice),
              },
            },
          ]
        : [],
    ),
    errors: cartNoticesFor(cartErrorList(cart.errors)),
  };
}

export function toShippingOffer(
  method: SwShippingMethod,
  selectedId: string | null,
  cart: SwCart | null,
  available: boolean,
): ShippingMethodOffer {
  const delivery = cart?.deliveries?.find((entry) => entry.shippingMethod?.id === method.id);
  const provider = method.customFields?.[SERVICE_POINTS_PROVIDER_FIELD];
  return {
    id: method.id,
    reference: method.technicalName,
    type: shippingTypeOf(method),
    position: method.position ?? 0,
    servicePointsProvider: typeof provider === 'string' ? provider : null,
    active: available,
    shippingCosts: delivery ? toMinor(delivery.shippingCosts?.totalPrice) : null,
    selected: method.id === selectedId,
  };
}

/** The payment methods, the selected one first. */
export function toPaymentOffers(methods: readonly SwPaymentMethod[], selectedId: string | null): PaymentMethodOffer[] {
  const offers = methods.map((method) => ({
    id: method.id,
    reference: method.technicalName,
    selected: method.id === selectedId,
  }));
  return [...offers.filter((offer) => offer.selected), ...offers.filter((offer) => !offer.selected)];
}
