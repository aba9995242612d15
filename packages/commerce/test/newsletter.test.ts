import { describeEachDatabase } from '@shop/db/testing';
import { beforeAll, expect, it } from 'vitest';
import {
  type AccountStore,
  type EmbeddedCommerce,
  NEWSLETTER_LINK_MS,
  Newsletter,
  type NewsletterSignup,
  type NewsletterStore,
  tokenDigest,
} from '../src';
import { ADDRESS_NL, createEngine } from './fixtures';

const STORE: NewsletterStore = { code: 'nl-be', country: 'BE', language: 'nl' };
const ACCOUNT_STORE: AccountStore = {
  country: 'NL',
  currency: 'EUR',
  language: 'nl',
  baseUrl: 'http://localhost:3000',
};

function clock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let emails = 0;
const signup = (overrides: Partial<NewsletterSignup> = {}): NewsletterSignup => ({
  email: `lotte.${++emails}.${Date.now()}@example.com`,
  firstName: 'Lotte',
  lastName: 'Peeters',
  gender: 'female',
  ...overrides,
});

describeEachDatabase('newsletter subscribers', (getDb) => {
  const time = clock();
  let newsletter: Newsletter;
  let accounts: EmbeddedCommerce;

  beforeAll(() => {
    newsletter = new Newsletter(getDb(), time.now);
    accounts = createEngine(getDb(), time.now).engine;
  });

  it('double opt-in: pending with the store list until the link confirms it, then preferences and unsubscribing', async () => {
    const { subscriber, token } = await newsletter.signUp(signup(), STORE);
    expect(subscriber).toMatchObject({
      status: 'pending',
      list: { id: 3, code: 'BENL' },
      language: 'nl',
      country: 'BE',
      storeCode: 'nl-be',
      source: 'website',
      gender: 'female',
      preferences: { forHer: true, forHim: true, promotions: true },
      confirmedAt: null,
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the digest is stored.
    const row = await getDb()
      .selectFrom('commerce_newsletter_subscriber')
      .select(['token_digest'])
      .where('id', '=', subscriber.id)
      .executeTakeFirstOrThrow();
    expect(row.token_digest).toBe(tokenDigest(token!));
    expect(row.token_digest).not.toContain(token!);

    expect((await newsletter.byToken(token!))?.id).toBe(subscriber.id);
    const confirmed = await newsletter.confirm(token!);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    // Confirming twice changes nothing.
    expect((await newsletter.confirm(token!)).confirmedAt).toEqual(confirmed.confirmedAt);

    const preferences = await newsletter.updatePreferences(token!, { forHim: false });
    expect(preferences.preferences).toEqual({ forHer: true, forHim: false, promotions: true });

    const unsubscribed = await newsletter.unsubscribe(token!);
    expect(unsubscribed).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    // The same page can subscribe again.
    expect((await newsletter.confirm(token!)).status).toBe('confirmed');
  });

  it('a new request for the address sends a new link (the older one stops working); a confirmed subscriber keeps the confirmed details', async () => {
    const first = await newsletter.signUp(signup(), STORE);
    const email = first.subscriber.email;
    await newsletter.confirm(first.token!);
    const again = await newsletter.signUp(signup({ email: email.toUpperCase(), firstName: 'Someone else' }), STORE);
    expect(again.subscriber).toMatchObject({ id: first.subscriber.id, status: 'confirmed', firstName: 'Lotte' });
    expect(again.token).not.toBe(first.token);
    expect(await newsletter.byToken(first.token!)).toBeNull();
    await expect(newsletter.unsubscribe(first.token!)).rejects.toMatchObject({ code: 'invalid-newsletter-link' });
    expect((await newsletter.byToken(again.token!))?.email).toBe(email);

    // An unsubscribed address asking again is pending again, with the new details.
    await newsletter.unsubscribe(again.token!);
    const third = await newsletter.signUp(signup({ email, firstName: 'Lotte-Marie' }), STORE);
    expect(third.subscriber).toMatchObject({ status: 'pending', firstName: 'Lotte-Marie' });
  });

  it('a link expires after 30 days', async () => {
    const { token } = await newsletter.signUp(signup(), STORE);
    time.advance(NEWSLETTER_LINK_MS + 1000);
    expect(await newsletter.byToken(token!)).toBeNull();
    await expect(newsletter.confirm(token!)).rejects.toMatchObject({ code: 'invalid-newsletter-link' });
    expect(await newsletter.byToken('not a token')).toBeNull();
  });

  it('the loyalty signup input: list, country, birthday, source, branch code and address; without the newsletter no link', async () => {
    const tablet = await newsletter.signUp(
      signup({
        list: { id: 1, code: 'NL' },
        country: 'nl',
        birthday: '1988-04-02',
        source: 'instore-nl',
        branchCode: '0042',
        street: 'Lijnmarkt',
        houseNumber: '12',
        city: 'Utrecht',
      }),
      STORE,
    );
    expect(tablet.subscriber).toMatchObject({
      status: 'pending',
      list: { id: 1, code: 'NL' },
      country: 'NL',
      birthday: '1988-04-02',
      source: 'instore-nl',
      branchCode: '0042',
    });
    const member = await newsletter.signUp(signup({ source: 'website-checkout-newsletter-no' }), STORE);
    expect(member).toMatchObject({ token: null, subscriber: { status: 'none' } });
    // A later subscription of that member asks for the opt-in.
    const later = await newsletter.signUp(signup({ email: member.subscriber.email }), STORE);
    expect(later.subscriber.status).toBe('pending');
    expect(later.token).not.toBeNull();
  });

  it('refuses what the rules refuse, field by field', async () => {
    await expect(
      newsletter.signUp(
        signup({
          email: 'not an address',
          firstName: ' ',
          source: 'somewhere',
          list: { id: 1, code: 'DE' },
          birthday: '2999-01-01',
          country: 'Nederland',
        }),
        STORE,
      ),
    ).rejects.toMatchObject({
      code: 'invalid-newsletter-signup',
      details: {
        issues: [
          { field: 'firstName', code: 'required' },
          { field: 'email', code: 'invalid-email' },
          { field: 'source', code: 'invalid-source' },
          { field: 'id', code: 'invalid-list' },
          { field: 'country', code: 'invalid-country' },
          { field: 'birthday', code: 'invalid-birthday' },
        ],
      },
    });
  });

  it("is the one truth of a customer's newsletter flag: registration, the profile and the form", async () => {
    const email = `klant.${++emails}.${Date.now()}@example.com`;
    const registration = {
      salutationKey: 'mr',
      firstName: 'Bram',
      lastName: 'Jansen',
      email,
      password: 'correct horse battery',
      billingAddress: ADDRESS_NL,
    };
    const { customer } = await accounts.registrations.register(
      { ...registration, newsletter: false },
      ACCOUNT_STORE,
      null,
    );
    expect(customer.newsletter).toBe(false);
    // Every registration is a loyalty signup.
    expect(await newsletter.byEmail(email)).toMatchObject({
      status: 'none',
      source: 'website-signup-newsletter-no',
      list: { id: 1, code: 'NL' },
      gender: 'male',
    });

    // Switched on in the profile: pending (the mail confirms), and the flag is on.
    expect((await accounts.customers.updateCustomer(customer.id, { newsletter: true })).newsletter).toBe(true);
    expect((await newsletter.byEmail(email))?.status).toBe('pending');
    // Off: unsubscribed.
    expect((await accounts.customers.updateCustomer(customer.id, { newsletter: false })).newsletter).toBe(false);
    expect((await newsletter.byEmail(email))?.status).toBe('unsubscribed');

    // Subscribing through the form (same address) turns the account's flag on.
    const { token } = await newsletter.signUp(signup({ email }), STORE);
    expect((await accounts.customers.getCustomer(customer.id))?.newsletter).toBe(true);
    await newsletter.unsubscribe(token!);
    expect((await accounts.customers.getCustomer(customer.id))?.newsletter).toBe(false);

    // A registration with the newsletter ticked: pending.
    const ticked = `${email}.nl`;
    const registered = await accounts.registrations.register(
      { ...registration, email: ticked, newsletter: true },
      ACCOUNT_STORE,
      null,
    );
    expect(registered.customer.newsletter).toBe(true);
    expect(await newsletter.byEmail(ticked)).toMatchObject({
      status: 'pending',
      source: 'website-signup-newsletter-yes',
    });
    expect((await newsletter.newLink(ticked))?.token).toMatch(/^[\w-]{43}$/);
    expect(await newsletter.newLink(email)).toBeNull();
  });
});
