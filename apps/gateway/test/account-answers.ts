import { expect } from 'vitest';
import { dcStock, world } from './world';
export const now = new Date();
/** Products that can be ordered now, and one size of each with stock. */
export const products = world.catalog.products
  .filter(
    (product) =>
      !product.isOneSize &&
      (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
      product.variants.every((variant) => !variant.deliveryTime) &&
      product.variants.some((variant) => dcStock(variant.sku) >= 8),
  )
  .slice(0, 3);
export const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
export const sizeOf = (product: typeof first) => product.variants.find((variant) => dcStock(variant.sku) >= 8)!;

export const ADDRESS_NL = {
  salutationKey: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Oudegracht',
  houseNumber: '12',
  zipcode: '3511 AB',
  city: 'Utrecht',
  countryIso: 'NL',
};
export const ADDRESS_GB = {
  firstName: 'Ann',
  lastName: 'Smith',
  street: 'Baker Street',
  houseNumber: '221B',
  zipcode: 'NW1 6XE',
  city: 'London',
  countryIso: 'GB',
};
export const ADDRESS_DE = {
  salutationKey: 'mr',
  firstName: 'Jonas',
  lastName: 'Weber',
  street: 'Friedrichstraße',
  houseNumber: '44',
  zipcode: '10117',
  city: 'Berlin',
  countryIso: 'DE',
};
export const PASSWORD = 'correct horse battery';
export const ERRORS = 'errors { code message field }';
export const CUSTOMER = `
  id customerNumber salutation { key name } firstName lastName email birthday birthdayFormatted newsletter guest
  storefrontUrl defaultBillingAddressId defaultShippingAddressId
  defaultBillingAddress { id street } defaultShippingAddress { id street }
  addresses { id street zipcode isDefaultBilling isDefaultShipping country { iso name } servicePoint { id provider } }
  otherAddresses { id street }
  lookbookWishlist favouriteStores
`;
export const REGISTER = `mutation R($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { ${CUSTOMER} } context { loggedIn customer { email } cart { itemCount } } ${ERRORS} } }`;
export const LOGIN = `mutation L($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } context { loggedIn email cart { itemCount } } ${ERRORS} } }`;
export const RECOVER = `mutation S($email: String!) { sendPasswordRecoveryMail(email: $email) { success ${ERRORS} } }`;
export const RESET = `mutation P($input: ResetPasswordInput!) { resetPassword(input: $input) { success ${ERRORS} } }`;
export const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: expect.stringMatching(/^Te veel pogingen\. /),
  field: null,
};

export type UserError = { code: string; message: string; field: string | null };
export type Recovery = { sendPasswordRecoveryMail: { success: boolean; errors: UserError[] } };
export type Reset = { resetPassword: { success: boolean; errors: UserError[] } };

let emails = 0;
export const newEmail = () => `shopper.${Date.now()}.${++emails}@example.com`;
