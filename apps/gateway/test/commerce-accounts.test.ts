import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { MAIL_RETRY_DELAYS_MS, type OutgoingMail, RATE_LIMITS } from '@shop/commerce';
import type { Database } from '@shop/db';
import { createTestDatabase, describeEachDatabase } from '@shop/db/testing';
import { type Kysely, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { loadConfig } from '../src/config';
import { clientAddressOf } from '../src/http/server';
import { createLogger } from '../src/logger';
import {
  clientAddressHeaders,
  config,
  confirmRegistrationOf,
  type GraphQLResponse,
  startGateway,
  uniqueClientAddress,
} from './harness';
import { gatewayShopper } from './shopper';
import { dcStock, world } from './world';

const now = new Date();
/** Products that can be ordered now, and one size of each with stock. */
const products = world.catalog.products
  .filter(
    (product) =>
      !product.isOneSize &&
      (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
      product.variants.every((variant) => !variant.deliveryTime) &&
      product.variants.some((variant) => dcStock(variant.sku) >= 8),
  )
  .slice(0, 3);
const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
const sizeOf = (product: typeof first) => product.variants.find((variant) => dcStock(variant.sku) >= 8)!;

const ADDRESS_NL = {
  salutationKey: 'mrs',
  firstName: 'Anna',
  lastName: 'de Vries',
  street: 'Oudegracht',
  houseNumber: '12',
  zipcode: '3511 AB',
  city: 'Utrecht',
  countryIso: 'NL',
};
const ADDRESS_GB = {
  firstName: 'Ann',
  lastName: 'Smith',
  street: 'Baker Street',
  houseNumber: '221B',
  zipcode: 'NW1 6XE',
  city: 'London',
  countryIso: 'GB',
};
const ADDRESS_DE = {
  salutationKey: 'mr',
  firstName: 'Jonas',
  lastName: 'Weber',
  street: 'Friedrichstraße',
  houseNumber: '44',
  zipcode: '10117',
  city: 'Berlin',
  countryIso: 'DE',
};
const PASSWORD = 'correct horse battery';
const ERRORS = 'errors { code message field }';
const CUSTOMER = `
  id customerNumber salutation { key name } firstName lastName email birthday birthdayFormatted newsletter guest
  storefrontUrl defaultBillingAddressId defaultShippingAddressId
  defaultBillingAddress { id street } defaultShippingAddress { id street }
  addresses { id street zipcode isDefaultBilling isDefaultShipping country { iso name } servicePoint { id provider } }
  otherAddresses { id street }
  lookbookWishlist favouriteStores
`;
const REGISTER = `mutation R($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { ${CUSTOMER} } context { loggedIn customer { email } cart { itemCount } } ${ERRORS} } }`;
const LOGIN = `mutation L($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { email } context { loggedIn email cart { itemCount } } ${ERRORS} } }`;
const RECOVER = `mutation S($email: String!) { sendPasswordRecoveryMail(email: $email) { success ${ERRORS} } }`;
const RESET = `mutation P($input: ResetPasswordInput!) { resetPassword(input: $input) { success ${ERRORS} } }`;
const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: expect.stringMatching(/^Te veel pogingen\. /),
  field: null,
};

type UserError = { code: string; message: string; field: string | null };
type Recovery = { sendPasswordRecoveryMail: { success: boolean; errors: UserError[] } };
type Reset = { resetPassword: { success: boolean; errors: UserError[] } };

let emails = 0;
const newEmail = () => `shopper.${Date.now()}.${++emails}@example.com`;

describeEachDatabase('the commerce subschema: customer accounts', (getDb) => {
  let gateway: Gateway;
  let url: string;
  /** The gateway's clock: the system's, moved ahead by the tests that wait (login backoff). */
  const clock = {
    offsetMs: 0,
    now: () => new Date(Date.now() + clock.offsetMs),
    advance(ms: number) {
      clock.offsetMs += ms;
    },
  };

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb(), { now: clock.now }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /**
   * A shopper behind the storefront: keeps the session token the gateway answers (the storefront's cookie) and sends
   * its own client address the way the storefront's server does (each shopper counts apart in the rate limits).
   */
  function shopper(store = 'nl-nl') {
    return gatewayShopper(url, { store });
  }
  type Shopper = ReturnType<typeof shopper>;

  const registrationInput = (email: string, overrides: Record<string, unknown> = {}) => ({
    salutationKey: 'mrs',
    firstName: 'Anna',
    lastName: 'de Vries',
    email,
    password: PASSWORD,
    birthdayYear: 1990,
    birthdayMonth: 12,
    birthdayDay: 31,
    newsletter: false,
    billingAddress: ADDRESS_NL,
    ...overrides,
  });

  /**
   * Registers as a shopper does now (issue 14): asks, follows the confirmation mail's link, then logs in with the
   * password chosen; answers the login's customer and context.
   */
  async function register(who: Shopper, overrides: Record<string, unknown> = {}) {
    const email = newEmail();
    const before = who.token;
    const data = await who.call<{ registerCustomer: { customer: null; errors: UserError[] } }>(REGISTER, {
      input: registrationInput(email, overrides),
    });
    expect(data.registerCustomer).toMatchObject({ customer: null, errors: [] });
    expect(who.token).toBe(before);
    await confirmRegistrationOf({ gateway, url }, email);
    const login = await who.call<{
      login: { customer: Record<string, unknown> & { id: string }; context: unknown; errors: UserError[] };
    }>(
      `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) {
        customer { ${CUSTOMER} } context { loggedIn customer { email } cart { itemCount } } ${ERRORS} } }`,
      { email, password: PASSWORD },
    );
    expect(login.login.errors).toEqual([]);
    return { email, ...login.login };
  }

  const addToCart = (who: Shopper, sku: string) =>
    who.call<{ addToCart: { errors: UserError[] } }>(
      `mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { ${ERRORS} } }`,
      { items: [{ referencedId: sku }] },
    );

  /** The outbox as the development mail page lists it, after the mails' background work. */
  async function mails(): Promise<
    { id: string; to: string; kind: string; language: string; subject: string; status: string; url: string }[]
  > {
    await gateway.mailer.idle();
    const response = await fetch(`${url}/dev/mails`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    return response.json();
  }
  const mailTo = async (email: string, kind: string) =>
    (await mails()).filter((m) => m.to === email && m.kind === kind);

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

    // Subscribed (issue 7: double opt-in): the confirmation mail in Dutch, linking to the newsletter settings page.
    const [confirmation] = await mailTo(email, 'newsletter-confirmation');
    expect(confirmation).toBeDefined();
    const html = await (await fetch(`${url}${confirmation!.url}`)).text();
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
    const html = await (await fetch(`${url}${told!.url}`)).text();
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
    const html = await (await fetch(`${url}${mail!.url}`)).text();
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

  type LoginAnswer = { customer: { email: string } | null; errors: (UserError & { retryAfter: number | null })[] };
  const LOGIN_WITH_WAIT = `mutation L($email: String!, $password: String!) {
    login(email: $email, password: $password) { customer { email } errors { code message field retryAfter } } }`;
  const loginAs = async (who: Shopper, email: string, password: string) =>
    (await who.call<{ login: LoginAnswer }>(LOGIN_WITH_WAIT, { email, password })).login;

  it('makes an account wait 10 s after 10 failed logins (aliases counted), then lets its owner in and starts over', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    await owner.call('mutation { logout { errors { code } } }');
    const attacker = shopper('en');
    const fields = Array.from(
      { length: 11 },
      (_, index) =>
        `a${index}: login(email: $email, password: "guess ${index}") { customer { email } errors { code message field retryAfter } }`,
    ).join('\n');
    const data = await attacker.call<Record<string, LoginAnswer>>(`mutation M($email: String!) { ${fields} }`, {
      email,
    });
    const codes = Object.values(data).map((answer) => answer.errors[0]?.code);
    expect(codes).toEqual([...Array(10).fill('INVALID_CREDENTIALS'), 'TOO_MANY_ATTEMPTS']);
    expect(data.a10!.errors).toEqual([
      {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Please wait 10 seconds and try again.',
        field: null,
        retryAfter: 10,
      },
    ]);
    // The owner, from another client, waits too: seconds, not a 15-minute lockout.
    const early = await loginAs(owner, email, PASSWORD);
    expect(early.errors).toEqual([
      {
        code: 'TOO_MANY_ATTEMPTS',
        message: expect.stringMatching(/^Te veel pogingen\. Wacht \d+ seconden? en probeer het dan opnieuw\.$/),
        field: null,
        retryAfter: expect.any(Number),
      },
    ]);
    expect(early.errors[0]!.retryAfter).toBeLessThanOrEqual(10);
    clock.advance(10_000);
    expect(await loginAs(owner, email, PASSWORD)).toEqual({ customer: { email }, errors: [] });
    // The success started over: ten more wrong guesses go through before the next wait.
    const another = shopper('en');
    for (let guess = 0; guess < 10; guess++) {
      expect((await loginAs(another, email, `guess ${guess}`)).errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await loginAs(another, email, 'one more')).errors[0]).toMatchObject({ retryAfter: 10 });
  });

  it('waits 30 s after 15 failures and 60 s after 20, whichever clients guess; never longer', async () => {
    const { email } = await register(shopper());
    // Guesses one after the other, as fast as allowed: each waits what it is told, then goes through.
    const waits: number[] = [];
    for (let failure = 0; failure < 25; failure++) {
      // A new client each time: the account's count does not depend on who guesses.
      const guesser = shopper('en');
      let answer = await loginAs(guesser, email, `guess ${failure}`);
      const wait = answer.errors[0]?.code === 'TOO_MANY_ATTEMPTS' ? answer.errors[0].retryAfter! : 0;
      waits.push(wait);
      if (wait > 0) {
        clock.advance(wait * 1000 - 1000);
        expect((await loginAs(guesser, email, `guess ${failure}`)).errors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
        clock.advance(1000);
        answer = await loginAs(guesser, email, `guess ${failure}`);
      }
      expect(answer.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    expect(waits).toEqual([...Array(10).fill(0), ...Array(5).fill(10), ...Array(5).fill(30), ...Array(5).fill(60)]);
    clock.advance(60_000);
    // The owner still gets in once the minute is over.
    expect((await loginAs(shopper(), email, PASSWORD)).errors).toEqual([]);
  });

  it('counts the password of an account change like a login: it waits too, and a right one starts over', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    const DELETE = `mutation D($password: String!) { deleteCustomer(password: $password) { errors { code retryAfter } } }`;
    for (let guess = 0; guess < 10; guess++) {
      const answer = await owner.call<{ deleteCustomer: { errors: UserError[] } }>(DELETE, { password: `no ${guess}` });
      expect(answer.deleteCustomer.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await owner.call<{ deleteCustomer: { errors: unknown[] } }>(DELETE, { password: PASSWORD });
    expect(refused.deleteCustomer.errors).toEqual([{ code: 'TOO_MANY_ATTEMPTS', retryAfter: 10 }]);
    // A login elsewhere waits the same.
    expect((await loginAs(shopper(), email, PASSWORD)).errors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
    clock.advance(10_000);
    expect((await loginAs(shopper(), email, PASSWORD)).errors).toEqual([]);
  });

  it('does not count a form mistake of a password or e-mail change as a password check', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    const PASSWORD_CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { ${ERRORS} } }`;
    const EMAIL_CHANGE = `mutation E($input: ChangeEmailInput!) { changeEmail(input: $input) { ${ERRORS} } }`;
    for (let mistake = 0; mistake < 6; mistake++) {
      const differ = await owner.call<{ changePassword: { errors: UserError[] } }>(PASSWORD_CHANGE, {
        input: { password: `wrong ${mistake}`, newPassword: 'new secret 123', newPasswordConfirm: 'new secret 456' },
      });
      expect(differ.changePassword.errors.map((error) => error.field)).toEqual(['newPasswordConfirm']);
      const invalid = await owner.call<{ changeEmail: { errors: UserError[] } }>(EMAIL_CHANGE, {
        input: { email: 'not an address', emailConfirmation: 'not an address', password: `wrong ${mistake}` },
      });
      expect(invalid.changeEmail.errors.map((error) => error.field)).toEqual(['email']);
    }
    // Twelve mistakes, none counted: the owner logs in at once.
    expect((await loginAs(shopper(), email, PASSWORD)).errors).toEqual([]);
  });

  /** A login POSTed from a loopback address of our choice (the socket's peer), with the headers given. */
  function loginFrom(localAddress: string, headers: Record<string, string>, email: string) {
    const body = JSON.stringify({ query: LOGIN, variables: { email, password: 'a wrong guess' } });
    return new Promise<UserError[]>((resolve, reject) => {
      const outgoing = httpRequest(
        `${url}/graphql`,
        {
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            'x-shop-store': 'en',
            'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN,
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () =>
            resolve((JSON.parse(text) as GraphQLResponse<{ login: { errors: UserError[] } }>).data!.login.errors),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /**
   * Moves the gateway's clock to just after the start of a login-per-client window: the limit counts in fixed windows,
   * and a run of attempts that straddled a window's end was counted in two (seen once: the 21st attempt let through).
   */
  function startFreshLoginWindow() {
    const { windowMs } = RATE_LIMITS.loginPerClient;
    const now = clock.now().getTime();
    clock.advance(Math.ceil(now / windowMs) * windowMs - now + 1000);
  }

  it('counts a caller that rotates an unsigned client address by its own address (finding 6)', async () => {
    const { limit } = RATE_LIMITS.loginPerClient;
    startFreshLoginWindow();
    const codes: string[] = [];
    // One caller on this host names a new address each time, unsigned or signed with a guessed secret.
    for (let attempt = 0; attempt < limit + 3; attempt++) {
      const rotated = uniqueClientAddress();
      const headers =
        attempt % 2 === 0
          ? { 'x-shop-client-ip': rotated }
          : clientAddressHeaders(rotated, 'a guessed secret of at least thirty-two characters');
      codes.push((await loginFrom('127.0.0.1', headers, newEmail()))[0]!.code);
    }
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(3);
    expect(codes.slice(0, limit)).toEqual(Array(limit).fill('INVALID_CREDENTIALS'));
  });

  it('gives each shopper the storefront names (signed) a budget of its own, whatever peer it comes through', async () => {
    const { limit } = RATE_LIMITS.loginPerClient;
    startFreshLoginWindow();
    const [first, second] = [uniqueClientAddress(), uniqueClientAddress()];
    const codes = { first: [] as string[], second: [] as string[] };
    for (let attempt = 0; attempt < limit; attempt++) {
      codes.first.push((await loginFrom('127.0.0.22', clientAddressHeaders(first), newEmail()))[0]!.code);
    }
    const refused = await loginFrom('127.0.0.22', clientAddressHeaders(first), newEmail());
    for (let attempt = 0; attempt < limit; attempt++) {
      codes.second.push((await loginFrom('127.0.0.22', clientAddressHeaders(second), newEmail()))[0]!.code);
    }
    expect(codes.first).toEqual(Array(limit).fill('INVALID_CREDENTIALS'));
    expect(refused[0]?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(codes.second).toEqual(Array(limit).fill('INVALID_CREDENTIALS'));
    // The storefront's own address was not counted: it still logs in shoppers of its own.
    expect((await loginFrom('127.0.0.22', {}, newEmail()))[0]?.code).toBe('INVALID_CREDENTIALS');
  });

  /** A registration every check but the rate limit refuses (the password is too short): nothing is made. */
  const refusedRegistration = () => ({
    salutationKey: 'mrs',
    firstName: 'Anna',
    lastName: 'de Vries',
    email: newEmail(),
    password: 'short',
    billingAddress: ADDRESS_NL,
  });

  /** The reset hash of the newest recovery mail to an address (its link `/account/finish/{hash}`). */
  async function resetHashOf(email: string): Promise<string> {
    const [mail] = await mailTo(email, 'password-recovery');
    const html = await (await fetch(`${url}${mail!.url}`)).text();
    return /\/account\/finish\/([\w-]{43})"/.exec(html)![1]!;
  }

  it('limits registrations per client (10 an hour), whatever the addresses', async () => {
    const client = shopper();
    const { limit } = RATE_LIMITS.registrationPerClient;
    for (let attempt = 0; attempt < limit; attempt++) {
      const data = await client.call<{ registerCustomer: { errors: UserError[] } }>(REGISTER, {
        input: refusedRegistration(),
      });
      expect(data.registerCustomer.errors[0]?.code).toBe('INVALID_INPUT');
    }
    // The next one is refused before anything is looked at, even when it is complete.
    const email = newEmail();
    const refused = await client.call<{ registerCustomer: { customer: null; errors: UserError[] } }>(REGISTER, {
      input: { ...refusedRegistration(), email, password: PASSWORD },
    });
    expect(refused.registerCustomer).toMatchObject({ customer: null, errors: [TOO_MANY] });
    const made = await getDb().selectFrom('commerce_customer').select('id').where('email', '=', email).execute();
    expect(made).toEqual([]);
    // Another client registers.
    await register(shopper());
  });

  it('limits registrations per address (3 an hour, any client, any case): an owner is not flooded with mails', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    const ask = (address: string) =>
      shopper().call<{ registerCustomer: { errors: UserError[] } }>(REGISTER, { input: registrationInput(address) });
    // The other address is registered once too, as the owner's was.
    const unknown = newEmail();
    expect((await ask(unknown)).registerCustomer.errors).toEqual([]);
    const answers = { known: [] as string[], unknown: [] as string[] };
    for (const variant of [(a: string) => a, (a: string) => a.toUpperCase(), (a: string) => ` ${a} `]) {
      answers.known.push((await ask(variant(email))).registerCustomer.errors[0]?.code ?? 'OK');
      answers.unknown.push((await ask(variant(unknown))).registerCustomer.errors[0]?.code ?? 'OK');
    }
    // The same for an address with an account and one without: the limit tells nothing either.
    expect(answers).toEqual({
      known: ['OK', 'OK', 'TOO_MANY_ATTEMPTS'],
      unknown: ['OK', 'OK', 'TOO_MANY_ATTEMPTS'],
    });
    expect(await mailTo(email, 'registration-attempt')).toHaveLength(RATE_LIMITS.registrationPerAddress.limit - 1);
  });

  it('limits password recovery per account (3 an hour, any client, any case): the refused ones mail nothing', async () => {
    const { email } = await register(shopper());
    const answers = [];
    for (const address of [email, email.toUpperCase(), ` ${email} `, email]) {
      answers.push((await shopper().call<Recovery>(RECOVER, { email: address })).sendPasswordRecoveryMail);
    }
    expect(answers).toEqual([
      { success: true, errors: [] },
      { success: true, errors: [] },
      { success: true, errors: [] },
      { success: false, errors: [TOO_MANY] },
    ]);
    expect(await mailTo(email, 'password-recovery')).toHaveLength(RATE_LIMITS.recoveryPerAccount.limit);
  });

  it('limits password recovery per client (10 an hour), whatever the addresses', async () => {
    const { email } = await register(shopper());
    const client = shopper();
    for (let attempt = 0; attempt < RATE_LIMITS.recoveryPerClient.limit; attempt++) {
      const data = await client.call<Recovery>(RECOVER, { email: newEmail() });
      expect(data.sendPasswordRecoveryMail).toEqual({ success: true, errors: [] });
    }
    const refused = await client.call<Recovery>(RECOVER, { email });
    expect(refused.sendPasswordRecoveryMail).toEqual({ success: false, errors: [TOO_MANY] });
    expect(await mailTo(email, 'password-recovery')).toEqual([]);
    // The account's own budget was not touched: another client asks for it.
    expect((await shopper().call<Recovery>(RECOVER, { email })).sendPasswordRecoveryMail.success).toBe(true);
    expect(await mailTo(email, 'password-recovery')).toHaveLength(1);
  });

  it('limits password resets per client (10 an hour): then even a valid link is refused to that client', async () => {
    const { email } = await register(shopper());
    await shopper().call(RECOVER, { email });
    const hash = await resetHashOf(email);
    const input = (candidate: string) => ({
      hash: candidate,
      newPassword: 'brand new secret',
      newPasswordConfirm: 'brand new secret',
    });
    const guesser = shopper();
    for (let attempt = 0; attempt < RATE_LIMITS.resetPasswordPerClient.limit; attempt++) {
      const data = await guesser.call<Reset>(RESET, { input: input(`${'a'.repeat(40)}${attempt}`.padEnd(43, 'b')) });
      expect(data.resetPassword.errors[0]?.code).toBe('INVALID_RESET_TOKEN');
    }
    const refused = await guesser.call<Reset>(RESET, { input: input(hash) });
    expect(refused.resetPassword).toEqual({ success: false, errors: [TOO_MANY] });
    // The link was not used up: the owner's own client resets with it.
    expect((await shopper().call<Reset>(RESET, { input: input(hash) })).resetPassword).toEqual({
      success: true,
      errors: [],
    });
  });

  it('counts every aliased recovery and registration of one request', async () => {
    const { email } = await register(shopper());
    const recoveries = Array.from(
      { length: RATE_LIMITS.recoveryPerAccount.limit + 1 },
      (_, index) => `r${index}: sendPasswordRecoveryMail(email: $email) { success ${ERRORS} }`,
    ).join('\n');
    const recovered = await shopper().call<Record<string, Recovery['sendPasswordRecoveryMail']>>(
      `mutation M($email: String!) { ${recoveries} }`,
      { email },
    );
    expect(Object.values(recovered)).toEqual([
      ...Array(RATE_LIMITS.recoveryPerAccount.limit).fill({ success: true, errors: [] }),
      { success: false, errors: [TOO_MANY] },
    ]);
    expect(await mailTo(email, 'password-recovery')).toHaveLength(RATE_LIMITS.recoveryPerAccount.limit);

    // Each alias with an address of its own (an address has its own, smaller budget).
    const count = RATE_LIMITS.registrationPerClient.limit + 1;
    const registrations = Array.from(
      { length: count },
      (_, index) => `g${index}: registerCustomer(input: $input${index}) { customer { email } ${ERRORS} }`,
    ).join('\n');
    const variables = Array.from({ length: count }, (_, index) => `$input${index}: RegisterCustomerInput!`).join(', ');
    const registered = await shopper().call<Record<string, { customer: null; errors: UserError[] }>>(
      `mutation G(${variables}) { ${registrations} }`,
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`input${index}`, refusedRegistration()])),
    );
    expect(Object.values(registered).map((answer) => answer.errors[0]?.code)).toEqual([
      ...Array(RATE_LIMITS.registrationPerClient.limit).fill('INVALID_INPUT'),
      'TOO_MANY_ATTEMPTS',
    ]);
  });

  it('refuses an HTTP batch (a JSON array of operations) without running any of it', async () => {
    const { email } = await register(shopper());
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shop-store': 'nl-nl',
        ...clientAddressHeaders(uniqueClientAddress()),
        'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN,
      },
      body: JSON.stringify(Array.from({ length: 5 }, () => ({ query: RECOVER, variables: { email } }))),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLResponse;
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }]);
    expect(await mailTo(email, 'password-recovery')).toEqual([]);
  });

  it('mails the recovery in the language and store of the account, whichever store it is asked through', async () => {
    const { email } = await register(shopper('de-de'), { billingAddress: ADDRESS_DE });
    await shopper('nl-nl').call(RECOVER, { email });
    const [mail] = await mailTo(email, 'password-recovery');
    expect(mail).toMatchObject({ language: 'de', subject: 'Neues Passwort festlegen' });
    const html = await (await fetch(`${url}${mail!.url}`)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/href="http:\/\/de-de\.localhost:3000\/account\/finish\/[\w-]{43}"/);
  });

  it('answers a recovery request at once and the same for known and unknown addresses; mails only the known', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    // Slow mail work must not slow the answer (nor tell, by its timing, that an address has an account).
    const original = gateway.mailer.passwordRecovery.bind(gateway.mailer);
    gateway.mailer.passwordRecovery = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      return original(...args);
    };
    try {
      const ask = async (address: string) => {
        const started = performance.now();
        const data = await shopper().call<{ sendPasswordRecoveryMail: unknown }>(
          `mutation S($email: String!) { sendPasswordRecoveryMail(email: $email) { success ${ERRORS} } }`,
          { email: address },
        );
        return { data, ms: performance.now() - started };
      };
      const known = await ask(email);
      const unknown = await ask(newEmail());
      expect(known.data).toEqual({ sendPasswordRecoveryMail: { success: true, errors: [] } });
      expect(unknown.data).toEqual(known.data);
      expect(known.ms).toBeLessThan(500);
      expect(unknown.ms).toBeLessThan(500);
    } finally {
      gateway.mailer.passwordRecovery = original;
    }
    expect(await mailTo(email, 'password-recovery')).toHaveLength(1);
  });

  it('answers login, registration and recovery as fast for a known address as for an unknown one (p95 within 10 ms)', async () => {
    const { email: known } = await register(shopper());
    const operations = {
      login: (email: string) => [LOGIN, { email, password: 'a wrong guess' }] as const,
      registration: (email: string) => [REGISTER, { input: registrationInput(email) }] as const,
      recovery: (email: string) => [RECOVER, { email }] as const,
    };
    const ROUNDS = 40;
    const WARM_UP = 4;
    /** Tries per operation: on a machine shared with other work one pass can be unlucky; a real difference is not. */
    const PASSES = 5;
    const cores = availableParallelism();
    const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
    const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
    const compare = (known: number[], unknown: number[]) => ({
      known: oneDecimal(p95(known)),
      unknown: oneDecimal(p95(unknown)),
      difference: oneDecimal(Math.abs(p95(known) - p95(unknown))),
    });

    /**
     * One pass of interleaved rounds: the p95 answer time (wall clock, as a caller sees it) for the known address and
     * for unknown ones, and the p95 processor time the process spent on each answer (gateway and database here are one
     * process: it counts the work done, which the machine's other load hardly changes).
     */
    async function measure(operation: (email: string) => readonly [string, object]) {
      const wall = { known: [] as number[], unknown: [] as number[] };
      const cpu = { known: [] as number[], unknown: [] as number[] };
      const load = loadavg()[0]!;
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        // In turns first: the machine's load weighs on both alike. A new client each time, and the clock an hour on
        // each round, so that no limit answers instead (that answer would be the same for both anyway).
        const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const kind of order) {
          const [query, variables] = operation(kind === 'known' ? known : newEmail());
          const who = shopper();
          const cpuStart = process.cpuUsage();
          const started = performance.now();
          const answer = await who.raw<Record<string, { errors: UserError[] }>>(query, variables);
          const ms = performance.now() - started;
          const used = process.cpuUsage(cpuStart);
          expect(Object.values(answer.data!)[0]!.errors.map((error) => error.code)).not.toContain('TOO_MANY_ATTEMPTS');
          if (round >= WARM_UP) {
            wall[kind].push(ms);
            cpu[kind].push((used.user + used.system) / 1000);
          }
          // The mails' background work is done between measurements, not during them.
          await gateway.mailer.idle();
        }
        clock.advance(60 * 60_000 + 1000);
      }
      return {
        wall: compare(wall.known, wall.unknown),
        cpu: compare(cpu.known, cpu.unknown),
        load: oneDecimal(Math.max(load, loadavg()[0]!)),
      };
    }

    const figures: Record<string, Awaited<ReturnType<typeof measure>>[]> = {};
    for (const [name, operation] of Object.entries(operations)) {
      figures[name] = [];
      for (let pass = 0; pass < PASSES; pass++) {
        const figure = await measure(operation);
        figures[name].push(figure);
        // Another pass only helps when the wall clock counts (below) and was unlucky.
        if (figure.cpu.difference <= 10 && (figure.wall.difference <= 10 || figure.load >= cores)) break;
      }
    }
    console.info(
      `answer times, p95 in ms per pass (known / unknown address; load average against ${cores} cores):`,
      JSON.stringify(figures),
    );
    for (const [name, passes] of Object.entries(figures)) {
      // The work done: the same within 10 ms, always.
      expect(Math.min(...passes.map((pass) => pass.cpu.difference)), `${name}: processor time`).toBeLessThanOrEqual(10);
      // The time a caller waits: within 10 ms on a machine that is not overloaded (when every pass ran with more
      // runnable work than cores, the wall clock measures the neighbours, and only the processor time counts).
      if (passes.some((pass) => pass.load < cores)) {
        expect(Math.min(...passes.map((pass) => pass.wall.difference)), `${name}: answer time`).toBeLessThanOrEqual(10);
      }
    }
  }, 600_000);

  it('resets the password through the link of the recovery mail (once), ending the sessions', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    const sessionToken = owner.token;
    const asker = shopper();
    await asker.call(`mutation S($email: String!) { sendPasswordRecoveryMail(email: $email) { success } }`, { email });
    const [mail] = await mailTo(email, 'password-recovery');
    expect(mail).toMatchObject({ subject: 'Stel een nieuw wachtwoord in' });
    const page = await fetch(`${url}${mail!.url}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const link = /href="(http:\/\/localhost:3000\/account\/finish\/([\w-]{43}))"/.exec(html);
    expect(link).not.toBeNull();
    const hash = link![2]!;
    // The token is in the mail only: never in the API's answers, and only its digest is stored.
    const stored = await getDb().selectFrom('commerce_customer_token').select('digest').execute();
    expect(stored.map((row) => row.digest)).not.toContain(hash);

    const RESET = `mutation P($input: ResetPasswordInput!) { resetPassword(input: $input) { success ${ERRORS} } }`;
    const mismatch = await asker.call<{ resetPassword: { success: boolean; errors: UserError[] } }>(RESET, {
      input: { hash, newPassword: 'brand new secret', newPasswordConfirm: 'brand new secreT' },
    });
    expect(mismatch.resetPassword).toEqual({
      success: false,
      errors: [{ code: 'INVALID_INPUT', message: 'De wachtwoorden komen niet overeen.', field: 'newPasswordConfirm' }],
    });
    const reset = await asker.call<{ resetPassword: { success: boolean; errors: UserError[] } }>(RESET, {
      input: { hash, newPassword: 'brand new secret', newPasswordConfirm: 'brand new secret' },
    });
    expect(reset.resetPassword).toEqual({ success: true, errors: [] });
    const reused = await asker.call<{ resetPassword: { success: boolean; errors: UserError[] } }>(RESET, {
      input: { hash, newPassword: 'another secret!', newPasswordConfirm: 'another secret!' },
    });
    expect(reused.resetPassword.errors[0]?.code).toBe('INVALID_RESET_TOKEN');
    expect((await owner.raw('{ customer { email } }', {}, sessionToken)).data).toEqual({ customer: null });
    const login = await shopper().call<{ login: { errors: UserError[] } }>(LOGIN, {
      email,
      password: 'brand new secret',
    });
    expect(login.login.errors).toEqual([]);
  });

  it('changes the password and logs in again with it; other sessions end', async () => {
    const phone = shopper();
    const { email } = await register(phone);
    const laptop = shopper();
    await laptop.call(LOGIN, { email, password: PASSWORD });
    const laptopToken = laptop.token;
    const CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { customer { email } context { loggedIn } ${ERRORS} } }`;
    type Change = { changePassword: { customer: unknown; context: unknown; errors: UserError[] } };
    const wrong = await laptop.call<Change>(CHANGE, {
      input: { password: 'not it at all', newPassword: 'new secret 123', newPasswordConfirm: 'new secret 123' },
    });
    expect(wrong.changePassword.errors).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Het wachtwoord is onjuist.', field: 'password' },
    ]);
    const changed = await laptop.call<Change>(CHANGE, {
      input: { password: PASSWORD, newPassword: 'new secret 123', newPasswordConfirm: 'new secret 123' },
    });
    expect(changed.changePassword).toEqual({ customer: { email }, context: { loggedIn: true }, errors: [] });
    expect(laptop.token).not.toBe(laptopToken);
    expect(laptop.session.kind).toBe('customer');
    expect((await laptop.call<{ customer: { email: string } }>('{ customer { email } }')).customer.email).toBe(email);
    expect((await laptop.raw('{ customer { email } }', {}, laptopToken)).data).toEqual({ customer: null });
    expect((await phone.raw('{ customer { email } }')).data).toEqual({ customer: null });
    const login = await shopper().call<{ login: { errors: UserError[] } }>(LOGIN, {
      email,
      password: 'new secret 123',
    });
    expect(login.login.errors).toEqual([]);
  });

  it('updates the profile (empty names keep the stored ones) and changes the e-mail address', async () => {
    const who = shopper();
    const { email } = await register(who);
    const update = await who.call<{ updateCustomer: { customer: Record<string, unknown>; errors: UserError[] } }>(
      `mutation U($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { firstName lastName salutation { key } birthdayFormatted newsletter } ${ERRORS} } }`,
      {
        input: {
          firstName: '',
          lastName: 'Jansen',
          salutationKey: 'mr',
          birthdayYear: 1985,
          birthdayMonth: 2,
          birthdayDay: 3,
          newsletter: true,
        },
      },
    );
    expect(update.updateCustomer).toEqual({
      customer: {
        firstName: 'Anna',
        lastName: 'Jansen',
        salutation: { key: 'mr' },
        birthdayFormatted: '03-02-1985',
        newsletter: true,
      },
      errors: [],
    });
    expect(await mailTo(email, 'newsletter-confirmation')).toHaveLength(1);

    const CHANGE = `mutation E($input: ChangeEmailInput!) { changeEmail(input: $input) { customer { email } context { email } ${ERRORS} } }`;
    const changed = await who.call<{ changeEmail: unknown }>(CHANGE, {
      input: { email: `new.${email}`, emailConfirmation: `new.${email}`, password: PASSWORD },
    });
    expect(changed).toEqual({
      changeEmail: { customer: { email: `new.${email}` }, context: { email: `new.${email}` }, errors: [] },
    });
  });

  it('keeps an address book: defaults first, the others apart, a service point, deleting a default', async () => {
    const who = shopper();
    const { customer } = await register(who);
    const billingId = customer.defaultBillingAddressId as string;
    const ADD = `mutation A($input: CustomerAddressInput!) { addAddress(input: $input) { address { id street servicePoint { id } } customer { otherAddresses { id } } ${ERRORS} } }`;
    type Added = {
      addAddress: {
        address: { id: string; street: string };
        customer: { otherAddresses: { id: string }[] };
        errors: UserError[];
      };
    };
    const damrak = await who.call<Added>(ADD, {
      input: { address: { ...ADDRESS_NL, street: 'Damrak', houseNumber: '1', zipcode: '1012 LG', city: 'Amsterdam' } },
    });
    expect(damrak.addAddress.errors).toEqual([]);
    expect(damrak.addAddress.customer.otherAddresses).toEqual([{ id: damrak.addAddress.address.id }]);
    const points = await who.call<{ servicePoints: { id: string }[] }>(
      '{ servicePoints(provider: "postnl", query: "Utrecht") { id } }',
    );
    const neude = await who.call<Added>(ADD, {
      input: { address: { ...ADDRESS_NL, street: 'Neude' }, servicePointId: points.servicePoints[0]!.id },
    });
    expect(neude.addAddress.address).toMatchObject({
      street: 'Neude',
      servicePoint: { id: points.servicePoints[0]!.id },
    });
    const invalid = await who.call<Added>(ADD, { input: { address: { ...ADDRESS_NL, zipcode: '35' } } });
    expect(invalid.addAddress.errors).toEqual([
      { code: 'INVALID_ADDRESS', message: 'Vul een geldige postcode in.', field: 'address.zipcode' },
    ]);

    type Account = {
      setDefaultShippingAddress: {
        customer: { addresses: { id: string }[]; otherAddresses: { id: string }[] };
        context: { shippingAddress: { street: string } | null };
        errors: UserError[];
      };
    };
    const shipping = await who.call<Account>(
      `mutation D($id: ID!) { setDefaultShippingAddress(id: $id) { customer { addresses { id } otherAddresses { id } } context { shippingAddress { street } } ${ERRORS} } }`,
      { id: neude.addAddress.address.id },
    );
    expect(shipping.setDefaultShippingAddress).toEqual({
      customer: {
        addresses: [{ id: billingId }, { id: neude.addAddress.address.id }, { id: damrak.addAddress.address.id }],
        otherAddresses: [{ id: damrak.addAddress.address.id }],
      },
      // The checkout takes the new default over.
      context: { shippingAddress: { street: 'Neude' } },
      errors: [],
    });

    const deleted = await who.call<{ deleteAddress: { customer: Record<string, unknown>; errors: UserError[] } }>(
      `mutation X($id: ID!) { deleteAddress(id: $id) { customer { defaultBillingAddressId defaultShippingAddressId addresses { id } } ${ERRORS} } }`,
      { id: billingId },
    );
    expect(deleted.deleteAddress).toEqual({
      customer: {
        defaultBillingAddressId: null,
        defaultShippingAddressId: neude.addAddress.address.id,
        addresses: [{ id: neude.addAddress.address.id }, { id: damrak.addAddress.address.id }],
      },
      errors: [],
    });
    // Another customer cannot touch it.
    const stranger = shopper();
    await register(stranger);
    const foreign = await stranger.call<{ deleteAddress: { errors: UserError[] } }>(
      `mutation X($id: ID!) { deleteAddress(id: $id) { ${ERRORS} } }`,
      { id: damrak.addAddress.address.id },
    );
    expect(foreign.deleteAddress.errors[0]?.code).toBe('ADDRESS_NOT_FOUND');
  });

  it('keeps a wishlist of products: add, remove, merge a guest list, with the catalog product', async () => {
    const guest = shopper();
    expect(await guest.call('{ wishlist { count } }')).toEqual({ wishlist: null });
    const refused = await guest.call<{ addToWishlist: { wishlist: null; errors: UserError[] } }>(
      `mutation { addToWishlist(sku: "${first.sku}") { wishlist { count } ${ERRORS} } }`,
    );
    expect(refused.addToWishlist).toEqual({
      wishlist: null,
      errors: [{ code: 'NOT_LOGGED_IN', message: 'Log eerst in.', field: null }],
    });

    await register(guest);
    const WISHLIST = `wishlist { count items { sku addedAt product { sku name } } }`;
    type Change = Record<
      string,
      { wishlist: { count: number; items: { sku: string; product: { name: string } | null }[] }; errors: UserError[] }
    >;
    const added = await guest.call<Change>(`mutation { addToWishlist(sku: "${first.sku}") { ${WISHLIST} ${ERRORS} } }`);
    expect(added.addToWishlist).toMatchObject({
      wishlist: { count: 1, items: [{ sku: first.sku, product: { sku: first.sku, name: first.name.nl } }] },
      errors: [],
    });
    const unknown = await guest.call<Change>(`mutation { addToWishlist(sku: "99999.999") { ${WISHLIST} ${ERRORS} } }`);
    expect(unknown.addToWishlist).toMatchObject({
      wishlist: { count: 1 },
      errors: [{ code: 'PRODUCT_NOT_FOUND', field: 'sku' }],
    });

    const merged = await guest.call<Change>(
      `mutation M($skus: [ID!]!) { mergeWishlist(skus: $skus) { ${WISHLIST} ${ERRORS} } }`,
      { skus: [second.sku, '99999.999', first.sku, third.sku] },
    );
    expect(merged.mergeWishlist!.errors).toEqual([]);
    expect(merged.mergeWishlist!.wishlist.items.map((item) => item.sku)).toEqual([second.sku, third.sku, first.sku]);
    const removed = await guest.call<Change>(
      `mutation { removeFromWishlist(sku: "${second.sku}") { ${WISHLIST} ${ERRORS} } }`,
    );
    expect(removed.removeFromWishlist!.wishlist.items.map((item) => item.sku)).toEqual([third.sku, first.sku]);
    const read = await guest.call<{ wishlist: { count: number } }>('{ wishlist { count } }');
    expect(read.wishlist.count).toBe(2);
  });

  it('toggles the look-book wishlist and favourite stores on the account', async () => {
    const who = shopper();
    await register(who);
    const toggle = (field: string, argument: string, value: string) =>
      who.call<
        Record<string, { customer: { lookbookWishlist: string[]; favouriteStores: string[] }; errors: UserError[] }>
      >(`mutation { ${field}(${argument}: "${value}") { customer { lookbookWishlist favouriteStores } ${ERRORS} } }`);
    await toggle('toggleLookbookWishlist', 'uid', 'look-1');
    const two = await toggle('toggleLookbookWishlist', 'uid', 'look-2');
    expect(two.toggleLookbookWishlist!.customer.lookbookWishlist).toEqual(['look-1', 'look-2']);
    const off = await toggle('toggleLookbookWishlist', 'uid', 'look-1');
    expect(off.toggleLookbookWishlist!.customer.lookbookWishlist).toEqual(['look-2']);
    const store = await toggle('toggleFavouriteStore', 'reference', 'utrecht');
    expect(store.toggleFavouriteStore).toEqual({
      customer: { lookbookWishlist: ['look-2'], favouriteStores: ['utrecht'] },
      errors: [],
    });
    const guest = await shopper().call<{ toggleFavouriteStore: { customer: null; errors: UserError[] } }>(
      `mutation { toggleFavouriteStore(reference: "utrecht") { customer { favouriteStores } ${ERRORS} } }`,
    );
    expect(guest.toggleFavouriteStore.errors[0]?.code).toBe('NOT_LOGGED_IN');
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

  it('mails the order confirmation in the customer language when the payment is in', async () => {
    const who = shopper();
    const { email } = await register(who);
    await addToCart(who, sizeOf(first).sku);
    const placed = await who.call<{ placeOrder: { order: { id: string; orderNumber: string }; errors: UserError[] } }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } ${ERRORS} } }`,
      { input: { idempotencyKey: `account-order-${Date.now()}` } },
    );
    // The customer's addresses and e-mail filled the checkout.
    expect(placed.placeOrder.errors).toEqual([]);
    const base = 'http://localhost:3000';
    const paid = await who.call<{ handlePayment: { redirectUrl: string } }>(
      `mutation H($input: HandlePaymentInput!) { handlePayment(input: $input) { redirectUrl } }`,
      {
        input: {
          orderId: placed.placeOrder.order.id,
          finishUrl: `${base}/checkout/success/`,
          errorUrl: `${base}/checkout/payment/`,
        },
      },
    );
    const pageUrl = paid.handlePayment.redirectUrl.replace(config.testPayments.pageBaseUrl, `${url}/test-payment`);
    expect(await mailTo(email, 'order-confirmation')).toEqual([]);
    const done = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    const [mail] = await mailTo(email, 'order-confirmation');
    expect(mail?.subject).toBe(`Je bestelling ${placed.placeOrder.order.orderNumber} is bevestigd`);
    const text = await (await fetch(`${url}${mail!.url}?format=text`)).text();
    expect(text).toContain(first.name.nl);
    expect(text).toContain(`${base}/customer/orders/${placed.placeOrder.order.id}`);
    // A replayed outcome sends nothing more.
    await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(await mailTo(email, 'order-confirmation')).toHaveLength(1);
  });
});

describe('a production gateway', () => {
  /** A production gateway over a fresh database, its warnings and errors collected. */
  async function startProduction(env: Record<string, string>, run: (url: string) => Promise<void>) {
    const database = await createTestDatabase('pglite');
    const logged: { level: string; msg: string }[] = [];
    const logger = pino(
      { level: 'warn', formatters: { level: (label) => ({ level: label }) } },
      { write: (line: string) => void logged.push(JSON.parse(line)) },
    );
    const production = await createGateway(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        GATEWAY_PORT: '0',
        CLIENT_ADDRESS_SECRET: 'production-client-address-secret-0123456789',
        ...env,
      }),
      logger,
      { db: database.db as Kysely<Database> },
    );
    try {
      await new Promise<void>((resolve) => production.server.listen(0, '127.0.0.1', resolve));
      const { port } = production.server.address() as AddressInfo;
      await run(`http://127.0.0.1:${port}`);
      return { logged };
    } finally {
      await production.close();
      await database.close();
    }
  }

  it('seeds no demo data, serves no development mail page and warns that mails are never sent without SMTP', async () => {
    const { logged } = await startProduction({}, async (url) => {
      expect((await fetch(`${url}/dev/mails`)).status).toBe(404);
      // An empty database stays empty: no demo customer with a published password.
      const login = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN },
        body: JSON.stringify({
          query: `mutation { login(email: "demo@example.com", password: "demo-shopper-2026") { errors { code } } }`,
        }),
      });
      expect(((await login.json()) as GraphQLResponse).data).toEqual({
        login: { errors: [{ code: 'INVALID_CREDENTIALS' }] },
      });
    });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(/^SMTP_URL is not set: mails .* never sent/),
      }),
    );
  });

  it('does not warn about mails when SMTP is configured', async () => {
    const { logged } = await startProduction({ SMTP_URL: 'smtp://127.0.0.1:2525' }, async () => {});
    expect(logged.filter((line) => line.msg.includes('SMTP_URL'))).toEqual([]);
  });
});

