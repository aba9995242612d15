import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FORMATS, type CountryCode } from '@shop/domain';
import { SelectField, TextField } from '@shop/ui/form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AddressValues, ShipmentValues } from './address-form';
import styles from './checkout.module.css';
import { checkoutErrorMessage } from './messages';

export interface AddressFieldsProps {
  prefix: 'billingAddress' | 'shippingAddress';
  register: UseFormRegister<ShipmentValues>;
  errors: FieldErrors<AddressValues> | undefined;
  country: CountryCode;
  /** The store's country's name (the field is fixed to it). */
  countryName: string;
  salutations: readonly { key: string; name: string }[];
}

/**
 * The fields of an address for the store's country: salutation, names, street, house number and addition, postcode
 * (with the country's example), city, the country (fixed: a store ships to its own country) and an optional phone.
 */
export function AddressFields({ prefix, register, errors, country, countryName, salutations }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
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
          {...register(`${prefix}.salutationKey`)}
        />
      )}
      <TextField
        label={t`First name`}
        autoComplete={`section-${prefix} given-name`}
        error={message('firstName')}
        {...register(`${prefix}.firstName`)}
      />
      <TextField
        label={t`Last name`}
        autoComplete={`section-${prefix} family-name`}
        error={message('lastName')}
        {...register(`${prefix}.lastName`)}
      />
      <TextField
        className={styles.full}
        label={t`Street`}
        autoComplete={`section-${prefix} address-line1`}
        error={message('street')}
        {...register(`${prefix}.street`)}
      />
      <TextField
        label={t`House number`}
        inputMode={format.numericHouseNumber ? 'numeric' : undefined}
        error={message('houseNumber')}
        {...register(`${prefix}.houseNumber`)}
      />
      <TextField
        label={additionLabel}
        error={message('houseNumberAddition')}
        {...register(`${prefix}.houseNumberAddition`)}
      />
      <TextField
        label={t`Postcode`}
        hint={t`For example ${example}`}
        autoComplete={`section-${prefix} postal-code`}
        error={message('zipcode')}
        {...register(`${prefix}.zipcode`)}
      />
      <TextField
        label={t`City`}
        autoComplete={`section-${prefix} address-level2`}
        error={message('city')}
        {...register(`${prefix}.city`)}
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
        {...register(`${prefix}.phoneNumber`)}
      />
    </div>
  );
}
