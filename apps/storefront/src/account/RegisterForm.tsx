import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/domain';
import { Alert, CheckboxField, Fieldset, SelectField, TextField } from '@shop/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../address/public';
import { prepareRecaptcha } from '../recaptcha/public';
import styles from './account.module.css';
import {
  type AccountUserError,
  accountErrorMessage,
  applyAccountErrors,
  emptyRegisterValues,
  type RegisterValues,
  registerFieldOf,
  registerResolver,
} from './account-forms';
import { BirthdayFields } from './BirthdayFields';

export interface RegisterFormProps {
  country: CountryCode;
  countryName: string;
  /** The store's salutations (storeConfig.salutations), in the shopper's language. */
  salutations: readonly { key: string; name: string }[];
  /** Registers; answers the gateway's refusals (empty: registered and logged in, the caller moves on). */
  onSubmit: (values: RegisterValues) => Promise<readonly AccountUserError[]>;
  /** The day the birthday must lie before (tests). */
  today?: (() => Date) | undefined;
}

/**
 * `/account/create` (spec commerce §2, §3): salutation, names, e-mail, a password of at least 8 characters, the
 * birthday as day, month and year (day first, as it is shown), the newsletter and the billing address with the
 * checkout's address fields (the names are asked once, for the customer). The gateway's refusals ("Account with
 * emailaddress already exists") show next to their field; everything typed stays.
 */
export function RegisterForm({ country, countryName, salutations, onSubmit, today }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const [resolver] = useState(() => registerResolver(country, today));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    defaultValues: emptyRegisterValues(country),
    resolver,
    reValidateMode: 'onChange',
  });
  const message = (code: string | undefined) => accountErrorMessage(i18n, code, country);
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await onSubmit(values);
    setGeneral(
      applyAccountErrors(
        refusals,
        (name, error, options) => setError(name as keyof RegisterValues, error, options),
        registerFieldOf,
      ),
    );
  });
  const birthdayError = message(errors.birthDay?.message);
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      // A protected form: Google's script (with a site key) starts loading when it is first used.
      onFocus={() => prepareRecaptcha()}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      {general.length > 0 && (
        <Alert tone="error">
          {general.map((text) => (
            <p key={text} className={styles.text}>
              {text}
            </p>
          ))}
        </Alert>
      )}
      <Fieldset legend={t`Your details`}>
        <SelectField
          label={t`Salutation`}
          placeholder={t`Choose`}
          options={salutations.map((salutation) => ({ value: salutation.key, label: salutation.name }))}
          autoComplete="honorific-prefix"
          error={message(errors.salutationKey?.message)}
          {...register('salutationKey')}
        />
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          error={message(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...register('lastName')}
        />
        <TextField
          label={t`Email address`}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least 8 characters`}
          error={message(errors.password?.message)}
          {...register('password')}
        />
      </Fieldset>
      <BirthdayFields
        day={register('birthDay')}
        month={register('birthMonth')}
        year={register('birthYear')}
        error={birthdayError}
      />
      <Fieldset legend={t`Billing address`}>
        <AddressFields<RegisterValues>
          prefix="billingAddress"
          register={register}
          errors={errors.billingAddress}
          country={country}
          countryName={countryName}
          salutations={[]}
          withNames={false}
        />
      </Fieldset>
      <CheckboxField
        label={t`Yes, I want to be the first to be informed about promotions and the latest collections.`}
        {...register('newsletter')}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        <Trans>Create account</Trans>
      </button>
    </form>
  );
}
