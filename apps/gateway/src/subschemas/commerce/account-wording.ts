import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AddressErrorCode } from '@shop/domain';
import { addressErrorMessage } from './wording';

/** The customer account's words in the shopper's language: user errors of the identity, profile and address calls. */

export const SALUTATION_NAMES: Record<'mr' | 'mrs', MessageDescriptor> = {
  mr: msg`Mr`,
  mrs: msg`Mrs`,
};

/** User errors by the engine's error code (accounts.ts) and the gateway's own (rate limits, sessions). */
const ACCOUNT_ERRORS: Record<string, MessageDescriptor> = {
  // Spec §5's wording.
  'account-exists': msg`Account with emailaddress already exists`,
  // One message for a wrong address and a wrong password: the answer does not tell which accounts exist.
  'invalid-credentials': msg`The e-mail address or password is incorrect.`,
  'wrong-password': msg`The password is incorrect.`,
  'not-logged-in': msg`Please log in first.`,
  // Spec §8's wording, for a logout without a session.
  'already-logged-out': msg`You're already logged out`,
  'invalid-reset-token': msg`This link to set a new password is no longer valid. Please ask for a new one.`,
  'invalid-confirmation-token': msg`This confirmation link is no longer valid. Please register again.`,
  'address-not-found': msg`We could not find this address.`,
  'product-not-found': msg`This product is not available.`,
  'service-point-not-found': msg`This pickup point is not available. Please choose another one.`,
  'too-many-products': msg`Add at most 200 products at once.`,
};

export function accountErrorMessage(i18n: I18n, code: string): string {
  const descriptor = ACCOUNT_ERRORS[code];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Something went wrong. Please try again.`);
}

export function tooManyAttemptsMessage(i18n: I18n, retryAfterSeconds: number): string {
  // A login's backoff waits seconds (at most a minute); the fixed windows of the other limits, minutes.
  if (retryAfterSeconds <= 90) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return i18n._(
      msg`Too many attempts. Please wait ${plural(seconds, { one: '# second', other: '# seconds' })} and try again.`,
    );
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return i18n._(msg`Too many attempts. Please try again in ${minutes} minutes.`);
}

/** Refused fields of a registration, profile or password form (codes of accounts.ts `CustomerIssue`). */
const FIELD_ERRORS: Record<string, MessageDescriptor> = {
  'invalid-salutation': msg`Please choose a salutation.`,
  'invalid-email': msg`Please enter a valid e-mail address.`,
  'password-too-short': msg`Your password must have at least 8 characters.`,
  'password-too-long': msg`Your password can have at most 128 characters.`,
  'invalid-birthday': msg`Please enter a valid date of birth.`,
  'passwords-differ': msg`The passwords do not match.`,
  'emails-differ': msg`The e-mail addresses do not match.`,
};

/** A refused field: the account's own words, else the address form's (required, too long, postcode, …). */
export function fieldErrorMessage(i18n: I18n, code: string): string {
  const descriptor = FIELD_ERRORS[code];
  return descriptor ? i18n._(descriptor) : addressErrorMessage(i18n, code as AddressErrorCode);
}
