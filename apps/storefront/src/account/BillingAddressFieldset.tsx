import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { Fieldset } from '@shop/ui/form';
import { AddressFields } from '../address/public';
import type { RegisterValues } from './account-forms';
import type { RegisterAddressForm } from './RegisterForm';

/** The registration's billing address: the checkout's address fields, the names asked once (for the customer). */
export function BillingAddressFieldset({
  form,
  country,
  countryName,
}: {
  form: RegisterAddressForm<RegisterValues>;
  country: CountryCode;
  countryName: string;
}) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Billing address`}>
      <AddressFields<RegisterValues>
        prefix="billingAddress"
        register={form.register}
        errors={form.errors.billingAddress}
        country={country}
        countryName={countryName}
        salutations={[]}
        withNames={false}
      />
    </Fieldset>
  );
}
