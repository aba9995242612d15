import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import sharedStyles from './blocks.module.css';
import styles from './interactive.module.css';
import type { NewsletterError, NewsletterField } from './newsletter-validation';
import { BlockTitle, cx, RichText, useBlocks } from './shared';
import type { NewsletterSubscriptionProps } from './types';
import { useNewsletterForm } from './use-newsletter-form';

const required = (
  <span className={styles.required} aria-hidden="true">
    {' *'}
  </span>
);

/** A labelled field of the form, with its error under it. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required}
      </label>
      {children}
      {error}
    </div>
  );
}

/** The message of a field's first failing rule. */
function useErrorMessage() {
  const { t } = useLingui();
  return (error: NewsletterError): string => {
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
}

/** The submit button: a spinner while sending (it stays focusable, so focus is not lost). */
function SubmitButton({ loading }: { loading: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="submit"
      className={cx(sharedStyles.button, sharedStyles.buttonCta, styles.submit)}
      aria-disabled={loading ? true : undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {loading ? t`Subscribing…` : t`Subscribe`}
    </button>
  );
}

/**
 * The newsletter form (spec §4, §5): salutation, first and last name, e-mail. Each field is checked when it loses
 * focus (its first failing rule is shown under it), all of them on submit (focus goes to the first wrong field).
 * Prefilled from the logged-in customer, otherwise the default salutation is chosen. While sending the button shows
 * a spinner; on success a confirmation replaces the form; on failure the form stays as it was, no message (spec §8).
 */
export function NewsletterSubscription({ title, description }: NewsletterSubscriptionProps) {
  const { salutations = [], onNewsletterFocus } = useBlocks();
  const base = useId();
  const { form, confirmation, values, errors, status, setField, onBlur, onSubmit } = useNewsletterForm();

  const message = useErrorMessage();
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
            <Field id={`${base}-firstName`} label={<Trans>First name</Trans>} error={errorText('firstName')}>
              <input
                {...fieldProps('firstName')}
                className={styles.input}
                type="text"
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={(event) => setField('firstName', event.target.value)}
              />
            </Field>
            <Field id={`${base}-lastName`} label={<Trans>Last name</Trans>} error={errorText('lastName')}>
              <input
                {...fieldProps('lastName')}
                className={styles.input}
                type="text"
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={(event) => setField('lastName', event.target.value)}
              />
            </Field>
            <Field id={`${base}-email`} label={<Trans>Email address</Trans>} error={errorText('email')}>
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
            </Field>
            <p className={styles.hint}>
              <Trans>Fields marked with * are required.</Trans>
            </p>
            <SubmitButton loading={status === 'loading'} />
          </form>
        </>
      )}
    </section>
  );
}
