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
import { clientAddressHeaders, confirmRegistrationOf, startGateway, uniqueClientAddress } from './harness';

type UserError = { code: string; message: string; field: string | null };
const ERRORS = 'errors { code message field }';
const SETTINGS = 'status email firstName lastName list { id code } language preferences { forHer forHim promotions }';
const SUBSCRIBE = `mutation S($input: NewsletterSubscriptionInput!) { subscribeNewsletter(input: $input) { success ${ERRORS} } }`;
const LOYALTY = `mutation L($input: LoyaltySignupInput!) { signUpLoyalty(input: $input) { success ${ERRORS} } }`;
const TABLET = `mutation T($input: LoyaltySignupInput!) { ttAddNewsletterMember(input: $input) { success ${ERRORS} } }`;
const SETTINGS_QUERY = `query Q($hash: String!) { newsletterSettings(hash: $hash) { ${SETTINGS} } }`;
const CONFIRM = `mutation C($hash: String!) { confirmNewsletter(hash: $hash) { settings { ${SETTINGS} } ${ERRORS} } }`;
const UPDATE = `mutation U($hash: String!, $input: NewsletterPreferencesInput!) { updateNewsletterSettings(hash: $hash, input: $input) { settings { ${SETTINGS} } ${ERRORS} } }`;
const UNSUBSCRIBE = `mutation X($hash: String!) { unsubscribeNewsletter(hash: $hash) { settings { ${SETTINGS} } ${ERRORS} } }`;

let emails = 0;
const newEmail = () => `reader.${Date.now()}.${++emails}@example.com`;
const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Lotte',
  lastName: 'Peeters',
  salutation: 'salutation-mrs',
  ...overrides,
});

