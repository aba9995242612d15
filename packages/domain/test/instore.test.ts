import { describe, expect, it } from 'vitest';
import {
  instoreStatusAt,
  instoreStep,
  instoreStepAfterRefresh,
  isBranchCodeFormat,
  isInstoreSessionId,
  joinInsertion,
  type TabletopEntry,
  tabletopAddressLines,
  tabletopRegistration,
} from '../src/instore';

const TTL = new Date('2026-05-01T12:00:00Z');

describe('the status of an in-store session at a moment', () => {
  it.each([
    ['OPEN', '2026-05-01T11:59:59.999Z', 'OPEN'],
    ['OPEN', '2026-05-01T12:00:00.000Z', 'EXPIRED'],
    ['OPEN', '2026-05-02T00:00:00.000Z', 'EXPIRED'],
    ['CLOSED', '2026-05-01T11:00:00.000Z', 'CLOSED'],
    ['CLOSED', '2026-05-01T13:00:00.000Z', 'CLOSED'],
    ['EXPIRED', '2026-05-01T11:00:00.000Z', 'EXPIRED'],
    ['REVOKED', '2026-05-01T13:00:00.000Z', 'REVOKED'],
  ])('%s at %s reads %s', (stored, now, status) => {
    expect(instoreStatusAt(stored, TTL, new Date(now))).toBe(status);
  });
});

describe('what the tablet does with a session (spec storefront §4)', () => {
  it.each([
    ['OPEN', 'keep', 'keep'],
    ['EXPIRED', 'refresh', 'clear'],
    ['CLOSED', 'refresh', 'clear'],
    ['REVOKED', 'clear', 'clear'],
    ['open', 'clear', 'clear'],
    ['', 'clear', 'clear'],
    [null, 'clear', 'clear'],
    [undefined, 'clear', 'clear'],
  ])('%s: %s, after a refresh %s', (status, step, afterRefresh) => {
    expect(instoreStep(status)).toBe(step);
    expect(instoreStepAfterRefresh(status)).toBe(afterRefresh);
  });
});

describe('session ids and branch codes', () => {
  it.each([
    ['Jm3k2Yx9QwErTyUiOpAsDf', true],
    ['0c6e3f0e-8a57-4d2a-9d59-1f2b3c4d5e6f', true],
    ['short', false],
    ['has space in it', false],
    ['../../etc/passwd', false],
    ['x'.repeat(129), false],
  ])('session id %s: %s', (id, valid) => {
    expect(isInstoreSessionId(id)).toBe(valid);
  });

  it.each([
    ['store-amsterdam', true],
    ['0301', true],
    ['store_gent', true],
    ['', false],
    ['-store', false],
    ['store amsterdam', false],
    ['store;drop', false],
    ['s'.repeat(41), false],
  ])('branch code %s: %s', (code, valid) => {
    expect(isBranchCodeFormat(code)).toBe(valid);
  });
});

describe('tabletop registration mapping (spec commerce §3)', () => {
  it.each([
    ['van', 'Dijk', 'van Dijk'],
    ['van der', 'Berg', 'van der Berg'],
    ['', 'Jansen', 'Jansen'],
    ['  de ', ' Vries  ', 'de Vries'],
    ['van  den', 'Heuvel', 'van den Heuvel'],
    ['de', '', 'de'],
  ])('insertion %j and last name %j: %j', (insertion, lastName, joined) => {
    expect(joinInsertion(insertion, lastName)).toBe(joined);
  });

  it.each([
    [
      { insertion: 'de', lastName: 'Vries', houseNumber: '12', houseNumberAddition: 'A' },
      { lastName: 'de Vries', additionalAddressLine1: '12', additionalAddressLine2: 'A' },
    ],
    [
      { insertion: '', lastName: 'Peeters', houseNumber: ' 7 ', houseNumberAddition: 'bus 3' },
      { lastName: 'Peeters', additionalAddressLine1: '7', additionalAddressLine2: 'bus 3' },
    ],
    [
      { insertion: 'van', lastName: 'Leeuwen', houseNumber: '151', houseNumberAddition: '  ' },
      { lastName: 'van Leeuwen', additionalAddressLine1: '151', additionalAddressLine2: null },
    ],
  ])('%o maps to %o', (entry, lines) => {
    expect(tabletopAddressLines(entry)).toEqual(lines);
  });

  const entry: TabletopEntry = {
    salutationKey: 'mrs',
    firstName: ' Anna ',
    insertion: 'van der',
    lastName: 'Berg',
    email: ' anna@example.com ',
    password: 'secret password',
    birthdayYear: 1990,
    birthdayMonth: 4,
    birthdayDay: 12,
    newsletter: true,
    street: 'Oudegracht',
    houseNumber: '151',
    houseNumberAddition: 'bis',
    zipcode: '3511 AZ',
    city: 'Utrecht',
    countryIso: 'NL',
    phoneNumber: '',
  };

  it('becomes a full registration whose billing address carries the mapped lines', () => {
    expect(tabletopRegistration(entry)).toEqual({
      salutationKey: 'mrs',
      firstName: 'Anna',
      lastName: 'van der Berg',
      email: 'anna@example.com',
      password: 'secret password',
      birthdayYear: 1990,
      birthdayMonth: 4,
      birthdayDay: 12,
      newsletter: true,
      billingAddress: {
        salutationKey: 'mrs',
        firstName: 'Anna',
        lastName: 'van der Berg',
        street: 'Oudegracht',
        houseNumber: '151',
        houseNumberAddition: 'bis',
        zipcode: '3511 AZ',
        city: 'Utrecht',
        countryIso: 'NL',
        phoneNumber: null,
      },
    });
  });

  it('leaves out an empty addition and keeps the password as typed', () => {
    const registration = tabletopRegistration({ ...entry, houseNumberAddition: '', password: ' spaced ' });
    expect(registration.billingAddress.houseNumberAddition).toBeNull();
    expect(registration.password).toBe(' spaced ');
  });
});
