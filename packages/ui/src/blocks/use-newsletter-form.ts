import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  NEWSLETTER_FIELDS,
  type NewsletterError,
  type NewsletterField,
  validateNewsletter,
  validateNewsletterField,
} from './newsletter-validation';
import type { BlockRuntime, NewsletterValues } from './types';

type Status = 'idle' | 'loading' | 'submitted';

/**
 * The newsletter form's state: the values (prefilled, the logged-in customer's details filling what was not typed
 * yet), each field's error (checked on blur, re-checked while corrected, all on submit with the focus on the first
 * wrong one) and the sending status (on failure the form stays as it was).
 */
export function useNewsletterForm({
  salutations = [],
  defaultSalutationId,
  newsletterPrefill,
  onNewsletterSubmit,
}: Pick<BlockRuntime, 'salutations' | 'defaultSalutationId' | 'newsletterPrefill' | 'onNewsletterSubmit'>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<NewsletterValues>({
    salutationId: newsletterPrefill?.salutationId ?? defaultSalutationId ?? salutations[0]?.id ?? '',
    firstName: newsletterPrefill?.firstName ?? '',
    lastName: newsletterPrefill?.lastName ?? '',
    email: newsletterPrefill?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<NewsletterField, NewsletterError>>>({});
  const [status, setStatus] = useState<Status>('idle');
  // The logged-in customer's details arrive after mount (the app asks for them then): they fill the fields the
  // shopper has not typed in yet.
  const touched = useRef(new Set<NewsletterField>());
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!newsletterPrefill) return;
    setValues((current) => {
      const next = { ...current };
      for (const field of NEWSLETTER_FIELDS) {
        const value = newsletterPrefill[field];
        if (value && !touched.current.has(field)) next[field] = value;
      }
      return next;
    });
  }, [newsletterPrefill]);

  const setField = (field: NewsletterField, value: string) => {
    touched.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    // A shown error is re-checked as the shopper corrects the field.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateNewsletterField(field, value) ?? undefined }));
  };
  const onBlur = (field: NewsletterField) =>
    setErrors((current) => ({ ...current, [field]: validateNewsletterField(field, values[field]) ?? undefined }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'loading') return;
    const found = validateNewsletter(values);
    setErrors(found);
    const first = NEWSLETTER_FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // Without a subscription call from the app nothing is sent, so nothing is claimed: the form stays as it is.
    if (!onNewsletterSubmit) return;
    setStatus('loading');
    try {
      await onNewsletterSubmit({ ...values, email: values.email.trim() });
      setStatus('submitted');
      // The form (and the focused button) goes: focus moves to the confirmation that replaces it.
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch {
      setStatus('idle');
    }
  };

  return { form, confirmation, values, errors, status, setField, onBlur, onSubmit };
}
