import { request as httpRequest, type IncomingMessage } from 'node:http';
import { RATE_LIMITS } from '@shop/commerce';
import { describeEachDatabase } from '@shop/db/testing';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { clientAddressOf } from '../src/http/server';
import { ERRORS, LOGIN, newEmail, PASSWORD, type UserError } from './account-answers';
import { accountWorld, type Shopper } from './account-world';
import { clientAddressHeaders, config, type GraphQLResponse, uniqueClientAddress } from './harness';

describeEachDatabase('the commerce subschema: login backoff and client budgets', (getDb) => {
  const { world, clock, shopper, register } = accountWorld(getDb, { clock: 'frozen' });

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
        `${world.url}/graphql`,
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

  it('counts a caller that rotates an unsigned client address by its own address', async () => {
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
