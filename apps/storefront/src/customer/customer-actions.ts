import type { AddressInput } from '@shop/domain';
import { useSessionStore } from '../account/public';
import { useCartSummary } from '../cart/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { UserErrorLike } from '../lib/user-errors';
import {
  type DeleteValues,
  type EmailValues,
  type PasswordValues,
  type ProfileValues,
  toUpdateCustomerInput,
} from './account-forms';
import {
  CustomerAddAddressDocument,
  CustomerChangeEmailDocument,
  CustomerChangePasswordDocument,
  CustomerDeleteAddressDocument,
  CustomerDeleteDocument,
  CustomerSetDefaultBillingDocument,
  CustomerSetDefaultShippingDocument,
  CustomerUpdateAddressDocument,
  CustomerUpdateProfileDocument,
  type MyAddressBookFragment,
  type MyProfileFragment,
} from './customer.generated';

/**
 * The customer area's mutations as its pages run them in the browser. Each answers the gateway's refusals (in the
 * shopper's language; empty: done) and what the page shows after it; the session (the header's welcome) and the cart
 * follow here. They throw when the gateway could not be reached (the form says so).
 */

/** The personal details: the header's welcome follows a new first name. */
export async function updateProfile(
  graphql: GraphqlQuery,
  values: ProfileValues,
): Promise<{ errors: readonly UserErrorLike[]; profile?: MyProfileFragment }> {
  const { updateCustomer } = await graphql(CustomerUpdateProfileDocument, { input: toUpdateCustomerInput(values) });
  if (updateCustomer.customer) {
    useSessionStore.getState().setSession({ loggedIn: true, customer: updateCustomer.customer });
  }
  return { errors: updateCustomer.errors, profile: updateCustomer.customer ?? undefined };
}

export async function changeEmail(
  graphql: GraphqlQuery,
  values: EmailValues,
): Promise<{ errors: readonly UserErrorLike[]; profile?: MyProfileFragment }> {
  const { changeEmail: answer } = await graphql(CustomerChangeEmailDocument, { input: values });
  return { errors: answer.errors, profile: answer.customer ?? undefined };
}

/** The gateway rotates the session: the customer stays logged in. */
export async function changePassword(graphql: GraphqlQuery, values: PasswordValues): Promise<readonly UserErrorLike[]> {
  return (await graphql(CustomerChangePasswordDocument, { input: values })).changePassword.errors;
}

/** Deleting the account logs out (as a logout does): the fresh guest context's session and cart, no cached account data. */
export async function deleteAccount(
  graphql: GraphqlQuery,
  { password }: DeleteValues,
): Promise<readonly UserErrorLike[]> {
  const { deleteCustomer } = await graphql(CustomerDeleteDocument, { password });
  if (deleteCustomer.errors.length === 0) {
    useSessionStore.getState().setSession(deleteCustomer.context ?? null);
    useCartSummary.getState().setCart(deleteCustomer.context?.cart ?? null);
    await (await import('../lib/graphql/client')).resetBrowserQueryCache();
  }
  return deleteCustomer.errors;
}

/** A change of the address book answers the whole book (absent when the gateway could not say it). */
export interface AddressBookAnswer {
  customer?: MyAddressBookFragment | null;
  errors: readonly UserErrorLike[];
}

/** A new address (no id) or a changed one, with a service point kept with it or none. */
export async function saveAddress(
  graphql: GraphqlQuery,
  id: string | undefined,
  input: { address: AddressInput; servicePointId: string | null },
): Promise<AddressBookAnswer> {
  return id
    ? (await graphql(CustomerUpdateAddressDocument, { id, input })).updateAddress
    : (await graphql(CustomerAddAddressDocument, { input })).addAddress;
}

export async function deleteAddress(graphql: GraphqlQuery, id: string): Promise<AddressBookAnswer> {
  return (await graphql(CustomerDeleteAddressDocument, { id })).deleteAddress;
}

export async function setDefaultBilling(graphql: GraphqlQuery, id: string): Promise<AddressBookAnswer> {
  return (await graphql(CustomerSetDefaultBillingDocument, { id })).setDefaultBillingAddress;
}

export async function setDefaultShipping(graphql: GraphqlQuery, id: string): Promise<AddressBookAnswer> {
  return (await graphql(CustomerSetDefaultShippingDocument, { id })).setDefaultShippingAddress;
}
