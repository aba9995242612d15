import { describeEachDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/app';
import { startGateway } from './harness';
import { gatewayShopper } from './shopper';
import { LIST, type ListAnswer, NOW, STORE_FIELDS, type StoreAnswer } from './store-answers';

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
    return gatewayShopper(() => (clock === 'fixed' ? fixed : live).url, { store });
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
});
