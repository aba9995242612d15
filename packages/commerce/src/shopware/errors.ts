import type { AddressErrorCode, AddressField } from '@shop/domain';
import type { ApiError } from '@shopware/api-client';
import { CommerceError, type CommerceErrorCode } from '../errors';
import type { CartError } from '../model';
import {
  ACCOUNT_AREAS,
  ACCOUNT_NOT_FOUND,
  accountCodeFor,
  customerIssuesFor,
  type ShopwareAccountArea,
} from './account-errors';

/**
 * Shopware's answers in the shop's words. Error responses of the Store API carry `errors[]` (code, status, detail,
 * source.pointer); cart calls answer 200 with cart errors keyed by their keys. Every one becomes a shop error code or a
 * shop cart-notice key: no Shopware text reaches a shopper (the gateway translates the codes and keys).
 */

/** What a call was doing: the same Shopware answer means different things in different calls. */
export type ShopwareCallArea = 'context' | 'cart' | 'line-item' | 'voucher' | 'checkout' | ShopwareAccountArea;

/** Exception codes of the Store API, by what they mean for the shop. */
const CODES: Readonly<Record<string, CommerceErrorCode>> = {
  CHECKOUT__CART_LINEITEM_NOT_FOUND: 'cart-item-not-found',
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: 'cart-item-not-found',
  CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY: 'product-not-orderable',
  CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE: 'product-not-orderable',
  CHECKOUT__CART_EMPTY: 'cart-empty',
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: 'not-logged-in',
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'invalid-credentials',
  CHECKOUT__CUSTOMER_NOT_FOUND: 'invalid-credentials',
  CHECKOUT__ORDER_NOT_FOUND: 'order-not-found',
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: 'payment-method-not-available',
  CHECKOUT__PAYMENT_METHOD_NOT_FOUND: 'payment-method-not-available',
  CHECKOUT__SHIPPING_METHOD_NOT_FOUND: 'shipping-method-not-available',
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: 'address-not-found',
  CHECKOUT__PROMOTION_CODE_NOT_FOUND: 'voucher-not-found',
  CONTENT__PRODUCT_NOT_FOUND: 'product-not-found',
  PRODUCT__PRODUCT_NOT_FOUND: 'product-not-found',
  // Orders and payments (orders.ts, payments.ts): an order read back that Shopware does not show the caller is not
  // found for the shop, whether the link, the guest's e-mail address or postcode did not match.
  CHECKOUT__CART_ORDER_DEEP_LINK_NOT_FOUND: 'order-not-found',
  CHECKOUT__GUEST_NOT_AUTHENTICATED: 'order-not-found',
  CHECKOUT__GUEST_WRONG_CREDENTIALS: 'order-not-found',
  // The cart has an error that blocks the order (a product sold out, a method blocked): the cart's notices say which.
  CHECKOUT__CART_INVALID: 'product-out-of-stock',
  // The payment app could not start the payment at the provider: the order stays, unpaid, to be paid again.
  CHECKOUT__ASYNC_PAYMENT_PROCESS_INTERRUPTED: 'payment-provider-unavailable',
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: 'payment-provider-unavailable',
};

/** Validation pointers (`/shippingMethodId`) by what they mean for the shop. */
const POINTERS: readonly [RegExp, CommerceErrorCode][] = [
  [/^\/shippingMethodId$/, 'shipping-method-not-available'],
  [/^\/paymentMethodId$/, 'payment-method-not-available'],
  [/^\/(email|guestEmail)$/, 'invalid-email'],
  [/^\/(firstName|lastName)$/, 'invalid-address'],
  [/^\/(billingAddress|shippingAddress)?\/?(street|zipcode|city|countryId|firstName|lastName)$/, 'invalid-address'],
  [/^\/(billingAddressId|shippingAddressId)$/, 'address-not-found'],
];

