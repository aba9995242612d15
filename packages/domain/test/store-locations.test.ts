import { describe, expect, it } from 'vitest';
import {
  addDays,
  distanceMetres,
  findPlace,
  isGeoPoint,
  localTime,
  type OpeningDayException,
  openingHoursOn,
  openingStatus,
  orderStores,
  type SearchPlace,
  type StoreSchedule,
  slugify,
  storeReferences,
  upcomingExceptions,
  type WeeklyOpeningDay,
  weekdayOf,
} from '../src/store-locations';

describe('a store reference', () => {
  it.each([
    { case: 'accents and spaces', text: 'Köln Schildergasse', expected: 'koln-schildergasse' },
    { case: 'punctuation runs', text: "Rue de l'Église — 12", expected: 'rue-de-l-eglise-12' },
    { case: 'sharp s', text: 'Mariahilfer Straße', expected: 'mariahilfer-strasse' },
    { case: 'leading and trailing', text: '  (Amsterdam)  ', expected: 'amsterdam' },
  ])('slugify: $case', ({ text, expected }) => {
    expect(slugify(text)).toBe(expected);
  });

  it.each([
    {
      case: 'unique titles are their slug',
      stores: [
        { title: 'Utrecht', street: 'Oudegracht', houseNumber: '151' },
        { title: 'Gent', street: 'Veldstraat', houseNumber: '21' },
      ],
      expected: ['utrecht', 'gent'],
    },
    {
      case: 'repeated titles add street and house number, to every store of that title',
      stores: [
        { title: 'Amsterdam', street: 'Kalverstraat', houseNumber: '112' },
        { title: 'Utrecht', street: 'Oudegracht', houseNumber: '151' },
        { title: 'Amsterdam', street: 'Beethovenstraat', houseNumber: '34' },
      ],
      expected: ['amsterdam-kalverstraat-112', 'utrecht', 'amsterdam-beethovenstraat-34'],
    },
    {
      case: 'titles repeat when their slugs do',
      stores: [
        { title: 'Köln', street: 'Schildergasse', houseNumber: '65' },
        { title: 'koln', street: 'Hohe Straße', houseNumber: '1a' },
      ],
      expected: ['koln-schildergasse-65', 'koln-hohe-strasse-1a'],
    },
    { case: 'no stores', stores: [], expected: [] },
  ])('$case', ({ stores, expected }) => {
    expect(storeReferences(stores)).toEqual(expected);
  });
});

describe('distances', () => {
  it.each([
    { case: 'the same point', a: { lat: 52.37, lng: 4.89 }, b: { lat: 52.37, lng: 4.89 }, km: 0 },
    { case: 'Amsterdam to Utrecht', a: { lat: 52.3728, lng: 4.8936 }, b: { lat: 52.0907, lng: 5.1214 }, km: 35 },
    { case: 'Amsterdam to Paris', a: { lat: 52.3728, lng: 4.8936 }, b: { lat: 48.8566, lng: 2.3522 }, km: 430 },
    { case: 'one degree of latitude', a: { lat: 0, lng: 0 }, b: { lat: 1, lng: 0 }, km: 111 },
  ])('$case is about $km km', ({ a, b, km }) => {
    expect(Math.round(distanceMetres(a, b) / 1000)).toBe(km);
    expect(distanceMetres(b, a)).toBeCloseTo(distanceMetres(a, b), 6);
  });

  it.each([
    { lat: 52.1, lng: 5.1, expected: true },
    { lat: -90, lng: 180, expected: true },
    { lat: 91, lng: 5, expected: false },
    { lat: 52, lng: -181, expected: false },
    { lat: Number.NaN, lng: 5, expected: false },
    { lat: '52', lng: 5, expected: false },
  ])('isGeoPoint($lat, $lng) is $expected', ({ lat, lng, expected }) => {
    expect(isGeoPoint(lat, lng)).toBe(expected);
  });
});

