import type { NewsletterValues } from './types';

export type NewsletterField = keyof NewsletterValues;
/** The failed rule of a field; the component words it (spec §5 messages). */
export type NewsletterError =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'salutationRequired'
  | 'emailRequired'
  | 'emailInvalid';

/** An e-mail address as the form accepts it: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec §5: each field's rules in order, stopping at the first failure. */
export function validateNewsletterField(field: NewsletterField, value: string): NewsletterError | null {
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
      return EMAIL.test(trimmed) ? null : 'emailInvalid';
  }
}

export const NEWSLETTER_FIELDS: readonly NewsletterField[] = ['salutationId', 'firstName', 'lastName', 'email'];

/** Every field's first failure; an empty object when the form may be sent. */
export function validateNewsletter(values: NewsletterValues): Partial<Record<NewsletterField, NewsletterError>> {
  const errors: Partial<Record<NewsletterField, NewsletterError>> = {};
  for (const field of NEWSLETTER_FIELDS) {
    const error = validateNewsletterField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
