import type { AddressInfo } from 'node:net';
import { MAIL_RETRY_DELAYS_MS, type OutgoingMail } from '@shop/commerce';
import type { Database } from '@shop/db';
import { createTestDatabase, describeEachDatabase } from '@shop/db/testing';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import {
  ADDRESS_NL,
  newEmail,
  PASSWORD,
  RECOVER,
  REGISTER,
  RESET,
  type Recovery,
  type Reset,
  type UserError,
} from './account-answers';
import { clientAddressHeaders, config, type GraphQLResponse, uniqueClientAddress } from './harness';

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
