import { type Exchange, exchange } from '../recording';
import {
  address,
  addressBody,
  customerContext,
  LOOKUPS,
  loggedIn,
  login,
  PASSWORD,
  type RecordedCustomer,
  readContext,
  readCustomer,
  registeredAndLoggedIn,
} from './account-shop';
import { addLines, findProducts, newContext, readCart } from './carts';
import { CHANNEL_NL, guestContext, PRODUCTS } from './shop';

/**
 * The Store API exchanges of the contract's account area, in the order the adapter makes them. Written by hand from
 * the Store API reference. The registration test with an address that has an account is pending (docs/shopware.md),
 * so the first recorded scenario is the login's.
 */
const channel = CHANNEL_NL;
const { shirt38 } = PRODUCTS;

const who = (n: number, extra: Partial<RecordedCustomer> = {}): RecordedCustomer => ({
  id: `c0570e${n}0000000000000000000000000`.slice(0, 32),
  email: `email-${n}`,
  number: `1000${n}`,
  billingAddressId: `ad0000${n}0000000000000000000000000`.slice(0, 32),
  ...extra,
});

const refused = (code: string, status: number, pointer?: string) => ({
  status,
  body: { errors: [{ code, status: String(status), ...(pointer ? { source: { pointer } } : {}) }] },
});

