import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Gateway } from '../src/app';
import { ADDRESS_NL, CUSTOMER, ERRORS, newEmail, PASSWORD, REGISTER, type UserError } from './account-answers';
import { confirmRegistrationOf, startGateway } from './harness';
import { type GatewayShopper, gatewayShopper } from './shopper';

export type Shopper = GatewayShopper;

/** A mail as the development mail page lists it. */
export interface ListedMail {
  id: string;
  to: string;
  kind: string;
  language: string;
  subject: string;
  status: string;
  url: string;
}

export interface AccountWorldOptions {
  /**
   * `running` (the default): the system's clock, moved ahead by the tests that wait. `frozen`: stands still unless a
   * test moves it, so a wait the gateway answers does not shrink by the time a slow machine takes between requests.
   */
  clock?: 'running' | 'frozen';
  /** The gateway's clock when the test file keeps its own (it then ignores `clock`). */
  now?: () => Date;
}

/** The gateway's clock as the tests move it. */
function worldClock(kind: 'running' | 'frozen') {
  const startMs = Date.now();
  const clock = {
    offsetMs: 0,
    now: () => new Date((kind === 'frozen' ? startMs : Date.now()) + clock.offsetMs),
    advance(ms: number) {
      clock.offsetMs += ms;
    },
  };
  return clock;
}

/**
 * A gateway started before the file's tests and closed after them (registers the hooks, so call it inside the
 * `describeEachDatabase` body), and the helpers that shop at it: shoppers, registration and the development outbox.
 */
export function accountWorld(getDb: () => Kysely<Database>, options: AccountWorldOptions = {}) {
  const clock = worldClock(options.clock ?? 'running');
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ gateway, url } = await startGateway(getDb(), { now: options.now ?? clock.now }));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** The running gateway and its address (set once the hooks ran). */
  const world = {
    get gateway() {
      return gateway;
    },
    get url() {
      return url;
    },
  };

  /**
   * A shopper behind the storefront: keeps the session token the gateway answers (the storefront's cookie) and sends
   * its own client address the way the storefront's server does (each shopper counts apart in the rate limits).
   */
  function shopper(store = 'nl-nl'): Shopper {
    return gatewayShopper(url, { store });
  }

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
   * Registers as a shopper does now: asks, follows the confirmation mail's link, then logs in with the
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
  async function mails(): Promise<ListedMail[]> {
    await gateway.mailer.idle();
    const response = await fetch(`${url}/dev/mails`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    return response.json();
  }
  const mailTo = async (email: string, kind: string) =>
    (await mails()).filter((m) => m.to === email && m.kind === kind);

  return { world, clock, shopper, registrationInput, register, addToCart, mails, mailTo };
}
