import type { ApiError } from '@shopware/api-client';
import type { CommerceErrorCode } from '../errors';
import type { CustomerIssue, CustomerIssueCode } from '../model';

/**
 * Shopware's answers to account calls in the shop's words (errors.ts asks here first for these areas): exception
 * codes whose meaning depends on the call, and validation errors (`VIOLATION::…` with a `source.pointer`) as the
 * shop's `invalid-customer` issues, one per refused field, so forms mark the same fields as on the embedded engine.
 */
export type ShopwareAccountArea =
  | 'account'
  | 'registration'
  | 'recovery'
  | 'address'
  | 'wishlist'
  | 'newsletter'
  | 'customer-orders';

export const ACCOUNT_AREAS: ReadonlySet<string> = new Set<ShopwareAccountArea>([
  'account',
  'registration',
  'recovery',
  'address',
  'wishlist',
  'newsletter',
  'customer-orders',
]);

/** Exception codes of the account routes, by the call's area (a code in `'*'` means the same in every area). */
const ACCOUNT_CODES: Readonly<Record<ShopwareAccountArea | '*', Readonly<Record<string, CommerceErrorCode>>>> = {
  '*': {
    'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': 'account-exists',
    'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': 'invalid-credentials',
    CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: 'invalid-credentials',
    CHECKOUT__CUSTOMER_IS_INACTIVE: 'invalid-credentials',
    CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: 'address-not-found',
    CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: 'address-not-found',
  },
  account: {},
  registration: {
    CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: 'invalid-confirmation-token',
    CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: 'invalid-confirmation-token',
  },
  recovery: {
    CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: 'invalid-reset-token',
    CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: 'invalid-reset-token',
    CHECKOUT__HASH_NOT_FOUND: 'invalid-reset-token',
  },
  address: {},
  wishlist: { CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND: 'product-not-found' },
  newsletter: {
    CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: 'invalid-newsletter-link',
    'VIOLATION::NEWSLETTER_RECIPIENT_NOT_FOUND': 'invalid-newsletter-link',
  },
  'customer-orders': {},
};

/** What a 404 without a known code means in each account area. */
export const ACCOUNT_NOT_FOUND: Readonly<Record<ShopwareAccountArea, CommerceErrorCode>> = {
  account: 'invalid-credentials',
  registration: 'invalid-confirmation-token',
  recovery: 'invalid-reset-token',
  address: 'address-not-found',
  wishlist: 'product-not-found',
  newsletter: 'invalid-newsletter-link',
  'customer-orders': 'order-not-found',
};

/** Shopware's validation codes → the shop's issue codes; the field decides where a code has two meanings. */
function issueCode(code: string, field: string): CustomerIssueCode | null {
  const password = /(^|\.)(password|newPassword)$/.test(field);
  switch (code) {
    case 'VIOLATION::IS_BLANK_ERROR':
    case 'c1051bb4-d103-4f74-8988-acbcafc7fdc3':
      return password ? 'password-too-short' : 'required';
    case 'VIOLATION::TOO_SHORT_ERROR':
      return password ? 'password-too-short' : 'required';
    case 'VIOLATION::TOO_LONG_ERROR':
      return password ? 'password-too-long' : 'too-long';
    case 'VIOLATION::STRICT_CHECK_FAILED_ERROR':
    case 'VIOLATION::INVALID_EMAIL_FORMAT_ERROR':
      return field === 'email' ? 'invalid-email' : null;
    case 'VIOLATION::NOT_EQUAL_ERROR':
      if (field === 'newPasswordConfirm') return 'passwords-differ';
      if (field === 'emailConfirmation') return 'emails-differ';
      return null;
    case 'VIOLATION::NO_SUCH_CHOICE_ERROR':
      return field.endsWith('salutationKey') ? 'invalid-salutation' : null;
    default:
      return null;
  }
}

/** The shop field of a pointer: `/billingAddress/zipcode` → `billingAddress.zipcode` (`salutationId` → key). */
export function fieldOfPointer(pointer: string): string {
  return pointer
    .replace(/^\//, '')
    .split('/')
    .join('.')
    .replace(/salutationId$/, 'salutationKey');
}

/** The shop's error code for an account call's Shopware error by its code, or null. */
export function accountCodeFor(area: ShopwareAccountArea, error: ApiError): CommerceErrorCode | null {
  if (!error.code) return null;
  return ACCOUNT_CODES[area][error.code] ?? ACCOUNT_CODES['*'][error.code] ?? null;
}

/** The refused fields of a validation answer (400) as the shop's issues; empty when none is known. */
export function customerIssuesFor(errors: readonly ApiError[]): CustomerIssue[] {
  const issues: CustomerIssue[] = [];
  for (const error of errors) {
    const pointer = error.source?.pointer;
    if (!pointer || !error.code) continue;
    const field = fieldOfPointer(pointer);
    const code = issueCode(error.code, field);
    if (code) issues.push({ field, code });
  }
  return issues;
}
