import { describe, expect, it } from 'vitest';
import { toPaymentOffers, toShippingOffer, toShopCart } from '../../src/shopware/cart-mapping';
import {
  cart,
  PAYMENT_CARD_ID,
  PAYMENT_IDEAL_ID,
  PAYMENT_METHODS,
  PRODUCTS,
  SHIPPING_METHODS,
} from './recordings/shop';

const NOW = new Date('2026-11-27T10:00:00Z');

describe("Shopware's cart in the shop's shapes", () => {
  it('counts in minor units, names lines by SKU and keeps the delivery', () => {
    const shopCart = toShopCart(cart('sw', [[PRODUCTS.shirt38, 3]]), 'shop-token', 'EUR', NOW);
    expect(shopCart).toMatchObject({ token: 'shop-token', currency: 'EUR', promotions: [] });
    expect(shopCart.items).toEqual([
      expect.objectContaining({
        id: PRODUCTS.shirt38.id,
        referencedId: '20413.102.38',
        quantity: 3,
        payload: { productNumber: '20413.102.38', options: [{ group: 'Maat', option: '38' }], stock: 500 },
        price: expect.objectContaining({ unitPrice: 5995, totalPrice: 17985 }),
      }),
    ]);
    expect(shopCart.price).toMatchObject({ positionPrice: 17985, totalPrice: 18480 });
    expect(shopCart.deliveries).toEqual([
      {
        shippingMethod: { id: SHIPPING_METHODS[0]!.id, reference: 'home-delivery', type: 'delivery' },
        shippingCosts: { quantity: 1, unitPrice: 495, totalPrice: 495 },
      },
    ]);
  });

  it('reads cart errors in both of their shapes: a list, or keyed by their keys', () => {
    const error = {
      key: 'product-stock-reached-x',
      messageKey: 'product-stock-reached',
      level: 10 as const,
      message: 'Words',
    };
    const expected = {
      'product-stock-reached-x': {
        code: 'product-out-of-stock',
        key: 'product-stock-reached-x',
        messageKey: 'product-out-of-stock',
        message: 'product-out-of-stock',
        level: 'warning',
      },
    };
    const base = cart('sw', [[PRODUCTS.scarf, 1]]);
    expect(toShopCart({ ...base, errors: [error] }, 't', 'EUR', NOW).errors).toEqual(expected);
    expect(toShopCart({ ...base, errors: { [error.key]: { ...error, code: 0 } } }, 't', 'EUR', NOW).errors).toEqual(
      expected,
    );
  });

  it('offers shipping methods with their type from the custom field, costs for the cart and the selected one', () => {
    const pickup = toShippingOffer(SHIPPING_METHODS[1]!, SHIPPING_METHODS[0]!.id, cart('sw', []), false);
    expect(pickup).toEqual({
      id: SHIPPING_METHODS[1]!.id,
      reference: 'store-pickup',
      type: 'pickup',
      position: 2,
      servicePointsProvider: null,
      active: false,
      shippingCosts: null,
      selected: false,
    });
  });

  it('puts the selected payment method first', () => {
    const offers = toPaymentOffers(PAYMENT_METHODS, PAYMENT_CARD_ID);
    expect(offers.map((offer) => [offer.id, offer.selected])).toEqual([
      [PAYMENT_CARD_ID, true],
      [PAYMENT_IDEAL_ID, false],
    ]);
  });
});
