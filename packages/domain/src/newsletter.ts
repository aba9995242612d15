/**
 * The newsletter's rules (spec storefront §5, §7, §9; commerce §3, §7): which list a store's shoppers subscribe to,
 * the gender the newsletter service wants (derived from the salutation), the loyalty "source" values and the
 * newsletter form's field rules. Pure: no I/O, no zod (the form's rules ship with the content blocks' JavaScript).
 */
import { type NewsletterList, STORE_DEFINITIONS, type StoreCode } from '@shop/i18n';

export type { NewsletterList };

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The newsletter list (language id and code) of a locale (spec §7: nl-nl 1, nl-be 3, fr-be 4, de-de and de-at 5,
 * fr-fr 6, de-lu 7, fr-lu 8; codes NL, BENL, BEFR, DE, FR; the English store 2 / EN, see docs/decisions/0032-newsletter.md). Takes a
 * store code or a locale in any spelling (`nl-nl`, `nl_NL`, `nl-NL`, `en`, `en-GB`); null for a locale without a store.
 */
export function newsletterList(locale: string): NewsletterList | null {
  const key = locale.trim().toLowerCase().replace('_', '-');
  const store =
    STORE_DEFINITIONS.find((candidate) => candidate.code === key) ??
    STORE_DEFINITIONS.find((candidate) => candidate.locale.toLowerCase() === key);
  return store ? store.newsletter : null;
}

/** The list of a store. */
export function newsletterListOfStore(code: StoreCode): NewsletterList {
  return newsletterList(code)!;
}

/** Whether an id and a code name one of the shop's lists together (a tablet or partner names its list). */
export function isNewsletterList(id: number, code: string): boolean {
  return STORE_DEFINITIONS.some((store) => store.newsletter.id === id && store.newsletter.code === code);
}

// ── Gender ──────────────────────────────────────────────────────────────────────────────────────────────────────────

export type NewsletterGender = 'male' | 'female';

/**
 * The gender the newsletter service is sent (spec §7: "gender (derived from salutation)"): mr → male, mrs → female.
 * Takes a salutation key (`mr`) or id (`salutation-mr`, the embedded engine's ids); null for anything else.
 */
export function genderOfSalutation(salutation: string | null | undefined): NewsletterGender | null {
  const key = salutation
    ?.trim()
    .toLowerCase()
    .replace(/^salutation-/, '');
  if (key === 'mr') return 'male';
  if (key === 'mrs') return 'female';
  return null;
}

/** The salutation key of a gender (prefilling a form from a subscriber). */
export function salutationOfGender(gender: NewsletterGender | null | undefined): 'mr' | 'mrs' | null {
  if (gender === 'male') return 'mr';
  if (gender === 'female') return 'mrs';
  return null;
}

// ── Sources ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Where a newsletter or loyalty signup happened (spec §9: "web-shop default, plus variants by register, checkout,
 * subscribe and in-store flags (loyalty signup with newsletter yes or no, at checkout, in store, or store country)").
 * - `subscribe`: the newsletter form (block, settings) — always a newsletter subscription;
 * - `register`: the loyalty signup when an account is made, with the newsletter ticked or not;
 * - `checkout`: the loyalty signup during checkout, with the newsletter ticked or not.
 */
export type NewsletterFlow = 'subscribe' | 'register' | 'checkout';

export interface NewsletterSourceFlags {
  flow: NewsletterFlow;
  /** Whether the signup asks for the newsletter (always true for `subscribe`). */
  newsletter: boolean;
  /** Signed up on an in-store tablet. */
  inStore: boolean;
  /** The store location's country (ISO 3166-1 alpha-2) when in store and known. */
  storeCountry?: string | null | undefined;
}

/** The web-shop default (spec §7: "source fixed to website"). */
export const DEFAULT_NEWSLETTER_SOURCE = 'website';

/** The salutation preselected when nobody is logged in (spec §5 "the default salutation"): mrs. */
export const DEFAULT_NEWSLETTER_SALUTATION = 'mrs';

/**
 * The newsletter form's preselected salutation among a store's (by key): the default salutation when the store has
 * it, else the store's first; none without salutations.
 */
