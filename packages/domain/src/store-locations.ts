/**
 * The rules of the shop's physical stores (spec commerce §3 store or service point, storefront §2 /winkels/): the
 * reference of a store, its opening hours on a date (exceptions win over the weekly days), whether it is open now,
 * distances (haversine) and the order of a store list, and finding a searched postcode or place in a list of places.
 * Pure: the clock, the time zone and the lists come in as arguments.
 */

export interface OpeningPeriod {
  /** `HH:MM`, local time of the store. */
  start: string;
  /** `HH:MM`; `24:00` is the end of the day. */
  end: string;
}

/** A weekday's usual hours: 1 Monday … 7 Sunday. */
export interface WeeklyOpeningDay {
  day: number;
  open: boolean;
  periods: readonly OpeningPeriod[];
}

/** A date that differs from its weekday's usual hours: closed (a public holiday) or other hours. */
export interface OpeningDayException {
  /** `YYYY-MM-DD`, the store's local date. */
  date: string;
  open: boolean;
  /** Why (a reason code the gateway words, e.g. `christmas-day`, `stocktaking`). */
  reason: string;
  periods: readonly OpeningPeriod[];
}

export interface StoreSchedule {
  openingDays: readonly WeeklyOpeningDay[];
  openingDayExceptions: readonly OpeningDayException[];
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A slug: accents dropped, lower case, every run of other characters one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The references of a list of stores, in its order (spec commerce §3): the slug of the title, or of title, street and
 * house number when more than one store has that title (titles compared as slugs: "Köln" and "Koln" repeat).
 */
export function storeReferences(stores: readonly { title: string; street: string; houseNumber: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const store of stores) counts.set(slugify(store.title), (counts.get(slugify(store.title)) ?? 0) + 1);
  return stores.map((store) => {
    const title = slugify(store.title);
    return (counts.get(title) ?? 0) > 1 ? slugify(`${store.title} ${store.street} ${store.houseNumber}`) : title;
  });
}

/** Great-circle distance in metres (haversine, mean earth radius). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** Whether a latitude/longitude pair is a position on earth. */
export function isGeoPoint(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** A known place a search can start from: a city with its postcodes (prefixes), other names and coordinates. */
export interface SearchPlace extends GeoPoint {
  country: string;
  city: string;
  /** Postcodes starting with one of these belong to the place (`10` for Amsterdam's 10xx). */
  postcodePrefixes: readonly string[];
  /** Other names of the city (`Brussel`, `Brussels` for Bruxelles). */
  aliases?: readonly string[] | undefined;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Countries whose postcodes look like this (compact, lower case): a Dutch `1012ab`, a Luxembourg `l-1661`. */
function postcodeCountries(query: string): readonly string[] | null {
  if (/^\d{4}[a-z]{2}$/.test(query)) return ['NL'];
  if (/^l-?\d{4}$/.test(query)) return ['LU'];
  if (/^\d{5}$/.test(query)) return ['DE', 'FR'];
  if (/^\d{4}$/.test(query)) return ['NL', 'BE', 'AT', 'LU'];
  return null;
}

/**
 * The place a search means (a postcode or a place name), or null. A postcode is matched by the longest known prefix;
 * countries whose postcodes look like the query are tried first, each in the caller's order of `countries` (the
 * request's country first), so `1012 AB` is Amsterdam and `1000` is Brussels for a Belgian shopper. A name matches a
 * city or one of its other names from its start, ignoring case and accents. Only places in `countries` count.
 */
export function findPlace<P extends SearchPlace>(
  places: readonly P[],
  query: string,
  countries: readonly string[],
): P | null {
  const text = fold(query);
  if (!text) return null;
  const rank = (country: string) => countries.indexOf(country);
  const candidates = places.filter((place) => rank(place.country) >= 0);
  const compact = text.replace(/\s+/g, '');
  if (/^(l-?)?\d/.test(compact)) {
    const digits = compact.replace(/^l-?/, '');
    const formats = postcodeCountries(compact);
    const order = [...countries].sort(
      (a, b) => Number(!formats || formats.includes(b)) - Number(!formats || formats.includes(a)) || rank(a) - rank(b),
    );
    for (const country of order) {
      let best: { place: P; length: number } | null = null;
      for (const place of candidates) {
        if (place.country !== country) continue;
        for (const prefix of place.postcodePrefixes) {
          if (digits.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { place, length: prefix.length };
        }
      }
      if (best) return best.place;
    }
    return null;
  }
  const byCountry = [...candidates].sort((a, b) => rank(a.country) - rank(b.country));
  return (
    byCountry.find((place) => [place.city, ...(place.aliases ?? [])].some((name) => fold(name).startsWith(text))) ??
    null
  );
}

/** A moment as the store's clock shows it. */
export interface LocalTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** 1 Monday … 7 Sunday. */
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
}

/** A moment in a time zone (an IANA name, e.g. `Europe/Amsterdam`). */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, day: weekdayOf(date), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** The weekday of a `YYYY-MM-DD` date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A `YYYY-MM-DD` date plus a number of days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The hours of one date: its exception's when it has one, else its weekday's. */
export interface DayHours {
  date: string;
  day: number;
  open: boolean;
  periods: readonly OpeningPeriod[];
  /** The exception that sets this date's hours, or null for the usual hours. */
  exception: OpeningDayException | null;
}

/** A store's hours on a date (spec commerce §3: openingDayExceptions win over openingDays). */
export function openingHoursOn(schedule: StoreSchedule, date: string): DayHours {
  const day = weekdayOf(date);
  const exception = schedule.openingDayExceptions.find((candidate) => candidate.date === date) ?? null;
  if (exception) {
    const periods = exception.open ? exception.periods : [];
    return { date, day, open: exception.open && periods.length > 0, periods, exception };
  }
  const usual = schedule.openingDays.find((candidate) => candidate.day === day);
  const periods = usual?.open ? usual.periods : [];
  return { date, day, open: periods.length > 0, periods, exception: null };
}

export type OpeningState =
  /** Open now, until `time`. */
  | 'OPEN'
  /** Closed now, opens at `time` later today (before opening, or a break). */
  | 'OPENS_LATER'
  /** Was open today, closed for the rest of it. */
  | 'CLOSED_NOW'
  /** Not open at all today ("closed today"). */
  | 'CLOSED_TODAY';

export interface OpeningStatus {
  state: OpeningState;
  /** When it closes (OPEN) or opens (OPENS_LATER), `HH:MM`; null otherwise. */
  time: string | null;
  /** Today's hours. */
  today: DayHours;
}

/** Whether a store is open at a moment, on its own clock. */
export function openingStatus(schedule: StoreSchedule, at: Date, timeZone: string): OpeningStatus {
  const now = localTime(at, timeZone);
  const today = openingHoursOn(schedule, now.date);
  if (!today.open) return { state: 'CLOSED_TODAY', time: null, today };
  const periods = [...today.periods].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  const current = periods.find(
    (period) => minutesOf(period.start) <= now.minutes && now.minutes < minutesOf(period.end),
  );
  if (current) return { state: 'OPEN', time: current.end, today };
  const next = periods.find((period) => minutesOf(period.start) > now.minutes);
  if (next) return { state: 'OPENS_LATER', time: next.start, today };
  return { state: 'CLOSED_NOW', time: null, today };
}

/** The exceptions from `today` for `days` days (today included), by date: what a store page announces. */
export function upcomingExceptions<E extends { date: string }>(
  exceptions: readonly E[],
  today: string,
  days: number,
): E[] {
  const end = addDays(today, days);
  return exceptions
    .filter((exception) => exception.date >= today && exception.date < end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface StoreOrderOptions {
  /** Where distances are measured from (a searched place or the browser's position). */
  origin?: GeoPoint | null | undefined;
  /** References of the customer's favourite stores: these come first. */
  favourites?: readonly string[] | undefined;
  /** The request's country: without an origin, its stores come before the others. */
  country?: string | undefined;
}

/**
 * A store list in the order the store locator shows it: the customer's favourites first; then, with an origin,
 * nearest first; without one, the request's country first, then by country and title. Each store gets its distance
 * in whole metres (null without an origin).
 */
export function orderStores<S extends GeoPoint & { reference: string; title: string; country: string }>(
  stores: readonly S[],
  { origin, favourites = [], country }: StoreOrderOptions = {},
): (S & { distance: number | null })[] {
  const favourite = new Set(favourites);
  return stores
    .map((store) => ({ ...store, distance: origin ? Math.round(distanceMetres(origin, store)) : null }))
    .sort(
      (a, b) =>
        Number(favourite.has(b.reference)) - Number(favourite.has(a.reference)) ||
        (a.distance ?? 0) - (b.distance ?? 0) ||
        Number(b.country === country) - Number(a.country === country) ||
        a.country.localeCompare(b.country) ||
        a.title.localeCompare(b.title) ||
        a.reference.localeCompare(b.reference),
    );
}
