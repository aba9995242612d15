// First: Zod's settings hold for every schema built after it (src/lib/zod-config.ts).
import '../lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressInput, addressFormSchema } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { AddressValues } from '../address/public';

/**
 * An address of the book as the form holds it. The fields sit under `billingAddress` so that the checkout's
 * `AddressFields` (the same fields, autocomplete and rules) serve here unchanged; they are sent as the one address.
 */
export interface AddressEntryValues {
  billingAddress: AddressValues;
  /** Keep a service point with the address (spec commerce §3: shipping_address_service_point). */
  withServicePoint: boolean;
  servicePointId: string;
}

/** The form's fields the gateway's refusals can name. */
export const ENTRY_FIELDS = /^billingAddress\.\w+$|^servicePointId$/;

/** The address rules of the checkout (`addressFormSchema`, which the gateway judges with too), plus a chosen point. */
export function addressEntryResolver(country: CountryCode): Resolver<AddressEntryValues> {
  const schema = z.looseObject({ billingAddress: addressFormSchema(country) });
  const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<AddressEntryValues>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const errors: FieldErrors<AddressEntryValues> = { ...result.errors };
    if (values.withServicePoint && !values.servicePointId) {
      errors.servicePointId = { type: 'required', message: 'pickup-point-required' };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

export interface AddressSave {
  address: AddressInput;
  servicePointId: string | null;
}
