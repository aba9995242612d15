import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@shop/ui';
import { TextField } from '@shop/ui/form';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountErrorMessage, type DeleteValues, deleteResolver } from './account-forms';
import styles from './customer.module.css';
import { GeneralErrors, type Save, useSaving } from './form-feedback';

/** Deleting the account, after the password is given in a dialog. */
export function DeleteAccount({ onDelete }: { onDelete: Save<DeleteValues> }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteValues>({ defaultValues: { password: '' }, resolver: deleteResolver });
  const { general, run } = useSaving(setError, ['password']);
  const submit = handleSubmit(async (values) => {
    await run(() => onDelete(values), '');
  });
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  return (
    <section className={styles.section} aria-labelledby="delete-title">
      <h2 id="delete-title" className={styles.sectionTitle}>
        <Trans>Delete account</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Your orders stay with us, without your account. Your points and vouchers are lost.</Trans>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.danger} onClick={() => setOpen(true)}>
          <Trans>Delete my account</Trans>
        </button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Delete your account?`}>
        <form className={styles.form} onSubmit={submit} noValidate aria-describedby={explanationId}>
          <p id={explanationId} className={styles.dialogText}>
            <Trans>This cannot be undone. Enter your password to confirm.</Trans>
          </p>
          <GeneralErrors messages={general} />
          <TextField
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            error={accountErrorMessage(i18n, errors.password?.message)}
            {...register('password')}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.danger} disabled={isSubmitting}>
              <Trans>Delete my account for good</Trans>
            </button>
            <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
              <Trans>Keep my account</Trans>
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