export function defaultNewsletterSalutation(salutations: readonly { key: string }[]): string | undefined {
  return salutations.find((salutation) => salutation.key === DEFAULT_NEWSLETTER_SALUTATION)?.key ?? salutations[0]?.key;
}

const COUNTRY = /^[a-z]{2}$/;

/**
 * The source value of a signup: `website` or `instore` (`instore-{country}` when the store's country is known), then
 * `-signup-newsletter-yes|no` for a registration, `-checkout-newsletter-yes|no` at checkout, nothing for the newsletter
 * form. E.g. `website`, `website-signup-newsletter-no`, `instore-nl`, `instore-be-checkout-newsletter-yes`.
 */
export function newsletterSource(flags: NewsletterSourceFlags): string {
  const country = flags.storeCountry?.trim().toLowerCase();
  const base = flags.inStore ? (country && COUNTRY.test(country) ? `instore-${country}` : 'instore') : 'website';
  if (flags.flow === 'subscribe') return base;
  const flow = flags.flow === 'register' ? 'signup' : 'checkout';
  return `${base}-${flow}-newsletter-${flags.newsletter ? 'yes' : 'no'}`;
}

const SOURCE = /^(?:(website)|instore(?:-([a-z]{2}))?)(?:-(signup|checkout)-newsletter-(yes|no))?$/;

/** The flags of a source value; null for a value that is not one of the table's (a caller's typo is refused). */
export function parseNewsletterSource(value: string): NewsletterSourceFlags | null {
  const match = SOURCE.exec(value.trim().toLowerCase());
  if (!match) return null;
  const [, website, country, flow, newsletter] = match;
  return {
    flow: flow === 'signup' ? 'register' : flow === 'checkout' ? 'checkout' : 'subscribe',
    newsletter: flow ? newsletter === 'yes' : true,
    inStore: !website,
    storeCountry: country ? country.toUpperCase() : null,
  };
}

// ── The form (spec §5) ──────────────────────────────────────────────────────────────────────────────────────────────

export interface NewsletterFormValues {
  firstName: string;
  lastName: string;
  salutationId: string;
  email: string;
}

export type NewsletterFormField = keyof NewsletterFormValues;

/** The failed rule of a field; the form words it (spec §5: 'First name is required', …). */
export type NewsletterFormError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'salutationRequired'
  | 'emailRequired'
  | 'emailInvalid';

/** An e-mail address as the form accepts it: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isNewsletterEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed);
}

/** One field's rules in order, stopping at the first failure (spec §5). */
export function validateNewsletterField(field: NewsletterFormField, value: string): NewsletterFormError | null {
  const trimmed = value.trim();
  switch (field) {
    case 'firstName':
      return trimmed ? null : 'firstNameRequired';
    case 'lastName':
      return trimmed ? null : 'lastNameRequired';
    case 'salutationId':
      return trimmed ? null : 'salutationRequired';
    case 'email':
      if (!trimmed) return 'emailRequired';
      return isNewsletterEmail(trimmed) ? null : 'emailInvalid';
  }
}

/** The form's fields in the order they are shown (focus goes to the first wrong one). */
export const NEWSLETTER_FORM_FIELDS: readonly NewsletterFormField[] = [
  'salutationId',
  'firstName',
  'lastName',
  'email',
];

/** Every field's first failure; an empty object when the form may be sent. */
export function validateNewsletterForm(
  values: NewsletterFormValues,
): Partial<Record<NewsletterFormField, NewsletterFormError>> {
  const errors: Partial<Record<NewsletterFormField, NewsletterFormError>> = {};
  for (const field of NEWSLETTER_FORM_FIELDS) {
    const error = validateNewsletterField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

// ── Preferences ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** What a subscriber wants to hear about (the settings page); everything until they choose. */
export interface NewsletterPreferences {
  forHer: boolean;
  forHim: boolean;
  promotions: boolean;
}

export const DEFAULT_NEWSLETTER_PREFERENCES: NewsletterPreferences = { forHer: true, forHim: true, promotions: true };

/** Stored preferences as read back; anything missing or not a boolean is the default. */
export function readNewsletterPreferences(value: unknown): NewsletterPreferences {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (key: keyof NewsletterPreferences) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_NEWSLETTER_PREFERENCES[key];
  return { forHer: flag('forHer'), forHim: flag('forHim'), promotions: flag('promotions') };
}
