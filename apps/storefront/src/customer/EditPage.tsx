import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@shop/ui';
import { Alert, CheckboxField, SelectField, TextField } from '@shop/ui/form';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import { BirthdayFields, useSessionStore } from '../account/public';
import { useCartSummary } from '../cart/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import {
  accountErrorMessage,
  birthdayParts,
  type DeleteValues,
  deleteResolver,
  type EmailValues,
  emailResolver,
  type PasswordValues,
  type ProfileValues,
  passwordResolver,
  profileResolver,
  toUpdateCustomerInput,
} from './account-forms';
import {
  CustomerChangeEmailDocument,
  CustomerChangePasswordDocument,
  CustomerDeleteDocument,
  type CustomerProfileQuery,
  CustomerUpdateProfileDocument,
  type MyProfileFragment,
} from './customer.generated';
import styles from './customer.module.css';
import { LoginNotice } from './LoginNotice';

/** What a form's save answers: the gateway's refusals (empty: saved). */
type Save<T> = (values: T) => Promise<readonly UserErrorLike[]>;

/** A polite live region that is always in the page, so a success message placed in it is announced. */
function SavedStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? styles.saved : undefined}>
      {message}
    </p>
  );
}

function GeneralErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert tone="error">
      {messages.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Alert>
  );
}

/** Runs a save: the refusals go next to their fields (the rest on top), what was typed stays; a success is said. */
function useSaving<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const { t } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const run = async (save: () => Promise<readonly UserErrorLike[]>, success: string) => {
    setGeneral([]);
    setSaved(null);
    let refusals: readonly UserErrorLike[];
    try {
      refusals = await save();
    } catch (error) {
      console.error('[customer] a change could not be saved:', error);
      refusals = [{ code: 'NETWORK', message: t`Your changes could not be saved. Please try again.` }];
    }
    setGeneral(applyUserErrors(refusals, setError, (path) => fields.includes(path)));
    if (refusals.length === 0) setSaved(success);
    return refusals.length === 0;
  };
  return { general, saved, run };
}

// ── The profile ──────────────────────────────────────────────────────────────────────────────────────────────────────

export function profileValues(profile: MyProfileFragment): ProfileValues {
  return {
    salutationKey: profile.salutation?.key ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...birthdayParts(profile.birthday),
    newsletter: profile.newsletter,
  };
}

const PROFILE_FIELDS = [
  'salutationKey',
  'firstName',
  'lastName',
  'birthdayDay',
  'birthdayMonth',
  'birthdayYear',
  'newsletter',
] as const;

export function ProfileForm({
  profile,
  salutations,
  onSubmit,
  today = () => new Date(),
}: {
  profile: MyProfileFragment;
  salutations: readonly { key: string; name: string }[];
  /** Saves; answers the refusals and, when saved, the stored profile (empty names kept the stored ones). */
  onSubmit: (values: ProfileValues) => Promise<{ errors: readonly UserErrorLike[]; profile?: MyProfileFragment }>;
  today?: () => Date;
}) {
  const { t, i18n } = useLingui();
  const [resolver] = useState(() => profileResolver(today));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ defaultValues: profileValues(profile), resolver, reValidateMode: 'onChange' });
  const { general, saved, run } = useSaving(setError, PROFILE_FIELDS);
  const message = (code: string | undefined) => accountErrorMessage(i18n, code);
  const birthdayError =
    message(errors.birthdayDay?.message) ??
    message(errors.birthdayMonth?.message) ??
    message(errors.birthdayYear?.message);
  const submit = handleSubmit(async (values) => {
    let stored: MyProfileFragment | undefined;
    const ok = await run(async () => {
      const answer = await onSubmit(values);
      stored = answer.profile;
      return answer.errors;
    }, t`Your details have been saved.`);
    // The stored names come back into the form: an emptied name shows the one that was kept.
    if (ok && stored) reset(profileValues(stored));
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.sectionTitle}>
        <Trans>Personal details</Trans>
      </h2>
      <GeneralErrors messages={general} />
      {salutations.length > 0 && (
        <SelectField
          label={t`Salutation`}
          placeholder={t`Choose`}
          options={salutations.map((salutation) => ({ value: salutation.key, label: salutation.name }))}
          error={message(errors.salutationKey?.message)}
          {...register('salutationKey')}
        />
      )}
      <TextField
        label={t`First name`}
        hint={t`Leave empty to keep ${profile.firstName}`}
        autoComplete="given-name"
        error={message(errors.firstName?.message)}
        {...register('firstName')}
      />
      <TextField
        label={t`Last name`}
        hint={t`Leave empty to keep ${profile.lastName}`}
        autoComplete="family-name"
        error={message(errors.lastName?.message)}
        {...register('lastName')}
      />
      <BirthdayFields
        day={register('birthdayDay')}
        month={register('birthdayMonth')}
        year={register('birthdayYear')}
        error={birthdayError}
      />
      <CheckboxField
        label={t`Yes, I want to be the first to be informed about promotions and the latest collections.`}
        {...register('newsletter')}
      />
      <SavedStatus message={saved} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          <Trans>Save details</Trans>
        </button>
      </div>
    </form>
  );
}

