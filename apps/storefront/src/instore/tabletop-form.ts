import { joinInsertion, type TabletopEntry } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { birthdayParts, type RegisterValues, registerResolver } from '../account/public';

/**
 * The tabletop registration form (spec commerce §3): what the customer types on the store's tablet. Its rules are the
 * registration's (the same resolver, over the values as they will be sent: insertion and last name joined).
 */
export interface TabletopValues {
  salutationKey: string;
  firstName: string;
  insertion: string;
  lastName: string;
  email: string;
  password: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  newsletter: boolean;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  zipcode: string;
  city: string;
  phoneNumber: string;
}

export function emptyTabletopValues(): TabletopValues {
  return {
    salutationKey: '',
    firstName: '',
    insertion: '',
    lastName: '',
    email: '',
    password: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    newsletter: false,
    street: '',
    houseNumber: '',
    houseNumberAddition: '',
    zipcode: '',
    city: '',
    phoneNumber: '',
  };
}

/** The form's values as the domain's tabletop entry (the mapping itself is @shop/domain's `tabletopRegistration`). */
export function tabletopEntryOf(values: TabletopValues, country: CountryCode): TabletopEntry {
  return { ...values, countryIso: country, ...birthdayParts(values) };
}

/** The values as the ordinary registration form holds them, for its rules. */
function asRegisterValues(values: TabletopValues, country: CountryCode): RegisterValues {
  const lastName = joinInsertion(values.insertion, values.lastName);
  return {
    salutationKey: values.salutationKey,
    firstName: values.firstName,
    lastName,
    email: values.email,
    password: values.password,
    birthDay: values.birthDay,
    birthMonth: values.birthMonth,
    birthYear: values.birthYear,
    newsletter: values.newsletter,
    billingAddress: {
      salutationKey: values.salutationKey,
      firstName: values.firstName,
      lastName,
      street: values.street,
      houseNumber: values.houseNumber,
      houseNumberAddition: values.houseNumberAddition,
      zipcode: values.zipcode,
      city: values.city,
      countryIso: country,
      phoneNumber: values.phoneNumber,
    },
  };
}

/** The registration's rules, with the address's errors on this form's own (flat) address fields. */
export function tabletopResolver(country: CountryCode, today?: () => Date): Resolver<TabletopValues> {
  const rules = registerResolver(country, today);
  return async (values, context, options) => {
    const result = await rules(asRegisterValues(values, country), context, options as never);
    const errors = result.errors as FieldErrors<RegisterValues>;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const { billingAddress, ...own } = errors;
    const flat: Record<string, unknown> = { ...own };
    for (const [field, error] of Object.entries(billingAddress ?? {})) {
      if (field in values && error) flat[field] = error;
    }
    return { values: {}, errors: flat as FieldErrors<TabletopValues> };
  };
}
