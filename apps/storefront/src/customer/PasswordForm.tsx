import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@shop/ui/form';
import { useForm } from 'react-hook-form';
import { accountErrorMessage, type PasswordValues, passwordResolver } from './account-forms';
import styles from './customer.module.css';
import { GeneralErrors, type Save, SavedStatus, useSaving } from './form-feedback';

/** A new password (typed twice), confirmed with the current one. */
export function PasswordForm({ onSubmit }: { onSubmit: Save<PasswordValues> }) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { password: '', newPassword: '', newPasswordConfirm: '' },
    resolver: passwordResolver,
    reValidateMode: 'onChange',
  });
  const { general, saved, run } = useSaving(setError, ['password', 'newPassword', 'newPasswordConfirm']);
  const message = (code: string | undefined) => accountErrorMessage(i18n, code);
  const submit = handleSubmit(async (values) => {
    const ok = await run(() => onSubmit(values), t`Your password has been changed.`);
    if (ok) reset();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className={styles.sectionTitle}>
        <Trans>Change password</Trans>
      </h2>
      <GeneralErrors messages={general} />
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t`New password`}
        hint={t`At least 8 characters`}
        type="password"
        autoComplete="new-password"
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
      <SavedStatus message={saved} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Change password</Trans>
        </button>
      </div>
    </form>
  );
}