describeEachDatabase('the commerce subschema: mails over a transport', (getDb) => {
  const clock = { now: new Date() };
  /** What the transport delivered; it fails while `failures` is above zero (SMTP down), counting down. */
  const delivered: OutgoingMail[] = [];
  let failures = 0;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    gateway = await createGateway({ ...config, seedDemoData: false }, createLogger('silent'), {
      db: getDb(),
      now: () => clock.now,
      mailTransport: {
        async send(mail) {
          if (failures > 0) {
            failures -= 1;
            throw new Error('SMTP down');
          }
          delivered.push(mail);
        },
      },
    });
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const clientIp = uniqueClientAddress();
  async function call<T>(query: string, variables: object): Promise<T> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...clientAddressHeaders(clientIp),
        'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLResponse<T>;
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  it('retries a failed delivery, then keeps no body: the mailed link works and the shop holds no copy', async () => {
    const email = newEmail();
    const registered = await call<{ registerCustomer: { errors: UserError[] } }>(REGISTER, {
      input: {
        salutationKey: 'mrs',
        firstName: 'Anna',
        lastName: 'de Vries',
        email,
        password: PASSWORD,
        billingAddress: ADDRESS_NL,
      },
    });
    expect(registered.registerCustomer.errors).toEqual([]);
    // The account, through the delivered confirmation mail's link.
    await gateway.mailer.idle();
    const confirmation = delivered.find((mail) => mail.to === email && mail.kind === 'registration-confirmation')!;
    const token = /\/account\/confirm\/([\w-]{43})/.exec(confirmation.text)![1]!;
    const confirmed = await call<{ confirmRegistration: { success: boolean } }>(
      'mutation C($token: String!) { confirmRegistration(token: $token) { success } }',
      { token },
    );
    expect(confirmed.confirmRegistration.success).toBe(true);
    delivered.length = 0;
    failures = 1;
    expect(await call<Recovery>(RECOVER, { email })).toEqual({
      sendPasswordRecoveryMail: { success: true, errors: [] },
    });
    await gateway.mailer.idle();
    const stored = () =>
      getDb()
        .selectFrom('commerce_mail')
        .selectAll()
        .where('to_address', '=', email)
        .where('kind', '=', 'password-recovery')
        .executeTakeFirstOrThrow();
    // SMTP was down: the mail waits, bodies and all, for its next attempt.
    expect(delivered).toEqual([]);
    expect(await stored()).toMatchObject({ kind: 'password-recovery', sent_at: null, attempts: 1, error: 'SMTP down' });
    expect((await stored()).html_body).toContain('/account/finish/');

    clock.now = new Date(clock.now.getTime() + MAIL_RETRY_DELAYS_MS[0]!);
    await gateway.mailer.sweep();
    await gateway.mailer.idle();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: email, subject: 'Stel een nieuw wachtwoord in' });
    const hash = /\/account\/finish\/([\w-]{43})/.exec(delivered[0]!.text)![1]!;
    // Delivered: who got which mail and when is kept, the bodies (and the link in them) are not.
    expect(await stored()).toMatchObject({
      to_address: email,
      kind: 'password-recovery',
      subject: 'Stel een nieuw wachtwoord in',
      text_body: null,
      html_body: null,
      sent_at: clock.now,
      attempts: 2,
      error: null,
      next_attempt_at: null,
    });
    const holding = await getDb()
      .selectFrom('commerce_mail')
      .select('id')
      .where((eb) => eb.or([eb('text_body', 'like', `%${hash}%`), eb('html_body', 'like', `%${hash}%`)]))
      .execute();
    expect(holding).toEqual([]);
    // The development mail page lists it without a body.
    const listed = (await (await fetch(`${url}/dev/mails`, { headers: { accept: 'application/json' } })).json()) as {
      to: string;
      status: string;
      url: string;
    }[];
    const recoveryId = (await stored()).id;
    const entry = listed.find((mail) => mail.to === email && mail.url.endsWith(recoveryId));
    expect(entry).toMatchObject({ status: 'sent' });
    expect(await (await fetch(`${url}${entry!.url}`)).text()).toContain('its body is not kept');

    const reset = await call<Reset>(RESET, {
      input: { hash, newPassword: 'brand new secret', newPasswordConfirm: 'brand new secret' },
    });
    expect(reset.resetPassword).toEqual({ success: true, errors: [] });
  });
});

