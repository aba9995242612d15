import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FORMATS } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { SelectField, TextField } from '@shop/ui/form';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import styles from './address.module.css';
import type { AddressValues, ShipmentValues } from './address-form';
import { checkoutErrorMessage } from './address-messages';

export interface AddressFieldsProps<T extends FieldValues = ShipmentValues> {
  /** Where the address sits in the form's values (`billingAddress.street`, …). */
  prefix: 'billingAddress' | 'shippingAddress';
  register: UseFormRegister<T>;
  errors: FieldErrors<AddressValues> | undefined;
  country: CountryCode;
  /** The store's country's name (the field is fixed to it). */
  countryName: string;
  salutations: readonly { key: string; name: string }[];
  /** Whether the address asks for first and last name (default); registration asks for them once, for the customer. */
  withNames?: boolean | undefined;
}

/**
 * The fields of an address for the store's country: salutation, names, street, house number and addition, postcode
 * (with the country's example), city, the country (fixed: a store ships to its own country) and an optional phone.
 */
export function AddressFields<T extends FieldValues = ShipmentValues>({
  prefix,
  register: registerInForm,
  errors,
  country,
  countryName,
  salutations,
  withNames = true,
}: AddressFieldsProps<T>) {
  const { t, i18n } = useLingui();
  const register = (field: keyof AddressValues) => registerInForm(`${prefix}.${field}` as Path<T>);
  const format = ADDRESS_FORMATS[country];
  const message = (field: keyof AddressValues) => checkoutErrorMessage(i18n, errors?.[field]?.message, country);
  const additionLabel = country === 'BE' ? t`Box (optional)` : t`Addition (optional)`;
  const example = format.zipcodeExample;
  return (
    <div className={styles.addressGrid}>
      {salutations.length > 0 && (
        <SelectField
          className={styles.full}
          label={t`Salutation (optional)`}
          placeholder={t`Choose`}
          options={salutations.map((salutation) => ({ value: salutation.key, label: salutation.name }))}
          error={message('salutationKey')}
          {...register('salutationKey')}
        />
      )}
      {withNames && (
        <>
          <TextField
            label={t`First name`}
            autoComplete={`section-${prefix} given-name`}
            error={message('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete={`section-${prefix} family-name`}
            error={message('lastName')}
            {...register('lastName')}
          />
        </>
      )}
      <TextField
        className={styles.full}
        label={t`Street`}
        autoComplete={`section-${prefix} address-line1`}
        error={message('street')}
        {...register('street')}
      />
      <TextField
        label={t`House number`}
        inputMode={format.numericHouseNumber ? 'numeric' : undefined}
        error={message('houseNumber')}
        {...register('houseNumber')}
      />
      <TextField label={additionLabel} error={message('houseNumberAddition')} {...register('houseNumberAddition')} />
      <TextField
        label={t`Postcode`}
        hint={t`For example ${example}`}
        autoComplete={`section-${prefix} postal-code`}
        error={message('zipcode')}
        {...register('zipcode')}
      />
      <TextField
        label={t`City`}
        autoComplete={`section-${prefix} address-level2`}
        error={message('city')}
        {...register('city')}
      />
      <TextField
        className={styles.full}
        label={t`Country`}
        value={countryName}
        readOnly
        error={message('countryIso')}
        name={`${prefix}.countryName`}
      />
      <TextField
        className={styles.full}
        label={t`Phone number (optional)`}
        type="tel"
        autoComplete={`section-${prefix} tel`}
        error={message('phoneNumber')}
        {...register('phoneNumber')}
      />
    </div>
  );
}
