import { type Exchange, exchange } from '../recording';
import { CHANNEL_NL, cart, guestContext, PRODUCTS, type RecordedProduct } from './shop';

/**
 * The Store API exchanges of the contract's cart area, in the order the adapter makes them (one Shopware context per
 * test). Written by hand from the Store API reference.
 */
const channel = CHANNEL_NL;
const { shirt38, shirt39 } = PRODUCTS;

export const newContext = (token: string): Exchange =>
  exchange('readContext get /context', {
    note: 'a new guest context',
    channel,
    contextToken: null,
    response: { status: 200, contextToken: token, body: guestContext(token) },
  });

export const readCart = (token: string, lines: [RecordedProduct, number][], note: string): Exchange =>
  exchange('readCart get /checkout/cart', {
    note,
    channel,
    contextToken: token,
    response: { status: 200, contextToken: token, body: cart(token, lines) },
  });

export const findProducts = (token: string, found: RecordedProduct[], skus: string[]): Exchange =>
  exchange('readProduct post /product', {
    note: `the product ids of ${skus.join(', ')}`,
    channel,
    contextToken: token,
    request: {
      body: {
        filter: [{ type: 'equalsAny', field: 'productNumber', value: skus.join('|') }],
        includes: { product: ['id', 'productNumber'] },
        limit: skus.length,
      },
    },
    response: {
      status: 200,
      contextToken: token,
      // `includes` asks for the id and product number only: the answer holds no more of each product.
      body: {
        elements: found.map((product) => ({ id: product.id, productNumber: product.sku })),
        total: found.length,
      } as never,
    },
  });

export const addLines = (
  token: string,
  added: [RecordedProduct, number][],
  after: [RecordedProduct, number][],
): Exchange =>
  exchange('addLineItem post /checkout/cart/line-item', {
    note: 'add products',
    channel,
    contextToken: token,
    request: {
      body: {
        items: added.map(([product, quantity]) => ({
          id: product.id,
          referencedId: product.id,
          type: 'product' as const,
          quantity,
        })),
      },
    },
    response: { status: 200, contextToken: token, body: cart(token, after) },
  });

const T1 = 'sw-recorded-context-cart-1';
const T2 = 'sw-recorded-context-cart-2';
const T3 = 'sw-recorded-context-cart-3';
const T4 = 'sw-recorded-context-cart-4';

export const CART_EXCHANGES: readonly Exchange[] = [
  // adds lines by SKU, raising the quantity of one already in the cart
  newContext(T1),
  readCart(T1, [], 'the new cart is empty'),
  readCart(T1, [], 'quantities before adding'),
  findProducts(T1, [shirt38], [shirt38.sku]),
  addLines(T1, [[shirt38, 1]], [[shirt38, 1]]),
  readCart(T1, [[shirt38, 1]], 'quantities before adding'),
  findProducts(T1, [shirt38, shirt39], [shirt38.sku, shirt39.sku]),
  addLines(
    T1,
    [
      [shirt38, 2],
      [shirt39, 1],
    ],
    [
      [shirt38, 3],
      [shirt39, 1],
    ],
  ),
  // changes and removes lines; a quantity of 0 removes one
  newContext(T2),
  readCart(T2, [], 'quantities before adding'),
  findProducts(T2, [shirt38, shirt39], [shirt38.sku, shirt39.sku]),
  addLines(
    T2,
    [
      [shirt38, 1],
      [shirt39, 1],
    ],
    [
      [shirt38, 1],
      [shirt39, 1],
    ],
  ),
  exchange('updateLineItem patch /checkout/cart/line-item', {
    note: 'four of the first line',
    channel,
    contextToken: T2,
    request: { body: { items: [{ id: shirt38.id, quantity: 4 }] } },
    response: {
      status: 200,
      contextToken: T2,
      body: cart(T2, [
        [shirt38, 4],
        [shirt39, 1],
      ]),
    },
  }),
  exchange('removeLineItem post /checkout/cart/line-item/delete', {
    note: 'remove the second line',
    channel,
    contextToken: T2,
    request: { body: { ids: [shirt39.id] } },
    response: { status: 200, contextToken: T2, body: cart(T2, [[shirt38, 4]]) },
  }),
  exchange('removeLineItem post /checkout/cart/line-item/delete', {
    note: 'quantity 0 removes the first line',
    channel,
    contextToken: T2,
    request: { body: { ids: [shirt38.id] } },
    response: { status: 200, contextToken: T2, body: cart(T2, []) },
  }),
  exchange('removeLineItem post /checkout/cart/line-item/delete', {
    note: 'a line no longer in the cart',
    channel,
    contextToken: T2,
    request: { body: { ids: [shirt38.id] } },
    response: {
      status: 400,
      contextToken: T2,
      body: {
        errors: [
          {
            status: '400',
            code: 'CHECKOUT__CART_LINEITEM_NOT_FOUND',
            title: 'Bad Request',
            detail: `Line item with identifier ${shirt38.id} not found.`,
            meta: { parameters: { identifier: shirt38.id } },
          },
        ],
      },
    },
  }),
  // holds at most 99 units a line: a call that passes it changes nothing
  newContext(T3),
  readCart(T3, [], 'quantities before adding'),
  findProducts(T3, [shirt38], [shirt38.sku]),
  addLines(T3, [[shirt38, 99]], [[shirt38, 99]]),
  readCart(T3, [[shirt38, 99]], 'quantities before adding: one more would pass 99'),
  readCart(T3, [[shirt38, 99]], 'the cart is unchanged'),
  // refuses a SKU the shop does not sell and an unknown context
  newContext(T4),
  readCart(T4, [], 'quantities before adding'),
  findProducts(T4, [], ['99999.999.99']),
];
