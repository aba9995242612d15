import type { components } from '@shopware/api-client/store-api-types';
import { type Exchange, exchange } from '../recording';
import { CHANNEL_NL, COUNTRY_NL_ID, guestContext } from './shop';

/**
 * The recorded shop's customers: builders of the Store API's answers about accounts (written by hand from the Store
 * API reference) and the exchanges every account scenario repeats. E-mail addresses are made by the contract tests
 * at run time: recordings name them `{{bind:…}}` (recorded-store-api.ts).
 */
type Schemas = components['schemas'];
const channel = CHANNEL_NL;

export const SALUTATION_MR_ID = '5a0c1e3b7d9f4b2a8c6e0f1a2b3c4d01';
export const SALUTATION_MRS_ID = '5a0c1e3b7d9f4b2a8c6e0f1a2b3c4d02';
const SALUTATION_NONE_ID = '5a0c1e3b7d9f4b2a8c6e0f1a2b3c4d03';
const COUNTRY_BE_ID = '3c1b8e7f0b2f4f6e9c3c5a0d7e6f1a2c';
const CUSTOMER_GROUP_ID = 'cfbd5018d38d41d8adca10d94fc8bdd6';
const SALES_CHANNEL_ID = '98432def39fc4624b33213a56b8c944d';
export const PASSWORD = 'correct horse battery';

const salutation = (id: string, salutationKey: string, displayName: string): Schemas['Salutation'] => ({
  id,
  salutationKey,
  displayName,
  letterName: displayName,
  translated: { displayName, letterName: displayName, salutationKey },
});

const country = (id: string, iso: string, name: string) =>
  ({ id, iso, name, translated: { name } }) as unknown as Schemas['Country'];

/** The id lookups the adapter makes once per sales channel (salutations, then countries). */
export const LOOKUPS: Exchange[] = [
  exchange('readSalutation post /salutation', {
    note: "the sales channel's salutations",
    channel,
    contextToken: null,
    request: { body: { limit: 100 } },
    response: {
      status: 200,
      body: {
        elements: [
          salutation(SALUTATION_MR_ID, 'mr', 'Dhr.'),
          salutation(SALUTATION_MRS_ID, 'mrs', 'Mevr.'),
          salutation(SALUTATION_NONE_ID, 'not_specified', 'Geen'),
        ],
        total: 3,
      } as never,
    },
  }),
  exchange('readCountry post /country', {
    note: "the sales channel's countries",
    channel,
    contextToken: null,
    request: { body: { limit: 100 } },
    response: {
      status: 200,
      body: {
        elements: [country(COUNTRY_NL_ID, 'NL', 'Nederland'), country(COUNTRY_BE_ID, 'BE', 'België')],
        total: 2,
      } as never,
    },
  }),
];

/** An address as the shop writes it to Shopware (street and house number on one line, and exactly in custom fields). */
export function addressBody(street: string, houseNumber = '12') {
  return {
    firstName: 'Anna',
    lastName: 'de Vries',
    street: `${street} ${houseNumber}`,
    zipcode: '3511 AB',
    city: 'Utrecht',
    countryId: COUNTRY_NL_ID,
    customFields: { shop_street: street, shop_house_number: houseNumber, shop_house_number_addition: null },
  };
}

/** An address as Shopware answers it. */
export function address(id: string, customerId: string, street: string): Schemas['CustomerAddress'] {
  return {
    ...addressBody(street),
    id,
    customerId,
    salutationId: SALUTATION_MRS_ID,
    createdAt: '2026-01-05T10:00:00.000+00:00',
  } as Schemas['CustomerAddress'];
}

export interface RecordedCustomer {
  id: string;
  /** The `{{bind:…}}` name of its e-mail address. */
  email: string;
  number: string;
  billingAddressId: string;
  shippingAddressId?: string;
}

