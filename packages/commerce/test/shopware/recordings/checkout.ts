import { type Exchange, exchange } from '../recording';
import { addLines, findProducts, newContext, readCart } from './carts';
import { CHANNEL_NL, guestContext, PAYMENT_CARD_ID, PAYMENT_METHODS, PRODUCTS, SHIPPING_METHODS } from './shop';

/** The Store API exchanges of the contract's checkout tests the adapter covers so far (method offers and switches). */
const channel = CHANNEL_NL;
const { shirt38 } = PRODUCTS;
const T = 'sw-recorded-context-checkout-1';

const readContext = (note: string, chosen: { paymentMethodId?: string } = {}): Exchange =>
  exchange('readContext get /context', {
    note,
    channel,
    contextToken: T,
    response: { status: 200, contextToken: T, body: guestContext(T, chosen) },
  });

const unknownMethod = (field: 'shippingMethodId' | 'paymentMethodId'): Exchange =>
  exchange('updateContext patch /context', {
    note: `an unknown ${field}`,
    channel,
    contextToken: T,
    request: { body: { [field]: 'no-such-method' } },
    response: {
      status: 400,
      contextToken: T,
      body: {
        errors: [
          {
            status: '400',
            code: 'VIOLATION::ENTITY_DOES_NOT_EXIST',
            title: 'Constraint violation error',
            detail: 'The shipping_method entity with id "no-such-method" does not exist.',
            source: { pointer: `/${field}` },
          },
        ],
      },
    },
  });

export const CHECKOUT_EXCHANGES: readonly Exchange[] = [
  // offers shipping and payment methods, one of each selected, and switches them
  newContext(T),
  readCart(T, [], 'quantities before adding'),
  findProducts(T, [shirt38], [shirt38.sku]),
  addLines(T, [[shirt38, 1]], [[shirt38, 1]]),
  readContext('the selected shipping method'),
  exchange('readShippingMethod post /shipping-method', {
    note: 'the shipping methods available to this context',
    channel,
    contextToken: T,
    request: { query: { onlyAvailable: true }, body: {} },
    response: {
      status: 200,
      contextToken: T,
      body: { elements: SHIPPING_METHODS, total: SHIPPING_METHODS.length },
    },
  }),
  readCart(T, [[shirt38, 1]], 'the shipping costs of the cart'),
  readContext('the selected payment method'),
  exchange('readPaymentMethod post /payment-method', {
    note: 'the payment methods available to this context',
    channel,
    contextToken: T,
    request: { body: { onlyAvailable: true } },
    response: { status: 200, contextToken: T, body: { elements: PAYMENT_METHODS, total: PAYMENT_METHODS.length } },
  }),
  exchange('updateContext patch /context', {
    note: 'switch to card payment',
    channel,
    contextToken: T,
    request: { body: { paymentMethodId: PAYMENT_CARD_ID } },
    response: { status: 200, contextToken: T, body: {} },
  }),
  readContext('after the switch', { paymentMethodId: PAYMENT_CARD_ID }),
  unknownMethod('shippingMethodId'),
  unknownMethod('paymentMethodId'),
];
