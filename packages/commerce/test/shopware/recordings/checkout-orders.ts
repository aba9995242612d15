import type { Exchange } from '../recording';
import { addLines, findProducts, newContext, readCart } from './carts';
import {
  createOrder,
  handlePayment,
  type RecordedOrder,
  readCountryNl,
  readGuestContext,
  readOrderAsGuest,
  readOrderInContext,
  registerGuest,
} from './orders';
import { PRODUCTS } from './shop';

/**
 * The Store API exchanges of the contract's checkout tests on contact, orders, payments and cart links, in the order
 * the adapter makes them (one Shopware context per test; the country id is asked once per adapter). Written by hand
 * from the Store API reference.
 */
const { shirt38, shirt39 } = PRODUCTS;
const PSP_PAGE = 'https://psp.example/pay/';

/** tells what is missing until the contact, the address and a line are there */
const M = 'sw-recorded-context-missing-1';
export const MISSING_EXCHANGES: readonly Exchange[] = [
  newContext(M),
  readCart(M, [], 'an empty cart misses lines'),
  readGuestContext(M, null, 'the shipping method (no pickup point needed)'),
  readGuestContext(M, null, 'the context after the e-mail address'),
  readGuestContext(M, null, 'the context after the address'),
  readCart(M, [], 'quantities before adding'),
  findProducts(M, [shirt38], [shirt38.sku]),
  addLines(M, [[shirt38, 1]], [[shirt38, 1]]),
  readCart(M, [[shirt38, 1]], 'a line: nothing missing'),
  readGuestContext(M, null, 'the shipping method, again'),
  readGuestContext(M, null, 'the context with the e-mail address and address the shop keeps'),
];

/** places an order once per idempotency key, empties the cart and refuses an empty one */
const P = 'sw-recorded-context-order-1';
const P2 = 'sw-recorded-context-order-1-guest';
const PLACED: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f701',
  orderNumber: '10001',
  deepLinkCode: 'deeplink10001aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt38, 2]],
  payment: 'open',
};
export const ORDER_EXCHANGES: readonly Exchange[] = [
  newContext(P),
  readGuestContext(P, null, 'after the e-mail address'),
  readGuestContext(P, null, 'after the address'),
  readCart(P, [], 'the cart is empty: no order'),
  readGuestContext(P, null, 'what is missing'),
  readCart(P, [], 'quantities before adding'),
  findProducts(P, [shirt38], [shirt38.sku]),
  addLines(P, [[shirt38, 2]], [[shirt38, 2]]),
  readCart(P, [[shirt38, 2]], 'the cart to order'),
  readGuestContext(P, null, 'what is missing before the order'),
  readCountryNl(P),
  registerGuest(P, P2, '0190c0ffee0000000000000000000001'),
  createOrder(P2, PLACED),
  readOrderAsGuest(PLACED, 'the same key answers the same order'),
  readCart(P2, [], 'the order emptied the cart'),
  readOrderInContext(P2, PLACED, 'the order of this context by its number'),
  newContext('sw-recorded-context-order-1-other'),
  readGuestContext(P2, '0190c0ffee0000000000000000000001', 'the context with its last order'),
  readOrderAsGuest(PLACED, 'the last order'),
];

/** refuses an order while the checkout is incomplete */
const I = 'sw-recorded-context-incomplete-1';
export const INCOMPLETE_EXCHANGES: readonly Exchange[] = [
  newContext(I),
  readCart(I, [], 'quantities before adding'),
  findProducts(I, [shirt38], [shirt38.sku]),
  addLines(I, [[shirt38, 1]], [[shirt38, 1]]),
  readCart(I, [[shirt38, 1]], 'the cart to order'),
  readGuestContext(I, null, 'what is missing: the contact and the address'),
];

