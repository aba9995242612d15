import type { OpeningDay, OpeningDayException, StoreLocationEntry } from '@shop/commerce';

/**
 * The shop's physical stores: one in each city of the stock locations, a second one in Amsterdam and Rotterdam (so two
 * titles repeat and those stores' references carry street and house number). `id` is the store's stock-location code.
 * Addresses are plausible but made up; coordinates are near the real streets. Usual hours differ per store (a lunch
 * break in Gent and Luxembourg, late evenings, Sunday openings in the Dutch cities).
 */
type Period = readonly [start: string, end: string];
type Week = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly Period[]>>;

/** A weekly schedule: days missing from `week` are closed. */
function openingDays(week: Week): OpeningDay[] {
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => {
    const periods = (week[day] ?? []).map(([start, end]) => ({ start, end }));
    return { day, open: periods.length > 0, periods };
  });
}

const days = (from: number, to: number, periods: readonly Period[]): Week =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, index) => [from + index, periods]));

const TIME_ZONES: Record<StoreLocationEntry['country'], string> = {
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  LU: 'Europe/Luxembourg',
  GB: 'Europe/London',
};

type DemoStore = Omit<StoreLocationEntry, 'openingDayExceptions'>;

function store(
  entry: Omit<DemoStore, 'timeZone' | 'openingDays' | 'telephone'> & { telephone: string; week: Week },
): DemoStore {
  const { week, ...rest } = entry;
  return { ...rest, timeZone: TIME_ZONES[entry.country], openingDays: openingDays(week) };
}

/** The stores without their exceptions (those depend on the date: `demoStoreLocations`). */
export const DEMO_STORES: readonly DemoStore[] = [
  store({
    id: 'store-amsterdam',
    title: 'Amsterdam',
    street: 'Kalverstraat',
    houseNumber: '112',
    postcode: '1012 PK',
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.3689,
    lng: 4.8913,
    telephone: '+31 20 555 0112',
    week: {
      1: [['11:00', '18:00']],
      ...days(2, 6, [['10:00', '18:00']]),
      4: [['10:00', '21:00']],
      7: [['12:00', '18:00']],
    },
  }),
  store({
    id: 'store-amsterdam-zuid',
    title: 'Amsterdam',
    street: 'Beethovenstraat',
    houseNumber: '34',
    postcode: '1077 JH',
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.3468,
    lng: 4.8769,
    telephone: '+31 20 555 0034',
    week: { ...days(2, 5, [['10:00', '18:00']]), 6: [['10:00', '17:00']] },
  }),
  store({
    id: 'store-utrecht',
    title: 'Utrecht',
    street: 'Oudegracht',
    houseNumber: '151',
    postcode: '3511 AZ',
    city: 'Utrecht',
    country: 'NL',
    lat: 52.0894,
    lng: 5.1197,
    telephone: '+31 30 555 0151',
    week: {
      1: [['12:00', '18:00']],
      ...days(2, 6, [['10:00', '18:00']]),
      4: [['10:00', '21:00']],
      7: [['12:00', '17:00']],
    },
  }),
  store({
    id: 'store-rotterdam',
    title: 'Rotterdam',
    street: 'Lijnbaan',
    houseNumber: '48',
    postcode: '3012 EP',
    city: 'Rotterdam',
    country: 'NL',
    lat: 51.9192,
    lng: 4.4747,
    telephone: '+31 10 555 0048',
    week: { ...days(1, 6, [['10:00', '18:00']]), 5: [['10:00', '21:00']], 7: [['12:00', '17:00']] },
  }),
  store({
    id: 'store-rotterdam-zuidplein',
    title: 'Rotterdam',
    street: 'Zuidplein',
    houseNumber: '412',
    postcode: '3083 CW',
    city: 'Rotterdam',
    country: 'NL',
    lat: 51.8877,
    lng: 4.4889,
    telephone: '+31 10 555 0412',
    week: { ...days(1, 6, [['09:30', '18:00']]), 7: [['12:00', '17:00']] },
  }),
  store({
    id: 'store-antwerpen',
    title: 'Antwerpen',
    street: 'Meir',
    houseNumber: '78',
    postcode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    lat: 51.2176,
    lng: 4.4101,
    telephone: '+32 3 555 00 78',
    week: days(1, 6, [['10:00', '18:00']]),
  }),
  store({
    id: 'store-gent',
    title: 'Gent',
    street: 'Veldstraat',
    houseNumber: '21',
    postcode: '9000',
    city: 'Gent',
    country: 'BE',
    lat: 51.0517,
    lng: 3.7223,
    telephone: '+32 9 555 00 21',
    week: days(1, 6, [
      ['10:00', '12:30'],
      ['13:30', '18:00'],
    ]),
  }),
  store({
    id: 'store-bruxelles',
    title: 'Bruxelles',
    street: 'Rue Neuve',
    houseNumber: '64',
    postcode: '1000',
    city: 'Bruxelles',
    country: 'BE',
    lat: 50.8521,
    lng: 4.3566,
    telephone: '+32 2 555 00 64',
    week: days(1, 6, [['10:00', '19:00']]),
  }),
  store({
    id: 'store-lille',
    title: 'Lille',
    street: 'Rue de Béthune',
    houseNumber: '33',
    postcode: '59000',
    city: 'Lille',
    country: 'FR',
    lat: 50.6345,
    lng: 3.0606,
    telephone: '+33 3 20 55 50 33',
    week: { 1: [['14:00', '19:00']], ...days(2, 6, [['10:00', '19:00']]) },
  }),
  store({
    id: 'store-koeln',
    title: 'Köln',
    street: 'Schildergasse',
    houseNumber: '65',
    postcode: '50667',
    city: 'Köln',
    country: 'DE',
    lat: 50.9365,
    lng: 6.953,
    telephone: '+49 221 5550065',
    week: days(1, 6, [['10:00', '20:00']]),
  }),
  store({
    id: 'store-wien',
    title: 'Wien',
    street: 'Mariahilfer Straße',
    houseNumber: '77',
    postcode: '1060',
    city: 'Wien',
    country: 'AT',
    lat: 48.1967,
    lng: 16.3444,
    telephone: '+43 1 5550077',
    week: { ...days(1, 5, [['10:00', '19:00']]), 6: [['09:30', '18:00']] },
  }),
  store({
    id: 'store-luxembourg',
    title: 'Luxembourg',
    street: 'Grand-Rue',
    houseNumber: '27',
    postcode: 'L-1661',
    city: 'Luxembourg',
    country: 'LU',
    lat: 49.611,
    lng: 6.13,
    telephone: '+352 55 50 27',
    week: {
      1: [['13:00', '18:00']],
      ...days(2, 6, [
        ['09:30', '12:30'],
        ['13:30', '18:00'],
      ]),
    },
  }),
];

