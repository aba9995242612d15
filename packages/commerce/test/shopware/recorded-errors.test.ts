import { describe, expect, it } from 'vitest';
import { commerceErrorFor, SHOPWARE_ERROR_CODES, type ShopwareCallArea } from '../../src/shopware/errors';
import type { ErrorBody, Exchange } from './recording';
import { CART_EXCHANGES } from './recordings/carts';
import { CHECKOUT_EXCHANGES } from './recordings/checkout';
import { BUSY_EXCHANGES, ORDER_ERROR_EXCHANGES, PAYMENT_ERROR_EXCHANGES } from './recordings/checkout-errors';
import {
  CART_LINK_EXCHANGES,
  FAILED_PAYMENT_EXCHANGES,
  INCOMPLETE_EXCHANGES,
  MISSING_EXCHANGES,
  ORDER_EXCHANGES,
  PAYMENT_EXCHANGES,
} from './recordings/checkout-orders';

/** Every recording, and the area the adapter makes each operation's calls in. */
const RECORDINGS: readonly Exchange[] = [
  ...CART_EXCHANGES,
  ...CHECKOUT_EXCHANGES,
  ...MISSING_EXCHANGES,
  ...ORDER_EXCHANGES,
  ...INCOMPLETE_EXCHANGES,
  ...PAYMENT_EXCHANGES,
  ...FAILED_PAYMENT_EXCHANGES,
  ...CART_LINK_EXCHANGES,
  ...ORDER_ERROR_EXCHANGES,
  ...PAYMENT_ERROR_EXCHANGES,
  ...BUSY_EXCHANGES,
];

const AREAS: Readonly<Record<string, ShopwareCallArea>> = {
  'removeLineItem post /checkout/cart/line-item/delete': 'line-item',
  'updateLineItem patch /checkout/cart/line-item': 'line-item',
  'addLineItem post /checkout/cart/line-item': 'line-item',
  'updateContext patch /context': 'checkout',
  'register post /account/register': 'checkout',
  'createOrder post /checkout/order': 'checkout',
  'readOrder post /order': 'checkout',
  'handlePaymentMethod post /handle-payment': 'checkout',
};

const refusals = RECORDINGS.filter((recorded) => recorded.response.status >= 400);

describe('every Shopware error answer in the recordings', () => {
  it('has refusals to check', () => {
    expect(refusals.length).toBeGreaterThanOrEqual(10);
  });

  it.each(refusals.map((recorded) => [`${recorded.operation}: ${recorded.note}`, recorded] as const))(
    '%s becomes a shop code the gateway words, and none of Shopware’s words',
    (_name, recorded) => {
      const area = AREAS[recorded.operation];
      expect(area, `no area for ${recorded.operation}`).toBeDefined();
      const retryAfter = Number(recorded.response.headers?.['retry-after']);
      const error = commerceErrorFor(
        {
          status: recorded.response.status,
          errors: (recorded.response.body as ErrorBody).errors,
          retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null,
        },
        area!,
      );
      expect(SHOPWARE_ERROR_CODES).toContain(error.code);
      // Only Shopware's own failures (5xx) read as the shop system being away; a refusal says what was refused.
      if (recorded.response.status < 500) expect(error.code).not.toBe('commerce-unavailable');
      for (const entry of (recorded.response.body as ErrorBody).errors) {
        if (entry.detail) expect(error.message).not.toContain(entry.detail);
      }
    },
  );
});
