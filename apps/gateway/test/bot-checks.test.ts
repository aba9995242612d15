import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import {
  EMBEDDED_BOT_CHECK_TOKEN,
  EmbeddedBotVerifier,
  GoogleRecaptchaVerifier,
  SITEVERIFY_URL,
} from '../src/bot-check';
import type { GraphQLResponse } from './harness';
import { clientAddressHeaders, startGateway, uniqueClientAddress } from './harness';

import { ERRORS, form, LOYALTY, newEmail, SUBSCRIBE, TABLET, type UserError } from './newsletter-answers';

describeEachDatabase('the commerce subschema: bot checks', (getDb) => {
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb()));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A caller with its own client address; `botToken` undefined sends the embedded storefront's token. */
  function caller(store = 'nl-be', options: { botToken?: string | null; branch?: string } = {}) {
    const clientIp = uniqueClientAddress();
    let token: string | undefined;
    const botToken = options.botToken === undefined ? EMBEDDED_BOT_CHECK_TOKEN : options.botToken;
    return {
      async raw<T>(query: string, variables: object = {}) {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shop-store': store,
            ...clientAddressHeaders(clientIp),
            ...(botToken ? { 'x-recaptcha-token': botToken } : {}),
            ...(options.branch ? { 'x-shop-branch': options.branch } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        token = response.headers.get('x-shop-context-token') ?? token;
        return (await response.json()) as GraphQLResponse<T>;
      },
      async call<T>(query: string, variables: object = {}) {
        const body = await this.raw<T>(query, variables);
        expect(body.errors).toBeUndefined();
        return body.data as T;
      },
    };
  }

  describe('bot checks on every protected operation', () => {
    const REGISTER = `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { ${ERRORS} } }`;
    const operations: [
      string,
      string,
      (email: string) => object,
      (data: Record<string, { errors: UserError[] }>) => UserError[],
    ][] = [
      [
        'registerCustomer',
        REGISTER,
        (email) => ({
          input: {
            salutationKey: 'mrs',
            firstName: 'Anna',
            lastName: 'Bot',
            email,
            password: 'correct horse battery',
            billingAddress: {
              firstName: 'Anna',
              lastName: 'Bot',
              street: 'Rue Neuve',
              houseNumber: '1',
              zipcode: '1000',
              city: 'Bruxelles',
              countryIso: 'BE',
            },
          },
        }),
        (data) => data.registerCustomer!.errors,
      ],
      [
        'login',
        `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { ${ERRORS} } }`,
        (email) => ({ email, password: 'wrong password' }),
        (data) => data.login!.errors,
      ],
      [
        'sendPasswordRecoveryMail',
        `mutation P($email: String!) { sendPasswordRecoveryMail(email: $email) { ${ERRORS} } }`,
        (email) => ({ email }),
        (data) => data.sendPasswordRecoveryMail!.errors,
      ],
      [
        'subscribeNewsletter',
        SUBSCRIBE,
        (email) => ({ input: form(email) }),
        (data) => data.subscribeNewsletter!.errors,
      ],
      [
        'signUpLoyalty',
        LOYALTY,
        (email) => ({ input: { email, firstname: 'A', lastname: 'B', source: 'website' } }),
        (data) => data.signUpLoyalty!.errors,
      ],
      [
        'ttAddNewsletterMember',
        TABLET,
        (email) => ({ input: { email, firstname: 'A', lastname: 'B', source: 'instore-be' } }),
        (data) => data.ttAddNewsletterMember!.errors,
      ],
    ];
    const BOT = {
      code: 'BOT_CHECK_FAILED',
      message: 'We could not verify that you are not a robot. Please try again.',
      field: null,
    };

    it.each(operations)(
      '%s: a missing or unknown token is refused, the embedded token passes',
      async (_name, query, variables, errorsOf) => {
        const missing = errorsOf(await caller('en', { botToken: null }).call(query, variables(newEmail())));
        expect(missing).toEqual([BOT]);
        const unknown = errorsOf(await caller('en', { botToken: 'made-up' }).call(query, variables(newEmail())));
        expect(unknown).toEqual([BOT]);
        const passed = errorsOf(await caller('en').call(query, variables(newEmail())));
        expect(passed.map((error) => error.code)).not.toContain('BOT_CHECK_FAILED');
      },
    );

    it.each(operations)(
      '%s: refused when the embedded verifier is switched to reject (for one store)',
      async (_name, query, variables, errorsOf) => {
        const switchTo = (body: object) =>
          fetch(`${url}/dev/recaptcha`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        expect((await switchTo({ mode: 'reject', store: 'fr-lu' })).status).toBe(200);
        try {
          const refused = errorsOf(await caller('fr-lu').call(query, variables(newEmail())));
          expect(refused).toEqual([
            { ...BOT, message: "Nous n'avons pas pu vérifier que vous n'êtes pas un robot. Veuillez réessayer." },
          ]);
          // Other stores go on.
          const other = errorsOf(await caller('de-lu').call(query, variables(newEmail())));
          expect(other.map((error) => error.code)).not.toContain('BOT_CHECK_FAILED');
        } finally {
          expect((await switchTo({ mode: null, store: 'fr-lu' })).status).toBe(200);
        }
      },
    );

    it('the development switch answers its modes and refuses nonsense', async () => {
      const modes = await (await fetch(`${url}/dev/recaptcha`)).json();
      expect(modes).toEqual({ mode: 'accept', stores: {} });
      const bad = await fetch(`${url}/dev/recaptcha`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'maybe' }),
      });
      expect(bad.status).toBe(400);
      const form = await fetch(`${url}/dev/recaptcha`, { method: 'POST', body: 'mode=reject' });
      expect(form.status).toBe(415);
    });
  });
});

