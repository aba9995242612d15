import { describe, expect, it } from 'vitest';
import {
  cartNoticesFor,
  commerceErrorFor,
  SHOPWARE_ERROR_CODES,
  type ShopwareCallArea,
  type ShopwareErrorAnswer,
  voucherRefusalIn,
} from '../../src/shopware/errors';

/** Each Shopware error answer the adapter can meet, and the shop's code it becomes. */
const ERROR_ANSWERS: [string, ShopwareErrorAnswer, ShopwareCallArea, string, Record<string, unknown>?][] = [
  [
    'a line not in the cart',
    { status: 400, errors: [{ code: 'CHECKOUT__CART_LINEITEM_NOT_FOUND', status: '400' }] },
    'line-item',
    'cart-item-not-found',
  ],
  [
    'a quantity Shopware refuses',
    { status: 400, errors: [{ code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', status: '400' }] },
    'line-item',
    'product-not-orderable',
  ],
  [
    'a call that needs a logged-in customer (403)',
    { status: 403, errors: [{ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', status: '403' }] },
    'voucher',
    'not-logged-in',
  ],
  [
    'a wrong password (401)',
    { status: 401, errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', status: '401' }] },
    'account',
    'invalid-credentials',
  ],
  [
    'a refused access key (401 without a known code): the configuration, not the shopper',
    { status: 401, errors: [{ code: 'FRAMEWORK__API_INVALID_ACCESS_KEY', status: '401' }] },
    'cart',
    'commerce-unavailable',
  ],
  ['a 403 without a known code', { status: 403, errors: [{ status: '403' }] }, 'cart', 'not-logged-in'],
  [
    'an unknown order (404)',
    { status: 404, errors: [{ code: 'CHECKOUT__ORDER_NOT_FOUND', status: '404' }] },
    'checkout',
    'order-not-found',
  ],
  ['a 404 without a code in the cart', { status: 404, errors: [] }, 'line-item', 'cart-item-not-found'],
  [
    'an unknown shipping method (validation pointer)',
    {
      status: 400,
      errors: [{ code: 'VIOLATION::ENTITY_DOES_NOT_EXIST', status: '400', source: { pointer: '/shippingMethodId' } }],
    },
    'checkout',
    'shipping-method-not-available',
    { fields: ['/shippingMethodId'] },
  ],
  [
    'an unknown payment method (validation pointer)',
    {
      status: 400,
      errors: [{ code: 'VIOLATION::ENTITY_DOES_NOT_EXIST', status: '400', source: { pointer: '/paymentMethodId' } }],
    },
    'checkout',
    'payment-method-not-available',
  ],
  [
    'an invalid e-mail address (validation pointer)',
    { status: 400, errors: [{ code: 'VIOLATION::INVALID_EMAIL', status: '400', source: { pointer: '/email' } }] },
    'checkout',
    'invalid-email',
  ],
  [
    'an address field left blank (validation pointer)',
    {
      status: 400,
      errors: [{ code: 'VIOLATION::IS_BLANK_ERROR', status: '400', source: { pointer: '/billingAddress/street' } }],
    },
    'checkout',
    'invalid-address',
    { fields: ['/billingAddress/street'] },
  ],
  [
    'too many requests, the wait in the answer',
    {
      status: 429,
      errors: [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', status: '429', meta: { parameters: { seconds: '30' } } }],
    },
    'account',
    'commerce-busy',
    { retryAfterSeconds: 30 },
  ],
  [
    'too many requests, the wait in Retry-After',
    { status: 429, errors: [], retryAfterSeconds: 12.5 },
    'cart',
    'commerce-busy',
    { retryAfterSeconds: 13 },
  ],
  ['too many requests without a wait', { status: 429, errors: [] }, 'cart', 'commerce-busy', { retryAfterSeconds: 1 }],
  [
    'a server error',
    { status: 503, errors: [{ code: 'FRAMEWORK__MAINTENANCE', status: '503' }] },
    'cart',
    'commerce-unavailable',
  ],
  [
    "a guest's order read back without its e-mail address and postcode",
    { status: 403, errors: [{ code: 'CHECKOUT__GUEST_NOT_AUTHENTICATED', status: '403' }] },
    'checkout',
    'order-not-found',
  ],
  [
    "a guest's order read back with an e-mail address or postcode that does not match",
    { status: 403, errors: [{ code: 'CHECKOUT__GUEST_WRONG_CREDENTIALS', status: '403' }] },
    'checkout',
    'order-not-found',
  ],
  [
    'an unknown deep-link code',
    { status: 404, errors: [{ code: 'CHECKOUT__CART_ORDER_DEEP_LINK_NOT_FOUND', status: '404' }] },
    'checkout',
    'order-not-found',
  ],
  [
    'an order the cart blocks (an error in the cart)',
    { status: 400, errors: [{ code: 'CHECKOUT__CART_INVALID', status: '400' }] },
    'checkout',
    'product-out-of-stock',
  ],
  [
    'a payment the payment app could not start (redirecting provider)',
    { status: 400, errors: [{ code: 'CHECKOUT__ASYNC_PAYMENT_PROCESS_INTERRUPTED', status: '400' }] },
    'checkout',
    'payment-provider-unavailable',
  ],
  [
    'a payment the payment app could not take (direct provider)',
    { status: 400, errors: [{ code: 'CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED', status: '400' }] },
    'checkout',
    'payment-provider-unavailable',
  ],
  [
    "a guest's postcode refused at registration: an issue per field",
    {
      status: 400,
      errors: [
        { code: 'VIOLATION::ZIP_CODE_INVALID', status: '400', source: { pointer: '/billingAddress/zipcode' } },
        { code: 'VIOLATION::IS_BLANK_ERROR', status: '400', source: { pointer: '/shippingAddress/city' } },
        { code: 'VIOLATION::TOO_LONG_ERROR', status: '400', source: { pointer: '/lastName' } },
      ],
    },
    'checkout',
    'invalid-address',
    {
      issues: [
        { path: 'billingAddress', field: 'zipcode', code: 'invalid-zipcode' },
        { path: 'shippingAddress', field: 'city', code: 'required' },
        { field: 'lastName', code: 'too-long' },
      ],
    },
  ],
  [
    'a 400 the shop does not know',
    { status: 400, errors: [{ code: 'SOMETHING__NEW', status: '400', detail: 'Shopware words' }] },
    'cart',
    'commerce-unavailable',
  ],
];

describe("Shopware's error answers in the shop's codes", () => {
  it.each(ERROR_ANSWERS)('%s', (_name, answer, area, code, details) => {
    const error = commerceErrorFor(answer, area);
    expect(error.code).toBe(code);
    // A code the gateway has words for (its wording test holds it to every one of SHOPWARE_ERROR_CODES).
    expect(SHOPWARE_ERROR_CODES).toContain(code);
    if (details) expect(error.details).toMatchObject(details);
    // Shopware's own words never become the message a shopper could see.
    for (const entry of answer.errors) if (entry.detail) expect(error.message).not.toContain(entry.detail);
  });
});

describe("Shopware's cart errors in the shop's cart notices", () => {
  const CART_ERRORS: [string, number, string, 'error' | 'warning' | 'notice'][] = [
    ['product-stock-reached', 10, 'product-out-of-stock', 'warning'],
    ['product-out-of-stock', 20, 'product-out-of-stock', 'error'],
    ['product-not-found', 20, 'product-not-found', 'error'],
    ['shipping-method-blocked', 10, 'shipping-method-blocked', 'warning'],
    ['payment-method-blocked', 10, 'payment-method-blocked', 'warning'],
    ['promotion-discount-added', 0, 'promotion-discount-added', 'notice'],
  ];

  it.each(CART_ERRORS)('%s (level %i) → %s', (messageKey, level, shopKey, shopLevel) => {
    const key = `${messageKey}-0190a1b2`;
    const notices = cartNoticesFor([{ key, messageKey, level, message: 'Shopware words' }]);
    expect(notices[key]).toEqual({ code: shopKey, key, messageKey: shopKey, message: shopKey, level: shopLevel });
  });

  it('shows no cart error the shop has no words for', () => {
    expect(
      cartNoticesFor([{ key: 'x-1', messageKey: 'some-new-notice', level: 10, message: 'Shopware words' }]),
    ).toEqual({});
  });

  it.each([
    ['promotion-not-found', 'voucher-not-found'],
    ['promotion-not-eligible', 'voucher-not-valid'],
    ['promotion-excluded', 'voucher-not-valid'],
  ])('refuses a promotion code with %s as %s', (messageKey, code) => {
    const refusal = voucherRefusalIn([{ key: `${messageKey}-SUMMER`, messageKey, level: 20 }], 'SUMMER');
    expect(refusal?.code).toBe(code);
  });

  it('takes a promotion code the cart reports no error about', () => {
    expect(
      voucherRefusalIn(
        [{ key: 'promotion-discount-added-x', messageKey: 'promotion-discount-added', level: 0 }],
        'SUMMER',
      ),
    ).toBeNull();
  });
});
