import { createHash } from 'node:crypto';
import type { ShopDatabase } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createShopwareCommerce } from '../../src/shopware/adapter';
import { DatabaseShopwareSessions } from '../../src/shopware/session-store';
import { refusal, registration } from '../contract/subject';
import { ADDRESS_NL } from '../fixtures';
import { RecordedStoreApi } from './recorded-store-api';
import { exchange } from './recording';
import {
  addressBody,
  customer,
  LOOKUPS,
  loggedIn,
  PASSWORD,
  type RecordedCustomer,
  readCustomer,
  SALUTATION_MRS_ID,
} from './recordings/account-shop';
import { newContext, readCart } from './recordings/carts';
import { CHANNEL_NL, guestContext } from './recordings/shop';

const api = new RecordedStoreApi();
let shopDb: ShopDatabase;
beforeAll(async () => {
  await api.start();
  shopDb = await createTestDatabase('pglite');
}, 120_000);
afterAll(async () => {
  await api.stop();
  await shopDb.close();
});
afterEach(() => {
  expect(api.problems).toEqual([]);
  expect(api.unused()).toEqual([]);
});

const STORE = { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: 'http://localhost:3000' } as const;
const channel = CHANNEL_NL;
const anna: RecordedCustomer = {
  id: 'c0570e90000000000000000000000001',
  email: 'unit-email',
  number: '10090',
  billingAddressId: 'ad000090000000000000000000000001',
};

/** A gateway process: the adapter over the shop's database (its sessions shared with every other process). */
function gateway() {
  return createShopwareCommerce({
    config: { baseUrl: api.baseUrl, timeoutMs: 2000, stores: { 'nl-nl': CHANNEL_NL } },
    stores: [{ code: 'nl-nl', country: 'NL', currency: 'EUR', language: 'nl' }],
    sessions: new DatabaseShopwareSessions(shopDb.db),
    db: shopDb.db,
    storefrontUrls: { 'nl-nl': 'https://shop.example/nl-nl' },
  });
}

const error = (code: string, status: number, pointer?: string) => ({
  status,
  body: { errors: [{ code, status: String(status), ...(pointer ? { source: { pointer } } : {}) }] },
});