/** A customer as Shopware answers it. */
export function customer(who: RecordedCustomer, extra: Partial<Schemas['Customer']> = {}): Schemas['Customer'] {
  const billing = address(who.billingAddressId, who.id, 'Oudegracht');
  return {
    apiAlias: 'customer',
    accountType: 'private',
    id: who.id,
    customerNumber: who.number,
    email: `{{bind:${who.email}}}`,
    firstName: 'Anna',
    lastName: 'de Vries',
    salutationId: SALUTATION_MRS_ID,
    groupId: CUSTOMER_GROUP_ID,
    languageId: CHANNEL_NL.languageId,
    salesChannelId: SALES_CHANNEL_ID,
    defaultBillingAddressId: who.billingAddressId,
    defaultShippingAddressId: who.shippingAddressId ?? who.billingAddressId,
    activeBillingAddress: billing,
    activeShippingAddress: billing,
    active: true,
    guest: false,
    createdAt: '2026-01-05T10:00:00.000+00:00',
    ...extra,
  } as Schemas['Customer'];
}

/** A logged-in customer's sales-channel context. */
export function customerContext(token: string, who: RecordedCustomer): Schemas['SalesChannelContext'] {
  return { ...guestContext(token), customer: customer(who) };
}

/** The adapter's read of a customer: the customer and its newsletter status, side by side. */
export function readCustomer(token: string, who: RecordedCustomer, note: string, extra = {}): Exchange[] {
  return [
    exchange('readCustomer post /account/customer', {
      note: `${note}: the customer`,
      channel,
      contextToken: token,
      response: { status: 200, contextToken: token, body: customer(who, extra) },
    }),
    exchange('readNewsletterRecipient post /account/newsletter-recipient', {
      note: `${note}: the newsletter status`,
      channel,
      contextToken: token,
      response: {
        status: 200,
        contextToken: token,
        body: { apiAlias: 'account_newsletter_recipient', status: 'notSet' },
      },
    }),
  ];
}

export const readContext = (token: string, body: Schemas['SalesChannelContext'], note: string): Exchange =>
  exchange('readContext get /context', { note, channel, contextToken: token, response: { status: 200, body } });

/** A login: Shopware answers a new context token. */
export function login(
  from: string | null,
  who: RecordedCustomer,
  password: string,
  answer: { token: string } | { refused: string; status: number },
): Exchange {
  return exchange('loginCustomer post /account/login', {
    note: 'token' in answer ? 'a login' : `a refused login (${answer.refused})`,
    channel,
    contextToken: from,
    request: { body: { username: `{{bind:${who.email}}}`, password } },
    response:
      'token' in answer
        ? { status: 200, contextToken: answer.token, body: {} }
        : { status: answer.status, body: { errors: [{ code: answer.refused, status: String(answer.status) }] } },
  });
}

/** A successful login and the reads that follow it (context, customer). */
export function loggedIn(from: string | null, who: RecordedCustomer, token: string, password = PASSWORD): Exchange[] {
  return [
    login(from, who, password, { token }),
    readContext(token, customerContext(token, who), 'the logged-in context'),
    ...readCustomer(token, who, 'the logged-in customer'),
  ];
}

/**
 * The contract's `customer()`: a registration with double opt-in, its confirmation (Shopware logs the customer in
 * to a context the adapter only reads the customer in), and a login.
 */
export function registeredAndLoggedIn(who: RecordedCustomer, tokens: { confirmed: string; login: string }): Exchange[] {
  const hash = `${who.id.slice(0, 16)}${who.id.slice(0, 16)}`;
  return [
    exchange('register post /account/register', {
      note: 'a registration with double opt-in',
      channel,
      contextToken: null,
      request: {
        body: {
          email: `{{bind:${who.email}}}`,
          password: PASSWORD,
          firstName: 'Anna',
          lastName: 'de Vries',
          salutationId: SALUTATION_MRS_ID,
          acceptedDataProtection: true,
          storefrontUrl: 'http://localhost:3000',
          billingAddress: addressBody('Oudegracht') as never,
        },
      },
      response: {
        status: 200,
        body: customer(who, { active: false, doubleOptInRegistration: true, hash }),
      },
    }),
    exchange('registerConfirm post /account/register-confirm', {
      note: 'the confirmation of the mailed link',
      channel,
      contextToken: null,
      request: { body: { hash, em: `{{bind:${who.email}-em}}` } },
      response: { status: 200, contextToken: tokens.confirmed, body: undefined as never },
    }),
    ...readCustomer(tokens.confirmed, who, 'the confirmed customer'),
    ...loggedIn(null, who, tokens.login),
  ];
}
