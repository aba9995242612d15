/**
 * Checkout input rules (spec commerce §5), shared by the storefront's forms and the gateway's resolvers: the same
 * function judges an address on both sides, and each side translates the codes it answers into the shopper's
 * language. The spec names the messages ("Please enter a valid phone number", "Max 4 characters are allowed",
 * "Max 3 characters are allowed", "Your DHL customer number is required") but not their conditions; the conditions
 * chosen here are written down in docs/decisions/0021-addresses-and-pickup-points.md.
 */
import type { CountryCode } from '@shop/i18n';
import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import phoneMetadata from './phone-metadata.json' with { type: 'json' };

export interface AddressInput {
  salutationKey?: string | null | undefined;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  houseNumberAddition?: string | null | undefined;
  zipcode: string;
  city: string;
  countryIso: string;
  phoneNumber?: string | null | undefined;
  company?: string | null | undefined;
}

export type AddressField = keyof AddressInput;

/**
 * Why a field is refused: `required`, `invalid-zipcode`, `invalid-phone` ("Please enter a valid phone number"),
 * `max-4` ("Max 4 characters are allowed"), `max-3` ("Max 3 characters are allowed"), `invalid-house-number`,
 * `too-long` (beyond the field's storage length), `wrong-country` (the store does not ship there).
 */
export type AddressErrorCode =
  | 'required'
  | 'invalid-zipcode'
  | 'invalid-phone'
  | 'max-4'
  | 'max-3'
  | 'invalid-house-number'
  | 'too-long'
  | 'wrong-country';

export interface AddressIssue {
  field: AddressField;
  code: AddressErrorCode;
}

export interface AddressFormat {
  /** Postcode pattern (after trimming). */
  zipcode: RegExp;
  /** A valid example, shown as the field's hint. */
  zipcodeExample: string;
  /** The house-number addition's bound and its message: a Dutch `toevoeging` (4), a Belgian box number (3). */
  additionMax: 3 | 4;
  /** Whether the house number is digits only (the addition holds letters): the Netherlands and Belgium. */
  numericHouseNumber: boolean;
}

export const ADDRESS_FORMATS: Readonly<Record<CountryCode, AddressFormat>> = {
  NL: { zipcode: /^[1-9]\d{3} ?[A-Za-z]{2}$/, zipcodeExample: '1012 AB', additionMax: 4, numericHouseNumber: true },
  BE: { zipcode: /^[1-9]\d{3}$/, zipcodeExample: '1000', additionMax: 3, numericHouseNumber: true },
  DE: { zipcode: /^\d{5}$/, zipcodeExample: '10115', additionMax: 4, numericHouseNumber: false },
  AT: { zipcode: /^[1-9]\d{3}$/, zipcodeExample: '1010', additionMax: 4, numericHouseNumber: false },
  FR: { zipcode: /^\d{5}$/, zipcodeExample: '75001', additionMax: 4, numericHouseNumber: false },
  LU: { zipcode: /^(L-?)?\d{4}$/i, zipcodeExample: 'L-1009', additionMax: 4, numericHouseNumber: false },
  GB: {
    zipcode: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
    zipcodeExample: 'SW1A 1AA',
    additionMax: 4,
    numericHouseNumber: false,
  },
};

