import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import sharedStyles from './blocks.module.css';
import styles from './interactive.module.css';
import type { NewsletterError, NewsletterField } from './newsletter-validation';
import { BlockTitle, cx, RichText, useBlocks } from './shared';
import type { NewsletterSubscriptionData, Salutation } from './types';
import { useNewsletterForm } from './use-newsletter-form';

/**
 * The newsletter form (spec §4, §5): salutation, first and last name, e-mail. Each field is checked when it loses
 * focus (its first failing rule is shown under it), all of them on submit (focus goes to the first wrong field).
 * Prefilled from the logged-in customer, otherwise the default salutation is chosen. While sending the button shows
 * a spinner; on success a confirmation replaces the form; on failure the form stays as it was, no message (spec §8).
 */
export function NewsletterSubscription({ primary }: NewsletterSubscriptionData) {
  const { t } = useLingui();
  const {
    salutations = [],
    defaultSalutationId,
    newsletterPrefill,
    onNewsletterSubmit,
    onNewsletterFocus,
  } = useBlocks();
  const base = useId();
  const { form, confirmation, values, errors, status, setField, onBlur, onSubmit } = useNewsletterForm({
    salutations,
    defaultSalutationId,
    newsletterPrefill,
    onNewsletterSubmit,
  });

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

  /** A field's props and its error message, for the field components. */
  const field = (name: NewsletterField) => ({
    base,
    name,
    error: errors[name] ? message(errors[name]) : undefined,
    onBlur: () => onBlur(name),
  });

  return (
    <section className={styles.newsletter}>
      <BlockTitle>{primary.title}</BlockTitle>
      <div role="status" ref={confirmation} tabIndex={-1}>
        {status === 'submitted' &&
          (primary.confirmation ? (
            <RichText html={primary.confirmation} />
          ) : (
            <p className={styles.success}>
              <Trans>Thank you for subscribing to our newsletter.</Trans>
            </p>
          ))}
      </div>
      {status !== 'submitted' && (
        <>
          <RichText html={primary.description} />
          <form
            ref={form}
            className={styles.form}
            noValidate
            onSubmit={onSubmit}
            onFocus={onNewsletterFocus}
            aria-busy={status === 'loading'}
          >
            <SalutationField
              {...field('salutationId')}
              salutations={salutations}
              value={values.salutationId}
              onChange={(id) => setField('salutationId', id)}
            />
            <NewsletterInput
              {...field('firstName')}
              label={<Trans>First name</Trans>}
              type="text"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(value) => setField('firstName', value)}
            />
            <NewsletterInput
              {...field('lastName')}
              label={<Trans>Last name</Trans>}
              type="text"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(value) => setField('lastName', value)}
            />
            <NewsletterInput
              {...field('email')}
              label={<Trans>Email address</Trans>}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(value) => setField('email', value)}
            />
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

const Required = () => (
  <span className={styles.required} aria-hidden="true">
    {' *'}
  </span>
);

interface FieldProps {
  base: string;
  name: NewsletterField;
  /** The field's error, in the shopper's language. */
  error: string | undefined;
  onBlur: () => void;
}

function FieldError({ base, name, error }: Pick<FieldProps, 'base' | 'name' | 'error'>) {
  return error ? (
    <p id={`${base}-${name}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** A required text input of the form, its label and its error. */
function NewsletterInput({
  base,
  name,
  error,
  onBlur,
  label,
  type,
  autoComplete,
  inputMode,
  value,
  onChange,
}: FieldProps & {
  label: ReactNode;
  type: 'text' | 'email';
  autoComplete: string;
  inputMode?: 'email';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${base}-${name}`} className={styles.label}>
        {label}
        <Required />
      </label>
      <input
        id={`${base}-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-${name}-error` : undefined}
        onBlur={onBlur}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError base={base} name={name} error={error} />
    </div>
  );
}

/** The salutations as radio buttons, one required choice. */
function SalutationField({
  base,
  name,
  error,
  onBlur,
  salutations,
  value,
  onChange,
}: FieldProps & { salutations: readonly Salutation[]; value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${base}-${name}-error` : undefined}>
      <legend className={styles.label}>
        <Trans>Salutation</Trans>
        <Required />
      </legend>
      <div className={styles.radios}>
        {salutations.map((salutation, index) => (
          <label key={salutation.id} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={salutation.id}
              checked={value === salutation.id}
              onChange={() => onChange(salutation.id)}
              onBlur={onBlur}
              id={index === 0 ? `${base}-${name}` : undefined}
            />
            <span>{salutation.label}</span>
          </label>
        ))}
      </div>
      <FieldError base={base} name={name} error={error} />
    </fieldset>
  );
}