describe('the client address rate limits count by', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const secret = config.clientAddressSecret;
  const signed = clientAddressHeaders;

  // The headers are made in the test (a signature is good for a minute; the table is read when the file loads).
  it.each([
    // The storefront names the client, signed with the shared secret: believed from any peer.
    ['a signed address from the loopback peer', '127.0.0.1', () => signed('203.0.113.7'), '203.0.113.7'],
    ['a signed IPv6 address from another host', '10.0.0.5', () => signed('2001:db8::1'), '2001:db8::1'],
    ['a signed IPv4-mapped address', '::1', () => signed('::ffff:203.0.113.7'), '203.0.113.7'],
    // Without a signature, with another secret's, or with something that is not an address: the peer counts.
    ['an unsigned address', '127.0.0.1', () => ({ 'x-shop-client-ip': '203.0.113.7' }), '127.0.0.1'],
    [
      'a forged signature',
      '::ffff:127.0.0.1',
      () => ({ ...signed('203.0.113.7'), 'x-shop-client-signature': 'v1.1.x' }),
      '127.0.0.1',
    ],
    [
      "another secret's signature",
      '127.0.0.1',
      () => signed('203.0.113.7', 'another secret of thirty-two characters'),
      '127.0.0.1',
    ],
    ['a signed non-address', '127.0.0.1', () => signed('not an address'), '127.0.0.1'],
    ['no header', '::ffff:198.51.100.4', () => ({}), '198.51.100.4'],
  ])('%s (peer %s)', (_case, peer, headersOf, expected) => {
    const headers: Record<string, string> = headersOf();
    const requestId = headers['x-request-id'] ?? 'none';
    expect(clientAddressOf(request(peer, headers), { secret, requestId })).toBe(expected);
  });

  it('the peer when the address was signed for another request, or long ago', () => {
    const headers = signed('203.0.113.7');
    expect(clientAddressOf(request('127.0.0.1', headers), { secret, requestId: 'another request' })).toBe('127.0.0.1');
    const requestId = headers['x-request-id']!;
    const inTwoMinutes = new Date(Date.now() + 120_000);
    expect(clientAddressOf(request('127.0.0.1', headers), { secret, requestId, now: inTwoMinutes })).toBe('127.0.0.1');
  });

  it('the peer whatever the header says when the gateway has no secret (development without the storefront)', () => {
    const headers = signed('203.0.113.7');
    const requestId = headers['x-request-id']!;
    expect(clientAddressOf(request('127.0.0.1', headers), { secret: undefined, requestId })).toBe('127.0.0.1');
  });
});
