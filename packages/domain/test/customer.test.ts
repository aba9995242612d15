import { describe, expect, it } from 'vitest';
import {
  birthdayDate,
  birthdayFromParts,
  formatBirthday,
  otherAddresses,
  parseSettingsList,
  sortAddressesDefaultFirst,
  toggleListEntry,
  validatePassword,
} from '../src/customer';

describe('validatePassword', () => {
  it.each([
    ['', 'password-too-short'],
    ['1234567', 'password-too-short'],
    ['12345678', null],
    // Characters, not UTF-16 units: seven emoji are seven characters.
    ['😀😀😀😀😀😀😀', 'password-too-short'],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'password-too-long'],
  ])('%j → %s', (password, expected) => {
    expect(validatePassword(password)).toBe(expected);
  });
});

describe('birthdayFromParts', () => {
  const today = new Date('2025-06-15T10:00:00Z');
  it.each([
    [{}, { birthday: null }],
    [{ year: null, month: null, day: null }, { birthday: null }],
    [{ year: 1990, month: 12, day: 31 }, { birthday: '1990-12-31' }],
    [{ year: 2000, month: 2, day: 29 }, { birthday: '2000-02-29' }],
    [{ year: 1999, month: 2, day: 29 }, { error: 'invalid-birthday' }],
    [{ year: 1990, month: 2, day: 31 }, { error: 'invalid-birthday' }],
    [{ year: 1990, month: 13, day: 1 }, { error: 'invalid-birthday' }],
    [{ year: 1990, month: 0, day: 1 }, { error: 'invalid-birthday' }],
    [{ year: 1990, month: 5 }, { error: 'invalid-birthday' }],
    [{ year: 1990.5, month: 5, day: 1 }, { error: 'invalid-birthday' }],
    [{ year: 1899, month: 12, day: 31 }, { error: 'invalid-birthday' }],
    [{ year: 2025, month: 6, day: 14 }, { birthday: '2025-06-14' }],
    // Today and later are not past dates.
    [{ year: 2025, month: 6, day: 15 }, { error: 'invalid-birthday' }],
    [{ year: 2030, month: 1, day: 1 }, { error: 'invalid-birthday' }],
  ])('%j → %j', (parts, expected) => {
    expect(birthdayFromParts(parts, today)).toEqual(expected);
  });
});

describe('birthday read back and shown', () => {
  it.each([
    ['1990-12-31', '1990-12-31', '31-12-1990'],
    ['1990-12-31T00:00:00.000+00:00', '1990-12-31', '31-12-1990'],
    [null, null, null],
    ['', null, null],
    ['31-12-1990', null, null],
  ])('%j → %j, shown %j', (stored, date, shown) => {
    expect(birthdayDate(stored)).toBe(date);
    expect(formatBirthday(stored)).toBe(shown);
  });
});

describe('parseSettingsList (invalid stored data reads as empty)', () => {
  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['"look-1"', []],
    ['42', []],
    [42, []],
    [{ 0: 'look-1' }, []],
    ['[]', []],
    ['["look-1","look-2"]', ['look-1', 'look-2']],
    ['["look-1",2,null,"",{"x":1},"look-1"]', ['look-1']],
    [
      ['store-a', 'store-b'],
      ['store-a', 'store-b'],
    ],
  ])('%j → %j', (stored, expected) => {
    expect(parseSettingsList(stored)).toEqual(expected);
  });
});

describe('toggleListEntry', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'a', []],
    [['a', 'b'], 'c', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', ['a', 'c']],
  ])('%j toggling %s → %j', (list, id, expected) => {
    expect(toggleListEntry(list, id)).toEqual(expected);
  });

  it('drops the oldest entries beyond the bound', () => {
    expect(toggleListEntry(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
  });
});

describe('the address book order', () => {
  const addresses = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  it.each([
    [{ billing: null, shipping: null }, ['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd']],
    [{ billing: 'c', shipping: null }, ['c', 'a', 'b', 'd'], ['a', 'b', 'd']],
    [{ billing: 'c', shipping: 'd' }, ['c', 'd', 'a', 'b'], ['a', 'b']],
    [{ billing: 'b', shipping: 'b' }, ['b', 'a', 'c', 'd'], ['a', 'c', 'd']],
    [{ billing: null, shipping: 'd' }, ['d', 'a', 'b', 'c'], ['a', 'b', 'c']],
  ])('defaults %j: sorted %j, others %j', (defaults, sorted, others) => {
    expect(sortAddressesDefaultFirst(addresses, defaults).map((address) => address.id)).toEqual(sorted);
    expect(otherAddresses(addresses, defaults).map((address) => address.id)).toEqual(others);
  });
});