describe('finding a searched place', () => {
  const places: SearchPlace[] = [
    { country: 'NL', city: 'Amsterdam', postcodePrefixes: ['10', '11'], lat: 52.37, lng: 4.89 },
    { country: 'NL', city: 'Waalwijk', postcodePrefixes: ['514'], lat: 51.68, lng: 5.07 },
    { country: 'NL', city: 'Waddinxveen', postcodePrefixes: ['2741'], lat: 52.04, lng: 4.65 },
    { country: 'NL', city: 'Den Bosch', postcodePrefixes: ['52'], lat: 51.69, lng: 5.3 },
    {
      country: 'BE',
      city: 'Bruxelles',
      postcodePrefixes: ['10', '11', '12'],
      lat: 50.85,
      lng: 4.35,
      aliases: ['Brussel'],
    },
    { country: 'BE', city: 'Antwerpen', postcodePrefixes: ['20'], lat: 51.22, lng: 4.4 },
    { country: 'DE', city: 'Köln', postcodePrefixes: ['50', '51'], lat: 50.94, lng: 6.96 },
    { country: 'DE', city: 'Berlin', postcodePrefixes: ['10'], lat: 52.52, lng: 13.4 },
    { country: 'FR', city: 'Lille', postcodePrefixes: ['59'], lat: 50.63, lng: 3.06 },
    { country: 'LU', city: 'Luxembourg', postcodePrefixes: ['1', '2'], lat: 49.61, lng: 6.13 },
    { country: 'AT', city: 'Wien', postcodePrefixes: ['1'], lat: 48.21, lng: 16.37 },
  ];
  const ALL = ['NL', 'BE', 'DE', 'FR', 'AT', 'LU'];

  it.each([
    { case: 'a Dutch postcode with letters', query: '1012 AB', countries: ['BE', ...ALL], expected: 'Amsterdam' },
    { case: 'a Dutch postcode, no space, lower case', query: '1012ab', countries: ALL, expected: 'Amsterdam' },
    { case: 'the longest prefix wins', query: '5141 AA', countries: ALL, expected: 'Waalwijk' },
    { case: 'four digits: the request country first (NL)', query: '1000', countries: ALL, expected: 'Amsterdam' },
    {
      case: 'four digits: the request country first (BE)',
      query: '1000',
      countries: ['BE', 'NL', 'DE', 'FR', 'AT', 'LU'],
      expected: 'Bruxelles',
    },
    { case: 'four digits found in another country', query: '2000', countries: ALL, expected: 'Antwerpen' },
    { case: 'five digits are German or French', query: '50667', countries: ALL, expected: 'Köln' },
    { case: 'five digits: not a Dutch 10xx', query: '10115', countries: ALL, expected: 'Berlin' },
    { case: 'a French postcode', query: '59000', countries: ALL, expected: 'Lille' },
    { case: 'a Luxembourg postcode', query: 'L-1661', countries: ALL, expected: 'Luxembourg' },
    { case: 'a partial postcode', query: '51', countries: ALL, expected: 'Köln' },
    { case: 'a city name, any case and accents', query: 'koln', countries: ALL, expected: 'Köln' },
    { case: 'the start of a name', query: 'Waal', countries: ALL, expected: 'Waalwijk' },
    { case: 'another name of the city', query: 'brussel', countries: ALL, expected: 'Bruxelles' },
    { case: 'a name of two words', query: ' den bosch ', countries: ALL, expected: 'Den Bosch' },
    { case: 'only the given countries count', query: 'Lille', countries: ['NL', 'BE'], expected: null },
    { case: 'restricted to one country', query: '1012 AB', countries: ['BE'], expected: 'Bruxelles' },
    { case: 'an unknown place', query: 'Zwolle', countries: ALL, expected: null },
    { case: 'an unknown postcode', query: '9999', countries: ALL, expected: null },
    { case: 'nothing', query: '   ', countries: ALL, expected: null },
  ])('$case: "$query"', ({ query, countries, expected }) => {
    expect(findPlace(places, query, countries)?.city ?? null).toBe(expected);
  });
});

