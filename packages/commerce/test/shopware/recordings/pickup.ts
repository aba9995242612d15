import { type Exchange, exchange } from '../recording';
import { addLines, findProducts, newContext, readCart } from './carts';
import { BILLING_NL, createOrder, EMAIL, guestCustomer, type RecordedOrder, readCountryNl } from './orders';
import { CHANNEL_NL, COUNTRY_NL_ID, guestContext, PRODUCTS, SHIPPING_PICKUP_ID } from './shop';

/**
 * A store pickup and a separate delivery address: where the guest registration sends Shopware the pickup point or the
 * shipping address (checkout-pickup.test.ts). Written by hand from the Store API reference.
 */
const channel = CHANNEL_NL;
const { shirt38 } = PRODUCTS;
export const PICKUP_TOKEN = 'sw-recorded-context-pickup-1';
const PICKUP_GUEST = 'sw-recorded-context-pickup-1-guest';
export const DELIVERY_TOKEN = 'sw-recorded-context-delivery-1';
const DELIVERY_GUEST = 'sw-recorded-context-delivery-1-guest';

const readPickupContext = (token: string, note: string): Exchange =>
  exchange('readContext get /context', {
    note,
    channel,
    contextToken: token,
    response: { status: 200, contextToken: token, body: guestContext(token, { shippingMethodId: SHIPPING_PICKUP_ID }) },
  });

const readDeliveryContext = (token: string, note: string): Exchange =>
  exchange('readContext get /context', {
    note,
    channel,
    contextToken: token,
    response: { status: 200, contextToken: token, body: guestContext(token) },
  });

const register = (token: string, newToken: string, customerId: string, shippingAddress: object): Exchange =>
  exchange('register post /account/register', {
    note: 'register the guest with where the order goes',
    channel,
    contextToken: token,
    request: {
      body: {
        guest: true,
        email: EMAIL,
        firstName: 'Anna',
        lastName: 'de Vries',
        acceptedDataProtection: true,
        storefrontUrl: 'https://shop.example.nl',
        billingAddress: BILLING_NL,
        shippingAddress,
      } as never,
    },
    response: { status: 200, contextToken: newToken, body: guestCustomer(customerId) },
  });

export const PICKUP_ORDER: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f720',
  orderNumber: '10020',
  deepLinkCode: 'deeplink10020aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt38, 1]],
  payment: 'open',
};
export const DELIVERY_ORDER: RecordedOrder = {
  ...PICKUP_ORDER,
  id: '0190b1c2d3e47f8091a2b3c4d5e6f721',
  orderNumber: '10021',
};

const addShirt = (token: string): Exchange[] => [
  readCart(token, [], 'quantities before adding'),
  findProducts(token, [shirt38], [shirt38.sku]),
  addLines(token, [[shirt38, 1]], [[shirt38, 1]]),
];

export const PICKUP_EXCHANGES: readonly Exchange[] = [
  newContext(PICKUP_TOKEN),
  readPickupContext(PICKUP_TOKEN, 'after the e-mail address'),
  readPickupContext(PICKUP_TOKEN, 'after the address'),
  ...addShirt(PICKUP_TOKEN),
  readCart(PICKUP_TOKEN, [[shirt38, 1]], 'what is missing'),
  readPickupContext(PICKUP_TOKEN, 'store pickup: a store is missing'),
  readPickupContext(PICKUP_TOKEN, 'store pickup takes a store, not a PostNL point'),
  readPickupContext(PICKUP_TOKEN, 'store pickup: the store'),
  readPickupContext(PICKUP_TOKEN, 'after the store'),
  readCart(PICKUP_TOKEN, [[shirt38, 1]], 'what is missing'),
  readPickupContext(PICKUP_TOKEN, 'nothing missing'),
  readCart(PICKUP_TOKEN, [[shirt38, 1]], 'the cart to order'),
  readPickupContext(PICKUP_TOKEN, 'what is missing before the order'),
  readCountryNl(PICKUP_TOKEN),
  register(PICKUP_TOKEN, PICKUP_GUEST, '0190c0ffee0000000000000000000020', {
    firstName: 'Anna',
    lastName: 'de Vries',
    street: 'Straat 1',
    zipcode: '0000',
    city: 'Utrecht',
    countryId: COUNTRY_NL_ID,
    company: 'store-utrecht',
    additionalAddressLine1: 'stores store-utrecht',
  }),
  createOrder(PICKUP_GUEST, PICKUP_ORDER),
];

export const DELIVERY_EXCHANGES: readonly Exchange[] = [
  newContext(DELIVERY_TOKEN),
  readDeliveryContext(DELIVERY_TOKEN, 'after the e-mail address'),
  readDeliveryContext(DELIVERY_TOKEN, 'after the address'),
  readDeliveryContext(DELIVERY_TOKEN, 'after the delivery address'),
  ...addShirt(DELIVERY_TOKEN),
  readCart(DELIVERY_TOKEN, [[shirt38, 1]], 'the cart to order'),
  readDeliveryContext(DELIVERY_TOKEN, 'what is missing before the order'),
  register(DELIVERY_TOKEN, DELIVERY_GUEST, '0190c0ffee0000000000000000000021', {
    firstName: 'Jan',
    lastName: 'de Vries',
    street: 'Domplein 3 bis',
    zipcode: '3512 JC',
    city: 'Utrecht',
    countryId: COUNTRY_NL_ID,
    phoneNumber: '0301234567',
  }),
  createOrder(DELIVERY_GUEST, DELIVERY_ORDER),
];
