// @vitest-environment happy-dom
import type { LinkProps } from '@shop/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyRegisterValues,
  type RegisterValues,
  registerFieldOf,
  registerResolver,
  toRegisterInput,
} from '../src/account/account-forms';
import { BillingAddressFieldset } from '../src/account/BillingAddressFieldset';
import { RegisterForm, type RegisterFormProps } from '../src/account/RegisterForm';
import { descriptionOf, inLanguage, type Locale, submit, type } from './account-form-helpers';

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
}));

afterEach(cleanup);

// ── registration ───────────────────────────────────────────────────────────────────────────────────────────────────

const TODAY = new Date('2026-06-01T12:00:00Z');

function renderRegister(locale: Locale = 'en', props: Partial<RegisterFormProps<RegisterValues>> = {}) {
  const onSubmit = vi.fn<RegisterFormProps<RegisterValues>['onSubmit']>(async () => []);
  render(
    <RegisterForm
      country="NL"
      salutations={[
        { key: 'mrs', name: 'Mrs' },
        { key: 'mr', name: 'Mr' },
      ]}
      defaultValues={emptyRegisterValues('NL')}
      resolver={registerResolver('NL', () => TODAY)}
      addressFields={(form) => <BillingAddressFieldset form={form} country="NL" countryName="Nederland" />}
      fieldOf={registerFieldOf}
      botCheck
      onSubmit={onSubmit}
      {...props}
    />,
    { wrapper: inLanguage(locale) },
  );
  return { onSubmit };
}

function fillValidRegistration() {
  fireEvent.change(screen.getByLabelText('Salutation'), { target: { value: 'mrs' } });
  type('First name', 'Anna');
  type('Last name', 'de Vries');
  type('Email address', 'anna@example.com');
  type('Password', 'a-good-password');
  type('Street', 'Damrak');
  type('House number', '1');
  type('Postcode', '1012 LG');
  type('City', 'Amsterdam');
}

describe('the registration form', () => {
  it('asks the birthday day first, the names once, and hints the password length', () => {
    renderRegister();
    const parts = screen.getAllByRole('textbox').map((input) => input.getAttribute('autocomplete'));
    expect(parts.filter((part) => part?.startsWith('bday'))).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(screen.getAllByLabelText('First name')).toHaveLength(1);
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('At least 8 characters');
    expect(screen.getByRole('checkbox', { name: /first to be informed/ })).toBeTruthy();
  });

  it('checks every required field before it asks the gateway', async () => {
    const { onSubmit } = renderRegister();
    await submit('Create account');
    expect(onSubmit).not.toHaveBeenCalled();
    for (const label of ['Salutation', 'First name', 'Last name', 'Email address', 'Password', 'Street', 'City']) {
      expect(descriptionOf(screen.getByLabelText(label)), label).toContain('This field is required');
    }
  });

  it('refuses a short password, an impossible birthday and a wrong postcode', async () => {
    const { onSubmit } = renderRegister();
    fillValidRegistration();
    type('Password', '1234567');
    type('Day', '31');
    type('Month', '2');
    type('Year', '1990');
    type('Postcode', '1012');
    await submit('Create account');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(screen.getByLabelText('Password'))).toContain(
      'Your password must be at least 8 characters long',
    );
    const birthday = screen.getByRole('group', { name: 'Date of birth (optional)' });
    expect(descriptionOf(birthday)).toBe('Please enter a valid date of birth');
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(screen.getByLabelText('Postcode'))).toContain('Please enter a valid postcode, e.g. 1012 AB');
  });

  it('sends the registration with the birthday as numbers and the names on the billing address', async () => {
    const { onSubmit } = renderRegister();
    fillValidRegistration();
    type('Day', '09');
    type('Month', '12');
    type('Year', '1990');
    fireEvent.click(screen.getByRole('checkbox', { name: /first to be informed/ }));
    await submit('Create account');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0] as RegisterValues;
    expect(toRegisterInput(values)).toEqual({
      salutationKey: 'mrs',
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.com',
      password: 'a-good-password',
      birthdayYear: 1990,
      birthdayMonth: 12,
      birthdayDay: 9,
      newsletter: true,
      billingAddress: {
        salutationKey: 'mrs',
        firstName: 'Anna',
        lastName: 'de Vries',
        street: 'Damrak',
        houseNumber: '1',
        houseNumberAddition: null,
        zipcode: '1012 LG',
        city: 'Amsterdam',
        countryIso: 'NL',
        phoneNumber: null,
      },
    });
  });

  it('leaves the birthday out when none is given', async () => {
    const { onSubmit } = renderRegister();
    fillValidRegistration();
    await submit('Create account');
    const input = toRegisterInput(onSubmit.mock.calls[0]?.[0] as RegisterValues);
    expect([input.birthdayYear, input.birthdayMonth, input.birthdayDay]).toEqual([null, null, null]);
    expect(input.newsletter).toBe(false);
  });

  it('shows "Account with emailaddress already exists" at the e-mail field and keeps every field', async () => {
    const { onSubmit } = renderRegister();
    onSubmit.mockResolvedValue([
      { code: 'EMAIL_TAKEN', message: 'Account with emailaddress already exists', field: 'input.email' },
    ]);
    fillValidRegistration();
    type('Day', '9');
    type('Month', '12');
    type('Year', '1990');
    await submit('Create account');
    const email = screen.getByLabelText<HTMLInputElement>('Email address');
    expect(descriptionOf(email)).toBe('Account with emailaddress already exists');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('anna@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('a-good-password');
    expect(screen.getByLabelText<HTMLInputElement>('Street').value).toBe('Damrak');
    expect(screen.getByLabelText<HTMLInputElement>('Year').value).toBe('1990');
    expect(screen.getByLabelText<HTMLSelectElement>('Salutation').value).toBe('mrs');
  });

  it('shows a refusal about no field above the form, and one about the address at its field', async () => {
    const { onSubmit } = renderRegister();
    onSubmit.mockResolvedValue([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again later.', field: null },
      { code: 'INVALID_ADDRESS', message: 'We do not know this postcode.', field: 'input.billingAddress.zipcode' },
    ]);
    fillValidRegistration();
    await submit('Create account');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again later.');
    expect(descriptionOf(screen.getByLabelText('Postcode'))).toContain('We do not know this postcode.');
  });

  it('speaks Dutch', async () => {
    renderRegister('nl');
    await submit('Account aanmaken');
    expect(descriptionOf(screen.getByLabelText('Wachtwoord'))).toBe('Minimaal 8 tekens | Dit veld is verplicht');
  });
});

describe('the registration refusals land at their fields', () => {
  it.each([
    ['input.email', 'email'],
    ['email', 'email'],
    ['input.password', 'password'],
    ['input.birthdayYear', 'birthDay'],
    ['input.birthdayDay', 'birthDay'],
    ['input.billingAddress.zipcode', 'billingAddress.zipcode'],
    ['input.billingAddress.firstName', 'firstName'],
    ['input.billingAddress.countryIso', null],
    ['input.somethingElse', null],
    ['token', null],
  ])('%s → %s', (path, field) => {
    expect(registerFieldOf(path)).toBe(field);
  });
});
