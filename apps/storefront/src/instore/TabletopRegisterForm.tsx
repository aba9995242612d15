import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_FORMATS, type CountryCode } from '@shop/domain';
import { Alert, CheckboxField, Fieldset, SelectField, TextField } from '@shop/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountErrorMessage, BirthdayFields, accountStyles as styles } from '../account/public';
import { emptyTabletopValues, type TabletopValues, tabletopResolver } from './tabletop-form';

export interface TabletopRegisterFormProps {
  country: CountryCode;
  countryName: string;
  salutations: readonly { key: string; name: string }[];
  /** Registers; answers the message to show (the gateway's first refusal), or null when registered. */
  onSubmit: (values: TabletopValues) => Promise<string | null>;
  today?: (() => Date) | undefined;
}

/**
 * The tabletop registration (spec commerce §3, §5): the customer's details with the last name's insertion apart, the
 * address with house number and addition, a password, the optional birthday and the newsletter. The form's own rules
 * show at their fields; a refusal of the server shows as its first message above the form (which gets the focus), and
 * the button works again.
 */
export function TabletopRegisterForm({
  country,
  countryName,
  salutations,
  onSubmit,
  today,
}: TabletopRegisterFormProps) {
  const { t, i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [resolver] = useState(() => tabletopResolver(country, today));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TabletopValues>({ defaultValues: emptyTabletopValues(), resolver, reValidateMode: 'onChange' });
  const message = (code: string | undefined) => accountErrorMessage(i18n, code, country);
  const format = ADDRESS_FORMATS[country];
  // The same words as the checkout's postcode hint.
  const example = format.zipcodeExample;

  useEffect(() => {
    if (refusal) alert.current?.focus();
  }, [refusal]);

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    setRefusal(await onSubmit(values));
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={isSubmitting || undefined}
      aria-label={t`Create an account in the store`}
    >
      {refusal && (
        <div ref={alert} tabIndex={-1}>
          <Alert tone="error">
            <p className={styles.text}>{refusal}</p>
          </Alert>
        </div>
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
          label={t`Insertion (optional)`}
          hint={t`For example "van" or "de"`}
          autoComplete="additional-name"
          {...register('insertion')}
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
        error={message(errors.birthDay?.message)}
      />
      <Fieldset legend={t`Address`}>
        <TextField
          label={t`Postcode`}
          hint={t`For example ${example}`}
          autoComplete="postal-code"
          error={message(errors.zipcode?.message)}
          {...register('zipcode')}
        />
        <TextField
          label={t`House number`}
          inputMode={format.numericHouseNumber ? 'numeric' : undefined}
          error={message(errors.houseNumber?.message)}
          {...register('houseNumber')}
        />
        <TextField
          label={country === 'BE' ? t`Box (optional)` : t`Addition (optional)`}
          error={message(errors.houseNumberAddition?.message)}
          {...register('houseNumberAddition')}
        />
        <TextField
          label={t`Street`}
          autoComplete="address-line1"
          error={message(errors.street?.message)}
          {...register('street')}
        />
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={message(errors.city?.message)}
          {...register('city')}
        />
        <TextField label={t`Country`} value={countryName} readOnly name="countryName" />
        <TextField
          label={t`Phone number (optional)`}
          type="tel"
          autoComplete="tel"
          error={message(errors.phoneNumber?.message)}
          {...register('phoneNumber')}
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
