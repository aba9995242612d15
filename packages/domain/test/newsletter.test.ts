import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWSLETTER_PREFERENCES,
  defaultNewsletterSalutation,
  genderOfSalutation,
  isNewsletterList,
  type NewsletterSourceFlags,
  newsletterList,
  newsletterSource,
  parseNewsletterSource,
  readNewsletterPreferences,
  salutationOfGender,
  validateNewsletterField,
  validateNewsletterForm,
} from '../src/newsletter';

describe('newsletterList: the locale → newsletter id and code (spec §7)', () => {
  it.each([
    ['nl-nl', 1, 'NL'],
    ['nl-be', 3, 'BENL'],
    ['fr-be', 4, 'BEFR'],
    ['de-de', 5, 'DE'],
    ['de-at', 5, 'DE'],
    ['fr-fr', 6, 'FR'],
    ['de-lu', 7, 'DE'],
    ['fr-lu', 8, 'FR'],
    // Not in the spec: the English store (docs/decisions/0032-newsletter.md).
    ['en', 2, 'EN'],
    // Other spellings of the same locales.
    ['nl_NL', 1, 'NL'],
    ['fr-BE', 4, 'BEFR'],
    ['de_AT', 5, 'DE'],
    ['en-GB', 2, 'EN'],
    [' NL-BE ', 3, 'BENL'],
  ])('%s → %i %s', (locale, id, code) => {
    expect(newsletterList(locale)).toEqual({ id, code });
  });

  it.each(['', 'es-es', 'nl', 'de-ch'])('%j has no list', (locale) => {
    expect(newsletterList(locale)).toBeNull();
  });

  it.each([
    [1, 'NL', true],
    [5, 'DE', true],
    [7, 'DE', true],
    [8, 'FR', true],
    [2, 'EN', true],
    [1, 'BENL', false],
    [9, 'NL', false],
    [6, 'fr', false],
  ])('list %i %s exists: %s', (id, code, expected) => {
    expect(isNewsletterList(id, code)).toBe(expected);
  });
});