/** How far ahead of the reference date the demo stores' exceptions go. */
export const DEMO_EXCEPTION_DAYS = 70;

const DAY = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const weekday = (date: string) => ((new Date(dayOf(date)).getUTCDay() + 6) % 7) + 1;

/** Easter Sunday of a year (the Gregorian computus, "anonymous" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What a holiday does to a store: closed, open at set hours, or the usual hours until an earlier closing time. */
type HolidayHours = 'closed' | { hours: Period } | { until: string };
interface Holiday {
  date: string;
  reason: string;
  effect: HolidayHours;
}

/** The public holidays (and the eves that close early) of a country in a year, as the shop's stores keep them. */
export function storeHolidays(country: StoreLocationEntry['country'], year: number): Holiday[] {
  const easter = dayOf(easterSunday(year));
  const fromEaster = (offset: number) => isoDate(easter + offset * DAY);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  const closed = (date: string, reason: string): Holiday => ({ date, reason, effect: 'closed' });
  const sundayHours = (date: string, reason: string): Holiday => ({
    date,
    reason,
    effect: { hours: ['12:00', '17:00'] },
  });
  const earlyClose = (date: string, reason: string, until: string): Holiday => ({ date, reason, effect: { until } });
  const common = [closed(fixed('01-01'), 'new-years-day'), closed(fixed('12-25'), 'christmas-day')];
  switch (country) {
    case 'NL': {
      // King's Day moves to the 26th when the 27th is a Sunday.
      const kingsDay = weekday(fixed('04-27')) === 7 ? fixed('04-26') : fixed('04-27');
      return [
        ...common,
        closed(fromEaster(0), 'easter-sunday'),
        sundayHours(fromEaster(1), 'easter-monday'),
        sundayHours(kingsDay, 'kings-day'),
        sundayHours(fromEaster(39), 'ascension-day'),
        sundayHours(fromEaster(50), 'whit-monday'),
        earlyClose(fixed('12-24'), 'christmas-eve', '17:00'),
        sundayHours(fixed('12-26'), 'boxing-day'),
        earlyClose(fixed('12-31'), 'new-years-eve', '17:00'),
      ];
    }
    case 'BE':
      return [
        ...common,
        closed(fromEaster(1), 'easter-monday'),
        closed(fixed('05-01'), 'labour-day'),
        closed(fromEaster(39), 'ascension-day'),
        closed(fromEaster(50), 'whit-monday'),
        closed(fixed('07-21'), 'national-day'),
        closed(fixed('08-15'), 'assumption-day'),
        closed(fixed('11-01'), 'all-saints-day'),
        closed(fixed('11-11'), 'armistice-day'),
        earlyClose(fixed('12-24'), 'christmas-eve', '17:00'),
        earlyClose(fixed('12-31'), 'new-years-eve', '17:00'),
      ];
    case 'FR':
      return [
        ...common,
        closed(fromEaster(1), 'easter-monday'),
        closed(fixed('05-01'), 'labour-day'),
        closed(fixed('05-08'), 'victory-day'),
        closed(fromEaster(39), 'ascension-day'),
        closed(fromEaster(50), 'whit-monday'),
        closed(fixed('07-14'), 'national-day'),
        closed(fixed('08-15'), 'assumption-day'),
        closed(fixed('11-01'), 'all-saints-day'),
        closed(fixed('11-11'), 'armistice-day'),
        earlyClose(fixed('12-24'), 'christmas-eve', '17:00'),
        earlyClose(fixed('12-31'), 'new-years-eve', '17:00'),
      ];
    case 'DE':
      // Köln is in North Rhine-Westphalia: Corpus Christi and All Saints' Day are holidays there.
      return [
        ...common,
        closed(fromEaster(-2), 'good-friday'),
        closed(fromEaster(1), 'easter-monday'),
        closed(fixed('05-01'), 'labour-day'),
        closed(fromEaster(39), 'ascension-day'),
        closed(fromEaster(50), 'whit-monday'),
        closed(fromEaster(60), 'corpus-christi'),
        closed(fixed('10-03'), 'national-day'),
        closed(fixed('11-01'), 'all-saints-day'),
        earlyClose(fixed('12-24'), 'christmas-eve', '14:00'),
        closed(fixed('12-26'), 'boxing-day'),
        earlyClose(fixed('12-31'), 'new-years-eve', '14:00'),
      ];
    case 'AT':
      return [
        ...common,
        closed(fixed('01-06'), 'epiphany'),
        closed(fromEaster(1), 'easter-monday'),
        closed(fixed('05-01'), 'labour-day'),
        closed(fromEaster(39), 'ascension-day'),
        closed(fromEaster(50), 'whit-monday'),
        closed(fromEaster(60), 'corpus-christi'),
        closed(fixed('08-15'), 'assumption-day'),
        closed(fixed('10-26'), 'national-day'),
        closed(fixed('11-01'), 'all-saints-day'),
        earlyClose(fixed('12-24'), 'christmas-eve', '14:00'),
        closed(fixed('12-26'), 'boxing-day'),
        earlyClose(fixed('12-31'), 'new-years-eve', '14:00'),
      ];
    case 'LU':
      return [
        ...common,
        closed(fromEaster(1), 'easter-monday'),
        closed(fixed('05-01'), 'labour-day'),
        closed(fixed('05-09'), 'europe-day'),
        closed(fromEaster(39), 'ascension-day'),
        closed(fromEaster(50), 'whit-monday'),
        closed(fixed('06-23'), 'national-day'),
        closed(fixed('08-15'), 'assumption-day'),
        closed(fixed('11-01'), 'all-saints-day'),
        closed(fixed('12-26'), 'boxing-day'),
      ];
    case 'GB':
      return common;
  }
}

