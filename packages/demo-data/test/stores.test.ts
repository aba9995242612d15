import { InMemoryStoreDirectory } from '@shop/commerce';
import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_POINTS } from '../src/service-points';
import { DEMO_EXCEPTION_DAYS, DEMO_STORES, demoStoreLocations, easterSunday, storeHolidays } from '../src/stores';
import { generateDemoWorld } from '../src/world';

describe('the demo stores', () => {
  const world = generateDemoWorld({ productCount: 200 });

  it('are the stock locations of kind store, one each', () => {
    const storeLocations = world.stockLocations.filter((location) => location.kind === 'store').map((l) => l.code);
    expect(DEMO_STORES.map((store) => store.id).sort()).toEqual([...storeLocations].sort());
  });

  it('give every added store stock of its own', () => {
    for (const code of ['store-amsterdam-zuid', 'store-rotterdam-zuidplein']) {
      expect(world.stock.filter((entry) => entry.locationCode === code).length).toBeGreaterThan(20);
    }
  });

  it('repeat two titles, so those references carry street and house number', async () => {
    const directory = new InMemoryStoreDirectory(demoStoreLocations(new Date('2025-03-01T09:00:00Z')));
    const references = (await directory.list()).map((store) => store.reference);
    expect(new Set(references).size).toBe(references.length);
    expect(references).toEqual(
      expect.arrayContaining([
        'amsterdam-kalverstraat-112',
        'amsterdam-beethovenstraat-34',
        'rotterdam-lijnbaan-48',
        'rotterdam-zuidplein-412',
        'utrecht',
        'koln',
        'bruxelles',
      ]),
    );
    // The pickup points of the stores are the same stores, with the same references.
    const pickup = DEMO_SERVICE_POINTS.filter((point) => point.provider === 'stores');
    expect(pickup.map((point) => point.reference)).toContain('amsterdam-kalverstraat-112');
    expect(new Set(pickup.map((point) => point.country))).toEqual(new Set(['NL', 'BE']));
  });

  it('have an address, a position, a telephone number, a time zone and opening days for the whole week', () => {
    for (const store of DEMO_STORES) {
      expect(store.street && store.houseNumber && store.postcode && store.city).toBeTruthy();
      expect(Math.abs(store.lat)).toBeGreaterThan(40);
      expect(store.telephone).toMatch(/^\+\d/);
      expect(store.timeZone).toMatch(/^Europe\//);
      expect(store.openingDays.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });
});

describe('Easter and the holidays', () => {
  it.each([
    { year: 2024, expected: '2024-03-31' },
    { year: 2025, expected: '2025-04-20' },
    { year: 2026, expected: '2026-04-05' },
    { year: 2027, expected: '2027-03-28' },
    { year: 2038, expected: '2038-04-25' },
  ])('Easter Sunday $year is $expected', ({ year, expected }) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it.each([
    { country: 'NL', year: 2025, date: '2025-04-26', reason: 'kings-day' }, // the 27th is a Sunday
    { country: 'NL', year: 2026, date: '2026-04-27', reason: 'kings-day' },
    { country: 'BE', year: 2025, date: '2025-06-09', reason: 'whit-monday' },
    { country: 'DE', year: 2025, date: '2025-06-19', reason: 'corpus-christi' },
    { country: 'DE', year: 2025, date: '2025-04-18', reason: 'good-friday' },
    { country: 'FR', year: 2025, date: '2025-05-29', reason: 'ascension-day' },
    { country: 'LU', year: 2025, date: '2025-06-23', reason: 'national-day' },
  ] as const)('$country $year: $reason on $date', ({ country, year, date, reason }) => {
    expect(storeHolidays(country, year)).toContainEqual(expect.objectContaining({ date, reason }));
  });
});

describe('the exceptions of the coming weeks', () => {
  const byId = (stores: ReturnType<typeof demoStoreLocations>, id: string) => stores.find((store) => store.id === id)!;

  it('are the same for the same date, and move with it', () => {
    const date = new Date('2025-03-01T09:00:00Z');
    expect(demoStoreLocations(date)).toEqual(demoStoreLocations(new Date(date)));
    expect(demoStoreLocations(new Date('2025-04-01T09:00:00Z'))).not.toEqual(demoStoreLocations(date));
  });

  it.each(['2025-03-01', '2025-06-30', '2025-12-20', '2026-02-10'])(
    'from %s: within the window, sorted, each store with an exception in the next three weeks',
    (today) => {
      const end = new Date(Date.parse(`${today}T00:00:00Z`) + DEMO_EXCEPTION_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const threeWeeks = new Date(Date.parse(`${today}T00:00:00Z`) + 21 * 86_400_000).toISOString().slice(0, 10);
      for (const store of demoStoreLocations(new Date(`${today}T08:00:00Z`))) {
        const dates = store.openingDayExceptions.map((exception) => exception.date);
        expect(dates).toEqual([...dates].sort());
        expect(new Set(dates).size).toBe(dates.length);
        for (const date of dates) expect(date >= today && date < end).toBe(true);
        expect(
          dates.some((date) => date < threeWeeks),
          store.id,
        ).toBe(true);
        for (const exception of store.openingDayExceptions) {
          expect(exception.open).toBe(exception.periods.length > 0);
        }
      }
    },
  );

  it('close on public holidays, close early on the eves, and leave usually closed days alone', () => {
    const stores = demoStoreLocations(new Date('2025-12-20T08:00:00Z'));
    const amsterdam = byId(stores, 'store-amsterdam').openingDayExceptions;
    expect(amsterdam).toContainEqual({ date: '2025-12-25', open: false, reason: 'christmas-day', periods: [] });
    // Wednesday the 24th: usually 10:00–18:00, until 17:00 on Christmas Eve.
    expect(amsterdam).toContainEqual({
      date: '2025-12-24',
      open: true,
      reason: 'christmas-eve',
      periods: [{ start: '10:00', end: '17:00' }],
    });
    const koeln = byId(stores, 'store-koeln').openingDayExceptions;
    expect(koeln).toContainEqual(expect.objectContaining({ date: '2025-12-26', open: false, reason: 'boxing-day' }));
    // 2026-01-01 is a Thursday: Gent's two periods give way to closed.
    expect(byId(stores, 'store-gent').openingDayExceptions).toContainEqual(
      expect.objectContaining({ date: '2026-01-01', open: false }),
    );
    // Christmas on a Thursday; Antwerpen is closed on Sundays, so 2025-12-28 is no exception there.
    expect(byId(stores, 'store-antwerpen').openingDayExceptions.map((exception) => exception.date)).not.toContain(
      '2025-12-28',
    );
  });

  it('have a stocktaking morning, a renovation and a shopping Sunday', () => {
    const stores = demoStoreLocations(new Date('2025-03-01T08:00:00Z'));
    for (const store of stores) {
      const stocktaking = store.openingDayExceptions.find((exception) => exception.reason === 'stocktaking');
      // Closed in the morning: the first period starts at 13:00 or later (Gent and Luxembourg after their break).
      expect(stocktaking?.periods[0]?.start.localeCompare('13:00'), store.id).toBeGreaterThanOrEqual(0);
    }
    const renovation = byId(stores, 'store-rotterdam-zuidplein').openingDayExceptions.filter(
      (exception) => exception.reason === 'renovation',
    );
    expect(renovation).toHaveLength(2);
    expect(renovation.every((exception) => !exception.open)).toBe(true);
    expect(byId(stores, 'store-amsterdam-zuid').openingDayExceptions).toContainEqual(
      expect.objectContaining({ reason: 'shopping-sunday', open: true, periods: [{ start: '12:00', end: '17:00' }] }),
    );
  });
});
