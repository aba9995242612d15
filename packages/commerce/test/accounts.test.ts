import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountStore,
  ARGON2_PARAMETERS,
  CustomerWishlist,
  type EmbeddedCommerce,
  hashPassword,
  LoginBackoff,
  needsRehash,
  parsePasswordHash,
  type RATE_LIMITS,
  RateLimiter,
  type RegisterInput,
  tokenDigest,
  verifyDummyPassword,
  verifyPassword,
} from '../src';
import { ADDRESS_NL, createEngine, seedStock } from './fixtures';

const STORE: AccountStore = { country: 'NL', currency: 'EUR', language: 'nl', baseUrl: 'http://localhost:3000' };
const STORE_DE: AccountStore = {
  country: 'DE',
  currency: 'EUR',
  language: 'de',
  baseUrl: 'http://de-de.localhost:3000',
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A clock the test moves. */
function clock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date: Date) => {
      now = date.getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** How long some work takes, in milliseconds. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let emails = 0;
const registration = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  salutationKey: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  email: `anna.${++emails}@example.com`,
  password: 'correct horse battery',
  birthdayYear: 1990,
  birthdayMonth: 12,
  birthdayDay: 31,
  newsletter: true,
  billingAddress: ADDRESS_NL,
  ...overrides,
});