/** The usual periods of a day cut to start at `from` and end by `until`. */
function clip(periods: readonly { start: string; end: string }[], from: string, until: string) {
  return periods
    .map((period) => ({
      start: period.start < from ? from : period.start,
      end: period.end > until ? until : period.end,
    }))
    .filter((period) => period.start < period.end);
}

/**
 * The exceptions of one store from `today` for DEMO_EXCEPTION_DAYS days: its country's holidays that touch a day it
 * is usually open (or that open a usually closed day), and the store's own days: a stocktaking morning within the
 * first three weeks (every store), a renovation closing two days (Rotterdam Zuidplein), a shopping Sunday (the Dutch
 * stores usually closed on Sunday). Deterministic for a store and a date.
 */
export function demoStoreExceptions(demo: DemoStore, index: number, today: string): OpeningDayException[] {
  const start = dayOf(today);
  const end = start + DEMO_EXCEPTION_DAYS * DAY;
  const usual = (date: string) => demo.openingDays.find((day) => day.day === weekday(date))?.periods ?? [];
  const exceptions = new Map<string, OpeningDayException>();
  const year = new Date(start).getUTCFullYear();
  for (const holiday of [...storeHolidays(demo.country, year), ...storeHolidays(demo.country, year + 1)]) {
    const time = dayOf(holiday.date);
    if (time < start || time >= end) continue;
    const periods = usual(holiday.date);
    const { effect } = holiday;
    if (effect === 'closed') {
      if (periods.length > 0)
        exceptions.set(holiday.date, { date: holiday.date, open: false, reason: holiday.reason, periods: [] });
    } else if ('hours' in effect) {
      exceptions.set(holiday.date, {
        date: holiday.date,
        open: true,
        reason: holiday.reason,
        periods: [{ start: effect.hours[0], end: effect.hours[1] }],
      });
    } else if (periods.length > 0) {
      exceptions.set(holiday.date, {
        date: holiday.date,
        open: true,
        reason: holiday.reason,
        periods: clip(periods, '00:00', effect.until),
      });
    }
  }
  const firstFreeDay = (from: number, wanted: (date: string) => boolean) => {
    for (let offset = from; offset < DEMO_EXCEPTION_DAYS; offset++) {
      const date = isoDate(start + offset * DAY);
      if (!exceptions.has(date) && wanted(date)) return date;
    }
    return null;
  };
  // Stocktaking: a weekday morning closed, 2 to 15 days ahead (spread over the stores).
  const stocktaking = firstFreeDay(2 + ((index * 5) % 14), (date) => weekday(date) <= 5 && usual(date).length > 0);
  if (stocktaking) {
    exceptions.set(stocktaking, {
      date: stocktaking,
      open: true,
      reason: 'stocktaking',
      periods: clip(usual(stocktaking), '13:00', '24:00'),
    });
  }
  if (demo.id === 'store-rotterdam-zuidplein') {
    const first = firstFreeDay(9, (date) => weekday(date) <= 4 && usual(date).length > 0);
    if (first) {
      const second = isoDate(dayOf(first) + DAY);
      for (const date of [first, second])
        exceptions.set(date, { date, open: false, reason: 'renovation', periods: [] });
    }
  }
  if (demo.country === 'NL' && demo.openingDays.find((day) => day.day === 7)?.open === false) {
    const sunday = firstFreeDay(7, (date) => weekday(date) === 7);
    if (sunday) {
      exceptions.set(sunday, {
        date: sunday,
        open: true,
        reason: 'shopping-sunday',
        periods: [{ start: '12:00', end: '17:00' }],
      });
    }
  }
  return [...exceptions.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The demo stores with their exceptions for the coming weeks counted from `referenceDate` (the gateway passes the
 * day it starts): the same date gives the same stores.
 */
export function demoStoreLocations(referenceDate: Date): StoreLocationEntry[] {
  const today = referenceDate.toISOString().slice(0, 10);
  return DEMO_STORES.map((demo, index) => ({
    ...demo,
    openingDays: demo.openingDays.map((day) => ({ ...day, periods: day.periods.map((period) => ({ ...period })) })),
    openingDayExceptions: demoStoreExceptions(demo, index, today),
  }));
}
