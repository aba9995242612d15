import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField, SelectField, TextField } from '@shop/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BirthdayFields } from '../account/public';
import type { UserErrorLike } from '../lib/user-errors';
import { accountErrorMessage, birthdayParts, type ProfileValues, profileResolver } from './account-forms';
import type { MyProfileFragment } from './customer.generated';
import styles from './customer.module.css';
import { GeneralErrors, SavedStatus, useSaving } from './form-feedback';

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

/** The personal details: salutation, names (an empty name keeps the stored one), birthday, newsletter. */
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
