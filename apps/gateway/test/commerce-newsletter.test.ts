import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import type { GraphQLResponse } from './harness';
import { clientAddressHeaders, confirmRegistrationOf, startGateway, uniqueClientAddress } from './harness';

import {
  CONFIRM,
  ERRORS,
  form,
  LOYALTY,
  newEmail,
  SETTINGS_QUERY,
  SUBSCRIBE,
  TABLET,
  UNSUBSCRIBE,
  UPDATE,
  type UserError,
} from './newsletter-answers';

describeEachDatabase('the commerce subschema: newsletter', (getDb) => {
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

  /** The stored subscriber row of an address (after the answer: storing happens afterwards). */
  async function subscriber(email: string) {
    await gateway.mailer.idle();
    return getDb()
      .selectFrom('commerce_newsletter_subscriber')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
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
    // The account is made through the confirmation mail's link; then the customer logs in.
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
});