describe('dates and clocks', () => {
  it.each([
    { date: '2024-01-01', day: 1 },
    { date: '2024-12-25', day: 3 },
    { date: '2025-06-01', day: 7 },
  ])('$date is weekday $day', ({ date, day }) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it.each([
    { date: '2024-12-30', days: 3, expected: '2025-01-02' },
    { date: '2024-02-28', days: 1, expected: '2024-02-29' },
    { date: '2025-03-29', days: 2, expected: '2025-03-31' },
    { date: '2025-01-10', days: -10, expected: '2024-12-31' },
  ])('$date plus $days days is $expected', ({ date, days, expected }) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    { case: 'winter (UTC+1)', at: '2025-01-15T09:30:00Z', zone: 'Europe/Amsterdam', expected: ['2025-01-15', 3, 630] },
    { case: 'summer (UTC+2)', at: '2025-07-15T09:30:00Z', zone: 'Europe/Brussels', expected: ['2025-07-15', 2, 690] },
    {
      case: 'after local midnight',
      at: '2025-07-15T22:30:00Z',
      zone: 'Europe/Berlin',
      expected: ['2025-07-16', 3, 30],
    },
    { case: 'London', at: '2025-01-15T23:59:00Z', zone: 'Europe/London', expected: ['2025-01-15', 3, 1439] },
  ])('local time: $case', ({ at, zone, expected }) => {
    const local = localTime(new Date(at), zone);
    expect([local.date, local.day, local.minutes]).toEqual(expected);
  });
});

describe('opening hours', () => {
  const hours = (start: string, end: string) => ({ start, end });
  const week: WeeklyOpeningDay[] = [
    { day: 1, open: true, periods: [hours('13:00', '18:00')] },
    { day: 2, open: true, periods: [hours('10:00', '12:30'), hours('13:30', '18:00')] },
    { day: 3, open: true, periods: [hours('10:00', '18:00')] },
    { day: 4, open: true, periods: [hours('10:00', '21:00')] },
    { day: 5, open: true, periods: [hours('10:00', '18:00')] },
    { day: 6, open: true, periods: [hours('09:30', '17:00')] },
    { day: 7, open: false, periods: [] },
  ];
  const exceptions: OpeningDayException[] = [
    // 2025-12-25 is a Thursday, 2025-12-24 a Wednesday, 2025-12-28 a Sunday.
    { date: '2025-12-25', open: false, reason: 'christmas-day', periods: [] },
    { date: '2025-12-24', open: true, reason: 'christmas-eve', periods: [hours('10:00', '16:00')] },
    { date: '2025-12-28', open: true, reason: 'shopping-sunday', periods: [hours('12:00', '17:00')] },
    { date: '2025-12-29', open: true, reason: 'stocktaking', periods: [] },
  ];
  const store: StoreSchedule = { openingDays: week, openingDayExceptions: exceptions };

  it.each([
    { case: 'a usual Tuesday', date: '2025-12-16', open: true, periods: 2, reason: null },
    { case: 'a usual Sunday', date: '2025-12-21', open: false, periods: 0, reason: null },
    { case: 'a holiday closes a Thursday', date: '2025-12-25', open: false, periods: 0, reason: 'christmas-day' },
    { case: 'changed hours', date: '2025-12-24', open: true, periods: 1, reason: 'christmas-eve' },
    { case: 'an exception opens a Sunday', date: '2025-12-28', open: true, periods: 1, reason: 'shopping-sunday' },
    { case: 'open without periods is closed', date: '2025-12-29', open: false, periods: 0, reason: 'stocktaking' },
  ])('$case', ({ date, open, periods, reason }) => {
    const day = openingHoursOn(store, date);
    expect(day.open).toBe(open);
    expect(day.periods).toHaveLength(periods);
    expect(day.exception?.reason ?? null).toBe(reason);
  });

  it('a weekday missing from the list is closed', () => {
    expect(openingHoursOn({ openingDays: [], openingDayExceptions: [] }, '2025-12-16')).toMatchObject({
      open: false,
      day: 2,
    });
  });

  // Winter: Amsterdam is UTC+1, so 09:00Z is 10:00 local.
  it.each([
    { case: 'before opening', at: '2025-12-16T08:00:00Z', state: 'OPENS_LATER', time: '10:00' },
    { case: 'open in the morning', at: '2025-12-16T09:00:00Z', state: 'OPEN', time: '12:30' },
    { case: 'the lunch break', at: '2025-12-16T11:45:00Z', state: 'OPENS_LATER', time: '13:30' },
    { case: 'at closing time it is closed', at: '2025-12-16T17:00:00Z', state: 'CLOSED_NOW', time: null },
    { case: 'a closed weekday', at: '2025-12-21T12:00:00Z', state: 'CLOSED_TODAY', time: null },
    { case: 'a holiday', at: '2025-12-25T12:00:00Z', state: 'CLOSED_TODAY', time: null },
    { case: 'changed hours close earlier', at: '2025-12-24T15:30:00Z', state: 'CLOSED_NOW', time: null },
    { case: 'changed hours, open', at: '2025-12-24T14:30:00Z', state: 'OPEN', time: '16:00' },
    { case: 'the local date, not UTC', at: '2025-12-24T23:30:00Z', state: 'CLOSED_TODAY', time: null },
  ])('open now? $case', ({ at, state, time }) => {
    const status = openingStatus(store, new Date(at), 'Europe/Amsterdam');
    expect({ state: status.state, time: status.time }).toEqual({ state, time });
  });

  it('open around the clock until 24:00', () => {
    const always = {
      openingDays: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: true, periods: [hours('00:00', '24:00')] })),
      openingDayExceptions: [],
    };
    expect(openingStatus(always, new Date('2025-12-16T22:59:00Z'), 'Europe/Amsterdam')).toMatchObject({
      state: 'OPEN',
      time: '24:00',
    });
  });

  it.each([
    {
      case: 'from today, for a week',
      today: '2025-12-24',
      days: 7,
      expected: ['2025-12-24', '2025-12-25', '2025-12-28', '2025-12-29'],
    },
    { case: 'past dates are left out', today: '2025-12-26', days: 7, expected: ['2025-12-28', '2025-12-29'] },
    { case: 'the window ends', today: '2025-12-20', days: 5, expected: ['2025-12-24'] },
    { case: 'none ahead', today: '2026-01-01', days: 30, expected: [] },
  ])('upcoming exceptions: $case', ({ today, days, expected }) => {
    expect(upcomingExceptions(exceptions, today, days).map((exception) => exception.date)).toEqual(expected);
  });
});

