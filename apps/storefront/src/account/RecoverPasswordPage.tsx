import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { Alert, formPage, TextField } from '@shop/ui/form';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import { prepareRecaptcha } from '../recaptcha/public';
import styles from './account.module.css';
import { sendPasswordRecoveryMail } from './account-actions';
import {
  type AccountUserError,
  accountErrorMessage,
  applyAccountErrors,
  plainFieldsOf,
  type RecoverValues,
  recoverResolver,
} from './account-forms';

export interface RecoverPasswordFormProps {
  country: CountryCode;
  /** Asks for the mail; answers the gateway's refusals (empty: asked, the form shows the confirmation). */
  onSubmit: (values: RecoverValues) => Promise<readonly AccountUserError[]>;
}

/**
 * The password recovery request (spec commerce §2 `/account/recover/password`): an e-mail address, then always the
 * same confirmation, whether the address has an account or not (the gateway answers the same too).
 */
export function RecoverPasswordForm({ country, onSubmit }: RecoverPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoverValues>({ defaultValues: { email: '' }, resolver: recoverResolver, reValidateMode: 'onChange' });
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await onSubmit({ email: values.email.trim() });
    if (refusals.length === 0) {
      setSent(true);
      return;
    }
    setGeneral(
      applyAccountErrors(
        refusals,
        (name, error, options) => setError(name as keyof RecoverValues, error, options),
        plainFieldsOf('email'),
      ),
    );
  });
  if (sent) {
    return (
      <Alert tone="success">
        <p className={formPage.text}>
          <Trans>
            If there is an account for this email address, we have sent it an email with a link to set a new password.
            The link works for 2 hours. Check your spam folder if it does not arrive within a few minutes.
          </Trans>
        </p>
      </Alert>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={() => prepareRecaptcha()}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text} className={formPage.text}>
              {text}
            </p>
          ))}
        </Alert>
      )}
      <TextField
        label={t`Email address`}
        type="email"
        autoComplete="email"
        error={accountErrorMessage(i18n, errors.email?.message, country)}
        {...register('email')}
      />
      <button type="submit" className={formPage.primary} disabled={isSubmitting}>
        <Trans>Send me a link</Trans>
      </button>
    </form>
  );
}

/** `/account/recover/password`: the recovery request with its form. */
export function RecoverPasswordPage() {
  const { t } = useLingui();
  const graphql = useGraphql();
  const country = useRouteContext({ from: '__root__', select: (context) => context.store.country }) as CountryCode;
  return (
    <div className={styles.page}>
      <h1 className={formPage.title}>
        <Trans>Forgotten your password?</Trans>
      </h1>
      <p className={formPage.text}>
        <Trans>Enter your email address and we will send you a link to set a new password.</Trans>
      </p>
      <RecoverPasswordForm
        country={country}
        onSubmit={async ({ email }) => {
          try {
            return await sendPasswordRecoveryMail(graphql, email);
          } catch (error) {
            console.error('[account] the recovery mail could not be asked for:', error);
            return [{ code: 'NETWORK', message: t`Your request could not be sent right now. Please try again.` }];
          }
        }}
      />
      <p className={formPage.text}>
        <ShopLink href="/account/" className={styles.link}>
          <Trans>Back to log in</Trans>
        </ShopLink>
      </p>
    </div>
  );
}
