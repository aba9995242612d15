import { Trans, useLingui } from '@lingui/react/macro';
import { type CountryCode, isValidEmail } from '@shop/domain';
import { Alert, TextField } from '@shop/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from './checkout.module.css';
import { checkoutErrorMessage } from './messages';
import { applyUserErrors, type UserErrorLike } from './user-errors';

export interface ContactFormProps {
  country: CountryCode;
  email: string;
  /** Saves the e-mail address; answers the gateway's refusals (empty: saved). */
  onSubmit: (email: string) => Promise<readonly UserErrorLike[]>;
}

/** The contact step (spec commerce §2 `/checkout/`): the guest's e-mail address for the order. */
export function ContactForm({ country, email, onSubmit }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email }, reValidateMode: 'onChange' });
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await onSubmit(values.email.trim());
    setGeneral(applyUserErrors(refusals, setError, (path) => path === 'email'));
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
      <p>
        <Trans>We send the order confirmation and the track-and-trace link to this address.</Trans>
      </p>
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="email"
        error={checkoutErrorMessage(i18n, errors.email?.message, country)}
        {...register('email', {
          validate: (value) => {
            if (value.trim() === '') return 'required';
            return isValidEmail(value) || 'invalid-email';
          },
        })}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        <Trans>Continue to shipment</Trans>
      </button>
    </form>
  );
}