/** Logs in from a guest's cart (Shopware merges it), reads the cart and customer, logs out to a new guest. */
function loginScenario(): Exchange[] {
  const anna = who(1);
  return [
    ...LOOKUPS,
    ...registeredAndLoggedIn(anna, { confirmed: 'sw-confirmed-1', login: 'sw-login-1' }),
    newContext('sw-guest-1'),
    readCart('sw-guest-1', [], 'the cart before adding'),
    findProducts('sw-guest-1', [shirt38], [shirt38.sku]),
    addLines('sw-guest-1', [[shirt38, 1]], [[shirt38, 1]]),
    login('sw-guest-1', anna, 'not the password', { refused: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', status: 401 }),
    ...loggedIn('sw-guest-1', anna, 'sw-login-1b'),
    readCart('sw-login-1b', [[shirt38, 1]], "the customer's cart, the guest's line merged in"),
    ...readCustomer('sw-login-1b', anna, 'the customer of the context'),
    exchange('logoutCustomer post /account/logout', {
      note: 'a logout: Shopware answers a new guest token',
      channel,
      contextToken: 'sw-login-1b',
      response: { status: 200, contextToken: 'sw-guest-1c', body: {} },
    }),
    readContext('sw-guest-1c', guestContext('sw-guest-1c'), 'the fresh guest context'),
  ];
}

/** A wrong current password is refused; the change moves the session to Shopware's new token. */
function passwordScenario(): Exchange[] {
  const anna = who(2);
  const change = { newPassword: 'new secret 123', newPasswordConfirm: 'new secret 123' };
  return [
    ...registeredAndLoggedIn(anna, { confirmed: 'sw-confirmed-2', login: 'sw-login-2' }),
    exchange('changePassword post /account/change-password', {
      note: 'a change with the wrong current password',
      channel,
      contextToken: 'sw-login-2',
      request: { body: { password: 'wrong', ...change } },
      response: refused('VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 400, '/password'),
    }),
    exchange('changePassword post /account/change-password', {
      note: 'the change: Shopware answers a new token',
      channel,
      contextToken: 'sw-login-2',
      request: { body: { password: PASSWORD, ...change } },
      response: { status: 200, contextToken: 'sw-login-2b', body: { success: true } },
    }),
    ...readCustomer('sw-login-2b', anna, 'after the change'),
    readContext('sw-login-2b', customerContext('sw-login-2b', anna), 'after the change'),
    login(null, anna, PASSWORD, { refused: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', status: 401 }),
    ...loggedIn(null, anna, 'sw-login-2c', 'new secret 123'),
  ];
}

/** An address another account has is refused; a new one is taken. */
function emailScenario(): Exchange[] {
  const anna = who(3);
  const other = who(4);
  const changed = { ...anna, email: 'email-3-new' };
  return [
    ...registeredAndLoggedIn(anna, { confirmed: 'sw-confirmed-3', login: 'sw-login-3' }),
    ...registeredAndLoggedIn(other, { confirmed: 'sw-confirmed-4', login: 'sw-login-4' }),
    exchange('changeEmail post /account/change-email', {
      note: "a change to the other customer's address",
      channel,
      contextToken: 'sw-login-3',
      request: { body: { email: '{{bind:email-4}}', emailConfirmation: '{{bind:email-4}}', password: PASSWORD } },
      response: refused('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 400, '/email'),
    }),
    exchange('changeEmail post /account/change-email', {
      note: 'a change to a new address',
      channel,
      contextToken: 'sw-login-3',
      request: {
        body: { email: '{{bind:email-3-new}}', emailConfirmation: '{{bind:email-3-new}}', password: PASSWORD },
      },
      response: { status: 200, body: { success: true } },
    }),
    ...readCustomer('sw-login-3', changed, 'after the change'),
    readContext('sw-login-3', customerContext('sw-login-3', changed), 'after the change'),
  ];
}

/** The address book: the registration's address is the default; a second one becomes and stops being one. */
function addressBookScenario(): Exchange[] {
  const anna = who(5);
  const secondId = 'ad00005000000000000000000000000b';
  const withSecond = { ...anna, shippingAddressId: secondId };
  const listAddress = (ids: string[], note: string) =>
    exchange('listAddress post /account/list-address', {
      note,
      channel,
      contextToken: 'sw-login-5',
      request: { body: { limit: 100 } },
      response: {
        status: 200,
        body: {
          elements: ids.map((id) => address(id, anna.id, id === secondId ? 'Nieuw' : 'Oudegracht')),
          total: ids.length,
        } as never,
      },
    });
  const patchDefault = (id: string, note: string) =>
    exchange('defaultShippingAddress patch /account/address/default-shipping/{addressId}', {
      note,
      channel,
      contextToken: 'sw-login-5',
      pathParams: { addressId: id },
      response: { status: 200, body: undefined as never },
    });
  return [
    ...registeredAndLoggedIn(anna, { confirmed: 'sw-confirmed-5', login: 'sw-login-5' }),
    ...readCustomer('sw-login-5', anna, 'the list'),
    listAddress([anna.billingAddressId], 'the list: the registration address'),
    exchange('createCustomerAddress post /account/address', {
      note: 'a second address',
      channel,
      contextToken: 'sw-login-5',
      request: { body: addressBody('Nieuw') as never },
      response: { status: 200, body: address(secondId, anna.id, 'Nieuw') as never },
    }),
    ...readCustomer('sw-login-5', anna, 'the list after adding'),
    listAddress([anna.billingAddressId, secondId], 'the list after adding'),
    patchDefault(secondId, 'the second address becomes the default shipping address'),
    ...readCustomer('sw-login-5', withSecond, 'after the default changed'),
    ...readCustomer('sw-login-5', withSecond, 'before deleting'),
    patchDefault(anna.billingAddressId, 'the default shipping address moves back before the delete'),
    exchange('deleteCustomerAddress delete /account/address/{addressId}', {
      note: 'the delete',
      channel,
      contextToken: 'sw-login-5',
      pathParams: { addressId: secondId },
      response: { status: 204, body: undefined as never },
    }),
    ...readCustomer('sw-login-5', anna, 'the list after the delete'),
    listAddress([anna.billingAddressId], 'the list after the delete'),
  ];
}

export const ACCOUNT_EXCHANGES: readonly Exchange[] = [
  ...loginScenario(),
  ...passwordScenario(),
  ...emailScenario(),
  ...addressBookScenario(),
];
