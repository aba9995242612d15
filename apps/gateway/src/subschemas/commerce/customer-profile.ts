import type { CommerceUpstream } from '@shop/commerce';
import { accountSession, type Resolvers, toAddress } from './account-support';
import type { CommercePolicy } from './policy';
import { currentContext } from './session';

/** The logged-in customer: the profile, the address book and the settings kept in custom fields. */
export function profileResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { loadCustomer, currentCustomer, asCustomer, settingsChange, refreshed } = accountSession(commerce, policy);
  return {
    Query: {
      customer: (_root, _args, gateway) => currentCustomer(gateway),
    },
    Mutation: {
      updateCustomer: async (_root, { input }, gateway) => {
        const { value, errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.customers.updateCustomer(customer.id, input),
        );
        // Switched on: a confirmation that they are subscribed (and where to change it).
        if (value?.newsletter && customer && !customer.newsletter) {
          policy.mailer.later('newsletter confirmation', () => policy.mailer.newsletterConfirmation(value));
        }
        return { customer: value ?? customer, context: await currentContext(commerce, gateway), errors };
      },

      addAddress: async (_root, { input }, gateway) => {
        const { value, errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.addressBook.addAddress(
            customer.id,
            { address: toAddress(input.address), servicePointId: input.servicePointId ?? null },
            gateway.store.country,
          ),
        );
        return { address: value, customer: customer && (await commerce.customers.getCustomer(customer.id)), errors };
      },

      updateAddress: async (_root, { id, input }, gateway) => {
        const { value, errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.addressBook.updateAddress(
            customer.id,
            id,
            { address: toAddress(input.address), servicePointId: input.servicePointId ?? null },
            gateway.store.country,
          ),
        );
        return { address: value, customer: customer && (await commerce.customers.getCustomer(customer.id)), errors };
      },

      deleteAddress: async (_root, { id }, gateway) => {
        const { errors, customer } = await asCustomer(gateway, ({ customer }) =>
          commerce.addressBook.deleteAddress(customer.id, id),
        );
        return { address: null, customer: customer && (await commerce.customers.getCustomer(customer.id)), errors };
      },

      setDefaultBillingAddress: async (_root, { id }, gateway) => {
        const { errors, customer } = await asCustomer(gateway, ({ customer, token }) =>
          commerce.addressBook.setDefaultAddress(customer.id, id, 'billing', token),
        );
        return refreshed(gateway, customer, errors);
      },

      setDefaultShippingAddress: async (_root, { id }, gateway) => {
        const { errors, customer } = await asCustomer(gateway, ({ customer, token }) =>
          commerce.addressBook.setDefaultAddress(customer.id, id, 'shipping', token),
        );
        return refreshed(gateway, customer, errors);
      },

      toggleLookbookWishlist: (_root, { uid }, gateway) =>
        settingsChange(gateway, (customerId) => commerce.customers.toggleLookbookWishlist(customerId, uid)),

      toggleFavouriteStore: (_root, { reference }, gateway) =>
        settingsChange(gateway, (customerId) => commerce.customers.toggleFavouriteStore(customerId, reference)),
    },

    Context: {
      customer: (context, _args, gateway) => (context.customerId ? loadCustomer(gateway, context.customerId) : null),
      // Spec §4: a token, a loaded customer, not a guest.
      loggedIn: async (context, _args, gateway) =>
        context.kind === 'customer' && !!context.customerId && !!(await loadCustomer(gateway, context.customerId)),
    },
  };
}
