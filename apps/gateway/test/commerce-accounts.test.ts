import { describeEachDatabase } from '@shop/db/testing';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  ADDRESS_DE,
  ADDRESS_GB,
  ERRORS,
  first,
  LOGIN,
  newEmail,
  PASSWORD,
  REGISTER,
  second,
  sizeOf,
  third,
  type UserError,
} from './account-answers';
import { accountWorld } from './account-world';

describeEachDatabase('the commerce subschema: customer accounts', (getDb) => {
  const { world, shopper, registrationInput, register, addToCart, mailTo } = accountWorld(getDb);

  it('registers a customer: the profile, default addresses, a customer session, a stored Argon2id hash', async () => {
    const guest = shopper();
    await addToCart(guest, sizeOf(first).sku);
    const guestToken = guest.token;
    const { email, customer, context } = await register(guest, { newsletter: true });
    expect(guest.token).not.toBe(guestToken);
    expect(guest.session.kind).toBe('customer');
    expect(customer).toMatchObject({
      customerNumber: expect.stringMatching(/^\d{6}$/),
      salutation: { key: 'mrs', name: 'Mevr.' },
      firstName: 'Anna',
      email,
      birthday: '1990-12-31',
      birthdayFormatted: '31-12-1990',
      newsletter: true,
      guest: false,
      storefrontUrl: 'http://localhost:3000',
      defaultBillingAddress: { street: 'Oudegracht' },
      addresses: [
        {
          street: 'Oudegracht',
          zipcode: '3511 AB',
          isDefaultBilling: true,
          isDefaultShipping: true,
          country: { iso: 'NL', name: 'Nederland' },
          servicePoint: null,
        },
      ],
      otherAddresses: [],
      lookbookWishlist: [],
      favouriteStores: [],
    });
    expect(customer.defaultShippingAddressId).toBe(customer.defaultBillingAddressId);
    expect(context).toEqual({ loggedIn: true, customer: { email }, cart: { itemCount: 1 } });
    // The old guest token no longer opens anything.
    const old = await guest.raw<{ context: null }>('{ context { loggedIn } }', {}, guestToken);
    expect(old.data).toEqual({ context: null });

    const row = await getDb()
      .selectFrom('commerce_customer')
      .select('password_hash')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const [, algorithm, version, parameters, salt, hash] = row.password_hash.split('$');
    expect({ algorithm, version, parameters }).toEqual({
      algorithm: 'argon2id',
      version: 'v=19',
      parameters: 'm=19456,t=2,p=1',
    });
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);

    // Subscribed (double opt-in): the confirmation mail in Dutch, linking to the newsletter settings page.
    const [confirmation] = await mailTo(email, 'newsletter-confirmation');
    expect(confirmation).toBeDefined();
    const html = await (await fetch(`${world.url}${confirmation!.url}`)).text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toMatch(/href="http:\/\/localhost:3000\/nieuwsbrief\/instellingen\/[\w-]{43}\/"/);
  });

  it('answers a registration with a known address exactly as a new one, and tells the owner by mail', async () => {
    const owner = shopper('de-de');
    const { email } = await register(owner, { billingAddress: ADDRESS_DE, salutationKey: 'mr' });
    const ask = async (address: string) => {
      const who = shopper('en');
      await addToCart(who, sizeOf(third).sku);
      const before = who.token;
      const body = await who.raw<{ registerCustomer: unknown }>(REGISTER, {
        input: { ...registrationInput(address), billingAddress: ADDRESS_GB, salutationKey: 'mr' },
      });
      return { body, sessionKept: who.token === before };
    };
    const known = await ask(email.toUpperCase());
    const fresh = await ask(newEmail());
    // The same answer: no error, no customer, the caller's guest context as it was (no session made).
    expect(known.body).toEqual(fresh.body);
    expect(known.body).toEqual({
      data: {
        registerCustomer: {
          customer: null,
          context: { loggedIn: false, customer: null, cart: { itemCount: 1 } },
          errors: [],
        },
      },
    });
    expect([known.sessionKept, fresh.sessionKept]).toEqual([true, true]);

    // The owner is told, in the account's language, with the ways to log in or set a new password; no account is
    // made and nothing to confirm is sent to the address.
    expect(await mailTo(email, 'registration-confirmation')).toHaveLength(1);
    const [told] = await mailTo(email.toUpperCase(), 'registration-attempt').then(async (upper) =>
      upper.length > 0 ? upper : mailTo(email, 'registration-attempt'),
    );
    expect(told).toMatchObject({
      language: 'de',
      subject: 'Jemand hat versucht, sich mit deiner E-Mail-Adresse zu registrieren',
    });
    const html = await (await fetch(`${world.url}${told!.url}`)).text();
    expect(html).toContain('href="http://de-de.localhost:3000/account/"');
    expect(html).toContain('href="http://de-de.localhost:3000/account/recover/password/"');
    const accounts = await getDb()
      .selectFrom('commerce_customer')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .execute();
    expect(accounts).toHaveLength(1);
    // The password of the attempt does not open the account (it was never stored).
    expect(
      (await shopper().call<{ login: { errors: UserError[] } }>(LOGIN, { email, password: PASSWORD })).login.errors,
    ).toEqual([]);
  });

  it('makes the account only through the mailed link, once; the link does not log anyone in', async () => {
    const who = shopper('en');
    const email = newEmail();
    await who.call(REGISTER, {
      input: { ...registrationInput(email), billingAddress: ADDRESS_GB, salutationKey: 'mr' },
    });
    // Not yet: the password does not log in (the same answer as for a wrong one).
    const early = await shopper('en').call<{ login: { errors: UserError[] } }>(LOGIN, { email, password: PASSWORD });
    expect(early.login.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    const [mail] = await mailTo(email, 'registration-confirmation');
    expect(mail).toMatchObject({ language: 'en', subject: 'Confirm your e-mail address' });
    const html = await (await fetch(`${world.url}${mail!.url}`)).text();
    const token = /href="http:\/\/en\.localhost:3000\/account\/confirm\/([\w-]{43})"/.exec(html)![1]!;
    const CONFIRM = `mutation C($token: String!) { confirmRegistration(token: $token) { success ${ERRORS} } }`;
    const follower = shopper('en');
    const confirmed = await follower.call<{ confirmRegistration: unknown }>(CONFIRM, { token });
    expect(confirmed).toEqual({ confirmRegistration: { success: true, errors: [] } });
    expect(follower.session.kind).toBeNull();
    const again = await follower.call<{ confirmRegistration: unknown }>(CONFIRM, { token });
    expect(again).toEqual({
      confirmRegistration: {
        success: false,
        errors: [
          {
            code: 'INVALID_CONFIRMATION_TOKEN',
            message: 'This confirmation link is no longer valid. Please register again.',
            field: 'token',
          },
        ],
      },
    });
    const login = await shopper('en').call<{ login: { customer: { email: string }; errors: UserError[] } }>(LOGIN, {
      email,
      password: PASSWORD,
    });
    expect(login.login).toMatchObject({ customer: { email }, errors: [] });
  });

  it('answers every refused registration field in the store language', async () => {
    const data = await shopper('en').call<{ registerCustomer: { errors: UserError[] } }>(REGISTER, {
      input: {
        salutationKey: 'mr',
        firstName: 'Ann',
        lastName: '',
        email: newEmail(),
        password: 'short',
        birthdayYear: 2001,
        birthdayMonth: 2,
        birthdayDay: 29,
        billingAddress: { ...ADDRESS_GB, zipcode: '123' },
      },
    });
    expect(data.registerCustomer.errors).toEqual([
      { code: 'INVALID_INPUT', message: 'This field is required.', field: 'lastName' },
      { code: 'INVALID_INPUT', message: 'Your password must have at least 8 characters.', field: 'password' },
      { code: 'INVALID_INPUT', message: 'Please enter a valid date of birth.', field: 'birthday' },
      { code: 'INVALID_INPUT', message: 'Please enter a valid postcode.', field: 'billingAddress.zipcode' },
    ]);
  });

  it('logs in after a wrong password, answering the same for an unknown address, and rotates the token', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    await owner.call('mutation { logout { errors { code } } }');

    const visitor = shopper();
    await addToCart(visitor, sizeOf(second).sku);
    const guestToken = visitor.token!;
    type Login = {
      login: { customer: { email: string } | null; context: Record<string, unknown> | null; errors: UserError[] };
    };
    const wrong = await visitor.call<Login>(LOGIN, { email, password: 'not the password' });
    const unknown = await visitor.call<Login>(LOGIN, { email: newEmail(), password: 'not the password' });
    expect(wrong.login.errors).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Het e-mailadres of wachtwoord is onjuist.', field: null },
    ]);
    // Unknown address and wrong password: the same answer.
    expect(unknown).toEqual(wrong);
    expect(visitor.token).toBe(guestToken);

    const right = await visitor.call<Login>(LOGIN, { email: email.toUpperCase(), password: PASSWORD });
    expect(right.login).toMatchObject({
      customer: { email },
      context: { loggedIn: true, email, cart: { itemCount: 1 } },
      errors: [],
    });
    expect(visitor.token).not.toBe(guestToken);
    expect(visitor.session.kind).toBe('customer');
    const old = await visitor.raw<{ context: null; customer: null }>(
      '{ context { loggedIn } customer { email } }',
      {},
      guestToken,
    );
    expect(old.data).toEqual({ context: null, customer: null });
    const now = await visitor.call<{ customer: { email: string }; context: { loggedIn: boolean } }>(
      '{ customer { email } context { loggedIn } }',
    );
    expect(now).toEqual({ customer: { email }, context: { loggedIn: true } });
  });

  it('logs out to a fresh guest session; without a customer it answers "You\'re already logged out"', async () => {
    const who = shopper('en');
    await register(who, { billingAddress: ADDRESS_GB, salutationKey: 'mr' });
    const customerToken = who.token;
    type Logout = {
      logout: {
        context: { loggedIn: boolean; customer: null; cart: { itemCount: number } } | null;
        errors: UserError[];
      };
    };
    const out = await who.call<Logout>(
      `mutation { logout { context { loggedIn customer { email } cart { itemCount } } ${ERRORS} } }`,
    );
    expect(out.logout).toEqual({ context: { loggedIn: false, customer: null, cart: { itemCount: 0 } }, errors: [] });
    expect(who.token).not.toBe(customerToken);
    expect(who.session.kind).toBe('guest');
    const again = await who.call<Logout>(`mutation { logout { context { loggedIn } ${ERRORS} } }`);
    expect(again.logout.errors).toEqual([{ code: 'NOT_LOGGED_IN', message: "You're already logged out", field: null }]);
    const without = await shopper('en').call<Logout>(`mutation { logout { context { loggedIn } ${ERRORS} } }`);
    expect(without.logout).toEqual({
      context: null,
      errors: [{ code: 'NOT_LOGGED_IN', message: "You're already logged out", field: null }],
    });
    // The ended customer token opens nothing.
    expect((await who.raw('{ customer { email } }', {}, customerToken)).data).toEqual({ customer: null });
  });

  it('deletes the account after the password: a fresh guest session', async () => {
    const who = shopper();
    const { email } = await register(who);
    type Deleted = { deleteCustomer: { context: { loggedIn: boolean } | null; errors: UserError[] } };
    const DELETE = `mutation D($password: String!) { deleteCustomer(password: $password) { context { loggedIn } ${ERRORS} } }`;
    const wrong = await who.call<Deleted>(DELETE, { password: 'not the password' });
    expect(wrong.deleteCustomer.errors[0]).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'password' });
    const deleted = await who.call<Deleted>(DELETE, { password: PASSWORD });
    expect(deleted.deleteCustomer).toEqual({ context: { loggedIn: false }, errors: [] });
    expect(who.session.kind).toBe('guest');
    const login = await shopper().call<{ login: { errors: UserError[] } }>(LOGIN, { email, password: PASSWORD });
    expect(login.login.errors[0]?.code).toBe('INVALID_CREDENTIALS');
  });
});
