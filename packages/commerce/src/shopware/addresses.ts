import type { CountryCode } from '@shop/i18n';
import type { components } from '@shopware/api-client/store-api-types';
import { CommerceError } from '../errors';
import type { Address, PickupChoice } from '../model';
import type { SessionCalls } from './session-calls';

type Schemas = components['schemas'];

/**
 * The shop's addresses in Shopware's shape and back. Shopware has one street line and no house number: the shop
 * writes `street houseNumber addition` (`Oudegracht 12 A`) and reads the last number group of the line back as the
 * house number. Countries are Shopware ids, looked up by ISO code once per adapter.
 */

/** What the Store API takes as a new address (its OpenAPI document types request addresses as the stored entity). */
export interface ShopwareAddressInput {
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  company?: string;
  phoneNumber?: string;
  additionalAddressLine1?: string;
}

export function streetLine(address: Pick<Address, 'street' | 'houseNumber' | 'houseNumberAddition'>): string {
  return [address.street, address.houseNumber, address.houseNumberAddition ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function toShopwareAddress(address: Address, countryId: string): ShopwareAddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: streetLine(address),
    zipcode: address.zipcode,
    city: address.city,
    countryId,
    ...(address.company ? { company: address.company } : {}),
    ...(address.phoneNumber ? { phoneNumber: address.phoneNumber } : {}),
  };
}

/**
 * Where a pickup order goes, as Shopware's shipping address: the point's address, the shopper's name, the point's
 * name as the company and its provider and id (and a Packstation's DHL customer number) on the additional line, which
 * is what a carrier's label needs.
 */
export function pickupShippingAddress(
  pickup: PickupChoice,
  shopper: Pick<Address, 'firstName' | 'lastName'>,
  countryId: string,
): ShopwareAddressInput {
  const point = pickup.servicePoint;
  const reference = [point.provider, point.id, pickup.dhlCustomerNumber].filter(Boolean).join(' ');
  return {
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    street: `${point.street} ${point.houseNumber}`.trim(),
    zipcode: point.postcode,
    city: point.city,
    countryId,
    company: point.title,
    additionalAddressLine1: reference,
  };
}

/** An address Shopware keeps, in the shop's shape (the house number read back from the street line). */
export function toShopAddress(address: Schemas['OrderAddress'] | undefined, country: CountryCode): Address | null {
  if (!address) return null;
  const match = /^(.*\S)\s+(\d+)(?:\s*[-\s]?\s*(\S.*))?$/.exec(address.street.trim());
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: match ? match[1]! : address.street,
    houseNumber: match ? match[2]! : '',
    houseNumberAddition: match?.[3] ?? undefined,
    zipcode: address.zipcode ?? '',
    city: address.city,
    countryIso: (address.country?.iso as CountryCode | undefined) ?? country,
    company: address.company || undefined,
    phoneNumber: address.phoneNumber || undefined,
  };
}

/** Shopware's country ids by ISO code, asked once per sales channel and country. */
export class ShopwareCountries {
  private readonly ids = new Map<string, string>();

  constructor(private readonly calls: SessionCalls) {}

  async idOf(token: string, iso: CountryCode): Promise<string> {
    const session = await this.calls.session(token);
    const key = `${session.storeCode}:${iso}`;
    const known = this.ids.get(key);
    if (known) return known;
    const { data } = await this.calls.call(
      token,
      'readCountry post /country',
      {
        body: {
          filter: [{ type: 'equals', field: 'iso', value: iso }],
          includes: { country: ['id', 'iso'] },
          limit: 1,
        },
      },
      { area: 'checkout', idempotent: true },
    );
    const id = data.elements?.find((country) => country.iso === iso)?.id;
    if (!id) throw new CommerceError('invalid-address', 'The country is not sold to', { fields: ['countryIso'] });
    this.ids.set(key, id);
    return id;
  }
}