describeEachDatabase('the commerce subschema: newsletter and bot checks', (getDb) => {
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

  async function mails(): Promise<
    { id: string; to: string; kind: string; subject: string; language: string; url: string }[]
  > {
    await gateway.mailer.idle();
    return (await fetch(`${url}/dev/mails`, { headers: { accept: 'application/json' } })).json();
  }
  const mailsTo = async (email: string) => (await mails()).filter((mail) => mail.to === email);

  /** The settings link of the newest mail to an address: its hash. */
  async function linkOf(email: string): Promise<{ hash: string; href: string; html: string; subject: string }> {
    const [mail] = await mailsTo(email);
    expect(mail).toBeDefined();
    const html = await (await fetch(`${url}${mail!.url}`)).text();
    const href = /href="([^"]*\/nieuwsbrief\/instellingen\/[^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const hash = /\/nieuwsbrief\/instellingen\/([\w-]+)\/$/.exec(href!)![1]!;
    return { hash, href: href!, html, subject: mail!.subject };
  }

  it('subscribe → the double opt-in mail → settings → confirm → preferences → unsubscribe', async () => {
    const email = newEmail();
    const who = caller('fr-be');
    const answer = await who.call<{ subscribeNewsletter: unknown }>(SUBSCRIBE, {
      input: form(email, { listId: 4, listCode: 'BEFR', source: 'website' }),
    });
    expect(answer.subscribeNewsletter).toEqual({ success: true, errors: [] });

    // The mail, in the subscriber's language, on the store's base URL.
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', language: 'fr' });
    const { hash, href, html } = await linkOf(email);
    expect(href).toBe(`http://fr-be.localhost:3000/nieuwsbrief/instellingen/${hash}/`);
    expect(html).toContain('<html lang="fr">');

    // Opening the page reads the subscription; nothing changes by reading it.
    const read = await who.call<{ newsletterSettings: Record<string, unknown> }>(SETTINGS_QUERY, { hash });
    expect(read.newsletterSettings).toEqual({
      status: 'PENDING',
      email,
      firstName: 'Lotte',
      lastName: 'Peeters',
      list: { id: 4, code: 'BEFR' },
      language: 'fr',
      preferences: { forHer: true, forHim: true, promotions: true },
    });
    const again = await who.call<{ newsletterSettings: { status: string } }>(SETTINGS_QUERY, { hash });
    expect(again.newsletterSettings.status).toBe('PENDING');

    const confirmed = await who.call<{ confirmNewsletter: { settings: { status: string }; errors: UserError[] } }>(
      CONFIRM,
      { hash },
    );
    expect(confirmed.confirmNewsletter).toMatchObject({ settings: { status: 'CONFIRMED' }, errors: [] });

    const updated = await who.call<{ updateNewsletterSettings: { settings: Record<string, unknown> } }>(UPDATE, {
      hash,
      input: { forHim: false, promotions: false },
    });
    expect(updated.updateNewsletterSettings.settings).toMatchObject({
      status: 'CONFIRMED',
      preferences: { forHer: true, forHim: false, promotions: false },
    });

    const unsubscribed = await who.call<{ unsubscribeNewsletter: { settings: { status: string } } }>(UNSUBSCRIBE, {
      hash,
    });
    expect(unsubscribed.unsubscribeNewsletter.settings.status).toBe('UNSUBSCRIBED');
  });

  it('an unknown hash: null settings, and a translated INVALID_NEWSLETTER_LINK for changes', async () => {
    const who = caller('nl-nl');
    expect(await who.call(SETTINGS_QUERY, { hash: 'no-such-hash' })).toEqual({ newsletterSettings: null });
    const answer = await who.call<{ unsubscribeNewsletter: unknown }>(UNSUBSCRIBE, { hash: 'no-such-hash' });
    expect(answer.unsubscribeNewsletter).toEqual({
      settings: null,
      errors: [
        {
          code: 'INVALID_NEWSLETTER_LINK',
          message: expect.stringMatching(/link/i),
          field: 'hash',
        },
      ],
    });
  });

  it('answers the same for a known and an unknown address; the subscribed one gets its settings link', async () => {
    const known = newEmail();
    await caller().call(SUBSCRIBE, { input: form(known) });
    const { hash } = await linkOf(known);
    await caller().call(CONFIRM, { hash });

    const unknown = newEmail();
    const first = await caller().raw(SUBSCRIBE, { input: form(known, { firstName: 'Someone else' }) });
    const second = await caller().raw(SUBSCRIBE, { input: form(unknown) });
    expect(first).toEqual(second);
    expect(first).toEqual({ data: { subscribeNewsletter: { success: true, errors: [] } } });

    const knownMails = await mailsTo(known);
    expect(knownMails).toHaveLength(2);
    expect(knownMails[0]!.subject).toBe('Je bent aangemeld voor onze nieuwsbrief');
    // The new link replaces the old one; the confirmed subscriber keeps the confirmed name.
    expect(await caller().call(SETTINGS_QUERY, { hash })).toEqual({ newsletterSettings: null });
    const { hash: newHash } = await linkOf(known);
    expect(
      await caller().call<{ newsletterSettings: { status: string; firstName: string } }>(SETTINGS_QUERY, {
        hash: newHash,
      }),
    ).toMatchObject({ newsletterSettings: { status: 'CONFIRMED', firstName: 'Lotte' } });
    expect((await mailsTo(unknown))[0]!.subject).toBe('Bevestig je inschrijving voor de nieuwsbrief');
  });

  it("refuses the form's wrong fields with the spec's messages (in the store's language), and another store's list", async () => {
    const answer = await caller('nl-nl').call<{ subscribeNewsletter: { success: boolean; errors: UserError[] } }>(
      SUBSCRIBE,
      { input: { email: 'lotte@', firstName: ' ', lastName: '', salutation: '', listId: 3, listCode: 'BENL' } },
    );
    expect(answer.subscribeNewsletter.success).toBe(false);
    expect(answer.subscribeNewsletter.errors).toEqual([
      { code: 'INVALID_INPUT', message: 'Het geslacht is verplicht', field: 'salutation' },
      { code: 'INVALID_INPUT', message: expect.any(String), field: 'listId' },
      { code: 'INVALID_INPUT', message: 'Voornaam is verplicht', field: 'firstName' },
      { code: 'INVALID_INPUT', message: 'Achternaam is verplicht', field: 'lastName' },
      { code: 'INVALID_INPUT', message: 'Vul een geldig e-mailadres in', field: 'email' },
    ]);
    const english = await caller('en').call<{ subscribeNewsletter: { errors: UserError[] } }>(SUBSCRIBE, {
      input: form(''),
    });
    expect(english.subscribeNewsletter.errors).toEqual([
      { code: 'INVALID_INPUT', message: 'Your email address is required', field: 'email' },
    ]);
  });

  it('the loyalty signup and the tablet: list, source, branch code; no mail without the newsletter', async () => {
    const email = newEmail();
    const loyalty = await caller('nl-nl').call<{ signUpLoyalty: unknown }>(LOYALTY, {
      input: {
        id: 1,
        language: 'NL',
        country: 'NL',
        email,
        firstname: 'Bram',
        lastname: 'de Boer',
        birthday: '1980-07-14',
        salutation: 'mr',
        source: 'website-checkout-newsletter-no',
        address: 'Oudegracht',
        housenumber: '1',
        city: 'Utrecht',
      },
    });
    expect(loyalty.signUpLoyalty).toEqual({ success: true, errors: [] });
    expect(await mailsTo(email)).toEqual([]);
    const member = await getDb()
      .selectFrom('commerce_newsletter_subscriber')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ status: 'none', list_id: 1, gender: 'male', birthday: '1980-07-14' });

    // On the tablet: in store, the branch from the storefront's header (one of the shop's stores).
    const tabletEmail = newEmail();
    const tablet = await caller('nl-nl', { branch: 'store-utrecht' }).call<{ ttAddNewsletterMember: unknown }>(TABLET, {
      input: { email: tabletEmail, firstname: 'Sanne', lastname: 'Smit', source: 'instore-nl' },
    });
    expect(tablet.ttAddNewsletterMember).toEqual({ success: true, errors: [] });
    await gateway.mailer.idle();
    const row = await subscriber(tabletEmail);
    expect(row).toMatchObject({
      status: 'pending',
      source: 'instore-nl',
      branch_code: 'store-utrecht',
      list_code: 'NL',
    });
    expect(await mailsTo(tabletEmail)).toHaveLength(1);

    const refused = await caller('nl-nl').call<{ ttAddNewsletterMember: { errors: UserError[] } }>(TABLET, {
      input: { id: 9, email: newEmail(), firstname: '', lastname: 'Smit', source: 'website' },
    });
    expect(refused.ttAddNewsletterMember.errors.map((error) => error.field)).toEqual([
      'id',
      'source',
      'branchcode',
      'firstname',
    ]);
  });

  /** The stored subscriber row of an address (after the answer: storing happens afterwards). */
  async function subscriber(email: string) {
    await gateway.mailer.idle();
    return getDb()
      .selectFrom('commerce_newsletter_subscriber')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  }

  describe('branches are checked against the shop’s stores, and in store is said by a checked branch alone', () => {
    type Answer = { success: boolean; errors: UserError[] };

    it('the tablet: a branch that is not a store (header or input) is refused with a translated message', async () => {
      const fromHeader = newEmail();
      const header = await caller('nl-nl', { branch: 'UTR01' }).call<{ ttAddNewsletterMember: Answer }>(TABLET, {
        input: { email: fromHeader, firstname: 'Sanne', lastname: 'Smit', source: 'instore-nl' },
      });
      expect(header.ttAddNewsletterMember).toEqual({
        success: false,
        errors: [
          {
            code: 'INVALID_INPUT',
            message: 'Een inschrijving op de tablet heeft de filiaalcode van een van onze winkels nodig.',
            field: 'branchcode',
          },
        ],
      });
      const fromInput = newEmail();
      const input = await caller('en', { branch: 'store-utrecht' }).call<{ ttAddNewsletterMember: Answer }>(TABLET, {
        input: { email: fromInput, firstname: 'Sanne', lastname: 'Smit', source: 'instore', branchcode: 'UTR01' },
      });
      expect(input.ttAddNewsletterMember).toEqual({
        success: false,
        errors: [{ code: 'INVALID_INPUT', message: 'This branch code is not one of our stores.', field: 'branchcode' }],
      });
      expect(await subscriber(fromHeader)).toBeUndefined();
      expect(await subscriber(fromInput)).toBeUndefined();
    });

    it('the tablet: a branch code in the input that is a store is recorded, with the in-store source', async () => {
      const email = newEmail();
      const answer = await caller('nl-be').call<{ ttAddNewsletterMember: Answer }>(TABLET, {
        input: { email, firstname: 'Sanne', lastname: 'Smit', source: 'instore', branchcode: 'store-antwerpen' },
      });
      expect(answer.ttAddNewsletterMember).toEqual({ success: true, errors: [] });
      expect(await subscriber(email)).toMatchObject({ source: 'instore-be', branch_code: 'store-antwerpen' });
    });

    it('the form: an in-store source without a store’s branch is refused; a made-up branch counts as the web shop', async () => {
      const claimed = newEmail();
      const refused = await caller('nl-nl').call<{ subscribeNewsletter: Answer }>(SUBSCRIBE, {
        input: form(claimed, { source: 'instore-nl' }),
      });
      expect(refused.subscribeNewsletter).toEqual({
        success: false,
        errors: [
          {
            code: 'INVALID_INPUT',
            message: 'Een inschrijving in de winkel heeft de filiaalcode van een van onze winkels nodig.',
            field: 'source',
          },
        ],
      });
      expect(await subscriber(claimed)).toBeUndefined();

      const madeUp = newEmail();
      const web = await caller('nl-nl', { branch: 'UTR01' }).call<{ subscribeNewsletter: Answer }>(SUBSCRIBE, {
        input: form(madeUp, { source: 'website' }),
      });
      expect(web.subscribeNewsletter).toEqual({ success: true, errors: [] });
      expect(await subscriber(madeUp)).toMatchObject({ source: 'website', branch_code: null, status: 'pending' });
    });

    it('the form and the loyalty signup on a tablet of a store: the in-store source and the branch, whatever was sent', async () => {
      const formEmail = newEmail();
      await caller('nl-nl', { branch: 'store-utrecht' }).call(SUBSCRIBE, {
        input: form(formEmail, { source: 'website' }),
      });
      expect(await subscriber(formEmail)).toMatchObject({ source: 'instore-nl', branch_code: 'store-utrecht' });

      const loyaltyEmail = newEmail();
      const loyalty = await caller('nl-nl', { branch: 'store-utrecht' }).call<{ signUpLoyalty: Answer }>(LOYALTY, {
        input: {
          email: loyaltyEmail,
          firstname: 'Bram',
          lastname: 'de Boer',
          source: 'website-checkout-newsletter-no',
        },
      });
      expect(loyalty.signUpLoyalty).toEqual({ success: true, errors: [] });
      expect(await subscriber(loyaltyEmail)).toMatchObject({
        source: 'instore-nl-checkout-newsletter-no',
        branch_code: 'store-utrecht',
        status: 'none',
      });

      const unknownBranch = await caller('nl-nl').call<{ signUpLoyalty: Answer }>(LOYALTY, {
        input: { email: newEmail(), firstname: 'Bram', lastname: 'de Boer', source: 'website', branchcode: 'UTR01' },
      });
      expect(unknownBranch.signUpLoyalty.errors.map((error) => [error.field, error.message])).toEqual([
        ['branchcode', 'Deze filiaalcode hoort bij geen van onze winkels.'],
      ]);
    });
  });

  it("a logged-in customer's subscription turns the account's newsletter flag on", async () => {
    const who = caller('nl-nl');
    const email = newEmail();
    const registered = await who.call<{ registerCustomer: { errors: UserError[] } }>(
      `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { ${ERRORS} } }`,
      {
        input: {
          salutationKey: 'mr',
          firstName: 'Bram',
          lastName: 'Jansen',
          email,
          password: 'correct horse battery',
          newsletter: false,
          billingAddress: {
            firstName: 'Bram',
            lastName: 'Jansen',
            street: 'Oudegracht',
            houseNumber: '12',
            zipcode: '3511 AB',
            city: 'Utrecht',
            countryIso: 'NL',
          },
        },
      },
    );
    expect(registered.registerCustomer.errors).toEqual([]);
    // The account is made through the confirmation mail's link (issue 14); then the customer logs in.
    await confirmRegistrationOf({ gateway, url }, email);
    const login = await who.call<{ login: { errors: UserError[] } }>(
      `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { ${ERRORS} } }`,
      { email, password: 'correct horse battery' },
    );
    expect(login.login.errors).toEqual([]);
    expect(await who.call('{ customer { newsletter } }')).toEqual({ customer: { newsletter: false } });
    await who.call(SUBSCRIBE, { input: form(email, { firstName: 'Bram', lastName: 'Jansen', salutation: 'mr' }) });
    await gateway.mailer.idle();
    expect(await who.call('{ customer { newsletter } }')).toEqual({ customer: { newsletter: true } });
  });

  it('limits subscriptions per address (3 an hour) and per client (10 an hour), every attempt counted', async () => {
    const email = newEmail();
    const answers: UserError[][] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const data = await caller().call<{ subscribeNewsletter: { errors: UserError[] } }>(SUBSCRIBE, {
        input: form(email),
      });
      answers.push(data.subscribeNewsletter.errors);
    }
    expect(answers.slice(0, 3)).toEqual([[], [], []]);
    expect(answers[3]).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: expect.stringContaining('minuten'), field: null },
    ]);
    expect(await mailsTo(email)).toHaveLength(3);

    const one = caller();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const data = await one.call<{ subscribeNewsletter: { errors: UserError[] } }>(SUBSCRIBE, {
        input: form(newEmail()),
      });
      codes.push(data.subscribeNewsletter.errors[0]?.code ?? 'OK');
    }
    expect(codes).toEqual([...Array(10).fill('OK'), 'TOO_MANY_ATTEMPTS']);
  });

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
