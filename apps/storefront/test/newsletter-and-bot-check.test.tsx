// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import type { GraphqlQuery } from '../src/lib/graphql/query';
import { NewsletterSettingsView } from '../src/newsletter/NewsletterSettingsPage';
import type { NewsletterSettingsFieldsFragment } from '../src/newsletter/newsletter.generated';
import { newsletterSubscription, subscribeToNewsletter } from '../src/newsletter/use-newsletter-block';
import {
  botCheckHeaders,
  EMBEDDED_BOT_CHECK_TOKEN,
  loadRecaptcha,
  RECAPTCHA_ERRORS,
  recaptchaToken,
  resetRecaptchaForTests,
  siteKeyOfDocument,
} from '../src/recaptcha/recaptcha';

vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
}));

const CATALOGS = { en, nl };
const inLanguage = (locale: keyof typeof CATALOGS) => {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  resetRecaptchaForTests();
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
  delete window.grecaptcha;
  delete document.documentElement.dataset.recaptchaSiteKey;
});

/** Google's script as the page would load it: `grecaptcha` appears when the script "loads". */
function serveGoogleScript(execute: (siteKey: string, options: { action: string }) => Promise<string>) {
  const loaded: string[] = [];
  resetRecaptchaForTests(async (src) => {
    loaded.push(src);
    window.grecaptcha = { ready: (callback) => callback(), execute };
  });
  return loaded;
}

