import { randomInt } from 'node:crypto';
import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import type { GraphQLResponse } from './harness';
import { clientAddressHeaders, confirmRegistrationOf, startGateway, uniqueClientAddress } from './harness';
import { world } from './world';

/**
 * Monday 22 December 2025, 10:30 in Amsterdam: the stores' exceptions and "open now" are judged at this moment (the
 * stores' exceptions are counted from the day the gateway starts). Sessions need the real clock (the engine compares
 * a context's expiry with the database's), so the favourites run on a second gateway with it.
 */
const NOW = new Date('2025-12-22T09:30:00Z');

const STORE_FIELDS = `
  id reference title street houseNumber postcode city country countryName lat lng mapUrl telephone
  distance distanceFormatted favourite
  openingDays { day dayName open periods { start end } }
  openingDayExceptions { date dateFormatted day dayName open reason reasonCode periods { start end } }
  openingStatus { state time label hoursText periods { start end } exception { reasonCode } }
`;
const LIST = `query L($near: String, $lat: Float, $lng: Float) {
  storeLocations(near: $near, lat: $lat, lng: $lng) { origin { label lat lng } message stores { ${STORE_FIELDS} } } }`;

interface StoreAnswer {
  id: string;
  reference: string;
  title: string;
  country: string;
  countryName: string;
  lat: number;
  lng: number;
  mapUrl: string;
  distance: number | null;
  distanceFormatted: string | null;
  favourite: boolean;
  openingDays: { day: number; dayName: string; open: boolean; periods: { start: string; end: string }[] }[];
  openingDayExceptions: {
    date: string;
    dateFormatted: string;
    day: number;
    dayName: string;
    open: boolean;
    reason: string;
    reasonCode: string;
    periods: { start: string; end: string }[];
  }[];
  openingStatus: {
    state: string;
    time: string | null;
    label: string;
    hoursText: string;
    periods: { start: string; end: string }[];
    exception: { reasonCode: string } | null;
  };
}
interface ListAnswer {
  storeLocations: {
    origin: { label: string; lat: number; lng: number } | null;
    message: string | null;
    stores: StoreAnswer[];
  };
}

/** The store codes holding units of a product (over its sizes), from the demo world the gateway seeded. */
function storeStockOf(productSku: string) {
  const rows = world.stock.filter(
    (entry) => entry.sku.startsWith(`${productSku}.`) && entry.locationCode.startsWith('store-') && entry.qty > 0,
  );
  const byStore = new Map<string, number>();
  for (const row of rows) byStore.set(row.locationCode, (byStore.get(row.locationCode) ?? 0) + row.qty);
  return { rows, byStore };
}

