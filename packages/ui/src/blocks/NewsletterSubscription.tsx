import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import sharedStyles from './blocks.module.css';
import styles from './interactive.module.css';
import {
  NEWSLETTER_FIELDS,
  type NewsletterError,
  type NewsletterField,
  validateNewsletter,
  validateNewsletterField,
} from './newsletter-validation';
import { BlockTitle, cx, RichText, useBlocks } from './shared';
import type { NewsletterSubscriptionProps, NewsletterValues } from './types';

type Status = 'idle' | 'loading' | 'submitted';

/**
 * The newsletter form (spec §4, §5): salutation, first and last name, e-mail. Each field is checked when it loses
 * focus (its first failing rule is shown under it), all of them on submit (focus goes to the first wrong field).
 * Prefilled from the logged-in customer, otherwise the default salutation is chosen. While sending the button shows
 * a spinner; on success a confirmation replaces the form; on failure the form stays as it was, no message (spec §8).
 */
export function NewsletterSubscription({ title, description }: NewsletterSubscriptionProps) {
  const { t } = useLingui();
  const {
    salutations = [],
    defaultSalutationId,
    newsletterPrefill,
    onNewsletterSubmit,
    onNewsletterFocus,
  } = useBlocks();
  const base = useId();
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

  const message = (error: NewsletterError): string => {
    switch (error) {
      case 'firstNameRequired':
        return t`First name is required`;
      case 'lastNameRequired':
        return t`Last name is required`;
      case 'salutationRequired':
        return t`The gender is required`;
      case 'emailRequired':
        return t`Your email address is required`;
      case 'emailInvalid':
        return t`Please enter a valid email address`;
    }
  };

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

  const fieldProps = (field: NewsletterField) => ({
    id: `${base}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${base}-${field}-error` : undefined,
    onBlur: () => onBlur(field),
  });
  const errorText = (field: NewsletterField) => {
    const error = errors[field];
    return error ? (
      <p id={`${base}-${field}-error`} className={styles.error}>
        {message(error)}
      </p>
    ) : null;
  };
  const required = (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );

  return (
    <section className={styles.newsletter}>
      <BlockTitle>{title}</BlockTitle>
      <div role="status" ref={confirmation} tabIndex={-1}>
        {status === 'submitted' && (
          <p className={styles.success}>
            <Trans>Thank you for subscribing to our newsletter.</Trans>
          </p>
        )}
      </div>
      {status !== 'submitted' && (
        <>
          <RichText html={description} />
          <form
            ref={form}
            className={styles.form}
            noValidate
            onSubmit={onSubmit}
            onFocus={onNewsletterFocus}
            aria-busy={status === 'loading'}
          >
            <fieldset
              className={styles.fieldset}
              aria-describedby={errors.salutationId ? `${base}-salutationId-error` : undefined}
            >
              <legend className={styles.label}>
                <Trans>Salutation</Trans>
                {required}
              </legend>
              <div className={styles.radios}>
                {salutations.map((salutation, index) => (
                  <label key={salutation.id} className={styles.radio}>
                    <input
                      type="radio"
                      name="salutationId"
                      value={salutation.id}
                      checked={values.salutationId === salutation.id}
                      onChange={() => setField('salutationId', salutation.id)}
                      onBlur={() => onBlur('salutationId')}
                      id={index === 0 ? `${base}-salutationId` : undefined}
                    />
                    <span>{salutation.label}</span>
                  </label>
                ))}
              </div>
              {errorText('salutationId')}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={`${base}-firstName`} className={styles.label}>
                <Trans>First name</Trans>
                {required}
              </label>
              <input
                {...fieldProps('firstName')}
                className={styles.input}
                type="text"
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={(event) => setField('firstName', event.target.value)}
              />
              {errorText('firstName')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${base}-lastName`} className={styles.label}>
                <Trans>Last name</Trans>
                {required}
              </label>
              <input
                {...fieldProps('lastName')}
                className={styles.input}
                type="text"
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={(event) => setField('lastName', event.target.value)}
              />
              {errorText('lastName')}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${base}-email`} className={styles.label}>
                <Trans>Email address</Trans>
                {required}
              </label>
              <input
                {...fieldProps('email')}
                className={styles.input}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={values.email}
                onChange={(event) => setField('email', event.target.value)}
              />
              {errorText('email')}
            </div>
            <p className={styles.hint}>
              <Trans>Fields marked with * are required.</Trans>
            </p>
            <button
              type="submit"
              className={cx(sharedStyles.button, sharedStyles.buttonCta, styles.submit)}
              aria-disabled={status === 'loading' ? true : undefined}
            >
              {status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
              {status === 'loading' ? t`Subscribing…` : t`Subscribe`}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