describe('genderOfSalutation: gender derived from the salutation (spec §7)', () => {
  it.each([
    ['mr', 'male'],
    ['mrs', 'female'],
    ['salutation-mr', 'male'],
    ['salutation-mrs', 'female'],
    [' MRS ', 'female'],
    ['', null],
    ['ms', null],
    ['not_specified', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (salutation, gender) => {
    expect(genderOfSalutation(salutation)).toBe(gender);
  });

  it.each([
    ['male', 'mr'],
    ['female', 'mrs'],
    [null, null],
  ] as const)('back: %j → %j', (gender, salutation) => {
    expect(salutationOfGender(gender)).toBe(salutation);
  });
});

describe('newsletterSource: the loyalty source values (spec §9, commerce §7)', () => {
  const table: [NewsletterSourceFlags, string][] = [
    // The web-shop default: the newsletter form.
    [{ flow: 'subscribe', newsletter: true, inStore: false }, 'website'],
    [{ flow: 'register', newsletter: true, inStore: false }, 'website-signup-newsletter-yes'],
    [{ flow: 'register', newsletter: false, inStore: false }, 'website-signup-newsletter-no'],
    [{ flow: 'checkout', newsletter: true, inStore: false }, 'website-checkout-newsletter-yes'],
    [{ flow: 'checkout', newsletter: false, inStore: false }, 'website-checkout-newsletter-no'],
    [{ flow: 'subscribe', newsletter: true, inStore: true }, 'instore'],
    [{ flow: 'subscribe', newsletter: true, inStore: true, storeCountry: 'NL' }, 'instore-nl'],
    [{ flow: 'subscribe', newsletter: true, inStore: true, storeCountry: 'BE' }, 'instore-be'],
    [{ flow: 'register', newsletter: true, inStore: true, storeCountry: 'DE' }, 'instore-de-signup-newsletter-yes'],
    [{ flow: 'register', newsletter: false, inStore: true }, 'instore-signup-newsletter-no'],
    [{ flow: 'checkout', newsletter: false, inStore: true, storeCountry: 'fr' }, 'instore-fr-checkout-newsletter-no'],
  ];

  it.each(table)('%j → %s', (flags, source) => {
    expect(newsletterSource(flags)).toBe(source);
  });

  it.each(table)('and back: %j ← %s', (flags, source) => {
    expect(parseNewsletterSource(source)).toEqual({
      ...flags,
      storeCountry: flags.storeCountry ? flags.storeCountry.toUpperCase() : null,
    });
  });

  it('a subscription through the form is always a newsletter one', () => {
    expect(newsletterSource({ flow: 'subscribe', newsletter: false, inStore: false })).toBe('website');
  });

  it('a store country that is not a country code is left out', () => {
    expect(newsletterSource({ flow: 'subscribe', newsletter: true, inStore: true, storeCountry: 'Utrecht' })).toBe(
      'instore',
    );
  });

  it.each(['', 'web', 'website-', 'instore-nld', 'website-nl', 'website-signup', 'website-signup-newsletter-maybe'])(
    '%j is not a source',
    (value) => {
      expect(parseNewsletterSource(value)).toBeNull();
    },
  );
});

describe('the newsletter form (spec §5: messages on blur, stop at the first failure)', () => {
  it.each([
    ['firstName', '', 'firstNameRequired'],
    ['firstName', '   ', 'firstNameRequired'],
    ['firstName', 'Anna', null],
    ['lastName', '', 'lastNameRequired'],
    ['lastName', 'de Vries', null],
    ['salutationId', '', 'salutationRequired'],
    ['salutationId', 'salutation-mrs', null],
    // Required first: an empty address is not also "invalid".
    ['email', '', 'emailRequired'],
    ['email', '  ', 'emailRequired'],
    ['email', 'anna', 'emailInvalid'],
    ['email', 'anna@example', 'emailInvalid'],
    ['email', 'anna @example.com', 'emailInvalid'],
    ['email', 'anna@@example.com', 'emailInvalid'],
    ['email', `${'a'.repeat(250)}@example.com`, 'emailInvalid'],
    ['email', 'anna@example.com', null],
    ['email', ' anna.de.vries+news@example.co.uk ', null],
  ] as const)('%s %j → %j', (field, value, error) => {
    expect(validateNewsletterField(field, value)).toBe(error);
  });

  it('checks every field on submit, each with its first failure', () => {
    expect(validateNewsletterForm({ salutationId: '', firstName: '', lastName: 'X', email: 'x@' })).toEqual({
      salutationId: 'salutationRequired',
      firstName: 'firstNameRequired',
      email: 'emailInvalid',
    });
    expect(validateNewsletterForm({ salutationId: 'mr', firstName: 'A', lastName: 'B', email: 'a@b.nl' })).toEqual({});
  });
});

describe('readNewsletterPreferences', () => {
  it.each([
    [undefined, DEFAULT_NEWSLETTER_PREFERENCES],
    ['nonsense', DEFAULT_NEWSLETTER_PREFERENCES],
    [{ forHer: false }, { forHer: false, forHim: true, promotions: true }],
    [
      { forHim: 'no', promotions: false },
      { forHer: true, forHim: true, promotions: false },
    ],
  ])('%j → %j', (stored, expected) => {
    expect(readNewsletterPreferences(stored)).toEqual(expected);
  });
});

describe('the newsletter form’s preselected salutation', () => {
  it.each([
    [['mr', 'mrs'], 'mrs'],
    [['mrs'], 'mrs'],
    [['mr'], 'mr'],
    [['madame', 'monsieur'], 'madame'],
    [[], undefined],
  ])('among %j is %s', (keys, expected) => {
    expect(defaultNewsletterSalutation(keys.map((key) => ({ key })))).toBe(expected);
  });
});
