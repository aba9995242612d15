// @vitest-environment happy-dom
import type { LinkProps } from '@shop/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm, type LoginFormProps } from '../src/account/LoginForm';
import { RecoverPasswordForm } from '../src/account/RecoverPasswordPage';
import { ResetPasswordForm } from '../src/account/ResetPasswordPage';
import { ReturningCustomerLogin } from '../src/checkout/ContactStep';
import { descriptionOf, inLanguage, type Locale, submit, type } from './account-form-helpers';

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
}));

afterEach(cleanup);
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