/** Longest values stored (names, street, city); beyond them the field is refused as `too-long`. */
const MAX_TEXT = 100;
const MAX_HOUSE_NUMBER = 10;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** The problems of an address for a store in `country`; empty when it can be used. */
export function validateAddress(input: AddressInput, country: CountryCode): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const format = ADDRESS_FORMATS[country];
  for (const field of ['firstName', 'lastName', 'street', 'houseNumber', 'zipcode', 'city'] as const) {
    if (isBlank(input[field])) issues.push({ field, code: 'required' });
  }
  for (const field of ['firstName', 'lastName', 'street', 'city', 'company'] as const) {
    if ((input[field]?.trim().length ?? 0) > MAX_TEXT) issues.push({ field, code: 'too-long' });
  }
  const houseNumber = input.houseNumber?.trim() ?? '';
  if (houseNumber) {
    if (houseNumber.length > MAX_HOUSE_NUMBER) issues.push({ field: 'houseNumber', code: 'too-long' });
    else if (format.numericHouseNumber && !/^\d+$/.test(houseNumber)) {
      issues.push({ field: 'houseNumber', code: 'invalid-house-number' });
    }
  }
  const addition = input.houseNumberAddition?.trim() ?? '';
  if (addition.length > format.additionMax) {
    issues.push({ field: 'houseNumberAddition', code: format.additionMax === 3 ? 'max-3' : 'max-4' });
  }
  const zipcode = input.zipcode?.trim() ?? '';
  if (zipcode && !format.zipcode.test(zipcode)) issues.push({ field: 'zipcode', code: 'invalid-zipcode' });
  if (input.countryIso !== country) issues.push({ field: 'countryIso', code: 'wrong-country' });
  const phone = input.phoneNumber?.trim() ?? '';
  if (phone && !isValidPhone(phone, country)) issues.push({ field: 'phoneNumber', code: 'invalid-phone' });
  return issues;
}

/**
 * A phone number valid in the store's country (national form) or in another country the shop ships to (international
 * form, `+…`), by the real number ranges (libphonenumber's full metadata, cut to those countries: phone-metadata.json).
 */
export function isValidPhone(phone: string, country: CountryCode): boolean {
  try {
    return isValidPhoneNumber(phone, country, phoneMetadata as unknown as MetadataJson);
  } catch {
    return false;
  }
}

/** The address as stored: trimmed, the Dutch postcode written `1012 AB`, empty optional fields dropped. */
export function normalizeAddress<T extends AddressInput>(input: T): T {
  const trim = (value: string | null | undefined) => (isBlank(value) ? undefined : value!.trim());
  let zipcode = input.zipcode.trim().toUpperCase();
  if (input.countryIso === 'NL') zipcode = zipcode.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2');
  if (input.countryIso === 'LU') zipcode = zipcode.replace(/^(?:L-?)?(\d{4})$/, 'L-$1');
  return {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    street: input.street.trim(),
    houseNumber: input.houseNumber.trim(),
    houseNumberAddition: trim(input.houseNumberAddition),
    zipcode,
    city: input.city.trim(),
    phoneNumber: trim(input.phoneNumber),
    company: trim(input.company),
    salutationKey: trim(input.salutationKey),
  };
}

// ── E-mail and DHL Packstation ──────────────────────────────────────────────────────────────────────────────────────

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && z.email().safeParse(email.trim()).success;
}

/** A DHL customer number (Postnummer): 6 to 10 digits. */
export function isValidDhlCustomerNumber(value: string): boolean {
  return /^\d{6,10}$/.test(value.trim());
}

export type PickupErrorCode = 'dhl-customer-number-required' | 'invalid-dhl-customer-number';

/** A Packstation delivery needs the shopper's DHL customer number ("Your DHL customer number is required"). */
export function validatePickup(input: {
  locationType: string;
  dhlCustomerNumber?: string | null | undefined;
}): PickupErrorCode | null {
  if (input.locationType !== 'packstation') return null;
  if (isBlank(input.dhlCustomerNumber)) return 'dhl-customer-number-required';
  return isValidDhlCustomerNumber(input.dhlCustomerNumber!) ? null : 'invalid-dhl-customer-number';
}

/**
 * A zod schema of the address form for a store's country, for react-hook-form's resolver: each issue's message is
 * its code, which the form translates.
 */
export function addressFormSchema(country: CountryCode) {
  return z
    .object({
      salutationKey: z.string().optional(),
      firstName: z.string(),
      lastName: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      houseNumberAddition: z.string().optional(),
      zipcode: z.string(),
      city: z.string(),
      countryIso: z.string(),
      phoneNumber: z.string().optional(),
      company: z.string().optional(),
    })
    .superRefine((value, context) => {
      for (const issue of validateAddress(value, country)) {
        context.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
      }
    });
}
