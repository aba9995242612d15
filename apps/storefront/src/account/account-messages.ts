import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CountryCode } from '@shop/i18n';
import { checkoutErrorMessage } from '../address/public';

/**
 * The words of every account form's rules (login, registration, recovery, reset, and the customer area's profile,
 * e-mail, password and deletion forms): one table, so the same rule reads the same everywhere. Rules answer codes;
 * the gateway's refusals come back as its own translated messages and are shown as they are.
 */
export type AccountErrorCode =
  | 'required'
  | 'too-long'
  | 'invalid-email'
  | 'emails-differ'
  | 'password-too-short'
  | 'password-too-long'
  | 'passwords-differ'
  | 'invalid-birthday';

const MESSAGES: Record<AccountErrorCode, MessageDescriptor> = {
  required: msg`This field is required`,
  'too-long': msg`This is too long`,
  'invalid-email': msg`Please enter a valid email address`,
  'emails-differ': msg`The email addresses do not match`,
  // The spec's English text: at least 8 characters.
  'password-too-short': msg`Your password must be at least 8 characters long`,
  'password-too-long': msg`Your password can be at most 128 characters long`,
  'passwords-differ': msg`The passwords do not match`,
  'invalid-birthday': msg`Please enter a valid date of birth`,
};

/**
 * A code's message in the shopper's language. With a country, an address rule's code is worded as the checkout words
 * it; anything else that is no code (the gateway's own words) is shown as it is.
 */
export function accountErrorMessage(i18n: I18n, code: string | undefined, country?: CountryCode): string | undefined {
  if (!code) return undefined;
  if (code in MESSAGES) return i18n._(MESSAGES[code as AccountErrorCode]);
  return country ? checkoutErrorMessage(i18n, code, country) : code;
}