describeEachDatabase('the commerce subschema: stores', (getDb) => {
  let fixed: { gateway: Gateway; url: string };
  let live: { gateway: Gateway; url: string };

  beforeAll(async () => {
    fixed = await startGateway(getDb(), { now: () => NOW });
    live = await startGateway(getDb());
  });
  afterAll(async () => {
    await fixed?.gateway.close();
    await live?.gateway.close();
  });

  /** A shopper keeping the session token the gateway answers (as the storefront's cookie does). */
  function shopper(store = 'nl-nl', clock: 'fixed' | 'live' = 'fixed') {
    let token: string | undefined;
    const clientIp = uniqueClientAddress();
    return {
      async raw<T>(query: string, variables: object = {}) {
        const { url } = clock === 'fixed' ? fixed : live;
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shop-store': store,
            ...clientAddressHeaders(clientIp),
            // The embedded bot check's token (registration is a protected operation).
            'x-recaptcha-token': 'embedded-recaptcha-token',
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

  describe('the store list', () => {
    it('without a search: every store, the request country first, no distances', async () => {
      const { storeLocations } = await shopper('nl-be').call<ListAnswer>(LIST);
      expect(storeLocations.origin).toBeNull();
      expect(storeLocations.message).toBeNull();
      const references = storeLocations.stores.map((store) => store.reference);
      expect(references).toHaveLength(12);
      expect(references.slice(0, 3)).toEqual(['antwerpen', 'bruxelles', 'gent']);
      expect(new Set(references).size).toBe(12);
      expect(storeLocations.stores.every((store) => store.distance === null && store.distanceFormatted === null)).toBe(
        true,
      );
      // The reference rule: the two Amsterdam and the two Rotterdam stores carry street and house number.
      expect(references).toEqual(
        expect.arrayContaining([
          'amsterdam-kalverstraat-112',
          'amsterdam-beethovenstraat-34',
          'rotterdam-lijnbaan-48',
          'rotterdam-zuidplein-412',
          'utrecht',
          'koln',
        ]),
      );
    });

    it.each([
      {
        case: 'a Dutch postcode',
        store: 'nl-nl',
        near: '1012 AB',
        origin: 'Amsterdam',
        first: ['amsterdam-kalverstraat-112', 'amsterdam-beethovenstraat-34', 'utrecht'],
      },
      {
        case: 'another name of a city',
        store: 'nl-be',
        near: 'Brussel',
        origin: 'Bruxelles',
        first: ['bruxelles', 'antwerpen', 'gent'],
      },
      {
        case: 'a Belgian postcode in the Belgian store',
        store: 'fr-be',
        near: '1000',
        origin: 'Bruxelles',
        first: ['bruxelles'],
      },
      { case: 'a German postcode', store: 'de-de', near: '50667', origin: 'Köln', first: ['koln'] },
      { case: 'a city name without accents', store: 'en', near: 'koln', origin: 'Köln', first: ['koln'] },
    ])('nearest first from $case', async ({ store, near, origin, first }) => {
      const { storeLocations } = await shopper(store).call<ListAnswer>(LIST, { near });
      expect(storeLocations.origin?.label).toBe(origin);
      expect(storeLocations.message).toBeNull();
      expect(storeLocations.stores.slice(0, first.length).map((entry) => entry.reference)).toEqual(first);
      const distances = storeLocations.stores.map((entry) => entry.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((distance) => Number.isInteger(distance))).toBe(true);
    });

    it('formats distances in the request language', async () => {
      const nl = await shopper('nl-nl').call<ListAnswer>(LIST, { near: '1012 AB' });
      expect(nl.storeLocations.stores[0]).toMatchObject({ distance: 461, distanceFormatted: '460 m' });
      expect(nl.storeLocations.stores[2]?.distanceFormatted).toMatch(/^\d+,\d km$/);
      const en = await shopper('en').call<ListAnswer>(LIST, { near: '1012 AB' });
      expect(en.storeLocations.stores[2]?.distanceFormatted).toMatch(/^\d+\.\d km$/);
    });

    it('measures from the browser position', async () => {
      const { storeLocations } = await shopper('en').call<ListAnswer>(LIST, { lat: 48.2, lng: 16.37 });
      expect(storeLocations.origin).toEqual({ label: 'My location', lat: 48.2, lng: 16.37 });
      expect(storeLocations.stores[0]?.reference).toBe('wien');
      expect(storeLocations.stores[0]?.distance).toBeLessThan(3000);
    });

    it('says so when a searched place is unknown, and keeps the usual order', async () => {
      const { storeLocations } = await shopper('en').call<ListAnswer>(LIST, { near: 'Atlantis' });
      expect(storeLocations.origin).toBeNull();
      expect(storeLocations.message).toBe('We could not find "Atlantis". Try a postcode or a city name.');
      expect(storeLocations.stores).toHaveLength(12);
    });

    it.each([
      { case: 'a latitude off the earth', variables: { lat: 120, lng: 5 }, field: 'lat' },
      { case: 'a latitude without a longitude', variables: { lat: 52 }, field: 'lat' },
      { case: 'a search that is no postcode or place', variables: { near: 'x'.repeat(101) }, field: 'near' },
    ])('refuses $case', async ({ variables, field }) => {
      const body = await shopper('en').raw(LIST, variables);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    });
  });

  describe('one store', () => {
    const ONE = `query S($reference: ID!) { storeLocation(reference: $reference) { ${STORE_FIELDS} } }`;

    it('by its reference: address, position, map link, telephone and the week in the request language', async () => {
      const { storeLocation } = await shopper('nl-nl').call<{ storeLocation: StoreAnswer }>(ONE, {
        reference: 'amsterdam-kalverstraat-112',
      });
      expect(storeLocation).toMatchObject({
        id: 'store-amsterdam',
        title: 'Amsterdam',
        street: 'Kalverstraat',
        houseNumber: '112',
        postcode: '1012 PK',
        city: 'Amsterdam',
        country: 'NL',
        countryName: 'Nederland',
        lat: 52.3689,
        lng: 4.8913,
        mapUrl: 'https://www.openstreetmap.org/?mlat=52.3689&mlon=4.8913#map=17/52.3689/4.8913',
        telephone: '+31 20 555 0112',
        distance: null,
        favourite: false,
      });
      expect(storeLocation.openingDays.map((day) => day.dayName)).toEqual([
        'maandag',
        'dinsdag',
        'woensdag',
        'donderdag',
        'vrijdag',
        'zaterdag',
        'zondag',
      ]);
      expect(storeLocation.openingDays[3]).toMatchObject({ open: true, periods: [{ start: '10:00', end: '21:00' }] });
    });

    it('announces the exceptions of the coming weeks: closed holidays and changed hours, worded for the request', async () => {
      const { storeLocation } = await shopper('nl-nl').call<{ storeLocation: StoreAnswer }>(ONE, {
        reference: 'amsterdam-kalverstraat-112',
      });
      const exceptions = storeLocation.openingDayExceptions;
      expect(exceptions.every((exception) => exception.date >= '2025-12-22' && exception.date < '2026-02-16')).toBe(
        true,
      );
      expect(exceptions.map((exception) => exception.date)).toEqual(
        [...exceptions.map((exception) => exception.date)].sort(),
      );
      expect(exceptions).toContainEqual({
        date: '2025-12-25',
        dateFormatted: 'donderdag 25 december',
        day: 4,
        dayName: 'donderdag',
        open: false,
        reason: 'Eerste kerstdag',
        reasonCode: 'christmas-day',
        periods: [],
      });
      expect(exceptions).toContainEqual(
        expect.objectContaining({
          date: '2025-12-24',
          open: true,
          reasonCode: 'christmas-eve',
          periods: [{ start: '10:00', end: '17:00' }],
        }),
      );
      const en = await shopper('en').call<{ storeLocation: StoreAnswer }>(ONE, {
        reference: 'amsterdam-kalverstraat-112',
      });
      expect(en.storeLocation.openingDayExceptions).toContainEqual(
        expect.objectContaining({ date: '2025-12-25', dateFormatted: 'Thursday 25 December', reason: 'Christmas Day' }),
      );
    });

    it.each([
      // Monday 10:30 local time.
      {
        reference: 'rotterdam-lijnbaan-48',
        state: 'OPEN',
        time: '18:00',
        label: 'Open until 18:00',
        hours: '10:00–18:00',
      },
      {
        reference: 'amsterdam-kalverstraat-112',
        state: 'OPENS_LATER',
        time: '11:00',
        label: 'Opens at 11:00',
        hours: '11:00–18:00',
      },
      {
        reference: 'amsterdam-beethovenstraat-34',
        state: 'CLOSED_TODAY',
        time: null,
        label: 'Closed today',
        hours: 'Closed',
      },
      { reference: 'gent', state: 'OPEN', time: '12:30', label: 'Open until 12:30', hours: '10:00–12:30, 13:30–18:00' },
    ])('$reference at 10:30 on a Monday: $label', async ({ reference, state, time, label, hours }) => {
      const { storeLocation } = await shopper('en').call<{ storeLocation: StoreAnswer }>(ONE, { reference });
      expect(storeLocation.openingStatus).toMatchObject({ state, time, label, hoursText: hours });
    });

    it('is null for an unknown reference', async () => {
      expect(await shopper().call(ONE, { reference: 'amsterdam' })).toEqual({ storeLocation: null });
    });
  });

  describe('favourite stores', () => {
    it('come first for their customer, and only for them', async () => {
      const customer = shopper('nl-nl', 'live');
      const email = `stores.${Date.now()}.${randomInt(1_000_000)}@example.com`;
      const registered = await customer.call<{ registerCustomer: { errors: unknown[] } }>(
        `mutation R($input: RegisterCustomerInput!) { registerCustomer(input: $input) { errors { code message } } }`,
        {
          input: {
            salutationKey: 'mrs',
            firstName: 'Anna',
            lastName: 'de Vries',
            email,
            password: 'correct horse battery',
            newsletter: false,
            billingAddress: {
              firstName: 'Anna',
              lastName: 'de Vries',
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
      await confirmRegistrationOf(live, email);
      const login = await customer.call<{ login: { errors: unknown[] } }>(
        `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { errors { code } } }`,
        { email, password: 'correct horse battery' },
      );
      expect(login.login.errors).toEqual([]);
      for (const reference of ['lille', 'gent']) {
        await customer.call(`mutation { toggleFavouriteStore(reference: "${reference}") { errors { code } } }`);
      }

      const mine = await customer.call<ListAnswer>(LIST, { near: '1012 AB' });
      expect(mine.storeLocations.stores.slice(0, 3).map((store) => [store.reference, store.favourite])).toEqual([
        ['gent', true],
        ['lille', true],
        ['amsterdam-kalverstraat-112', false],
      ]);
      const withoutSearch = await customer.call<ListAnswer>(LIST);
      expect(withoutSearch.storeLocations.stores.slice(0, 3).map((store) => store.reference)).toEqual([
        'gent',
        'lille',
        'amsterdam-beethovenstraat-34',
      ]);

      const guest = await shopper('nl-nl', 'live').call<ListAnswer>(LIST, { near: '1012 AB' });
      expect(guest.storeLocations.stores[0]?.reference).toBe('amsterdam-kalverstraat-112');
      expect(guest.storeLocations.stores.some((store) => store.favourite)).toBe(false);
    });
  });

  describe('stock in the stores', () => {
    // A product some stores hold (two or more), and one no store holds.
    const held = world.catalog.products.find((product) => storeStockOf(product.sku).byStore.size >= 2)!;
    const notHeld = world.catalog.products.find(
      (product) => !product.comingSoonDate && storeStockOf(product.sku).byStore.size === 0,
    )!;
    const STORE_STOCK = `query P($sku: ID!) { product(sku: $sku) { sku name storeStock { storeCount
      stores { qty store { id reference title openingStatus { state } } locations { code name qty sku } } } } }`;
    type ProductAnswer = {
      product: {
        sku: string;
        name: string;
        storeStock: {
          storeCount: number;
          stores: {
            qty: number;
            store: { id: string; reference: string };
            locations: { code: string; name: string; qty: number; sku: string }[];
          }[];
        };
      };
    };

    it('counts the stores holding a size of a product, with their units per size (through the Product merge)', async () => {
      const expected = storeStockOf(held.sku);
      const { product } = await shopper('en').call<ProductAnswer>(STORE_STOCK, { sku: held.sku });
      expect(product.name).toBe(held.name.en);
      expect(product.storeStock.storeCount).toBe(expected.byStore.size);
      expect(new Map(product.storeStock.stores.map((entry) => [entry.store.id, entry.qty]))).toEqual(expected.byStore);
      for (const entry of product.storeStock.stores) {
        expect(entry.locations.every((row) => row.code === entry.store.id && row.qty > 0)).toBe(true);
        expect(entry.locations.map((row) => row.sku).sort()).toEqual(
          expected.rows
            .filter((row) => row.locationCode === entry.store.id)
            .map((row) => row.sku)
            .sort(),
        );
      }
      const location = world.stockLocations.find(
        (candidate) => candidate.code === product.storeStock.stores[0]!.store.id,
      );
      expect(product.storeStock.stores[0]!.locations[0]!.name).toBe(location!.name);
    });

    it('is none for a product no store holds', async () => {
      const { product } = await shopper('en').call<ProductAnswer>(STORE_STOCK, { sku: notHeld.sku });
      expect(product.storeStock).toEqual({ storeCount: 0, stores: [] });
    });

    it('answers findStocks per location and SKU: the stores (unmanaged) or the distribution centre', async () => {
      const skus = held.variants.map((variant) => variant.sku);
      const FIND = `query F($skus: [ID!]!, $unmanaged: Boolean!) { findStocks(skus: $skus, unmanaged: $unmanaged) { code name qty sku } }`;
      const stores = await shopper('en').call<{ findStocks: { code: string; qty: number; sku: string }[] }>(FIND, {
        skus,
        unmanaged: true,
      });
      expect(stores.findStocks.map((row) => `${row.sku}@${row.code}=${row.qty}`).sort()).toEqual(
        storeStockOf(held.sku)
          .rows.map((row) => `${row.sku}@${row.locationCode}=${row.qty}`)
          .sort(),
      );
      const dc = await shopper('en').call<{ findStocks: { code: string; qty: number; sku: string }[] }>(FIND, {
        skus,
        unmanaged: false,
      });
      expect(dc.findStocks.every((row) => row.code === 'stockdc' && row.qty > 0)).toBe(true);
      const none = await shopper('en').raw(`{ findStocks(skus: []) { code } }`);
      expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skus' });
    });
  });
});
