import { describe, expect, it } from 'vitest';
import { commerceErrorFor, type ShopwareCallArea, type ShopwareErrorAnswer } from '../../src/shopware/errors';
import type { Exchange } from './recording';
import { ACCOUNT_EXCHANGES } from './recordings/accounts';

const refusal = (code: string, status: number, pointer?: string): ShopwareErrorAnswer => ({
  status,
  errors: [{ code, status: String(status), ...(pointer ? { source: { pointer } } : {}) }],
});

/**
 * Shopware's answers to account calls and the shop's code each becomes (with the details forms use). Every code is
 * one the gateway words in four languages; Shopware's own text never travels.
 */
const ACCOUNT_ANSWERS: [string, ShopwareErrorAnswer, ShopwareCallArea, string, Record<string, unknown>?][] = [
  [
    'a wrong password at login (401)',
    refusal('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 401),
    'account',
    'invalid-credentials',
  ],
  [
    'a login before the registration was confirmed',
    refusal('CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED', 401),
    'account',
    'invalid-credentials',
  ],
  [
    'a login to a deactivated account',
    refusal('CHECKOUT__CUSTOMER_IS_INACTIVE', 401),
    'account',
    'invalid-credentials',
  ],
  [
    'a wrong current password in a change (validation)',
    refusal('VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 400, '/password'),
    'account',
    'invalid-credentials',
  ],
  [
    "another account's e-mail address (validation)",
    refusal('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 400, '/email'),
    'account',
    'account-exists',
  ],
  [
    'a registration with an address that has an account',
    refusal('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 400, '/email'),
    'registration',
    'account-exists',
  ],
  [
    'a confirmation link whose hash Shopware does not know',
    refusal('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', 404),
    'registration',
    'invalid-confirmation-token',
  ],
  [
    'a confirmation link used twice',
    refusal('CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED', 412),
    'registration',
    'invalid-confirmation-token',
  ],
  [
    'a 404 without a code at the confirmation',
    { status: 404, errors: [] },
    'registration',
    'invalid-confirmation-token',
  ],
  [
    'a recovery link whose hash Shopware does not know',
    refusal('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', 404),
    'recovery',
    'invalid-reset-token',
  ],
  [
    'an expired recovery link',
    refusal('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', 410),
    'recovery',
    'invalid-reset-token',
  ],
  [
    'an address that is not the customer’s',
    refusal('CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', 404),
    'address',
    'address-not-found',
  ],
  ['a 404 without a code in the address book', { status: 404, errors: [] }, 'address', 'address-not-found'],
  ['an unknown newsletter link', { status: 404, errors: [] }, 'newsletter', 'invalid-newsletter-link'],
  ['an unknown order in the history', { status: 404, errors: [] }, 'customer-orders', 'order-not-found'],
  [
    'an account call without a logged-in customer (403)',
    refusal('CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 403),
    'address',
    'not-logged-in',
  ],
  [
    'a blank first name and a short password at registration (validation pointers)',
    {
      status: 400,
      errors: [
        { code: 'VIOLATION::IS_BLANK_ERROR', status: '400', source: { pointer: '/firstName' } },
        { code: 'VIOLATION::TOO_SHORT_ERROR', status: '400', source: { pointer: '/password' } },
        { code: 'VIOLATION::IS_BLANK_ERROR', status: '400', source: { pointer: '/billingAddress/zipcode' } },
      ],
    },
    'registration',
    'invalid-customer',
    {
      issues: [
        { field: 'firstName', code: 'required' },
        { field: 'password', code: 'password-too-short' },
        { field: 'billingAddress.zipcode', code: 'required' },
      ],
    },
  ],
  [
    'a new password and confirmation that differ (validation pointer)',
    refusal('VIOLATION::NOT_EQUAL_ERROR', 400, '/newPasswordConfirm'),
    'account',
    'invalid-customer',
    { issues: [{ field: 'newPasswordConfirm', code: 'passwords-differ' }] },
  ],
  [
    'an e-mail address Shopware finds malformed (validation pointer)',
    refusal('VIOLATION::STRICT_CHECK_FAILED_ERROR', 400, '/email'),
    'account',
    'invalid-customer',
    { issues: [{ field: 'email', code: 'invalid-email' }] },
  ],
  [
    'an unknown salutation (validation pointer)',
    refusal('VIOLATION::NO_SUCH_CHOICE_ERROR', 400, '/salutationId'),
    'registration',
    'invalid-customer',
    { issues: [{ field: 'salutationKey', code: 'invalid-salutation' }] },
  ],
  [
    'too many logins, the wait in the answer (429)',
    {
      status: 429,
      errors: [{ code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', status: '429', meta: { parameters: { seconds: '60' } } }],
    },
    'account',
    'commerce-busy',
    { retryAfterSeconds: 60 },
  ],
  [
    'a 400 of the account routes the shop does not know',
    refusal('CHECKOUT__SOMETHING_NEW', 400),
    'account',
    'commerce-unavailable',
  ],
];

describe("Shopware's answers to account calls in the shop's codes", () => {
  it.each(ACCOUNT_ANSWERS)('%s', (_name, answer, area, code, details) => {
    const error = commerceErrorFor(answer, area);
    expect(error.code).toBe(code);
    if (details) expect(error.details).toMatchObject(details);
  });

  it('has a row for every refusal in the recordings', () => {
    const recorded = (exchanges: readonly Exchange[]) =>
      exchanges.flatMap((entry) =>
        entry.response.status >= 400
          ? ((entry.response.body as ShopwareErrorAnswer).errors ?? []).map(
              (error) => error.code ?? `${entry.response.status}`,
            )
          : [],
      );
    const inTables = new Set(ACCOUNT_ANSWERS.flatMap(([, answer]) => answer.errors.map((error) => error.code)));
    const refusals = recorded(ACCOUNT_EXCHANGES);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((code) => !inTables.has(code))).toEqual([]);
  });
});
