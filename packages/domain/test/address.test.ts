import type { CountryCode } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import {
  type AddressInput,
  addressFormSchema,
  isValidEmail,
  normalizeAddress,
  validateAddress,
  validatePickup,
} from '../src/address';

const base = (country: CountryCode, overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Damrak',
  houseNumber: '1',
  zipcode: { NL: '1012 LG', BE: '1000', DE: '10115', AT: '1010', FR: '75001', LU: 'L-1009', GB: 'SW1A 1AA' }[country],
  city: 'Stad',
  countryIso: country,
  ...overrides,
});

describe('validateAddress', () => {
  it.each(['NL', 'BE', 'DE', 'AT', 'FR', 'LU', 'GB'] as const)('accepts a complete %s address', (country) => {
    expect(validateAddress(base(country), country)).toEqual([]);
  });

  it.each([
    // country, field overrides, expected issues
    ['NL', { firstName: ' ' }, [{ field: 'firstName', code: 'required' }]],
    ['NL', { zipcode: '1012' }, [{ field: 'zipcode', code: 'invalid-zipcode' }]],
    ['NL', { zipcode: '1012lg' }, []],
    ['NL', { houseNumber: '12a' }, [{ field: 'houseNumber', code: 'invalid-house-number' }]],
    ['NL', { houseNumberAddition: 'abcd' }, []],
    ['NL', { houseNumberAddition: 'abcde' }, [{ field: 'houseNumberAddition', code: 'max-4' }]],
    ['BE', { houseNumberAddition: 'b12' }, []],
    ['BE', { houseNumberAddition: 'b123' }, [{ field: 'houseNumberAddition', code: 'max-3' }]],
    ['DE', { houseNumber: '12a' }, []],
    ['DE', { zipcode: '1011' }, [{ field: 'zipcode', code: 'invalid-zipcode' }]],
    ['FR', { zipcode: '7500' }, [{ field: 'zipcode', code: 'invalid-zipcode' }]],
    ['LU', { zipcode: '1009' }, []],
    ['GB', { zipcode: 'EC1A 1BB' }, []],
    ['GB', { zipcode: '12345' }, [{ field: 'zipcode', code: 'invalid-zipcode' }]],
    ['NL', { countryIso: 'BE' }, [{ field: 'countryIso', code: 'wrong-country' }]],
    ['NL', { phoneNumber: '020 555 1234' }, []],
    ['NL', { phoneNumber: '+31 6 12345678' }, []],
    ['NL', { phoneNumber: '12345' }, [{ field: 'phoneNumber', code: 'invalid-phone' }]],
    ['DE', { phoneNumber: '030 12345678' }, []],
    ['GB', { phoneNumber: '020 7946 0018' }, []],
    ['GB', { phoneNumber: 'call me' }, [{ field: 'phoneNumber', code: 'invalid-phone' }]],
    ['NL', { city: 'x'.repeat(101) }, [{ field: 'city', code: 'too-long' }]],
  ] as const)('%s %o → %o', (country, overrides, expected) => {
    expect(validateAddress(base(country, overrides), country)).toEqual(expected);
  });
});

describe('normalizeAddress', () => {
  it('writes a Dutch postcode with a space and capitals, a Luxembourg one with L-, and drops empty extras', () => {
    expect(normalizeAddress(base('NL', { zipcode: '1012lg', houseNumberAddition: ' ' }))).toMatchObject({
      zipcode: '1012 LG',
      houseNumberAddition: undefined,
    });
    expect(normalizeAddress(base('LU', { zipcode: '1009' })).zipcode).toBe('L-1009');
  });
});

describe('pickup and e-mail', () => {
  it.each([
    ['parcelshop', undefined, null],
    ['packstation', undefined, 'dhl-customer-number-required'],
    ['packstation', ' ', 'dhl-customer-number-required'],
    ['packstation', '12ab', 'invalid-dhl-customer-number'],
    ['packstation', '123456789', null],
  ] as const)('%s with %o → %o', (locationType, dhlCustomerNumber, expected) => {
    expect(validatePickup({ locationType, dhlCustomerNumber })).toBe(expected);
  });

  it.each([
    ['anna@example.com', true],
    ['anna@example', false],
    ['', false],
  ])('e-mail %s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('addressFormSchema', () => {
  it('reports each issue at its field with the code as message', () => {
    const result = addressFormSchema('BE').safeParse(base('BE', { houseNumberAddition: 'bus12', zipcode: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zipcode', 'required'],
      ['houseNumberAddition', 'max-3'],
    ]);
  });
});
