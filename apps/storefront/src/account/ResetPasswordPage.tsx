import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { Alert, formPage, TextField } from '@shop/ui/form';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import styles from './account.module.css';
import { resetPassword } from './account-actions';
import {
  type AccountUserError,
  accountErrorMessage,
  applyAccountErrors,
  type NewPasswordValues,
  newPasswordResolver,
  plainFieldsOf,
} from './account-forms';

export interface ResetPasswordFormProps {
  country: CountryCode;
  /** Sets the new password; answers the gateway's refusals (empty: set, the form shows the way to log in). */
  onSubmit: (values: NewPasswordValues) => Promise<readonly AccountUserError[]>;
}

/**
 * The new password of `/account/finish/{hash}` (spec commerce §2): the password twice, then a confirmation with a
 * link to log in. An expired or used link is the gateway's refusal, shown above the form with a way to ask again.
 */
export function ResetPasswordForm({ country, onSubmit }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
    resolver: newPasswordResolver,
    reValidateMode: 'onChange',
  });
  // The form goes away: the focus moves to what replaced it.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await onSubmit(values);
    if (refusals.length === 0) {
      setDone(true);
      return;
    }
    setGeneral(
      applyAccountErrors(
        refusals,
        (name, error, options) => setError(name as keyof NewPasswordValues, error, options),
        plainFieldsOf('newPassword', 'newPasswordConfirm'),
      ),
    );
  });
  const message = (code: string | undefined) => accountErrorMessage(i18n, code, country);
  if (done) {
    return (
      <div className={styles.form} ref={doneRef} tabIndex={-1}>
        <Alert tone="success">
          <p className={formPage.text}>
            <Trans>Your new password has been saved. You can now log in with it.</Trans>
          </p>
        </Alert>
        <ShopLink href="/account/" className={formPage.primary}>
          <Trans>Log in</Trans>
        </ShopLink>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text} className={formPage.text}>
              {text}
            </p>
          ))}
          <p className={formPage.text}>
            <ShopLink href="/account/recover/password/" className={styles.link}>
              <Trans>Request a new link</Trans>
            </ShopLink>
          </p>
        </Alert>
      )}
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters`}
        error={message(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={t`Repeat the new password`}
        type="password"
        autoComplete="new-password"
        error={message(errors.newPasswordConfirm?.message)}
        {...register('newPasswordConfirm')}
      />
      <button type="submit" className={formPage.primary} disabled={isSubmitting}>
        <Trans>Save new password</Trans>
      </button>
    </form>
  );
}

/** `/account/finish/{hash}`: the recovery mail's link lands here. */
export function ResetPasswordPage({ hash }: { hash: string }) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const country = useRouteContext({ from: '__root__', select: (context) => context.store.country }) as CountryCode;
  return (
    <div className={styles.page}>
      <h1 className={formPage.title}>
        <Trans>Set a new password</Trans>
      </h1>
      <ResetPasswordForm
        country={country}
        onSubmit={async (values) => {
          try {
            const answer = await resetPassword(graphql, hash, values);
            if (answer.errors.length > 0) return answer.errors;
            return answer.success
              ? []
              : [{ code: 'FAILED', message: t`Your new password could not be saved. Please try again.` }];
          } catch (error) {
            console.error('[account] the new password could not be saved:', error);
            return [{ code: 'NETWORK', message: t`Your new password could not be saved. Please try again.` }];
          }
        }}
      />
    </div>
  );
}
