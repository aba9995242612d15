import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import type { GraphQLResponse } from './harness';
import { clientAddressHeaders, startGateway, uniqueClientAddress } from './harness';

import { form, LOYALTY, newEmail, SUBSCRIBE, TABLET, type UserError } from './newsletter-answers';

describeEachDatabase('the commerce subschema: newsletter branches', (getDb) => {
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
});
