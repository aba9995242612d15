import { type Exchange, exchange, type RecordedChannel } from '../recording';
import { CHANNEL_NL, cart, guestContext, PAYMENT_CARD_ID, PAYMENT_METHODS, SHIPPING_METHODS } from '../recordings/shop';
import type { Scenario, ScenarioExchange } from '../scenario-player';

/**
 * A shopper's cart journey on the recorded Shopware shop, for the scenario player (scenario-player.ts): a new guest
 * context, a product added by its SKU (whichever the shopper picks: `{{sku:a}}`), its quantity changed, the shipping
 * and payment methods read and card payment chosen, the line removed. One scenario per sales channel; the exchanges
 * are typed by the Store API's operations like every recording. Written by hand from the Store API reference.
 */

/** The English store's sales channel (GBP) of the recorded shop. */
export const CHANNEL_EN: RecordedChannel = {
  accessKey: 'SWSCRECORDEDENACCESSKEY0001',
  languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e21c',
  currencyId: 'c7d2554b0ce847cd82f3ac9bd1c0dfcb',
};

const TOKEN = '{{token}}';
/** The product the shopper picked, as the player fills it in from the SKU the shop asked for. */
const picked = { id: '{{id:a}}', sku: '{{sku:a}}', name: 'Recorded product', size: '42', unitPrice: 89.95 };

const READ = new Set(['readContext', 'readCart', 'readProduct', 'readShippingMethod', 'readPaymentMethod']);

/** A typed exchange as the player's: the request's shape and the answer (the player checks the channel's headers). */
function played(recorded: Exchange): ScenarioExchange {
  return {
    note: recorded.note,
    method: recorded.method as ScenarioExchange['method'],
    path: recorded.path,
    query: recorded.request.query,
    body: recorded.request.body,
    read: READ.has(recorded.operation.split(' ')[0]!),
    response: { status: recorded.response.status, body: recorded.response.body },
  };
}

function exchanges(channel: RecordedChannel): Exchange[] {
  const readCart = (lines: [typeof picked, number][], note: string) =>
    exchange('readCart get /checkout/cart', {
      note,
      channel,
      contextToken: TOKEN,
      response: { status: 200, body: cart(TOKEN, lines) },
    });
  const readContext = (note: string, chosen: { paymentMethodId?: string } = {}) =>
    exchange('readContext get /context', {
      note,
      channel,
      contextToken: TOKEN,
      response: { status: 200, body: guestContext(TOKEN, chosen) },
    });
  return [
    exchange('readContext get /context', {
      note: 'a new guest context',
      channel,
      contextToken: null,
      response: { status: 200, body: guestContext(TOKEN) },
    }),
    readCart([], 'the new cart is empty'),
    exchange('readProduct post /product', {
      note: 'the product id of the SKU picked',
      channel,
      contextToken: TOKEN,
      request: {
        body: {
          filter: [{ type: 'equalsAny', field: 'productNumber', value: picked.sku }],
          includes: { product: ['id', 'productNumber'] },
          limit: 1,
        },
      },
      response: { status: 200, body: { elements: [{ id: picked.id, productNumber: picked.sku }], total: 1 } as never },
    }),
    exchange('addLineItem post /checkout/cart/line-item', {
      note: 'add the product',
      channel,
      contextToken: TOKEN,
      request: { body: { items: [{ id: picked.id, referencedId: picked.id, type: 'product', quantity: 1 }] } },
      response: { status: 200, body: cart(TOKEN, [[picked, 1]]) },
    }),
    readCart([[picked, 1]], 'one in the cart'),
    exchange('updateLineItem patch /checkout/cart/line-item', {
      note: 'two of it',
      channel,
      contextToken: TOKEN,
      request: { body: { items: [{ id: picked.id, quantity: 2 }] } },
      response: { status: 200, body: cart(TOKEN, [[picked, 2]]) },
    }),
    readCart([[picked, 2]], 'two in the cart'),
    readContext('the selected methods'),
    exchange('readShippingMethod post /shipping-method', {
      note: 'the shipping methods available',
      channel,
      contextToken: TOKEN,
      request: { query: { onlyAvailable: true }, body: {} },
      response: { status: 200, body: { elements: SHIPPING_METHODS, total: SHIPPING_METHODS.length } },
    }),
    exchange('readPaymentMethod post /payment-method', {
      note: 'the payment methods available',
      channel,
      contextToken: TOKEN,
      request: { body: { onlyAvailable: true } },
      response: { status: 200, body: { elements: PAYMENT_METHODS, total: PAYMENT_METHODS.length } },
    }),
    exchange('updateContext patch /context', {
      note: 'pay by card',
      channel,
      contextToken: TOKEN,
      request: { body: { paymentMethodId: PAYMENT_CARD_ID } },
      response: { status: 200, body: {} },
    }),
    readContext('card payment chosen', { paymentMethodId: PAYMENT_CARD_ID }),
    exchange('removeLineItem post /checkout/cart/line-item/delete', {
      note: 'remove the line',
      channel,
      contextToken: TOKEN,
      request: { body: { ids: [picked.id] } },
      response: { status: 200, body: cart(TOKEN, []) },
    }),
    readCart([], 'the cart is empty again'),
  ];
}

/** The cart journey in the Dutch (EUR) and the English (GBP) store. */
export const CART_JOURNEY: readonly Scenario[] = [
  { name: 'nl-nl', channel: CHANNEL_NL, exchanges: exchanges(CHANNEL_NL).map(played) },
  { name: 'en', channel: CHANNEL_EN, exchanges: exchanges(CHANNEL_EN).map(played) },
];

/** SHOPWARE_STORES for a shop on the recorded Shopware: the two recorded channels, and the NL one for the rest. */
export function recordedShopwareStores(codes: readonly string[]): string {
  const channelOf = (code: string) => (code === 'en' ? CHANNEL_EN : CHANNEL_NL);
  return JSON.stringify(Object.fromEntries(codes.map((code) => [code, channelOf(code)])));
}
