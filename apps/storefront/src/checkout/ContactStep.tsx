import { Trans, useLingui } from '@lingui/react/macro';
import { isValidEmail } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { Alert, formPage, TextField } from '@shop/ui/form';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountUserError, LoginValues } from '../account/public';
import { LoginForm, useSessionStore } from '../account/public';
import { checkoutErrorMessage } from '../address/public';
import { ShopLink } from '../components/ShopLink';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import styles from './checkout.module.css';

export interface ContactFormProps {
  country: CountryCode;
  email: string;
  /** Logged in: the address is the account's and cannot be changed here. */
  accountEmail?: boolean | undefined;
  /** Saves the e-mail address; answers the gateway's refusals (empty: saved). */
  onSubmit: (email: string) => Promise<readonly UserErrorLike[]>;
}

/**
 * The contact step (spec commerce §2 `/checkout/`): the guest's e-mail address for the order; a logged-in customer's
 * is the account's.
 */
export function ContactForm({ country, email, accountEmail = false, onSubmit }: ContactFormProps) {
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
        readOnly={accountEmail}
        hint={accountEmail ? t`The email address of your account` : undefined}
        error={checkoutErrorMessage(i18n, errors.email?.message, country)}
        {...register('email', {
          validate: (value) => {
            if (value.trim() === '') return 'required';
            return isValidEmail(value) || 'invalid-email';
          },
        })}
      />
      <button type="submit" className={formPage.primary} disabled={isSubmitting}>
        <Trans>Continue to shipment</Trans>
      </button>
    </form>
  );
}

export interface ReturningCustomerLoginProps {
  country: CountryCode;
  /** Logs in and moves the checkout on; answers the gateway's refusals (empty: done). */
  onLogin: (values: LoginValues) => Promise<readonly AccountUserError[]>;
}

/**
 * Returning customers log in at the contact step ("checkout gains login for returning customers"): a
 * disclosure that opens the login form. Guests carry on below it as before.
 */
export function ReturningCustomerLogin({ country, onLogin }: ReturningCustomerLoginProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const attempts = useSessionStore((state) => state.loginAttempts);
  return (
    <section className={styles.section}>
      <button
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Already have an account? Log in</Trans>
      </button>
      <div id={regionId} hidden={!open} className={styles.section}>
        {open && (
          <LoginForm
            country={country}
            attempts={attempts}
            idPrefix="checkout-login"
            onSubmit={onLogin}
            submitLabel={<Trans>Log in and continue</Trans>}
            links={
              <ShopLink href="/account/recover/password/" className={styles.link}>
                <Trans>Forgotten your password?</Trans>
              </ShopLink>
            }
          />
        )}
      </div>
    </section>
  );
}
