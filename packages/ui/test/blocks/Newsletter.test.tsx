import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSubscription } from '../../src/blocks/NewsletterSubscription';
import { validateNewsletter, validateNewsletterField } from '../../src/blocks/newsletter-validation';
import { BlocksProvider } from '../../src/blocks/shared';
import type { BlockRuntime, NewsletterSubscriptionProps } from '../../src/blocks/types';
import { inLanguage, type Locale } from './fixtures';

afterEach(cleanup);

const block: NewsletterSubscriptionProps = {
  __typename: 'NewsletterSubscriptionBlock',
  id: 'newsletter_subscription-1',
  sliceType: 'newsletter_subscription',
  variation: 'default',
  title: 'Newsletter',
  description: '<p>Be the first to know.</p>',
};
const salutations = [
  { id: 'mr', label: 'Mr' },
  { id: 'ms', label: 'Ms' },
];

const renderForm = (locale: Locale, runtime: BlockRuntime = {}) =>
  render(
    <BlocksProvider salutations={salutations} {...runtime}>
      <NewsletterSubscription {...block} />
    </BlocksProvider>,
    { wrapper: inLanguage(locale) },
  );

const messages = {
  en: [
    'First name is required',
    'Last name is required',
    'Your email address is required',
    'Please enter a valid email address',
  ],
  nl: [
    'Voornaam is verplicht',
    'Achternaam is verplicht',
    'Je e-mailadres is verplicht',
    'Vul een geldig e-mailadres in',
  ],
  de: [
    'Der Vorname ist erforderlich',
    'Der Nachname ist erforderlich',
    'Deine E-Mail-Adresse ist erforderlich',
    'Bitte gib eine gültige E-Mail-Adresse ein',
  ],
  fr: [
    'Le prénom est obligatoire',
    'Le nom est obligatoire',
    'Votre adresse e-mail est obligatoire',
    'Veuillez saisir une adresse e-mail valide',
  ],
} as const;
const labels = {
  en: ['First name', 'Last name', 'Email address', 'Subscribe'],
  nl: ['Voornaam', 'Achternaam', 'E-mailadres', 'Inschrijven'],
  de: ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Anmelden'],
  fr: ['Prénom', 'Nom', 'Adresse e-mail', 'S’inscrire'],
} as const;

describe('NewsletterSubscription', () => {
  it.each(['en', 'nl', 'de', 'fr'] as const)(
    'shows translated messages on submit, next to the fields (%s)',
    (locale) => {
      const onNewsletterSubmit = vi.fn(async () => {});
      renderForm(locale, { onNewsletterSubmit });
      const [firstName, lastName, email, submit] = labels[locale];
      const [firstRequired, lastRequired, emailRequired] = messages[locale];
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(onNewsletterSubmit).not.toHaveBeenCalled();
      const first = screen.getByRole('textbox', { name: firstName });
      expect(first.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(firstRequired);
      expect(screen.getByText(lastRequired)).toBeTruthy();
      expect(screen.getByText(emailRequired)).toBeTruthy();
      expect(screen.getByRole('textbox', { name: lastName }).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('textbox', { name: email }).getAttribute('aria-invalid')).toBe('true');
      // Focus goes to the first wrong field.
      expect(document.activeElement).toBe(first);
    },
  );

  it('checks a field on blur, stops at its first failure, and keeps the other fields (nl)', () => {
    renderForm('nl');
    const firstName = screen.getByRole('textbox', { name: 'Voornaam' }) as HTMLInputElement;
    const email = screen.getByRole('textbox', { name: 'E-mailadres' }) as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Anna' } });
    fireEvent.blur(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText('Je e-mailadres is verplicht')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'anna@' } });
    fireEvent.blur(email);
    expect(screen.queryByText('Je e-mailadres is verplicht')).toBeNull();
    expect(screen.getByText('Vul een geldig e-mailadres in')).toBeTruthy();
    expect(firstName.value).toBe('Anna');
    expect(email.value).toBe('anna@');
    // Not checked before it lost focus.
    expect(screen.queryByText('Achternaam is verplicht')).toBeNull();
  });

  it('preselects the default salutation, sends the values, shows a spinner, then the confirmation', async () => {
    let resolve = () => {};
    const onNewsletterSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    renderForm('en', { onNewsletterSubmit, defaultSalutationId: 'ms' });
    expect((screen.getByRole('radio', { name: 'Ms' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'de Vries' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: ' anna@example.nl ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(onNewsletterSubmit).toHaveBeenCalledWith({
      salutationId: 'ms',
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.nl',
    });
    expect(screen.getByRole('button', { name: 'Subscribing…' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => resolve());
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing to our newsletter.');
  });

  it('keeps the form as it was when sending fails', async () => {
    const onNewsletterSubmit = vi.fn(async () => {
      throw new Error('network');
    });
    renderForm('fr', {
      onNewsletterSubmit,
      newsletterPrefill: { firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.fr', salutationId: 'ms' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    });
    expect(onNewsletterSubmit).toHaveBeenCalledOnce();
    expect((screen.getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement).value).toBe('Marie');
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe(
      'marie@example.fr',
    );
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("fills the fields the shopper has not typed in with the logged-in customer's details when they arrive", async () => {
    const runtime = (prefill?: BlockRuntime['newsletterPrefill']): BlockRuntime => ({
      defaultSalutationId: 'mr',
      newsletterPrefill: prefill,
    });
    const view = renderForm('en', runtime());
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'typed@example.nl' } });
    view.rerender(
      <BlocksProvider
        salutations={salutations}
        {...runtime({ firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.fr', salutationId: 'ms' })}
      >
        <NewsletterSubscription {...block} />
      </BlocksProvider>,
    );
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Marie');
    expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Dupont');
    expect((screen.getByRole('radio', { name: 'Ms' }) as HTMLInputElement).checked).toBe(true);
    // What the shopper typed stays.
    expect(email.value).toBe('typed@example.nl');
  });

  it('tells the app when the form is first used, and moves the focus to the confirmation', async () => {
    const onNewsletterFocus = vi.fn();
    renderForm('en', {
      onNewsletterFocus,
      onNewsletterSubmit: async () => {},
      newsletterPrefill: { firstName: 'A', lastName: 'B', email: 'a@b.nl', salutationId: 'mr' },
    });
    fireEvent.focus(screen.getByRole('textbox', { name: 'First name' }));
    expect(onNewsletterFocus).toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('validates by the rules of spec §5', () => {
    expect(validateNewsletterField('email', '')).toBe('emailRequired');
    expect(validateNewsletterField('email', 'a@b')).toBe('emailInvalid');
    expect(validateNewsletterField('email', 'a b@c.nl')).toBe('emailInvalid');
    expect(validateNewsletterField('email', 'a@b.nl')).toBeNull();
    expect(validateNewsletterField('firstName', '  ')).toBe('firstNameRequired');
    expect(validateNewsletter({ salutationId: '', firstName: 'A', lastName: '', email: 'x' })).toEqual({
      salutationId: 'salutationRequired',
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
    });
  });

  it('requires a salutation when none is chosen', () => {
    render(
      <BlocksProvider salutations={[]}>
        <NewsletterSubscription {...block} />
      </BlocksProvider>,
      { wrapper: inLanguage('nl') },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(screen.getByText('Het geslacht is verplicht')).toBeTruthy();
  });
});