describe('the Shopware adapter’s accounts', () => {
  it('keeps a shopper’s session across a gateway restart and between gateway processes', async () => {
    api.expect([newContext('sw-restart'), readCart('sw-restart', [], 'the cart, asked by the second process')]);
    const { token } = await gateway().contexts.getOrCreateContext(null, STORE);
    const cart = await gateway().carts.getCart(token);
    expect(cart.token).toBe(token);
  });

  it("registers with double opt-in: the mailed token carries the store, Shopware's hash and the address's hash", async () => {
    const email = 'anna.unit@example.com';
    const hash = 'ab'.repeat(16);
    api.expect([
      ...LOOKUPS,
      exchange('register post /account/register', {
        note: 'the registration',
        channel,
        contextToken: null,
        request: {
          body: {
            email,
            password: PASSWORD,
            firstName: 'Anna',
            lastName: 'de Vries',
            salutationId: SALUTATION_MRS_ID,
            acceptedDataProtection: true,
            storefrontUrl: 'https://shop.example/nl-nl',
            billingAddress: addressBody('Oudegracht') as never,
          },
        },
        response: {
          status: 200,
          body: { ...customer(anna, { doubleOptInRegistration: true, hash, active: false }), email },
        },
      }),
      exchange('registerConfirm post /account/register-confirm', {
        note: 'a link used before',
        channel,
        contextToken: null,
        request: { body: { hash, em: createHash('sha1').update(email).digest('hex') } },
        response: error('CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED', 412),
      }),
    ]);
    const commerce = gateway();
    const request = await commerce.registrations.requestRegistration(
      { ...registration({ address: ADDRESS_NL } as never, email) },
      STORE,
    );
    expect(request).toMatchObject({ kind: 'new', email });
    if (request.kind !== 'new') return;
    expect(request.token).toBe(`nl-nl.${hash}.${createHash('sha1').update(email).digest('hex')}`);
    expect(await refusal(commerce.registrations.confirmRegistration(request.token))).toBe('invalid-confirmation-token');
    // A token of another shape is refused without asking Shopware.
    expect(await refusal(commerce.registrations.confirmRegistration('nl-nl.nope'))).toBe('invalid-confirmation-token');
  });

  it("refuses a registration Shopware refuses: an address with an account, and fields by Shopware's pointers", async () => {
    const body = {
      email: '{{bind:refused-email}}',
      password: PASSWORD,
      firstName: 'Anna',
      lastName: 'de Vries',
      salutationId: SALUTATION_MRS_ID,
      acceptedDataProtection: true,
      storefrontUrl: 'https://shop.example/nl-nl',
      billingAddress: addressBody('Oudegracht') as never,
    };
    api.expect([
      ...LOOKUPS,
      exchange('register post /account/register', {
        note: 'an address with an account',
        channel,
        contextToken: null,
        request: { body },
        response: error('VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 400, '/email'),
      }),
      exchange('register post /account/register', {
        note: 'a zip code Shopware refuses',
        channel,
        contextToken: null,
        request: { body },
        response: error('VIOLATION::IS_BLANK_ERROR', 400, '/billingAddress/zipcode'),
      }),
    ]);
    const commerce = gateway();
    const input = registration({ address: ADDRESS_NL } as never, 'taken@example.com');
    expect(await refusal(commerce.registrations.requestRegistration(input, STORE))).toBe('account-exists');
    await expect(commerce.registrations.requestRegistration(input, STORE)).rejects.toMatchObject({
      code: 'invalid-customer',
      details: { issues: [{ field: 'billingAddress.zipcode', code: 'required' }] },
    });
  });

  it("has Shopware mail the recovery link from the store's URL, and resets with Shopware's hash", async () => {
    api.expect([
      exchange('sendRecoveryMail post /account/recovery-password', {
        note: 'the recovery mail',
        channel,
        contextToken: null,
        request: { body: { email: 'anna@example.com', storefrontUrl: 'https://shop.example/nl-nl' } },
        response: { status: 200, body: { success: true } },
      }),
      exchange('sendRecoveryMail post /account/recovery-password', {
        note: 'an address without an account (older Shopware says so)',
        channel,
        contextToken: null,
        request: { body: { email: 'nobody@example.com', storefrontUrl: 'https://shop.example/nl-nl' } },
        response: error('CHECKOUT__CUSTOMER_NOT_FOUND', 404),
      }),
      exchange('recoveryPassword post /account/recovery-password-confirm', {
        note: 'an expired link',
        channel,
        contextToken: null,
        request: {
          body: { hash: 'a'.repeat(32), newPassword: 'brand new pass', newPasswordConfirm: 'brand new pass' },
        },
        response: error('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', 410),
      }),
      exchange('recoveryPassword post /account/recovery-password-confirm', {
        note: 'the reset',
        channel,
        contextToken: null,
        request: {
          body: { hash: 'b'.repeat(32), newPassword: 'brand new pass', newPasswordConfirm: 'brand new pass' },
        },
        response: { status: 200, body: { success: true } },
      }),
    ]);
    const { passwordRecovery } = gateway();
    const none = { customer: null, resetToken: null, orderHistoryToken: null };
    expect(await passwordRecovery.requestPasswordRecovery('anna@example.com')).toEqual({
      ...none,
      email: 'anna@example.com',
    });
    expect(await passwordRecovery.requestPasswordRecovery('nobody@example.com')).toEqual({
      ...none,
      email: 'nobody@example.com',
    });
    expect(await refusal(passwordRecovery.resetPassword('a'.repeat(32), 'brand new pass', 'other'))).toBe(
      'invalid-customer',
    );
    expect(await refusal(passwordRecovery.resetPassword('../../x', 'brand new pass', 'brand new pass'))).toBe(
      'invalid-reset-token',
    );
    expect(await refusal(passwordRecovery.resetPassword('a'.repeat(32), 'brand new pass', 'brand new pass'))).toBe(
      'invalid-reset-token',
    );
    expect(await passwordRecovery.resetPassword('b'.repeat(32), 'brand new pass', 'brand new pass')).toBeNull();
  });

  it('changes the profile, and the newsletter flag in Shopware and in the shop’s own list', async () => {
    const commerce = gateway();
    const bea = { ...anna, id: 'c0570e90000000000000000000000002', email: 'profile-email' };
    api.expect([LOOKUPS[0]!, ...loggedIn(null, bea, 'sw-prof-1')]);
    const { customer: who } = await commerce.logins.login('bea.profile@example.com', PASSWORD, STORE, null);
    api.expect([
      ...readCustomer('sw-prof-1', bea, 'the current profile'),
      exchange('changeProfile post /account/change-profile', {
        note: 'the new first name; the empty last name keeps the stored one',
        channel,
        contextToken: 'sw-prof-1',
        request: { body: { firstName: 'Bea', lastName: 'de Vries', salutationId: SALUTATION_MRS_ID } },
        response: { status: 200, body: { success: true } },
      }),
      exchange('subscribeToNewsletter post /newsletter/subscribe', {
        note: 'the newsletter switched on',
        channel,
        contextToken: 'sw-prof-1',
        request: {
          body: {
            email: '{{bind:profile-email}}',
            option: 'direct',
            firstName: 'Anna',
            lastName: 'de Vries',
            storefrontUrl: 'https://shop.example/nl-nl',
          },
        },
        response: { status: 200, body: { status: 'direct', success: true } },
      }),
      ...readCustomer('sw-prof-1', bea, 'the changed profile', { firstName: 'Bea' }),
    ]);
    const changed = await commerce.customers.updateCustomer(who.id, {
      firstName: 'Bea',
      lastName: '',
      newsletter: true,
    });
    expect(changed.firstName).toBe('Bea');
    expect(await commerce.newsletter.byEmail('bea.profile@example.com')).toMatchObject({
      email: 'bea.profile@example.com',
    });
    await expect(commerce.customers.updateCustomer(who.id, { customFields: { a: 1 } })).rejects.toThrow(
      'custom fields',
    );
  });

  it('answers a mailed order-history link as unknown: the Store API lists orders only for a logged-in customer', async () => {
    expect(await gateway().customerOrders.ordersByEmailToken('any-mailed-token')).toBeNull();
  });

  it('deletes an account after checking the password, ends its sessions and answers a fresh guest', async () => {
    const commerce = gateway();
    api.expect([LOOKUPS[0]!, ...loggedIn(null, anna, 'sw-del-1')]);
    const { context, customer: who } = await commerce.logins.login('anna.del@example.com', PASSWORD, STORE, null);
    api.expect([
      ...readCustomer('sw-del-1', anna, 'the customer by id, through their session'),
      ...readCustomer('sw-del-1', anna, 'the address the password is checked with'),
      exchange('loginCustomer post /account/login', {
        note: 'the password check',
        channel,
        contextToken: null,
        request: { body: { username: '{{bind:unit-email}}', password: 'wrong' } },
        response: error('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 401),
      }),
      ...readCustomer('sw-del-1', anna, 'the address the password is checked with'),
      exchange('loginCustomer post /account/login', {
        note: 'the password check',
        channel,
        contextToken: null,
        request: { body: { username: '{{bind:unit-email}}', password: PASSWORD } },
        response: { status: 200, contextToken: 'sw-del-check', body: {} },
      }),
      exchange('deleteCustomer delete /account/customer', {
        note: 'the delete',
        channel,
        contextToken: 'sw-del-1',
        response: { status: 204, body: undefined as never },
      }),
      exchange('readContext get /context', {
        note: 'a fresh guest context',
        channel,
        contextToken: null,
        response: { status: 200, contextToken: 'sw-del-guest', body: guestContext('sw-del-guest') },
      }),
    ]);
    expect(await commerce.customers.getCustomer(who.id)).toMatchObject({ id: who.id });
    expect(await refusal(commerce.logins.deleteCustomer(context.token, 'wrong', STORE))).toBe('invalid-credentials');
    const fresh = await commerce.logins.deleteCustomer(context.token, PASSWORD, STORE);
    expect(fresh).toMatchObject({ kind: 'guest', customerId: null });
    expect(fresh.token).not.toBe(context.token);
    expect(await commerce.customers.getCustomer(who.id)).toBeNull();
    expect(await refusal(commerce.contexts.getContext(context.token))).toBe('context-not-found');
  });
});