// ── The e-mail address ───────────────────────────────────────────────────────────────────────────────────────────────

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

// ── The password ─────────────────────────────────────────────────────────────────────────────────────────────────────

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

// ── Deleting the account ─────────────────────────────────────────────────────────────────────────────────────────────

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

// ── The page ─────────────────────────────────────────────────────────────────────────────────────────────────────────

function Block({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}

/**
 * `/customer/edit/` (spec commerce §2, §4, §5): the personal details (salutation, names — an empty name keeps the
 * stored one —, the birthday day first, the newsletter), the e-mail address, the password and deleting the account.
 * The header's welcome follows a new first name; a password change keeps the customer logged in (the gateway rotates
 * the session); after deleting the account the shopper is a guest on the home page.
 */
export function EditPage({ data }: { data: CustomerProfileQuery }) {
  const graphql = useGraphql();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState(data.customer);
  useEffect(() => setCustomer(data.customer), [data.customer]);
  if (!customer) return <LoginNotice />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My details</Trans>
      </h1>
      <Block>
        <ProfileForm
          profile={customer}
          salutations={data.storeConfig.salutations}
          onSubmit={async (values) => {
            const { updateCustomer } = await graphql(CustomerUpdateProfileDocument, {
              input: toUpdateCustomerInput(values),
            });
            if (updateCustomer.customer) {
              setCustomer(updateCustomer.customer);
              useSessionStore.getState().setSession({ loggedIn: true, customer: updateCustomer.customer });
            }
            return { errors: updateCustomer.errors, profile: updateCustomer.customer ?? undefined };
          }}
        />
      </Block>
      <Block>
        <EmailForm
          email={customer.email}
          onSubmit={async (values) => {
            const { changeEmail } = await graphql(CustomerChangeEmailDocument, { input: values });
            if (changeEmail.customer) setCustomer(changeEmail.customer);
            return changeEmail.errors;
          }}
        />
      </Block>
      <Block>
        <PasswordForm
          onSubmit={async (values) => {
            const { changePassword } = await graphql(CustomerChangePasswordDocument, { input: values });
            return changePassword.errors;
          }}
        />
      </Block>
      <DeleteAccount
        onDelete={async ({ password }) => {
          const { deleteCustomer } = await graphql(CustomerDeleteDocument, { password });
          if (deleteCustomer.errors.length === 0) {
            // Logged out (as after a logout): the fresh guest context's session and cart, no cached account data.
            useSessionStore.getState().setSession(deleteCustomer.context ?? null);
            useCartSummary.getState().setCart(deleteCustomer.context?.cart ?? null);
            await (await import('../lib/graphql/client')).resetBrowserQueryCache();
            await navigate({ to: '/' });
          }
          return deleteCustomer.errors;
        }}
      />
    </div>
  );
}
