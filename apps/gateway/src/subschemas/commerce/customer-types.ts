import type { CommerceUpstream, CustomerAddress } from '@shop/commerce';
import {
  FAVOURITE_STORES_FIELD,
  formatBirthday,
  LOOKBOOK_WISHLIST_FIELD,
  otherAddresses,
  parseSettingsList,
} from '@shop/domain';
import { countryName } from '@shop/i18n';
import { accountSession, type Resolvers } from './account-support';
import { SALUTATION_NAMES } from './account-wording';
import type { CommercePolicy } from './policy';

/** The fields of Customer and CustomerAddress (SDL: packages/schema/src/commerce-account.ts). */
export function customerTypeResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { loadAddresses } = accountSession(commerce, policy);
  return {
    Customer: {
      salutation: (customer, _args, { i18n }) =>
        customer.salutationKey
          ? {
              id: `salutation-${customer.salutationKey}`,
              key: customer.salutationKey,
              name: i18n._(SALUTATION_NAMES[customer.salutationKey]),
            }
          : null,
      birthday: (customer) => customer.birthday?.slice(0, 10) ?? null,
      birthdayFormatted: (customer) => formatBirthday(customer.birthday),
      guest: () => false,
      addresses: (customer, _args, gateway) => loadAddresses(gateway, customer),
      otherAddresses: async (customer, _args, gateway) =>
        otherAddresses(await loadAddresses(gateway, customer), {
          billing: customer.defaultBillingAddressId,
          shipping: customer.defaultShippingAddressId,
        }),
      defaultBillingAddress: async (customer, _args, gateway) =>
        (await loadAddresses(gateway, customer)).find((address) => address.id === customer.defaultBillingAddressId) ??
        null,
      defaultShippingAddress: async (customer, _args, gateway) =>
        (await loadAddresses(gateway, customer)).find((address) => address.id === customer.defaultShippingAddressId) ??
        null,
      lookbookWishlist: (customer) => parseSettingsList(customer.customFields[LOOKBOOK_WISHLIST_FIELD]),
      favouriteStores: (customer) => parseSettingsList(customer.customFields[FAVOURITE_STORES_FIELD]),
    },

    CustomerAddress: {
      salutationKey: (address) => address.salutationKey ?? null,
      houseNumberAddition: (address) => address.houseNumberAddition ?? null,
      phoneNumber: (address) => address.phoneNumber ?? null,
      company: (address) => address.company ?? null,
      country: (address: CustomerAddress, _args, { store }) => ({
        id: `country-${address.countryIso.toLowerCase()}`,
        iso: address.countryIso,
        name: countryName(address.countryIso, store.locale),
      }),
    },
  };
}
