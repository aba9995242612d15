import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { Alert, CheckboxField, Fieldset, formPage, SelectField, TextField } from '@shop/ui/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Path, type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import { prepareRecaptcha } from '../recaptcha/public';
import styles from './account.module.css';
import { type AccountUserError, accountErrorMessage, applyAccountErrors } from './account-forms';
import { BirthdayFields } from './BirthdayFields';

/** The customer's fields every registration asks the same way. */
export interface RegistrationFields {
  salutationKey: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  newsletter: boolean;
}

/** What the address's fieldset gets of the form. */
export interface RegisterAddressForm<T extends RegistrationFields> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** A rule's code in the shopper's language. */
  message: (code: string | undefined) => string | undefined;
}

export interface RegisterFormProps<T extends RegistrationFields> {
  country: CountryCode;
  /** The store's salutations (storeConfig.salutations), in the shopper's language. */
  salutations: readonly { key: string; name: string }[];
  defaultValues: T;
  /** The form's rules; made once. */
  resolver: Resolver<T>;
  /** The address's fieldset (the web's billing address, the tablet's flat address). */
  addressFields: (form: RegisterAddressForm<T>) => ReactNode;
  /** Registers; answers the gateway's refusals (empty: the mail is on its way, the caller moves on). */
  onSubmit: (values: T) => Promise<readonly AccountUserError[]>;
  /** The form's field a refusal names (`input.email`); without it every refusal shows above the form. */
  fieldOf?: ((path: string) => string | null) | undefined;
  /** The refusals above the form get the focus (the tablet, where they are the server's first message). */
  focusRefusals?: boolean | undefined;
  /** Asks the last name's insertion ("van", "de") apart. */
  withInsertion?: boolean | undefined;
  /** The form's accessible name. */
  label?: string | undefined;
  /** A form protected by the bot check: Google's script (with a site key) starts loading when it is first used. */
  botCheck?: boolean | undefined;
}

const noField = () => null;

/**
 * The registration (spec commerce §2, §3, §5): salutation, names, e-mail, a password of at least 8 characters, the
 * birthday as day, month and year (day first, as it is shown), the address and the newsletter. Both routes use it:
 * `/account/create` (the checkout's address fields, the names asked once) and the store's tablet (the insertion apart,
 * a flat address). The form's rules show at their fields; the gateway's refusals next to the field they name or above
 * the form; everything typed stays and the button works again.
 */
export function RegisterForm<T extends RegistrationFields>(props: RegisterFormProps<T>) {
  const { country, salutations, onSubmit, fieldOf = noField } = props;
  const { t, i18n } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const alert = useRef<HTMLDivElement>(null);
  const [resolver] = useState(() => props.resolver);
  const form = useForm<T>({
    defaultValues: props.defaultValues as never,
    resolver,
    reValidateMode: 'onChange',
  });
  const {
    handleSubmit,
    setError,
    formState: { errors: formErrors, isSubmitting },
  } = form;
  const register = (name: keyof RegistrationFields) => form.register(name as Path<T>);
  const errors = formErrors as FieldErrors<RegistrationFields>;
  const message = (code: string | undefined) => accountErrorMessage(i18n, code, country);
  const focusRefusals = props.focusRefusals === true;
  useEffect(() => {
    if (focusRefusals && general.length > 0) alert.current?.focus();
  }, [focusRefusals, general]);
  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const refusals = await onSubmit(values);
    setGeneral(
      applyAccountErrors(refusals, (name, error, options) => setError(name as Path<T>, error, options), fieldOf),
    );
  });
  const refusalAlert = general.length > 0 && (
    <Alert tone="error">
      {general.map((text) => (
        <p key={text} className={formPage.text}>
          {text}
        </p>
      ))}
    </Alert>
  );
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={props.botCheck ? () => prepareRecaptcha() : undefined}
      noValidate
      aria-busy={isSubmitting || undefined}
      aria-label={props.label}
    >
      {focusRefusals && refusalAlert ? (
        <div ref={alert} tabIndex={-1}>
          {refusalAlert}
        </div>
      ) : (
        refusalAlert
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
        {props.withInsertion && (
          <TextField
            label={t`Insertion (optional)`}
            hint={t`For example "van" or "de"`}
            autoComplete="additional-name"
            {...form.register('insertion' as Path<T>)}
          />
        )}
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
      {props.addressFields({ register: form.register, errors: formErrors, message })}
      <CheckboxField
        label={t`Yes, I want to be the first to be informed about promotions and the latest collections.`}
        {...register('newsletter')}
      />
      <button type="submit" className={formPage.primary} disabled={isSubmitting}>
        <Trans>Create account</Trans>
      </button>
    </form>
  );
}
