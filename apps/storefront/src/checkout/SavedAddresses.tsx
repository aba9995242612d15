import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@shop/ui/form';
import { useState } from 'react';
import type { CheckoutCustomerAddressFragment } from './checkout.generated';

export interface SavedAddressPickerProps {
  label: string;
  /** The customer's saved addresses the store can deliver to. */
  addresses: readonly CheckoutCustomerAddressFragment[];
  /** Fills the address fields with the chosen one (they stay editable). */
  onPick: (address: CheckoutCustomerAddressFragment) => void;
}

/** One line per address: the name, the street and the place. */
export function addressLine(address: CheckoutCustomerAddressFragment): string {
  const number = [address.houseNumber, address.houseNumberAddition].filter(Boolean).join(' ');
  return `${address.firstName} ${address.lastName}, ${address.street} ${number}, ${address.zipcode} ${address.city}`;
}

/** A logged-in customer's saved addresses to fill an address of the checkout with (spec: the checkout uses them). */
export function SavedAddressPicker({ label, addresses, onPick }: SavedAddressPickerProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState('');
  if (addresses.length === 0) return null;
  return (
    <SelectField
      label={label}
      placeholder={t`Choose`}
      options={addresses.map((address) => ({ value: address.id, label: addressLine(address) }))}
      value={chosen}
      onChange={(event) => {
        setChosen(event.target.value);
        const address = addresses.find((candidate) => candidate.id === event.target.value);
        if (address) onPick(address);
      }}
    />
  );
}
