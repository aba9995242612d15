// First: Zod's settings hold for every schema built after it (src/lib/zod-config.ts).
import '../lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressInput, addressFormSchema, validatePickup } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { CheckoutAddressFragment, CheckoutServicePointFragment } from '../checkout/public';

/** An address as the form holds it: every field a string (empty when not given). */
export interface AddressValues {
  salutationKey: string;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  zipcode: string;
  city: string;
  countryIso: string;
  phoneNumber: string;
}

/** The shipment step: the billing address, another delivery address, the shipping method and the pickup point. */
export interface ShipmentValues {
  billingAddress: AddressValues;
  /** "Deliver to another address" (home delivery only). */
  differentShipping: boolean;
  shippingAddress: AddressValues;
  shippingMethodId: string;
  servicePointId: string;
  dhlCustomerNumber: string;
}

export function addressValues(
  address: CheckoutAddressFragment | null | undefined,
  country: CountryCode,
): AddressValues {
  return {
    salutationKey: address?.salutationKey ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    houseNumberAddition: address?.houseNumberAddition ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    // The store sells to its own country only: the field is fixed.
    countryIso: country,
    phoneNumber: address?.phoneNumber ?? '',
  };
}

/** The form's address as the gateway's `AddressInput`: empty optional fields left out. */
export function toAddressInput(values: AddressValues): AddressInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    salutationKey: optional(values.salutationKey),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: values.street.trim(),
    houseNumber: values.houseNumber.trim(),
    houseNumberAddition: optional(values.houseNumberAddition),
    zipcode: values.zipcode.trim(),
    city: values.city.trim(),
    countryIso: values.countryIso,
    phoneNumber: optional(values.phoneNumber),
  };
}

export interface ShipmentRules {
  country: CountryCode;
  /** Whether the chosen method delivers to an address (a second address may be given) or to a pickup point. */
  methodKind: (shippingMethodId: string) => 'delivery' | 'pickup';
  /** The pickup point with this id among those found, to know whether it is a Packstation. */
  servicePoint: (id: string) => CheckoutServicePointFragment | undefined;
}

/**
 * The shipment form's resolver: the shared address rules (`addressFormSchema`, the same function the gateway judges
 * with) for the billing address and, when asked for, the delivery address; for a pickup a chosen point and, for a
 * DHL Packstation, the customer number (`validatePickup`). Every error's message is its code.
 */
export function shipmentResolver({ country, methodKind, servicePoint }: ShipmentRules): Resolver<ShipmentValues> {
  const address = addressFormSchema(country);
  const billingOnly = z.looseObject({ billingAddress: address });
  const both = z.looseObject({ billingAddress: address, shippingAddress: address });
  return async (values, context, options) => {
    const pickup = methodKind(values.shippingMethodId) === 'pickup';
    const schema = values.differentShipping && !pickup ? both : billingOnly;
    // The schema checks the addresses and lets the other fields through (`looseObject`).
    const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<ShipmentValues>;
    const result = await check(values, context, options);
    const errors: FieldErrors<ShipmentValues> = { ...result.errors };
    if (pickup) {
      const point = values.servicePointId ? servicePoint(values.servicePointId) : undefined;
      if (!point) {
        errors.servicePointId = { type: 'required', message: 'pickup-point-required' };
      } else {
        const problem = validatePickup({
          locationType: point.locationType,
          dhlCustomerNumber: values.dhlCustomerNumber,
        });
        if (problem) errors.dhlCustomerNumber = { type: problem, message: problem };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
