import { describeEachDatabase } from '@shop/db/testing';
import { type TabletopEntry, tabletopRegistration } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { createGateway } from '../src/app';
import { EMBEDDED_BOT_CHECK_TOKEN } from '../src/bot-check';
import { INSTORE_PATH, loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import {
  clientAddressHeaders,
  config,
  confirmRegistrationOf,
  type GraphQLResponse,
  startGateway,
  uniqueClientAddress,
} from './harness';
import { dcStock, world } from './world';

const MINUTE = 60_000;
const SESSION_FIELDS = 'id status statusCode ttlDt location { id name code }';
const now = new Date();

/** A stocked size of an ordinary product, for the order placed in a store. */
const stocked = world.catalog.products.find(
  (product) =>
    !product.isOneSize &&
    (!product.comingSoonDate || new Date(product.comingSoonDate) <= now) &&
    product.variants.every((variant) => !variant.deliveryTime) &&
    product.variants.some((variant) => dcStock(variant.sku) >= 8),
)!;
const size = stocked.variants.find((variant) => dcStock(variant.sku) >= 8)!;
const amsterdam = world.stockLocations.find((location) => location.code === 'store-amsterdam')!;

interface SessionAnswer {
  id: string;
  status: string;
  statusCode: string;
  ttlDt: string;
  location: { id: string; name: string; code: string };
}

describeEachDatabase(
  'in-store sessions through the gateway: REST, the instore subschema, orders in a store',
  (getDb) => {
    let gateway: Gateway;
    let url: string;
    /** A second gateway whose instore subschema reads the first one's REST API (INSTORE_BASE_URL). */
    let remote: Gateway;
    let remoteUrl: string;
    const clock = { now: new Date() };

    beforeAll(async () => {
      ({ gateway, url } = await startGateway(getDb(), { now: () => clock.now }));
      const remoteConfig = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        GATEWAY_PORT: '0',
        INSTORE_BASE_URL: `${url}${INSTORE_PATH}`,
      });
      remote = await createGateway(remoteConfig, createLogger('silent'), { db: getDb(), now: () => clock.now });
      await new Promise<void>((resolve) => remote.server.listen(0, '127.0.0.1', resolve));
      const address = remote.server.address() as { port: number };
      remoteUrl = `http://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      await remote?.close();
      await gateway?.close();
    });
    beforeEach(async () => {
      await getDb().deleteFrom('instore_session').execute();
    });

    const staff = async (path: string, body: object = {}, key = config.instore.staffKey) =>
      fetch(`${url}${INSTORE_PATH}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
    const open = async (location = 'store-amsterdam', ttlMinutes = 60) =>
      (await (await staff('/sessions', { location, ttlMinutes })).json()) as { id: string; ttlDt: string };
    const close = (id: string) => staff(`/sessions/${id}/close`);

    async function query(base: string, field: 'instoreSession' | 'refreshInstoreSession', id: string) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-store': 'nl-nl' },
        body: JSON.stringify({
          query: `query S($id: ID!) { s: ${field}(id: $id) { ${SESSION_FIELDS} } }`,
          variables: { id },
        }),
      });
      const body = (await response.json()) as GraphQLResponse<{ s: SessionAnswer | null }>;
      expect(body.errors).toBeUndefined();
      return body.data!.s;
    }

    /** The same question to the embedded adapter and the remote one: both must answer alike. */
    async function both(field: 'instoreSession' | 'refreshInstoreSession', id: string) {
      const [embedded, remoteAnswer] = await Promise.all([query(url, field, id), query(remoteUrl, field, id)]);
      expect(remoteAnswer).toEqual(embedded);
      return embedded;
    }

    it('serves the REST API and the subschema with the same session', async () => {
      const opened = await open();
      const rest = await (await fetch(`${url}${INSTORE_PATH}/sessions/${opened.id}`)).json();
      expect(rest).toEqual({
        id: opened.id,
        status: 'OPEN',
        ttlDt: new Date(clock.now.getTime() + 60 * MINUTE).toISOString(),
        location: { id: amsterdam.code, name: amsterdam.name, code: amsterdam.code },
      });
      expect(await both('instoreSession', opened.id)).toEqual({ ...(rest as object), statusCode: 'OPEN' });
    });

    it('OPEN → EXPIRED → refreshed to the store’s new session, in both adapters', async () => {
      const first = await open('store-amsterdam', 30);
      expect((await both('refreshInstoreSession', first.id))?.id).toBe(first.id);
      clock.now = new Date(clock.now.getTime() + 30 * MINUTE);
      expect(await both('instoreSession', first.id)).toMatchObject({ status: 'EXPIRED', statusCode: 'EXPIRED' });
      expect(await both('refreshInstoreSession', first.id)).toMatchObject({ id: first.id, status: 'EXPIRED' });
      const second = await open('store-amsterdam', 30);
      expect(await both('refreshInstoreSession', first.id)).toMatchObject({ id: second.id, status: 'OPEN' });
    });

    it('OPEN → CLOSED by staff: refresh answers CLOSED until staff open the store again', async () => {
      const first = await open();
      expect((await close(first.id)).status).toBe(200);
      expect(await both('instoreSession', first.id)).toMatchObject({ status: 'CLOSED' });
      expect(await both('refreshInstoreSession', first.id)).toMatchObject({ id: first.id, status: 'CLOSED' });
      const second = await open();
      expect(await both('refreshInstoreSession', first.id)).toMatchObject({ id: second.id, status: 'OPEN' });
    });

    it('answers a status beyond the three as OTHER, with the status as written', async () => {
      const session = await open();
      await getDb().updateTable('instore_session').set({ status: 'REVOKED' }).where('id', '=', session.id).execute();
      expect(await both('instoreSession', session.id)).toMatchObject({ status: 'OTHER', statusCode: 'REVOKED' });
      expect(await both('refreshInstoreSession', session.id)).toMatchObject({ status: 'OTHER', statusCode: 'REVOKED' });
    });

    it('answers null for unknown and malformed ids', async () => {
      expect(await both('instoreSession', 'AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
      expect(await both('refreshInstoreSession', 'AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
      expect(await both('instoreSession', '../locations')).toBeNull();
    });

    it('keeps the staff endpoint to the staff key; a gateway over a remote service serves no REST API', async () => {
      expect((await staff('/sessions', { location: 'store-amsterdam' }, 'not-the-staff-key')).status).toBe(401);
      expect((await staff('/sessions', { location: 'stockdc' })).status).toBe(404);
      expect((await fetch(`${remoteUrl}${INSTORE_PATH}/sessions/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
      const refused = await fetch(`${remoteUrl}${INSTORE_PATH}/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.instore.staffKey}` },
        body: '{"location":"store-amsterdam"}',
      });
      expect(refused.status).toBe(404);
    });

    describe('orders placed on a tablet', () => {
      async function placeOrder(branch: string | null, key: string) {
        let token: string | undefined;
        const call = async <T>(query: string, variables: object = {}) => {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-shop-store': 'nl-nl',
              ...(branch ? { 'x-shop-branch': branch } : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
          });
          token = response.headers.get('x-shop-context-token') ?? token;
          const body = (await response.json()) as GraphQLResponse<T>;
          expect(body.errors).toBeUndefined();
          return body.data as T;
        };
        await call('mutation A($items: [CartItemInput!]!) { addToCart(items: $items) { errors { code } } }', {
          items: [{ referencedId: size.sku }],
        });
        await call('mutation { updateContact(input: { email: "tablet@example.com" }) { errors { code } } }');
        await call(
          'mutation A($input: CheckoutAddressesInput!) { updateAddresses(input: $input) { errors { code } } }',
          {
            input: {
              billingAddress: {
                firstName: 'Anna',
                lastName: 'de Vries',
                street: 'Kalverstraat',
                houseNumber: '1',
                zipcode: '1012 NX',
                city: 'Amsterdam',
                countryIso: 'NL',
              },
            },
          },
        );
        const placed = await call<{ placeOrder: { order: { id: string } | null; errors: unknown[] } }>(
          'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { code } } }',
          { input: { idempotencyKey: key } },
        );
        expect(placed.placeOrder.errors).toEqual([]);
        const row = await getDb()
          .selectFrom('commerce_order')
          .select('store_code')
          .where('id', '=', placed.placeOrder.order!.id)
          .executeTakeFirstOrThrow();
        return row.store_code;
      }

      it('carry the branch when it is one of the shop’s stores, else the web store', async () => {
        expect(await placeOrder('store-amsterdam', 'instore-order-1')).toBe('store-amsterdam');
        expect(await placeOrder('store-nowhere', 'instore-order-2')).toBe('nl-nl');
        // The distribution centre is a stock location but not a store.
        expect(await placeOrder('stockdc', 'instore-order-3')).toBe('nl-nl');
        expect(await placeOrder('bad branch;', 'instore-order-4')).toBe('nl-nl');
        expect(await placeOrder(null, 'instore-order-5')).toBe('nl-nl');
      });
    });

    describe('tabletop registration on a tablet', () => {
      /** What the tablet's form holds (the storefront's TabletopRegisterPage maps it with tabletopRegistration). */
      const entry = (email: string, overrides: Partial<TabletopEntry> = {}): TabletopEntry => ({
        salutationKey: 'mrs',
        firstName: 'Anna',
        insertion: 'van der',
        lastName: 'Berg',
        email,
        password: 'correct horse battery',
        birthdayYear: null,
        birthdayMonth: null,
        birthdayDay: null,
        newsletter: true,
        street: 'Oudegracht',
        houseNumber: '151',
        houseNumberAddition: 'bis',
        zipcode: '3511 AZ',
        city: 'Utrecht',
        countryIso: 'NL',
        phoneNumber: '',
        ...overrides,
      });
      const REGISTER = `mutation AccountRegister($input: RegisterCustomerInput!) {
        registerCustomer(input: $input) { errors { code message field } }
      }`;
      const LOGIN = `mutation AccountLogin($email: String!, $password: String!) {
        login(email: $email, password: $password) {
          customer { id firstName lastName defaultBillingAddress { lastName houseNumber houseNumberAddition } }
          context { loggedIn billingAddress { lastName street additionalAddressLine1 additionalAddressLine2 } }
          errors { code message field }
        }
      }`;
      interface Registered {
        login: {
          customer: {
            id: string;
            lastName: string;
            defaultBillingAddress: { lastName: string; houseNumber: string; houseNumberAddition: string | null };
          } | null;
          context: {
            loggedIn: boolean;
            billingAddress: {
              lastName: string;
              additionalAddressLine1: string | null;
              additionalAddressLine2: string | null;
            } | null;
          };
          errors: unknown[];
        };
      }

      /** The storefront's registration call from a tablet whose in-store cookies name `branch`. */
      async function registerOnTablet(branch: string | null, tabletop: TabletopEntry) {
        const post = async <T>(query: string, variables: object) => {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-shop-store': 'nl-nl',
              ...clientAddressHeaders(uniqueClientAddress()),
              'x-recaptcha-token': EMBEDDED_BOT_CHECK_TOKEN,
              ...(branch ? { 'x-shop-branch': branch } : {}),
            },
            body: JSON.stringify({ query, variables }),
          });
          const body = (await response.json()) as GraphQLResponse<T>;
          expect(body.errors).toBeUndefined();
          return body.data!;
        };
        const input = tabletopRegistration(tabletop);
        const registered = await post<{ registerCustomer: { errors: unknown[] } }>(REGISTER, { input });
        expect(registered.registerCustomer.errors).toEqual([]);
        // The account is made through the confirmation mail's link; then the customer logs in.
        await confirmRegistrationOf({ gateway, url }, input.email);
        const login = await post<Registered>(LOGIN, { email: input.email, password: input.password });
        expect(login.login.errors).toEqual([]);
        await gateway.mailer.idle();
        return login.login;
      }

      const stored = async (customerId: string, email: string) => ({
        customer: await getDb()
          .selectFrom('commerce_customer')
          .select(['last_name', 'default_billing_address_id'])
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow(),
        address: await getDb()
          .selectFrom('commerce_customer_address')
          .select('address')
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
        subscriber: await getDb()
          .selectFrom('commerce_newsletter_subscriber')
          .select(['source', 'branch_code', 'status'])
          .where('email', '=', email)
          .executeTakeFirstOrThrow(),
      });

      it('stores the spec’s mapping and records the store the customer signed up in', async () => {
        const email = `tablet.${Date.now()}@example.com`;
        const answer = await registerOnTablet('store-utrecht', entry(email));
        expect(answer.context.loggedIn).toBe(true);
        // Last name: insertion + ' ' + last name, on the customer and on the address.
        expect(answer.customer).toMatchObject({
          lastName: 'van der Berg',
          defaultBillingAddress: { lastName: 'van der Berg', houseNumber: '151', houseNumberAddition: 'bis' },
        });
        // The address under the spec's names: additionalAddressLine1 the house number, 2 the addition.
        expect(answer.context.billingAddress).toMatchObject({
          lastName: 'van der Berg',
          additionalAddressLine1: '151',
          additionalAddressLine2: 'bis',
        });
        const { customer, address, subscriber } = await stored(answer.customer!.id, email);
        expect(customer.last_name).toBe('van der Berg');
        expect(address.address).toMatchObject({
          lastName: 'van der Berg',
          houseNumber: '151',
          houseNumberAddition: 'bis',
        });
        // The loyalty signup of the registration: in store, with the store's branch.
        expect(subscriber).toEqual({
          source: 'instore-nl-signup-newsletter-yes',
          branch_code: 'store-utrecht',
          status: 'pending',
        });
      });

      it('without an addition the second line stays empty; a branch that is not a store is a web registration', async () => {
        const email = `tablet.${Date.now()}.web@example.com`;
        const answer = await registerOnTablet(
          'UTR01',
          entry(email, { insertion: '', houseNumberAddition: ' ', newsletter: false }),
        );
        expect(answer.context.billingAddress).toMatchObject({
          lastName: 'Berg',
          additionalAddressLine1: '151',
          additionalAddressLine2: null,
        });
        const { subscriber } = await stored(answer.customer!.id, email);
        expect(subscriber).toEqual({ source: 'website-signup-newsletter-no', branch_code: null, status: 'none' });
      });
    });
  },
);

describe('the in-store configuration', () => {
  it('takes a staff key of at least 16 characters, else makes a random one per process', () => {
    const configured = loadConfig({ INSTORE_STAFF_KEY: 'a-staff-key-of-enough-length' });
    expect(configured.instore).toEqual({
      baseUrl: undefined,
      staffKey: 'a-staff-key-of-enough-length',
      staffKeyGenerated: false,
    });
    const generated = loadConfig({});
    expect(generated.instore.staffKeyGenerated).toBe(true);
    expect(generated.instore.staffKey).toMatch(/^[\w-]{32}$/);
    expect(loadConfig({}).instore.staffKey).not.toBe(generated.instore.staffKey);
    expect(() => loadConfig({ INSTORE_STAFF_KEY: 'short' })).toThrow(/INSTORE_STAFF_KEY/);
    expect(loadConfig({ INSTORE_BASE_URL: 'https://instore.example.com/v1' }).instore.baseUrl).toBe(
      'https://instore.example.com/v1',
    );
    expect(() => loadConfig({ INSTORE_BASE_URL: 'not a url' })).toThrow(/INSTORE_BASE_URL/);
  });
});