/** Shopware's cart-error message keys → the shop's cart-notice keys; a key not here is not shown (it is logged). */
const CART_NOTICE_KEYS: Readonly<Record<string, string>> = {
  'product-stock-reached': 'product-out-of-stock',
  'product-out-of-stock': 'product-out-of-stock',
  'product-not-found': 'product-not-found',
  'shipping-method-blocked': 'shipping-method-blocked',
  'payment-method-blocked': 'payment-method-blocked',
  'promotion-discount-added': 'promotion-discount-added',
};

/** Cart errors that refuse a voucher code (the cart itself answers 200). */
const VOUCHER_REFUSALS: Readonly<Record<string, CommerceErrorCode>> = {
  'promotion-not-found': 'voucher-not-found',
  'promotion-not-eligible': 'voucher-not-valid',
  'promotion-excluded': 'voucher-not-valid',
};

export interface ShopwareErrorAnswer {
  status: number;
  errors: readonly ApiError[];
  /** From a 429's Retry-After header, when present. */
  retryAfterSeconds?: number | null;
}

/** The shop's error for an error answer of the Store API. */
export function commerceErrorFor(answer: ShopwareErrorAnswer, area: ShopwareCallArea): CommerceError {
  const first = answer.errors[0];
  if (answer.status === 429) {
    const seconds = answer.retryAfterSeconds ?? Number(parameter(first, 'seconds') ?? Number.NaN);
    return new CommerceError('commerce-busy', 'The shop system asks to wait', {
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1,
    });
  }
  if (answer.status >= 500) return unavailable(`Shopware answered ${answer.status}`);
  const forAccount = ACCOUNT_AREAS.has(area) ? accountErrorFor(answer, area as ShopwareAccountArea) : null;
  if (forAccount) return forAccount;
  for (const error of answer.errors) {
    const byCode = error.code ? CODES[error.code] : undefined;
    if (byCode) return new CommerceError(byCode, byCode, { status: answer.status });
  }
  const pointed = answer.errors.flatMap((error) => {
    const pointer = error.source?.pointer ?? '';
    const match = POINTERS.find(([pattern]) => pattern.test(pointer));
    return match ? [{ code: match[1], pointer }] : [];
  });
  if (pointed.length > 0) {
    const code = pointed[0]!.code;
    const fields = pointed.map((entry) => entry.pointer);
    if (code !== 'invalid-address') return new CommerceError(code, code, { fields });
    return new CommerceError(code, code, { fields, issues: addressIssues(answer.errors) });
  }
  if (answer.status === 401) {
    // The sales channel's access key was refused: the shop's configuration, not the shopper's doing.
    return area === 'account'
      ? new CommerceError('invalid-credentials')
      : unavailable('Shopware refused the access key');
  }
  if (answer.status === 403) return new CommerceError('not-logged-in');
  if (answer.status === 404) return new CommerceError(NOT_FOUND_BY_AREA[area]);
  return unavailable(`Shopware refused the call (${answer.status} ${first?.code ?? 'without a code'})`);
}

/** Shopware's address field names → the shop's (`countryId` is the shop's country). */
const ADDRESS_FIELDS: Readonly<Record<string, AddressField>> = {
  street: 'street',
  zipcode: 'zipcode',
  city: 'city',
  countryId: 'countryIso',
  firstName: 'firstName',
  lastName: 'lastName',
};

/**
 * The address mistakes of validation errors, in the shop's issue codes (which the gateway words per field): a blank
 * field is required, a too long one too long, anything else about the postcode an invalid postcode; other refusals
 * read as the field to fill in again. `path` is the address (`billingAddress`), absent for the customer's names.
 */
function addressIssues(errors: readonly ApiError[]) {
  return errors.flatMap((error) => {
    const match = /^\/(?:(billingAddress|shippingAddress)\/)?(\w+)$/.exec(error.source?.pointer ?? '');
    const field = match ? ADDRESS_FIELDS[match[2]!] : undefined;
    if (!match || !field) return [];
    const code: AddressErrorCode = /TOO_LONG/.test(error.code ?? '')
      ? 'too-long'
      : field === 'zipcode' && !/BLANK|NULL/.test(error.code ?? '')
        ? 'invalid-zipcode'
        : 'required';
    return [{ field, code, ...(match[1] ? { path: match[1] } : {}) }];
  });
}