/** A guest's order placed (the country id known already), as in the tests of payments. */
function placeGuestOrder(token: string, newToken: string, customerId: string, placed: RecordedOrder): Exchange[] {
  const [product, quantity] = placed.lines[0]!;
  return [
    newContext(token),
    readGuestContext(token, null, 'after the e-mail address'),
    readGuestContext(token, null, 'after the address'),
    readCart(token, [], 'quantities before adding'),
    findProducts(token, [product], [product.sku]),
    addLines(token, [[product, quantity]], [[product, quantity]]),
    readCart(token, [[product, quantity]], 'the cart to order'),
    readGuestContext(token, null, 'what is missing before the order'),
    registerGuest(token, newToken, customerId),
    createOrder(newToken, placed),
  ];
}

/** pays an order at the payment page: paid once, then refused again */
const PAID: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f702',
  orderNumber: '10002',
  deepLinkCode: 'deeplink10002aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt39, 1]],
  payment: 'open',
};
const paid = { ...PAID, payment: 'paid' };
export const PAYMENT_EXCHANGES: readonly Exchange[] = [
  ...placeGuestOrder(
    'sw-recorded-context-pay-1',
    'sw-recorded-context-pay-1-guest',
    '0190c0ffee0000000000000000000002',
    PAID,
  ),
  readOrderAsGuest(PAID, 'the order is open: it may be paid'),
  handlePayment('sw-recorded-context-pay-1-guest', PAID, `${PSP_PAGE}10002`),
  readOrderAsGuest(paid, "back from the provider: Shopware's payment app marked it paid"),
  readOrderAsGuest(paid, 'the order is paid'),
  readOrderAsGuest(paid, 'the payment'),
  readOrderAsGuest(paid, 'paid already: no second payment'),
];

/** puts the lines back in the cart when a payment fails */
const F = 'sw-recorded-context-fail-1-guest';
const FAILING: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f703',
  orderNumber: '10003',
  deepLinkCode: 'deeplink10003aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt38, 3]],
  payment: 'open',
};
const failed = { ...FAILING, payment: 'failed' };
export const FAILED_PAYMENT_EXCHANGES: readonly Exchange[] = [
  ...placeGuestOrder('sw-recorded-context-fail-1', F, '0190c0ffee0000000000000000000003', FAILING),
  readOrderAsGuest(FAILING, 'the order is open: it may be paid'),
  handlePayment(F, FAILING, `${PSP_PAGE}10003`),
  readOrderAsGuest(failed, 'back from the provider: the payment failed'),
  readCart(F, [], 'the cart the lines go back into'),
  readCart(F, [], 'quantities before adding'),
  findProducts(F, [shirt38], [shirt38.sku]),
  addLines(F, [[shirt38, 3]], [[shirt38, 3]]),
  readOrderAsGuest(failed, 'the order failed'),
  readCart(F, [[shirt38, 3]], 'the lines are back'),
  readGuestContext(F, '0190c0ffee0000000000000000000003', 'the context with its last order'),
  readOrderAsGuest(failed, 'the last order'),
];

/** restores a cart from its link into another context, and answers no link for an empty cart */
const L = 'sw-recorded-context-link-1';
const R = 'sw-recorded-context-link-restored';
export const CART_LINK_EXCHANGES: readonly Exchange[] = [
  newContext(L),
  readCart(L, [], 'an empty cart has no link'),
  readCart(L, [], 'quantities before adding'),
  findProducts(L, [shirt39], [shirt39.sku]),
  addLines(L, [[shirt39, 2]], [[shirt39, 2]]),
  readCart(L, [[shirt39, 2]], 'the lines the link keeps'),
  newContext(R),
  readCart(R, [], 'the lines already in the new cart'),
  readCart(R, [], 'quantities before adding'),
  findProducts(R, [shirt39], [shirt39.sku]),
  addLines(R, [[shirt39, 2]], [[shirt39, 2]]),
  readGuestContext(R, null, 'the restored context'),
  readCart(R, [[shirt39, 2]], 'the restored cart'),
];
