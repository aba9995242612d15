import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FORMATS } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import { Fieldset, TextField } from '@shop/ui/form';
import type { RegisterAddressForm } from '../account/public';
import type { TabletopValues } from './tabletop-form';

/** The tablet's address: postcode first, house number and addition, street, city, the store's country, a phone. */
export function TabletopAddressFields({
  form,
  country,
  countryName,
}: {
  form: RegisterAddressForm<TabletopValues>;
  country: CountryCode;
  countryName: string;
}) {
  const { t } = useLingui();
  const { register, errors, message } = form;
  const format = ADDRESS_FORMATS[country];
  // The same words as the checkout's postcode hint.
  const example = format.zipcodeExample;
  return (
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
  );
}