describe('the reCAPTCHA v3 client', () => {
  it('embedded mode (no site key): no script, the fixed token the embedded verifier accepts', async () => {
    expect(siteKeyOfDocument()).toBeNull();
    expect(await recaptchaToken('login')).toBe(EMBEDDED_BOT_CHECK_TOKEN);
    expect(await botCheckHeaders('newsletter')).toEqual({ 'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN });
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it("with a site key: Google's script is loaded once, on first use, and executes the operation's action", async () => {
    document.documentElement.dataset.recaptchaSiteKey = 'site-key-123';
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `google-token-for-${action}`);
    const loaded = serveGoogleScript(execute);
    expect(loaded).toEqual([]);
    expect(await botCheckHeaders('register')).toEqual({ 'x-recaptcha-token': 'google-token-for-register' });
    expect(await recaptchaToken('login')).toBe('google-token-for-login');
    expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-123']);
    expect(execute).toHaveBeenCalledWith('site-key-123', { action: 'register' });
  });

  it.each([
    ['No key provided', () => loadRecaptcha({ siteKey: '  ' })],
    ['No version provided', () => loadRecaptcha({ siteKey: 'key', version: 2 })],
  ])('logs "%s" and answers nothing', async (message, run) => {
    expect(await run()).toBeNull();
    expect(errors).toHaveBeenCalledWith(`[recaptcha] ${message}`);
  });

  it('logs "Failed to load script" when the script does not load; the operation goes without a token', async () => {
    let attempts = 0;
    resetRecaptchaForTests(async () => {
      attempts++;
      throw new Event('error');
    });
    expect(await recaptchaToken('login', { siteKey: 'key' })).toBeNull();
    expect(errors.mock.calls[0]![0]).toBe(`[recaptcha] ${RECAPTCHA_ERRORS.loadScript}`);
    // A later use tries again.
    expect(await recaptchaToken('login', { siteKey: 'key' })).toBeNull();
    expect(attempts).toBe(2);
  });

  it('logs "Failed to execute" when Google refuses to make a token', async () => {
    serveGoogleScript(async () => {
      throw new Error('boom');
    });
    expect(await botCheckHeaders('password_recovery', { siteKey: 'key' })).toEqual({});
    expect(errors.mock.calls[0]![0]).toBe(`[recaptcha] ${RECAPTCHA_ERRORS.execute}`);
  });
});

describe('the newsletter subscription', () => {
  const values = { salutationId: 'mrs', firstName: ' Lotte ', lastName: 'Peeters', email: ' lotte@example.be ' };

  it("sends the locale's list id and code and the source fixed to website (in store is the gateway's to say)", () => {
    expect(newsletterSubscription(values, { code: 'fr-be' })).toEqual({
      email: 'lotte@example.be',
      firstName: 'Lotte',
      lastName: 'Peeters',
      salutation: 'mrs',
      listId: 4,
      listCode: 'BEFR',
      source: 'website',
    });
    expect(newsletterSubscription(values, { code: 'de-at' })).toMatchObject({
      listId: 5,
      listCode: 'DE',
      source: 'website',
    });
  });

  it('sends the bot-check token and pushes EmailOptin on success', async () => {
    const graphql = vi.fn(async () => ({ subscribeNewsletter: { success: true, errors: [] } }));
    await subscribeToNewsletter(graphql as unknown as GraphqlQuery, values, { code: 'nl-nl' });
    expect(graphql).toHaveBeenCalledWith(
      expect.anything(),
      { input: expect.objectContaining({ listId: 1, listCode: 'NL', email: 'lotte@example.be' }) },
      { headers: { 'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN } },
    );
    expect(window.dataLayer).toContainEqual({ event: 'EmailOptin', email: 'lotte@example.be' });
  });

  it('a refusal or a failure is logged and rejects (the form stays), without EmailOptin', async () => {
    const refused = vi.fn(async () => ({
      subscribeNewsletter: { success: false, errors: [{ code: 'BOT_CHECK_FAILED', message: 'robot', field: null }] },
    }));
    await expect(subscribeToNewsletter(refused as unknown as GraphqlQuery, values, { code: 'nl-nl' })).rejects.toThrow(
      'BOT_CHECK_FAILED',
    );
    const offline = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(subscribeToNewsletter(offline as unknown as GraphqlQuery, values, { code: 'nl-nl' })).rejects.toThrow(
      'offline',
    );
    expect(errors).toHaveBeenCalledTimes(2);
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'EmailOptin' }));
  });
});

describe('the newsletter settings page', () => {
  const settings = (overrides: Partial<NewsletterSettingsFieldsFragment> = {}): NewsletterSettingsFieldsFragment => ({
    status: 'PENDING',
    email: 'lotte@example.be',
    firstName: 'Lotte',
    lastName: 'Peeters',
    list: { id: 3, code: 'BENL' },
    language: 'nl',
    preferences: { forHer: true, forHim: true, promotions: true },
    ...overrides,
  });
  const answer = (name: string, value: NewsletterSettingsFieldsFragment | null, codes: string[] = []) => ({
    [name]: { settings: value, errors: codes.map((code) => ({ code, message: code, field: 'hash' })) },
  });

  it('an unknown or expired link says so, with the way back', () => {
    render(<NewsletterSettingsView settings={null} graphql={vi.fn()} hash="old" />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Newsletter settings');
    expect(screen.getByRole('alert').textContent).toMatch(/unknown or has expired/);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('confirm → preferences → unsubscribe, each announced; opening the page sends nothing', async () => {
    const graphql = vi.fn();
    render(<NewsletterSettingsView settings={settings()} graphql={graphql as never} hash="h" />, {
      wrapper: inLanguage('en'),
    });
    expect(graphql).not.toHaveBeenCalled();
    expect(screen.getByText(/confirm that you want to receive our newsletter/)).toBeTruthy();

    graphql.mockResolvedValueOnce(answer('confirmNewsletter', settings({ status: 'CONFIRMED' })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your subscription is confirmed.');

    fireEvent.click(screen.getByRole('checkbox', { name: "Men's fashion and shoes" }));
    graphql.mockResolvedValueOnce(
      answer(
        'updateNewsletterSettings',
        settings({ status: 'CONFIRMED', preferences: { forHer: true, forHim: false, promotions: true } }),
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' }));
    });
    expect(graphql).toHaveBeenLastCalledWith(expect.anything(), {
      hash: 'h',
      input: { forHer: true, forHim: false, promotions: true },
    });
    expect(screen.getByRole('status').textContent).toBe('Your preferences have been saved.');
    expect((screen.getByRole('checkbox', { name: "Men's fashion and shoes" }) as HTMLInputElement).checked).toBe(false);

    graphql.mockResolvedValueOnce(answer('unsubscribeNewsletter', settings({ status: 'UNSUBSCRIBED' })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from the newsletter' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/You have been unsubscribed/);
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('a link that expired meanwhile turns into the expired page; a failure is said in the language of the page', async () => {
    const graphql = vi.fn().mockResolvedValueOnce(answer('confirmNewsletter', null, ['INVALID_NEWSLETTER_LINK']));
    const view = render(<NewsletterSettingsView settings={settings()} graphql={graphql as never} hash="h" />, {
      wrapper: inLanguage('nl'),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Bevestig mijn inschrijving' }));
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    view.unmount();

    const failing = vi.fn().mockRejectedValueOnce(new Error('offline'));
    render(<NewsletterSettingsView settings={settings({ status: 'CONFIRMED' })} graphql={failing} hash="h" />, {
      wrapper: inLanguage('nl'),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Afmelden voor de nieuwsbrief' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Er ging iets mis. Probeer het opnieuw.');
  });
});

describe("the Content-Security-Policy and Google's reCAPTCHA hosts", () => {
  it('allows them only with a site key (the embedded mode loads no Google script)', async () => {
    const { contentSecurityPolicy } = await import('../src/tracking/content-security-policy');
    const embedded = contentSecurityPolicy({ nonce: 'MF9nLfE5HyFqsrI3C/u14g==', tagManager: false, botCheck: false });
    const google = contentSecurityPolicy({ nonce: 'MF9nLfE5HyFqsrI3C/u14g==', tagManager: false, botCheck: true });
    expect(embedded).not.toContain('recaptcha');
    expect(google).toContain('https://www.google.com/recaptcha/');
    expect(google).toContain('https://www.gstatic.com/recaptcha/');
  });
});
