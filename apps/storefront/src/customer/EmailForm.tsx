import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@shop/ui/form';
import { useForm } from 'react-hook-form';
import { accountErrorMessage, type EmailValues, emailResolver } from './account-forms';
import styles from './customer.module.css';
import { GeneralErrors, type Save, SavedStatus, useSaving } from './form-feedback';

/** A new e-mail address, typed twice, confirmed with the password. */
export function EmailForm({ email, onSubmit }: { email: string; onSubmit: Save<EmailValues> }) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    defaultValues: { email: '', emailConfirmation: '', password: '' },
    resolver: emailResolver,
    reValidateMode: 'onChange',
  });
  const { general, saved, run } = useSaving(setError, ['email', 'emailConfirmation', 'password']);
  const message = (code: string | undefined) => accountErrorMessage(i18n, code);
  const submit = handleSubmit(async (values) => {
    const ok = await run(
      () => onSubmit({ ...values, email: values.email.trim(), emailConfirmation: values.emailConfirmation.trim() }),
      t`Your email address has been changed.`,
    );
    if (ok) reset();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="email-title">
      <h2 id="email-title" className={styles.sectionTitle}>
        <Trans>Change email address</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Your current email address is {email}.</Trans>
      </p>
      <GeneralErrors messages={general} />
      <TextField
        label={t`New email address`}
        type="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t`Repeat the new email address`}
        type="email"
        autoComplete="email"
        error={message(errors.emailConfirmation?.message)}
        {...register('emailConfirmation')}
      />
      <TextField
        label={t`Your password`}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <SavedStatus message={saved} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Change email address</Trans>
        </button>
      </div>
    </form>
  );
}
