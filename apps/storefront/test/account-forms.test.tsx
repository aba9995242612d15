// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../packages/i18n/locales/storefront/de.po';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as fr } from '../../../packages/i18n/locales/storefront/fr.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import { type RegisterValues, registerFieldOf, toRegisterInput } from '../src/account/account-forms';
import { LoginForm, type LoginFormProps } from '../src/account/LoginForm';
import { RecoverPasswordForm } from '../src/account/RecoverPasswordPage';
import { RegisterForm, type RegisterFormProps } from '../src/account/RegisterForm';
import { ResetPasswordForm } from '../src/account/ResetPasswordPage';
import { ReturningCustomerLogin } from '../src/checkout/ContactStep';

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
}));

const CATALOGS = { en, nl, de, fr };
type Locale = keyof typeof CATALOGS;

const inLanguage = (locale: Locale) => {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submit(button: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

/** The texts an input is described by (its hint and its error), as assistive technology reads them. */
function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

// ── login ──────────────────────────────────────────────────────────────────────────────────────────────────────────

function renderLogin(locale: Locale = 'en', props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn<LoginFormProps['onSubmit']>(async () => []);
  render(<LoginForm country="NL" onSubmit={onSubmit} {...props} />, { wrapper: inLanguage(locale) });
  return { onSubmit };
}

describe('the login form', () => {
  it('needs an e-mail address and a password before it asks the gateway', async () => {
    const { onSubmit } = renderLogin();
    await submit('Log in');
    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('This field is required');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('This field is required');

    type('Email address', 'anna@');
    type('Password', 'secret-password');
    await submit('Log in');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(screen.getByLabelText('Email address'))).toBe('Please enter a valid email address');
  });

  it('sends the trimmed e-mail address and the password as typed', async () => {
    const { onSubmit } = renderLogin();
    type('Email address', '  anna@example.com ');
    type('Password', ' pass word ');
    await submit('Log in');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: ' pass word ' });
  });

  it("shows a wrong password's refusal above the form and keeps what was typed", async () => {
    const { onSubmit } = renderLogin('en');
    onSubmit.mockResolvedValue([
      { code: 'INVALID_CREDENTIALS', message: 'The email address or the password is not right.', field: null },
    ]);
    type('Email address', 'anna@example.com');
    type('Password', 'wrong-password');
    await submit('Log in');
    expect(screen.getByRole('alert').textContent).toContain('The email address or the password is not right.');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('anna@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrong-password');
    // Before the third failed attempt the form does not push the recovery yet.
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('from the third failed attempt on points to a new password', async () => {
    const { onSubmit } = renderLogin('en', { attempts: 3 });
    onSubmit.mockResolvedValue([{ code: 'INVALID_CREDENTIALS', message: 'Not right.', field: null }]);
    type('Email address', 'anna@example.com');
    type('Password', 'wrong-password');
    await submit('Log in');
    const link = within(screen.getByRole('alert')).getByRole('link', { name: 'Request a new one' });
    expect(link.getAttribute('href')).toBe('/account/recover/password/');
  });

  it('shows a refusal about a field next to it, and moves the focus there', async () => {
    const { onSubmit } = renderLogin();
    onSubmit.mockResolvedValue([{ code: 'INVALID_INPUT', message: 'Too long for us.', field: 'password' }]);
    type('Email address', 'anna@example.com');
    type('Password', 'x');
    await submit('Log in');
    const password = screen.getByLabelText('Password');
    expect(descriptionOf(password)).toBe('Too long for us.');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['nl', 'Inloggen', 'Dit veld is verplicht', 'Wachtwoord'],
    ['de', 'Anmelden', 'Dieses Feld ist erforderlich', 'Passwort'],
    ['fr', 'Se connecter', 'Ce champ est obligatoire', 'Mot de passe'],
  ] as const)('speaks %s', async (locale, button, required, password) => {
    renderLogin(locale);
    await submit(button);
    expect(descriptionOf(screen.getByLabelText(password))).toBe(required);
  });
});

// ── registration ───────────────────────────────────────────────────────────────────────────────────────────────────

const TODAY = new Date('2026-06-01T12:00:00Z');

function renderRegister(locale: Locale = 'en', props: Partial<RegisterFormProps> = {}) {
  const onSubmit = vi.fn<RegisterFormProps['onSubmit']>(async () => []);
  render(
    <RegisterForm
      country="NL"
      countryName="Nederland"
      salutations={[
        { key: 'mrs', name: 'Mrs' },
        { key: 'mr', name: 'Mr' },
      ]}
      onSubmit={onSubmit}
      today={() => TODAY}
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

// ── password recovery and reset ────────────────────────────────────────────────────────────────────────────────────

describe('the password recovery form', () => {
  const CONFIRMATION = /If there is an account for this email address, we have sent it an email/;

  it('answers the same confirmation for any address the gateway took', async () => {
    const onSubmit = vi.fn(async () => []);
    render(<RecoverPasswordForm country="NL" onSubmit={onSubmit} />, { wrapper: inLanguage('en') });
    type('Email address', 'nobody@example.com');
    await submit('Send me a link');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'nobody@example.com' });
    expect(screen.getByRole('status').textContent).toMatch(CONFIRMATION);
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('checks the address first, and shows a refusal (too many requests) above the form', async () => {
    const onSubmit = vi.fn(async () => [
      { code: 'TOO_MANY_ATTEMPTS', message: 'Too many requests. Try again later.', field: null },
    ]);
    render(<RecoverPasswordForm country="NL" onSubmit={onSubmit} />, { wrapper: inLanguage('en') });
    type('Email address', 'not-an-address');
    await submit('Send me a link');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(screen.getByLabelText('Email address'))).toBe('Please enter a valid email address');
    type('Email address', 'anna@example.com');
    await submit('Send me a link');
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try again later.');
    expect(screen.queryByText(CONFIRMATION)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('anna@example.com');
  });
});

describe('the new password form', () => {
  it('needs the password twice, the same, and long enough', async () => {
    const onSubmit = vi.fn(async () => []);
    render(<ResetPasswordForm country="NL" onSubmit={onSubmit} />, { wrapper: inLanguage('en') });
    type('New password', 'short');
    type('Repeat the new password', 'short');
    await submit('Save new password');
    expect(descriptionOf(screen.getByLabelText('New password'))).toContain(
      'Your password must be at least 8 characters long',
    );
    type('New password', 'a-new-password');
    type('Repeat the new password', 'a-new-passwort');
    await submit('Save new password');
    expect(descriptionOf(screen.getByLabelText('Repeat the new password'))).toBe('The passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('then says so and links to the login, with the focus on the news', async () => {
    const onSubmit = vi.fn(async () => []);
    render(<ResetPasswordForm country="NL" onSubmit={onSubmit} />, { wrapper: inLanguage('en') });
    type('New password', 'a-new-password');
    type('Repeat the new password', 'a-new-password');
    await submit('Save new password');
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'a-new-password', newPasswordConfirm: 'a-new-password' });
    expect(screen.getByRole('status').textContent).toContain('Your new password has been saved.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/');
    expect(document.activeElement?.contains(screen.getByRole('status'))).toBe(true);
  });

  it('shows an expired link as the refusal with a way to ask again', async () => {
    const onSubmit = vi.fn(async () => [
      { code: 'INVALID_TOKEN', message: 'This link has expired or was used already.', field: 'input.hash' },
    ]);
    render(<ResetPasswordForm country="NL" onSubmit={onSubmit} />, { wrapper: inLanguage('en') });
    type('New password', 'a-new-password');
    type('Repeat the new password', 'a-new-password');
    await submit('Save new password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This link has expired or was used already.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/account/recover/password/',
    );
  });
});

// ── the checkout's login ───────────────────────────────────────────────────────────────────────────────────────────

describe("the checkout's login for returning customers", () => {
  it('is closed until asked for, then logs in with the same form', async () => {
    const onLogin = vi.fn(async () => []);
    render(<ReturningCustomerLogin country="NL" onLogin={onLogin} />, { wrapper: inLanguage('en') });
    const toggle = screen.getByRole('button', { name: 'Already have an account? Log in' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    type('Email address', 'anna@example.com');
    type('Password', 'a-good-password');
    await submit('Log in and continue');
    expect(onLogin).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'a-good-password' });
  });
});