const NOT_FOUND_BY_AREA: Readonly<Record<ShopwareCallArea, CommerceErrorCode>> = {
  context: 'context-not-found',
  cart: 'context-not-found',
  'line-item': 'cart-item-not-found',
  voucher: 'voucher-not-found',
  checkout: 'order-not-found',
  ...ACCOUNT_NOT_FOUND,
};

/** An account call's refusal: its code in that area, or its refused fields as `invalid-customer` (account-errors.ts). */
function accountErrorFor(answer: ShopwareErrorAnswer, area: ShopwareAccountArea): CommerceError | null {
  for (const error of answer.errors) {
    const code = accountCodeFor(area, error);
    if (code) return new CommerceError(code, code, { status: answer.status });
  }
  const issues = answer.status === 400 ? customerIssuesFor(answer.errors) : [];
  if (issues.length === 0) return null;
  return new CommerceError('invalid-customer', 'The account details are not complete', {
    issues,
    fields: issues.map((issue) => issue.field),
  });
}

export function unavailable(reason: string): CommerceError {
  return new CommerceError('commerce-unavailable', reason);
}

function parameter(error: ApiError | undefined, name: string): string | undefined {
  const parameters = error?.meta?.parameters;
  if (!parameters || Array.isArray(parameters)) return undefined;
  return parameters[name] ?? parameters[`{{ ${name} }}`];
}

/** A Shopware cart error as Shopware keys them (in a cart's `errors`). */
export interface ShopwareCartError {
  key: string;
  messageKey: string;
  level: number;
  message?: string;
}

/** The cart errors a shopper sees, in the shop's keys: Shopware's message text is never passed on. */
export function cartNoticesFor(errors: readonly ShopwareCartError[]): Record<string, CartError> {
  const notices: Record<string, CartError> = {};
  for (const error of errors) {
    const messageKey = CART_NOTICE_KEYS[error.messageKey];
    if (!messageKey) continue;
    notices[error.key] = {
      code: messageKey,
      key: error.key,
      messageKey,
      message: messageKey,
      level: error.level >= 20 ? 'error' : error.level >= 10 ? 'warning' : 'notice',
    };
  }
  return notices;
}

/** The refusal of a voucher code among a cart's errors after adding it; null when the code was taken. */
export function voucherRefusalIn(errors: readonly ShopwareCartError[], code: string): CommerceError | null {
  for (const error of errors) {
    const refusal = VOUCHER_REFUSALS[error.messageKey];
    if (refusal && (error.key.includes(code) || error.messageKey === 'promotion-not-found')) {
      return new CommerceError(refusal, refusal, { code });
    }
  }
  return null;
}

/** Shopware's cart errors as a list, whichever of its two shapes (list or keyed object) the cart came in. */
export function cartErrorList(errors: unknown): ShopwareCartError[] {
  if (!errors) return [];
  const list = Array.isArray(errors) ? errors : Object.values(errors as Record<string, unknown>);
  return list.filter(
    (error): error is ShopwareCartError =>
      typeof error === 'object' &&
      error !== null &&
      typeof (error as ShopwareCartError).key === 'string' &&
      typeof (error as ShopwareCartError).messageKey === 'string',
  );
}

/** Every code an answer of Shopware can become (the gateway has words for each: its wording test holds it to that). */
export const SHOPWARE_ERROR_CODES: readonly CommerceErrorCode[] = [
  ...new Set<CommerceErrorCode>([
    ...Object.values(CODES),
    ...POINTERS.map(([, code]) => code),
    'commerce-unavailable',
    'commerce-busy',
    'invalid-credentials',
    'not-logged-in',
    ...Object.values(NOT_FOUND_BY_AREA),
    ...Object.values(VOUCHER_REFUSALS),
    // The adapter's own refusals of what Shopware does not have (payments.ts).
    'payment-flow-unsupported',
  ]),
];
