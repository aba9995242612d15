import type { ApiError } from '@shopware/api-client';
import type { Exchange } from '../recording';
import { addLines, findProducts, newContext, readCart } from './carts';
import {
  createOrder,
  handlePayment,
  type RecordedOrder,
  readCountryNl,
  readGuestContext,
  readNewestOrder,
  readOrderAsGuest,
  readOrderInContext,
  registerGuest,
} from './orders';
import { PRODUCTS } from './shop';

/**
 * Shopware's refusals in the checkout, orders and payments, and the once-only order around them (checkout-errors.test.ts),
 * in the order the adapter makes the calls. Written by hand from the Store API reference.
 */
const { shirt38 } = PRODUCTS;
const CUSTOMER_E = '0190c0ffee00000000000000000000e1';
const CUSTOMER_B = '0190c0ffee00000000000000000000b1';
export const E = 'sw-recorded-context-errors-1';
export const EG = 'sw-recorded-context-errors-1-guest';
const B = 'sw-recorded-context-busy-1';
const BG = 'sw-recorded-context-busy-1-guest';

/** The exchange with Shopware's refusal as its answer. */
function refused(recorded: Exchange, status: number, errors: ApiError[], retryAfter?: number): Exchange {
  const headers: Record<string, string> = { ...(recorded.response.headers ?? {}) };
  if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
  return { ...recorded, response: { status, headers, body: { errors } }, note: `${recorded.note}: refused` };
}

const error = (status: number, code: string, pointer?: string): ApiError => ({
  status: String(status),
  code,
  title: 'Shopware words',
  detail: `Shopware's own words about ${code}`,
  ...(pointer ? { source: { pointer } } : {}),
});

/** The order the interrupted call placed after all (found when its claim is settled). */
export const ADOPTED: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f710',
  orderNumber: '10010',
  deepLinkCode: 'deeplink10010aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt38, 1]],
  payment: 'open',
  placedAt: '2026-11-27T08:00:00.000+00:00',
};
/** The order placed anew when the session's newest order is older than the claim. */
export const PLACED_ANEW: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f711',
  orderNumber: '10011',
  deepLinkCode: 'deeplink10011aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt38, 1]],
  payment: 'open',
  placedAt: '2026-11-27T08:04:00.000+00:00',
};
export const BUSY_ORDER: RecordedOrder = {
  id: '0190b1c2d3e47f8091a2b3c4d5e6f712',
  orderNumber: '10012',
  deepLinkCode: 'deeplink10012aaaaaaaaaaaaaaaaaaa',
  lines: [[shirt38, 1]],
  payment: 'open',
};

/** A guest with one line and the contact and address filled in. */
function readyGuest(token: string): Exchange[] {
  return [
    newContext(token),
    readGuestContext(token, null, 'after the e-mail address'),
    readGuestContext(token, null, 'after the address'),
    readCart(token, [], 'quantities before adding'),
    findProducts(token, [shirt38], [shirt38.sku]),
    addLines(token, [[shirt38, 1]], [[shirt38, 1]]),
  ];
}

const beforeOrder = (token: string, customerId: string | null): Exchange[] => [
  readCart(token, [[shirt38, 1]], 'the cart to order'),
  readGuestContext(token, customerId, 'what is missing before the order'),
];

export const ORDER_ERROR_EXCHANGES: readonly Exchange[] = [
  ...readyGuest(E),
  // Shopware refuses the guest's postcode: nothing placed, the key is free again.
  ...beforeOrder(E, null),
  readCountryNl(E),
  refused(registerGuest(E, E, CUSTOMER_E), 400, [error(400, 'VIOLATION::ZIP_CODE_INVALID', '/billingAddress/zipcode')]),
  // The same key again: the guest registered, but the cart blocks the order.
  ...beforeOrder(E, null),
  registerGuest(E, EG, CUSTOMER_E),
  refused(createOrder(EG, ADOPTED), 400, [error(400, 'CHECKOUT__CART_INVALID')]),
  // Again: Shopware does not answer; the claim stays, a repeat is asked to wait, then settled: the order was placed.
  ...beforeOrder(EG, CUSTOMER_E),
  refused(createOrder(EG, ADOPTED), 503, [error(503, 'FRAMEWORK__MAINTENANCE')]),
  readNewestOrder(EG, ADOPTED),
  // A second key whose call goes unanswered, settled later: the newest order is older than its claim, so it is placed.
  readCart(EG, [], 'quantities before adding'),
  findProducts(EG, [shirt38], [shirt38.sku]),
  addLines(EG, [[shirt38, 1]], [[shirt38, 1]]),
  ...beforeOrder(EG, CUSTOMER_E),
  refused(createOrder(EG, PLACED_ANEW), 503, [error(503, 'FRAMEWORK__MAINTENANCE')]),
  readNewestOrder(EG, ADOPTED),
  createOrder(EG, PLACED_ANEW),
];

export const PAYMENT_ERROR_EXCHANGES: readonly Exchange[] = [
  // The payment app cannot start the payment at the provider.
  readOrderAsGuest(ADOPTED, 'the order is open'),
  refused(handlePayment(EG, ADOPTED, 'https://psp.example/pay/10010'), 400, [
    error(400, 'CHECKOUT__ASYNC_PAYMENT_PROCESS_INTERRUPTED'),
  ]),
  // The order's e-mail address changed in Shopware: the guest's way of reading it no longer matches.
  refused(readOrderAsGuest(ADOPTED, 'the order by id'), 403, [error(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS')]),
  // The session's Shopware context lost its guest login (expired): the order is not the context's any more.
  refused(readOrderInContext(EG, ADOPTED, 'the order of the context'), 403, [
    error(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'),
  ]),
  // Another session with the first key.
  newContext('sw-recorded-context-errors-other'),
];

export const BUSY_EXCHANGES: readonly Exchange[] = [
  ...readyGuest(B),
  ...beforeOrder(B, null),
  refused(registerGuest(B, B, CUSTOMER_B), 429, [error(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED')], 20),
  ...beforeOrder(B, null),
  registerGuest(B, BG, CUSTOMER_B),
  createOrder(BG, BUSY_ORDER),
];
