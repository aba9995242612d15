import { RATE_LIMITS } from '@shop/commerce';
import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import {
  ADDRESS_NL,
  ERRORS,
  LOGIN,
  newEmail,
  PASSWORD,
  RECOVER,
  REGISTER,
  RESET,
  type Recovery,
  type Reset,
  TOO_MANY,
  type UserError,
} from './account-answers';
import { accountWorld } from './account-world';
import { clientAddressHeaders, type GraphQLResponse, uniqueClientAddress } from './harness';
import { gatewayShopper } from './shopper';

describeEachDatabase('the commerce subschema: account rate limits', (getDb) => {
  const { world, shopper, registrationInput, register, mailTo } = accountWorld(getDb);

  /** The reset hash of the newest recovery mail to an address (its link `/account/finish/{hash}`). */
  async function resetHashOf(email: string): Promise<string> {
    const [mail] = await mailTo(email, 'password-recovery');
    const html = await (await fetch(`${world.url}${mail!.url}`)).text();
    return /\/account\/finish\/([\w-]{43})"/.exec(html)![1]!;
  }

  /** A registration every check but the rate limit refuses (the password is too short): nothing is made. */
  const refusedRegistration = () => ({
    salutationKey: 'mrs',
    firstName: 'Anna',
    lastName: 'de Vries',
    email: newEmail(),
    password: 'short',
    billingAddress: ADDRESS_NL,
  });

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

  it("counts a client's budget before the bot check: a flood without bot tokens ends at the budget, unverified", async () => {
    const bot = gatewayShopper(world.url, { botToken: null });
    const { limit } = RATE_LIMITS.loginPerClient;
    type Login = { login: { errors: UserError[] } };
    for (let attempt = 0; attempt < limit; attempt++) {
      const answer = await bot.call<Login>(LOGIN, { email: newEmail(), password: PASSWORD });
      expect(answer.login.errors[0]?.code).toBe('BOT_CHECK_FAILED');
    }
    // Out of its budget, the client is refused before its token is verified (nothing spends the verifier's quota).
    const refused = await bot.call<Login>(LOGIN, { email: newEmail(), password: PASSWORD });
    expect(refused.login.errors).toEqual([TOO_MANY]);
  });

  it('limits password checks of signed-in changes per client (20 in 15 minutes), successful ones too', async () => {
    const laptop = shopper();
    await register(laptop);
    const CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { ${ERRORS} } }`;
    type Change = { changePassword: { errors: UserError[] } };
    const passwords = [PASSWORD, 'another secret 123'];
    const { limit } = RATE_LIMITS.passwordCheckPerClient;
    for (let attempt = 0; attempt < limit; attempt++) {
      const [current, next] = attempt % 2 === 0 ? passwords : [...passwords].reverse();
      const answer = await laptop.call<Change>(CHANGE, {
        input: { password: current, newPassword: next, newPasswordConfirm: next },
      });
      expect(answer.changePassword.errors).toEqual([]);
    }
    const refused = await laptop.call<Change>(CHANGE, {
      input: { password: PASSWORD, newPassword: 'third secret 123', newPasswordConfirm: 'third secret 123' },
    });
    expect(refused.changePassword.errors).toEqual([TOO_MANY]);
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
    const response = await fetch(`${world.url}/graphql`, {
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
});