describe('the bot-check verifiers', () => {
  const request = {
    token: 'a-token',
    action: 'login' as const,
    clientAddress: '198.51.100.7',
    store: 'nl-nl' as const,
  };

  it('embedded: accepts only its token, refuses everything when switched, per store or for all', async () => {
    const verifier = new EmbeddedBotVerifier();
    expect(await verifier.verify({ ...request, token: EMBEDDED_BOT_CHECK_TOKEN })).toEqual({ human: true });
    expect((await verifier.verify(request)).human).toBe(false);
    expect(await verifier.verify({ ...request, token: null })).toEqual({ human: false, reason: 'missing-token' });
    verifier.setMode('reject', 'nl-nl');
    expect((await verifier.verify({ ...request, token: EMBEDDED_BOT_CHECK_TOKEN })).human).toBe(false);
    expect((await verifier.verify({ ...request, store: 'en', token: EMBEDDED_BOT_CHECK_TOKEN })).human).toBe(true);
    verifier.setMode(null, 'nl-nl');
    verifier.setMode('reject');
    expect((await verifier.verify({ ...request, store: 'en', token: EMBEDDED_BOT_CHECK_TOKEN })).human).toBe(false);
    expect(new EmbeddedBotVerifier('reject').modes()).toEqual({ mode: 'reject', stores: {} });
  });

  /** Google's siteverify, answered by a stand-in. */
  function google(answer: (body: URLSearchParams, signal: AbortSignal) => Response | Promise<Response>) {
    const seen: { url: string; body: URLSearchParams }[] = [];
    const verifier = new GoogleRecaptchaVerifier({
      secret: 'the-secret',
      minScore: 0.5,
      timeoutMs: 50,
      fetch: async (input, init) => {
        const body = new URLSearchParams(String(init?.body));
        seen.push({ url: String(input), body });
        return answer(body, init!.signal!);
      },
    });
    return { verifier, seen };
  }

  it('Google: a valid token of the action scoring at least the threshold passes; the secret and client go along', async () => {
    const { verifier, seen } = google(() => Response.json({ success: true, score: 0.9, action: 'login' }));
    expect(await verifier.verify(request)).toEqual({ human: true, score: 0.9 });
    expect(seen[0]!.url).toBe(SITEVERIFY_URL);
    expect(Object.fromEntries(seen[0]!.body)).toEqual({
      secret: 'the-secret',
      response: 'a-token',
      remoteip: '198.51.100.7',
    });
  });

  it.each([
    ['a low score', { success: true, score: 0.3, action: 'login' }, 'low-score'],
    ['another action', { success: true, score: 0.9, action: 'newsletter' }, 'wrong-action'],
    ['an invalid token', { success: false, 'error-codes': ['invalid-input-response'] }, 'invalid-input-response'],
    ['a used token', { success: false, 'error-codes': ['timeout-or-duplicate'] }, 'timeout-or-duplicate'],
  ])('Google: %s fails', async (_case, answer, reason) => {
    const { verifier } = google(() => Response.json(answer));
    expect(await verifier.verify(request)).toMatchObject({ human: false, reason });
  });

  it('Google: no answer in time, an error status or no token fails (closed)', async () => {
    const slow = google(
      (_body, signal) =>
        new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    expect(await slow.verifier.verify(request)).toEqual({ human: false, reason: 'unavailable' });
    const broken = google(() => new Response('oops', { status: 500 }));
    expect(await broken.verifier.verify(request)).toEqual({ human: false, reason: 'unavailable' });
    const none = google(() => Response.json({ success: true, score: 1, action: 'login' }));
    expect(await none.verifier.verify({ ...request, token: null })).toEqual({ human: false, reason: 'missing-token' });
    expect(none.seen).toHaveLength(0);
  });
});