describe('password hashes', () => {
  it('are Argon2id PHC strings at the OWASP parameters, salted anew each time', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const parsed = parsePasswordHash(stored)!;
    expect(parsed).toMatchObject({ algorithm: 'argon2id', version: 19, memoryKiB: 19456, passes: 2, parallelism: 1 });
    expect(parsed.salt).toHaveLength(ARGON2_PARAMETERS.saltBytes);
    expect(parsed.hash).toHaveLength(ARGON2_PARAMETERS.tagBytes);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verify the right password only, and refuse what is not a hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plain text')).toBe(false);
    expect(await verifyPassword('correct horse battery', stored.replace('argon2id', 'argon2i'))).toBe(false);
    expect(await verifyDummyPassword('correct horse battery')).toBe(false);
  });

  it('cost the same to check for an unknown account (a dummy hash at the same parameters)', async () => {
    const stored = await hashPassword('correct horse battery');
    // Interleaved rounds compared by their medians: the machine's load (other test files) weighs on both the same,
    // and one stalled round does not decide.
    const real: number[] = [];
    const dummy: number[] = [];
    for (let round = 0; round < 6; round++) {
      real.push(await timed(() => verifyPassword('a wrong guess', stored)));
      dummy.push(await timed(() => verifyDummyPassword('a wrong guess')));
    }
    expect(median(dummy) / median(real)).toBeGreaterThan(0.5);
    expect(median(dummy) / median(real)).toBeLessThan(2);
  });

  it('ask for a rehash when made with weaker parameters (and still verify)', async () => {
    const weak = `$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$${'A'.repeat(43)}`;
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});

describeEachDatabase('customer accounts', (getDb) => {
  let engine: EmbeddedCommerce;
  let accounts: EmbeddedCommerce;
  const time = clock();

  beforeAll(async () => {
    await seedStock(getDb(), { '20413.102.38': 50, '40001.900': 50 });
    ({ engine } = createEngine(getDb()));
    accounts = createEngine(getDb(), time.now).engine;
  });

  const guestWithCart = async () => {
    const { token } = await engine.contexts.getOrCreateContext(null, STORE);
    await engine.carts.addToCart(token, [{ referencedId: '20413.102.38', quantity: 2 }]);
    return token;
  };

  it('registers a customer: defaults, signup points, a customer session with the guest cart', async () => {
    const guest = await guestWithCart();
    const input = registration({ email: '  Anna.Register@Example.com ' });
    const { customer, context } = await accounts.registrations.register(input, STORE, guest);
    expect(customer).toMatchObject({
      customerNumber: expect.stringMatching(/^\d{6}$/),
      salutationKey: 'mrs',
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'Anna.Register@Example.com',
      birthday: '1990-12-31',
      newsletter: true,
      storefrontUrl: 'http://localhost:3000',
      country: 'NL',
      language: 'nl',
    });
    expect(customer.defaultBillingAddressId).toBeTruthy();
    expect(customer.defaultShippingAddressId).toBe(customer.defaultBillingAddressId);
    expect(context).toMatchObject({
      kind: 'customer',
      customerId: customer.id,
      email: 'Anna.Register@Example.com',
      billingAddress: { street: 'Oudegracht', zipcode: '3511 AB' },
      shippingAddress: null,
    });
    expect(context.token).not.toBe(guest);
    expect(context.expiresAt!.getTime() - time.now().getTime()).toBe(7 * DAY);
    expect((await engine.carts.getCart(context.token)).items).toMatchObject([
      { referencedId: '20413.102.38', quantity: 2 },
    ]);
    await expect(engine.carts.getCart(guest)).rejects.toMatchObject({ code: 'context-not-found' });
    const points = await getDb()
      .selectFrom('commerce_loyalty_entry')
      .select(['reason', 'points'])
      .where('customer_id', '=', customer.id)
      .execute();
    expect(points).toEqual([{ reason: 'signup', points: 50 }]);
    const stored = await getDb()
      .selectFrom('commerce_customer')
      .select('password_hash')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps a registration until its address is confirmed, then makes the account once (no session)', async () => {
    const input = registration({ email: '  Confirm.Me@Example.com ' });
    const request = await accounts.registrations.requestRegistration(input, STORE);
    expect(request).toEqual({
      kind: 'new',
      token: expect.stringMatching(/^[\w-]{43}$/),
      email: 'Confirm.Me@Example.com',
      firstName: 'Anna',
      store: STORE,
      newsletter: true,
    });
    if (request.kind !== 'new') throw new Error('expected a new registration');
    // Nothing yet but the pending registration: only its token's digest and the password's hash are kept.
    const made = await getDb()
      .selectFrom('commerce_customer')
      .select('id')
      .where(sql`lower(email)`, '=', 'confirm.me@example.com')
      .execute();
    expect(made).toEqual([]);
    const pending = await getDb().selectFrom('commerce_pending_registration').selectAll().execute();
    const row = pending.find((candidate) => candidate.email === 'Confirm.Me@Example.com')!;
    expect(row.digest).toBe(tokenDigest(request.token));
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(input.password);
    const customer = await accounts.registrations.confirmRegistration(request.token);
    expect(customer).toMatchObject({ email: 'Confirm.Me@Example.com', firstName: 'Anna', newsletter: true });
    const sessions = await getDb()
      .selectFrom('commerce_context')
      .select('token')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(sessions).toEqual([]);
    // The password chosen at registration logs in; the link works once.
    await accounts.logins.login('confirm.me@example.com', input.password, STORE, null);
    await expect(accounts.registrations.confirmRegistration(request.token)).rejects.toMatchObject({
      code: 'invalid-confirmation-token',
    });
  });

  it('makes nothing for an address that has an account, and names the account (its owner is told)', async () => {
    const taken = registration();
    const { customer } = await accounts.registrations.register(taken, STORE, null);
    const request = await accounts.registrations.requestRegistration(
      registration({ email: taken.email.toUpperCase() }),
      STORE,
    );
    expect(request).toEqual({ kind: 'existing', customer: expect.objectContaining({ id: customer.id }) });
    const pending = await getDb()
      .selectFrom('commerce_pending_registration')
      .select('email')
      .where(sql`lower(email)`, '=', taken.email.toLowerCase())
      .execute();
    expect(pending).toEqual([]);
  });

  it('refuses the fields of a registration before anything, and links that expired or lost the race', async () => {
    await expect(
      accounts.registrations.requestRegistration(registration({ password: 'short' }), STORE),
    ).rejects.toMatchObject({
      code: 'invalid-customer',
    });
    expect(() => accounts.registrations.checkRegistration(registration({ firstName: '' }), STORE)).toThrow(
      expect.objectContaining({ code: 'invalid-customer' }),
    );
    const late = await accounts.registrations.requestRegistration(registration(), STORE);
    time.advance(DAY);
    await expect(accounts.registrations.confirmRegistration((late as { token: string }).token)).rejects.toMatchObject({
      code: 'invalid-confirmation-token',
    });
    // Two registrations of one address: the first link followed makes the account, the other is then refused.
    const email = registration().email;
    const first = (await accounts.registrations.requestRegistration(registration({ email }), STORE)) as {
      token: string;
    };
    const second = (await accounts.registrations.requestRegistration(registration({ email }), STORE)) as {
      token: string;
    };
    await accounts.registrations.confirmRegistration(second.token);
    await expect(accounts.registrations.confirmRegistration(first.token)).rejects.toMatchObject({
      code: 'invalid-confirmation-token',
    });
    await expect(accounts.registrations.confirmRegistration('unknown')).rejects.toMatchObject({
      code: 'invalid-confirmation-token',
    });
  });

  it('refuses a second account for an e-mail address, whatever its case', async () => {
    const input = registration();
    await accounts.registrations.register(input, STORE, null);
    await expect(
      accounts.registrations.register(registration({ email: input.email.toUpperCase() }), STORE, null),
    ).rejects.toMatchObject({ code: 'account-exists' });
  });

  it('answers an address that has an account after the same hashing work as a new registration', async () => {
    const taken = registration();
    await accounts.registrations.register(taken, STORE, null);
    // Interleaved rounds compared by their medians (see the hashes' test above).
    const spent = { existing: [] as number[], hashing: [] as number[], fresh: [] as number[] };
    for (let round = 0; round < 5; round++) {
      spent.existing.push(
        await timed(async () => {
          const refused = await accounts.registrations
            .register(registration({ email: taken.email }), STORE, null)
            .catch((error: unknown) => error);
          expect(refused).toMatchObject({ code: 'account-exists' });
        }),
      );
      spent.hashing.push(await timed(() => hashPassword('correct horse battery')));
      spent.fresh.push(await timed(() => accounts.registrations.register(registration(), STORE, null)));
    }
    // Answering after a lookup alone took a small fraction of a hash (about 0.05; Argon2id dominates a registration).
    // The bound leaves room for a busy machine's noise (0.66 seen with other test suites running beside it).
    expect(median(spent.existing) / median(spent.hashing)).toBeGreaterThan(0.5);
    expect(median(spent.existing) / median(spent.fresh)).toBeGreaterThan(0.4);
  });

  it('lists every refused field of a registration', async () => {
    const error = await accounts.registrations
      .register(
        registration({
          salutationKey: 'dr',
          firstName: ' ',
          email: 'not-an-address',
          password: 'short',
          birthdayMonth: 2,
          birthdayDay: 30,
          billingAddress: { ...ADDRESS_NL, zipcode: '12' },
        }),
        STORE,
        null,
      )
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid-customer' });
    expect((error as { details: { issues: unknown[] } }).details.issues).toEqual([
      { field: 'salutationKey', code: 'invalid-salutation' },
      { field: 'firstName', code: 'required' },
      { field: 'email', code: 'invalid-email' },
      { field: 'password', code: 'password-too-short' },
      { field: 'birthday', code: 'invalid-birthday' },
      { field: 'billingAddress.zipcode', code: 'invalid-zipcode' },
    ]);
    // A billing address must be in the store's country.
    await expect(accounts.registrations.register(registration(), STORE_DE, null)).rejects.toMatchObject({
      code: 'invalid-customer',
      details: { issues: expect.arrayContaining([{ field: 'billingAddress.countryIso', code: 'wrong-country' }]) },
    });
  });

  it('logs in with a rotated token: the old token stops working and the cart comes along', async () => {
    const input = registration();
    const registered = await accounts.registrations.register(input, STORE, null);
    await accounts.logins.logout(registered.context.token, STORE);

    const guest = await guestWithCart();
    await expect(accounts.logins.login(input.email, 'wrong password!', STORE, guest)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    await expect(accounts.logins.login('nobody@example.com', input.password, STORE, guest)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    // The failed attempts left the guest's session alone.
    expect((await engine.carts.getCart(guest)).items).toHaveLength(1);

    const { customer, context } = await accounts.logins.login(input.email.toUpperCase(), input.password, STORE, guest);
    expect(customer.id).toBe(registered.customer.id);
    expect(context).toMatchObject({ kind: 'customer', customerId: customer.id, email: input.email });
    expect(context.billingAddress).toMatchObject({ street: 'Oudegracht' });
    expect((await engine.carts.getCart(context.token)).items).toMatchObject([
      { referencedId: '20413.102.38', quantity: 2 },
    ]);
    await expect(engine.contexts.getContext(guest)).rejects.toMatchObject({ code: 'context-not-found' });
    expect(await accounts.customers.customerOfContext(guest)).toBeNull();
    expect((await accounts.customers.customerOfContext(context.token))?.id).toBe(customer.id);
  });

  it('logs out to a fresh guest context; a second logout is refused', async () => {
    const { context } = await accounts.registrations.register(registration(), STORE, await guestWithCart());
    const guest = await accounts.logins.logout(context.token, STORE);
    expect(guest).toMatchObject({ kind: 'guest', customerId: null, email: null });
    expect((await engine.carts.getCart(guest.token)).items).toEqual([]);
    await expect(engine.contexts.getContext(context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(accounts.logins.logout(context.token, STORE)).rejects.toMatchObject({ code: 'not-logged-in' });
    await expect(accounts.logins.logout(guest.token, STORE)).rejects.toMatchObject({ code: 'not-logged-in' });
  });

  it('lets a customer session expire after 7 days', async () => {
    const input = registration();
    await accounts.registrations.register(input, STORE, null);
    // A session made 7 days less an hour ago still counts.
    time.set(new Date(Date.now() - 7 * DAY + HOUR));
    const older = await accounts.logins
      .login(input.email, input.password, STORE, null)
      .finally(() => time.set(new Date()));
    expect((await engine.contexts.getContext(older.context.token)).customerId).toBe(older.customer.id);
    // Sessions are judged by the database's clock: a week later, its expiry lies in the past.
    const session = await accounts.logins.login(input.email, input.password, STORE, null);
    await getDb()
      .updateTable('commerce_context')
      .set({ expires_at: new Date(session.context.expiresAt!.getTime() - 7 * DAY - 1000) })
      .where('token', '=', session.context.token)
      .execute();
    await expect(engine.contexts.getContext(session.context.token)).rejects.toMatchObject({
      code: 'context-not-found',
    });
    expect(await accounts.customers.customerOfContext(session.context.token)).toBeNull();
    await expect(accounts.logins.logout(session.context.token, STORE)).rejects.toMatchObject({ code: 'not-logged-in' });
  });

  it('changes the password: other sessions end, this one goes on under a new token', async () => {
    const input = registration();
    const phone = await accounts.registrations.register(input, STORE, null);
    const laptop = await accounts.logins.login(input.email, input.password, STORE, await guestWithCart());
    await expect(
      accounts.logins.changePassword(
        laptop.context.token,
        { password: 'not the password', newPassword: 'new password 1', newPasswordConfirm: 'new password 1' },
        STORE,
      ),
    ).rejects.toMatchObject({ code: 'invalid-credentials' });
    await expect(
      accounts.logins.changePassword(
        laptop.context.token,
        { password: input.password, newPassword: 'new password 1', newPasswordConfirm: 'new password 2' },
        STORE,
      ),
    ).rejects.toMatchObject({
      code: 'invalid-customer',
      details: { issues: [{ field: 'newPasswordConfirm', code: 'passwords-differ' }] },
    });
    const changed = await accounts.logins.changePassword(
      laptop.context.token,
      { password: input.password, newPassword: 'new password 1', newPasswordConfirm: 'new password 1' },
      STORE,
    );
    expect(changed.context.token).not.toBe(laptop.context.token);
    expect((await engine.carts.getCart(changed.context.token)).items).toHaveLength(1);
    await expect(engine.contexts.getContext(laptop.context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(engine.contexts.getContext(phone.context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(accounts.logins.login(input.email, input.password, STORE, null)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    expect((await accounts.logins.login(input.email, 'new password 1', STORE, null)).customer.id).toBe(
      changed.customer.id,
    );
  });

  it('changes the e-mail address after the password, keeping addresses unique', async () => {
    const other = registration();
    await accounts.registrations.register(other, STORE, null);
    const input = registration();
    const { context } = await accounts.registrations.register(input, STORE, null);
    const change = (email: string, emailConfirmation = email, password = input.password) =>
      accounts.logins.changeEmail(context.token, { email, emailConfirmation, password });
    await expect(change('new@example.com', 'other@example.com')).rejects.toMatchObject({
      details: { issues: [{ field: 'emailConfirmation', code: 'emails-differ' }] },
    });
    await expect(change('new@example.com', undefined, 'wrong password')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    await expect(change(other.email.toUpperCase())).rejects.toMatchObject({ code: 'account-exists' });
    const changed = await change(`changed.${input.email}`);
    expect(changed.customer.email).toBe(`changed.${input.email}`);
    expect(changed.context.email).toBe(`changed.${input.email}`);
    expect((await accounts.logins.login(`changed.${input.email}`, input.password, STORE, null)).customer.id).toBe(
      changed.customer.id,
    );
  });

  it('updates the profile: empty names keep the stored ones, custom fields merge', async () => {
    const { customer } = await accounts.registrations.register(registration({ newsletter: false }), STORE, null);
    const updated = await accounts.customers.updateCustomer(customer.id, {
      firstName: '',
      lastName: 'Jansen',
      salutationKey: 'mr',
      birthdayYear: 1985,
      birthdayMonth: 2,
      birthdayDay: 28,
      newsletter: true,
      customFields: { a: 1 },
    });
    expect(updated).toMatchObject({
      firstName: 'Anna',
      lastName: 'Jansen',
      salutationKey: 'mr',
      birthday: '1985-02-28',
      newsletter: true,
      customFields: { a: 1 },
    });
    const again = await accounts.customers.updateCustomer(customer.id, { firstName: '  ', customFields: { b: 2 } });
    expect(again).toMatchObject({ firstName: 'Anna', birthday: '1985-02-28', customFields: { a: 1, b: 2 } });
    await expect(
      accounts.customers.updateCustomer(customer.id, { birthdayYear: 2999, birthdayMonth: 1, birthdayDay: 1 }),
    ).rejects.toMatchObject({ details: { issues: [{ field: 'birthday', code: 'invalid-birthday' }] } });
  });

  it('deletes an account after the password: sessions end, orders stay', async () => {
    const input = registration();
    const { customer, context } = await accounts.registrations.register(input, STORE, null);
    await expect(accounts.logins.deleteCustomer(context.token, 'wrong password', STORE)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    const guest = await accounts.logins.deleteCustomer(context.token, input.password, STORE);
    expect(guest.kind).toBe('guest');
    expect(await accounts.customers.getCustomer(customer.id)).toBeNull();
    await expect(engine.contexts.getContext(context.token)).rejects.toMatchObject({ code: 'context-not-found' });
    await expect(accounts.logins.login(input.email, input.password, STORE, null)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
  });

  describe('password recovery', () => {
    it('answers a one-time reset token (2 hours) for an account, nothing for an unknown address', async () => {
      const input = registration();
      const { customer, context } = await accounts.registrations.register(input, STORE, null);
      expect(await accounts.passwordRecovery.requestPasswordRecovery('nobody.at.all@example.com')).toMatchObject({
        customer: null,
        resetToken: null,
        orderHistoryToken: null,
      });
      const recovery = await accounts.passwordRecovery.requestPasswordRecovery(input.email.toUpperCase());
      expect(recovery.customer?.id).toBe(customer.id);
      expect(recovery.resetToken).toMatch(/^[\w-]{43}$/);
      // Without orders there is no order history to link to.
      expect(recovery.orderHistoryToken).toBeNull();
      // Only the digest is stored.
      const stored = await getDb()
        .selectFrom('commerce_customer_token')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .execute();
      expect(stored).toMatchObject([{ digest: tokenDigest(recovery.resetToken!), purpose: 'password-reset' }]);

      await expect(
        accounts.passwordRecovery.resetPassword(recovery.resetToken!, 'brand new pass', 'other'),
      ).rejects.toMatchObject({
        code: 'invalid-customer',
      });
      await accounts.passwordRecovery.resetPassword(recovery.resetToken!, 'brand new pass', 'brand new pass');
      // The reset ended the customer's sessions, and the token works once.
      await expect(engine.contexts.getContext(context.token)).rejects.toMatchObject({ code: 'context-not-found' });
      await expect(
        accounts.passwordRecovery.resetPassword(recovery.resetToken!, 'another new pass', 'another new pass'),
      ).rejects.toMatchObject({ code: 'invalid-reset-token' });
      expect((await accounts.logins.login(input.email, 'brand new pass', STORE, null)).customer.id).toBe(customer.id);
      await expect(
        accounts.passwordRecovery.resetPassword('made-up', 'brand new pass', 'brand new pass'),
      ).rejects.toMatchObject({
        code: 'invalid-reset-token',
      });
    });

    it('lets a reset token expire after 2 hours, and a newer reset void the older links', async () => {
      const input = registration();
      await accounts.registrations.register(input, STORE, null);
      const old = await accounts.passwordRecovery.requestPasswordRecovery(input.email);
      time.advance(2 * HOUR + 1000);
      try {
        await expect(
          accounts.passwordRecovery.resetPassword(old.resetToken!, 'brand new pass', 'brand new pass'),
        ).rejects.toMatchObject({ code: 'invalid-reset-token' });
      } finally {
        time.set(new Date());
      }
      const first = await accounts.passwordRecovery.requestPasswordRecovery(input.email);
      const second = await accounts.passwordRecovery.requestPasswordRecovery(input.email);
      await accounts.passwordRecovery.resetPassword(second.resetToken!, 'brand new pass', 'brand new pass');
      await expect(
        accounts.passwordRecovery.resetPassword(first.resetToken!, 'other new pass', 'other new pass'),
      ).rejects.toMatchObject({ code: 'invalid-reset-token' });
    });

    it('answers an order-history token for an address with guest orders but no account', async () => {
      const { token } = await engine.contexts.getOrCreateContext(null, STORE);
      await engine.carts.addToCart(token, [{ referencedId: '40001.900' }]);
      await engine.checkout.updateContact(token, 'Guest.Buyer@example.com');
      await engine.checkout.updateAddresses(token, { billingAddress: ADDRESS_NL, shippingAddress: null });
      await engine.orders.placeOrder(token, { idempotencyKey: `guest-order-${Date.now()}` });
      const recovery = await accounts.passwordRecovery.requestPasswordRecovery('guest.buyer@example.com');
      expect(recovery).toMatchObject({ customer: null, resetToken: null });
      expect(recovery.orderHistoryToken).toMatch(/^[\w-]{43}$/);
      const stored = await getDb()
        .selectFrom('commerce_customer_token')
        .selectAll()
        .where('digest', '=', tokenDigest(recovery.orderHistoryToken!))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ purpose: 'order-history', customer_id: null });
      expect(stored.expires_at.getTime() - time.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    });
  });

  describe('the address book', () => {
    it('adds, updates, lists default-first and deletes; deleting a default clears it', async () => {
      const { customer, context } = await accounts.registrations.register(registration(), STORE, null);
      const billingId = customer.defaultBillingAddressId!;
      const second = await accounts.addressBook.addAddress(
        customer.id,
        { address: { ...ADDRESS_NL, street: 'Damrak', houseNumber: '1', zipcode: '1012lg', city: 'Amsterdam' } },
        'NL',
      );
      expect(second).toMatchObject({ zipcode: '1012 LG', isDefaultBilling: false, isDefaultShipping: false });
      const third = await accounts.addressBook.addAddress(
        customer.id,
        { address: { ...ADDRESS_NL, street: 'Neude' }, servicePointId: 'postnl-utrecht-near' },
        'NL',
      );
      expect(third.servicePoint).toMatchObject({ id: 'postnl-utrecht-near', provider: 'postnl' });
      const stored = await getDb()
        .selectFrom('commerce_customer_address')
        .select('custom_fields')
        .where('id', '=', third.id)
        .executeTakeFirstOrThrow();
      expect(typeof stored.custom_fields.shipping_address_service_point).toBe('string');

      const customerAfter = await accounts.addressBook.setDefaultAddress(
        customer.id,
        third.id,
        'shipping',
        context.token,
      );
      expect(customerAfter.defaultShippingAddressId).toBe(third.id);
      expect((await engine.contexts.getContext(context.token)).shippingAddress).toMatchObject({ street: 'Neude' });
      expect((await accounts.addressBook.listAddresses(customer.id)).map((address) => address.id)).toEqual([
        billingId,
        third.id,
        second.id,
      ]);

      const updated = await accounts.addressBook.updateAddress(
        customer.id,
        second.id,
        { address: { ...ADDRESS_NL, street: 'Rokin', houseNumber: '5' } },
        'NL',
      );
      expect(updated).toMatchObject({ street: 'Rokin', servicePoint: null });

      await accounts.addressBook.deleteAddress(customer.id, billingId);
      const after = await accounts.customers.getCustomer(customer.id);
      expect(after).toMatchObject({ defaultBillingAddressId: null, defaultShippingAddressId: third.id });
      expect((await accounts.addressBook.listAddresses(customer.id)).map((address) => address.id)).toEqual([
        third.id,
        second.id,
      ]);
      // A new address fills the missing default.
      const fourth = await accounts.addressBook.addAddress(customer.id, { address: ADDRESS_NL }, 'NL');
      expect(fourth).toMatchObject({ isDefaultBilling: true, isDefaultShipping: false });
    });

    it("refuses invalid addresses, other countries, unknown service points and other customers' addresses", async () => {
      const { customer } = await accounts.registrations.register(registration(), STORE, null);
      const { customer: other } = await accounts.registrations.register(registration(), STORE, null);
      await expect(
        accounts.addressBook.addAddress(customer.id, { address: { ...ADDRESS_NL, houseNumber: '12a' } }, 'NL'),
      ).rejects.toMatchObject({
        code: 'invalid-address',
        details: { issues: [{ field: 'address.houseNumber', code: 'invalid-house-number' }] },
      });
      await expect(accounts.addressBook.addAddress(customer.id, { address: ADDRESS_NL }, 'DE')).rejects.toMatchObject({
        code: 'invalid-address',
      });
      await expect(
        accounts.addressBook.addAddress(
          customer.id,
          { address: ADDRESS_NL, servicePointId: 'dhl-packstation-koeln' },
          'NL',
        ),
      ).rejects.toMatchObject({ code: 'service-point-not-found' });
      await expect(
        accounts.addressBook.deleteAddress(other.id, customer.defaultBillingAddressId!),
      ).rejects.toMatchObject({
        code: 'address-not-found',
      });
      await expect(
        accounts.addressBook.setDefaultAddress(other.id, customer.defaultBillingAddressId!, 'billing', null),
      ).rejects.toMatchObject({ code: 'address-not-found' });
    });
  });

  describe('customer settings in custom fields', () => {
    it('toggles look-book and favourite store lists, reading invalid stored data as empty', async () => {
      const { customer } = await accounts.registrations.register(registration(), STORE, null);
      await getDb()
        .updateTable('commerce_customer')
        .set({
          custom_fields: JSON.stringify({
            customer_settings_lookbook_wishlist: 'not json [',
            customer_settings_stores: '{"store":"utrecht"}',
          }),
        })
        .where('id', '=', customer.id)
        .execute();
      const first = await accounts.customers.toggleLookbookWishlist(customer.id, 'look-1');
      expect(first.customFields.customer_settings_lookbook_wishlist).toBe('["look-1"]');
      await accounts.customers.toggleLookbookWishlist(customer.id, 'look-2');
      const removed = await accounts.customers.toggleLookbookWishlist(customer.id, 'look-1');
      expect(removed.customFields.customer_settings_lookbook_wishlist).toBe('["look-2"]');
      const stores = await accounts.customers.toggleFavouriteStore(customer.id, 'utrecht-oudegracht');
      expect(stores.customFields).toMatchObject({
        customer_settings_stores: '["utrecht-oudegracht"]',
        customer_settings_lookbook_wishlist: '["look-2"]',
      });
      await expect(accounts.customers.toggleFavouriteStore(customer.id, 'x'.repeat(101))).rejects.toMatchObject({
        code: 'invalid-customer',
      });
    });
  });

  describe('the wishlist', () => {
    it('adds, removes and merges product SKUs, newest first', async () => {
      const { customer } = await accounts.registrations.register(registration(), STORE, null);
      const wishlistTime = clock(new Date('2025-01-01T12:00:00Z'));
      const wishlist = new CustomerWishlist(getDb(), wishlistTime.now);
      await wishlist.add(customer.id, '20413.102');
      wishlistTime.advance(1000);
      const two = await wishlist.add(customer.id, '30500.200');
      expect(two.items.map((item) => item.sku)).toEqual(['30500.200', '20413.102']);
      wishlistTime.advance(1000);
      // Adding again keeps its place.
      expect((await wishlist.add(customer.id, '20413.102')).items.map((item) => item.sku)).toEqual([
        '30500.200',
        '20413.102',
      ]);
      wishlistTime.advance(1000);
      const merged = await wishlist.merge(customer.id, ['40001.900', '20413.102', '50000.100', '40001.900']);
      expect(merged.items.map((item) => item.sku)).toEqual(['40001.900', '50000.100', '30500.200', '20413.102']);
      const removed = await wishlist.remove(customer.id, '30500.200');
      expect(removed).toMatchObject({ customerId: customer.id });
      expect(removed.items.map((item) => item.sku)).toEqual(['40001.900', '50000.100', '20413.102']);
      expect((await wishlist.get('someone-else')).items).toEqual([]);
    });
  });
});

describeEachDatabase('rate limits', (getDb) => {
  it('counts attempts in fixed windows and says how long to wait', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const limiter = new RateLimiter(getDb(), time.now);
    const windowMs = 15 * 60_000;
    const results = [];
    for (let attempt = 0; attempt < 6; attempt++) results.push(await limiter.hit('login:a', 5, windowMs));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toMatchObject({ count: 6, retryAfterSeconds: 900 });
    // Another key counts on its own.
    expect((await limiter.hit('login:b', 5, windowMs)).allowed).toBe(true);
    time.advance(10 * 60_000);
    expect(await limiter.hit('login:a', 5, windowMs)).toMatchObject({ allowed: false, retryAfterSeconds: 300 });
    // A new window starts afresh.
    time.advance(5 * 60_000);
    expect(await limiter.hit('login:a', 5, windowMs)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent attempts exactly', async () => {
    const limiter = new RateLimiter(getDb());
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('burst', 10, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it('checks named limits on lowercased subjects, counting all of them', async () => {
    const limiter = new RateLimiter(getDb());
    const checks: [keyof typeof RATE_LIMITS, string][] = [
      ['recoveryPerAccount', 'Someone@Example.com'],
      ['recoveryPerClient', '203.0.113.9'],
    ];
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++) results.push(await limiter.checkAll(checks));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect((await limiter.check('recoveryPerAccount', 'someone@example.com')).count).toBe(5);
    expect((await limiter.check('recoveryPerClient', '203.0.113.9')).count).toBe(5);
  });

  it('makes an account wait after failed logins, progressively, and forgets them after a success', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const backoff = new LoginBackoff(getDb(), time.now);
    const account = 'Owner@Example.com';
    for (let failure = 0; failure < 10; failure++) expect((await backoff.attempt(account)).allowed).toBe(true);
    // Ten failures: the next waits 10 s after the last, counted however the address is written.
    expect(await backoff.attempt(' owner@example.com ')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    time.advance(4_000);
    expect(await backoff.attempt(account)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    // Refused attempts are not counted: after the wait the next one goes ahead.
    time.advance(6_000);
    expect(await backoff.attempt(account)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    for (let failure = 11; failure < 15; failure++) {
      time.advance(10_000);
      expect((await backoff.attempt(account)).allowed).toBe(true);
    }
    expect(await backoff.attempt(account)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    for (let failure = 15; failure < 20; failure++) {
      time.advance(30_000);
      expect((await backoff.attempt(account)).allowed).toBe(true);
    }
    expect(await backoff.attempt(account)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another account is not touched.
    expect((await backoff.attempt('someone.else@example.com')).allowed).toBe(true);
    // The owner's right password, after the wait: a success starts over.
    time.advance(60_000);
    expect((await backoff.attempt(account)).allowed).toBe(true);
    await backoff.succeeded(account);
    for (let attempt = 0; attempt < 10; attempt++) expect((await backoff.attempt(account)).allowed).toBe(true);
    // A day later the failures are forgotten.
    time.advance(DAY + 1);
    expect((await backoff.attempt(account)).allowed).toBe(true);
  });

  it('lets one of concurrent guesses through at a threshold, not all of them', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const backoff = new LoginBackoff(getDb(), time.now);
    for (let failure = 0; failure < 9; failure++) await backoff.attempt('burst@example.com');
    const results = await Promise.all(Array.from({ length: 8 }, () => backoff.attempt('burst@example.com')));
    expect(results.filter((result) => result.allowed)).toHaveLength(1);
  });

  it('prunes windows that ended long ago', async () => {
    const time = clock(new Date('2025-03-01T10:00:00Z'));
    const limiter = new RateLimiter(getDb(), time.now);
    await limiter.hit('old', 5, 60_000);
    time.advance(2 * DAY);
    await limiter.prune();
    const rows = await getDb().selectFrom('commerce_rate_limit').select('key').where('key', '=', 'old').execute();
    expect(rows).toEqual([]);
  });
});
