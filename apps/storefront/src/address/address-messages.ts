import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADDRESS_FORMATS, type AddressErrorCode, type PickupErrorCode } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';

/**
 * The words of the checkout forms' error codes (spec commerce §5 names four of them; the others are ours). The
 * forms' rules answer codes (`validateAddress`, `validatePickup`, the e-mail check); this is the one place that says
 * them in the shopper's language.
 */
export type CheckoutErrorCode = AddressErrorCode | PickupErrorCode | 'invalid-email' | 'pickup-point-required';

const MESSAGES: Record<Exclude<CheckoutErrorCode, 'invalid-zipcode'>, MessageDescriptor> = {
  required: msg`This field is required`,
  'invalid-phone': msg`Please enter a valid phone number`,
  'max-4': msg`Max 4 characters are allowed`,
  'max-3': msg`Max 3 characters are allowed`,
  'invalid-house-number': msg`Please enter the house number in digits only; letters go into the addition`,
  'too-long': msg`This is too long`,
  'wrong-country': msg`We cannot deliver to this country from this store`,
  'dhl-customer-number-required': msg`Your DHL customer number is required`,
  'invalid-dhl-customer-number': msg`Please enter a valid DHL customer number (6 to 10 digits)`,
  'invalid-email': msg`Please enter a valid email address`,
  'pickup-point-required': msg`Please choose a pickup point`,
};

const isKnownCode = (code: string): code is CheckoutErrorCode => code === 'invalid-zipcode' || code in MESSAGES;

/** The message of a code in the shopper's language; a message that is no code (the gateway's own text) as it is. */
export function checkoutErrorMessage(i18n: I18n, code: string | undefined, country: CountryCode): string | undefined {
  if (!code) return undefined;
  if (!isKnownCode(code)) return code;
  if (code === 'invalid-zipcode') {
    const example = ADDRESS_FORMATS[country].zipcodeExample;
    return i18n._(msg`Please enter a valid postcode, e.g. ${example}`);
  }
  return i18n._(MESSAGES[code]);
}