describe('the order of the store list', () => {
  const store = (reference: string, country: string, lat: number, lng: number) => ({
    reference,
    title: reference,
    country,
    lat,
    lng,
  });
  const stores = [
    store('gent', 'BE', 51.0517, 3.7223),
    store('utrecht', 'NL', 52.0894, 5.1197),
    store('amsterdam', 'NL', 52.3689, 4.8913),
    store('lille', 'FR', 50.6345, 3.0606),
    store('antwerpen', 'BE', 51.2176, 4.4101),
  ];
  const amsterdam = { lat: 52.3728, lng: 4.8936 };

  it.each([
    {
      case: 'without an origin: the request country first, then by country and title',
      options: { country: 'NL' },
      expected: ['amsterdam', 'utrecht', 'antwerpen', 'gent', 'lille'],
    },
    {
      case: 'nearest first',
      options: { origin: amsterdam, country: 'BE' },
      expected: ['amsterdam', 'utrecht', 'antwerpen', 'gent', 'lille'],
    },
    {
      case: 'favourites first, nearest first among them',
      options: { origin: amsterdam, favourites: ['lille', 'gent'] },
      expected: ['gent', 'lille', 'amsterdam', 'utrecht', 'antwerpen'],
    },
    {
      case: 'favourites first without an origin',
      options: { country: 'NL', favourites: ['lille', 'not-a-store'] },
      expected: ['lille', 'amsterdam', 'utrecht', 'antwerpen', 'gent'],
    },
  ])('$case', ({ options, expected }) => {
    expect(orderStores(stores, options).map((entry) => entry.reference)).toEqual(expected);
  });

  it('measures distances in whole metres, only from an origin', () => {
    const [nearest] = orderStores(stores, { origin: amsterdam });
    expect(nearest).toMatchObject({ reference: 'amsterdam', distance: 461 });
    expect(orderStores(stores)[0]?.distance).toBeNull();
  });
});
