/**
 * Rules of the shop's shell (spec storefront §2, §4, §9): the sticky header, the for-her / for-him segment, link
 * prefetching, the failed-chunk reload guard, the third-party loader delay, promo banner countdowns, the debugmode
 * switch and the customer-service contact. Pure functions: no I/O, no DOM.
 */
import { type Language, TRANSLATED_PATHS, translatedPath } from '@shop/i18n';

// ---------------------------------------------------------------------------------------------------------------------
// Sticky header

/** The header becomes sticky from this scroll position (spec §9: sticky header at 50 px). */
export const HEADER_STICKY_AFTER_PX = 50;
/** Beyond this scroll position the header hides while the shopper scrolls down (spec §9: hidden at 250 px). */
export const HEADER_HIDE_AFTER_PX = 250;

export interface HeaderState {
  sticky: boolean;
  hidden: boolean;
  /** The scroll position this state was computed for; the next one is compared with it to know the direction. */
  scrollY: number;
}

export const INITIAL_HEADER_STATE: HeaderState = { sticky: false, hidden: false, scrollY: 0 };

/**
 * The header's state after a scroll to `scrollY`: sticky from 50 px; hidden while scrolling down beyond 250 px;
 * shown again as soon as the shopper scrolls up (or comes back to 250 px or less). Returns `prev` itself when nothing
 * visible changes apart from the position, so a React state update can bail out cheaply.
 */
export function nextHeaderState(prev: HeaderState, scrollY: number): HeaderState {
  const y = Number.isFinite(scrollY) ? Math.max(0, scrollY) : 0;
  const sticky = y >= HEADER_STICKY_AFTER_PX;
  let hidden: boolean;
  if (y <= HEADER_HIDE_AFTER_PX) hidden = false;
  else if (y > prev.scrollY) hidden = true;
  else if (y < prev.scrollY) hidden = false;
  else hidden = prev.hidden;
  if (sticky === prev.sticky && hidden === prev.hidden && y === prev.scrollY) return prev;
  return { sticky, hidden, scrollY: y };
}

// ---------------------------------------------------------------------------------------------------------------------
// Segment (for her / for him)

export const SEGMENTS = ['for-her', 'for-him'] as const;
export type Segment = (typeof SEGMENTS)[number];
export const DEFAULT_SEGMENT: Segment = 'for-her';

/** The cookie that remembers the shopper's segment (value `for-her` or `for-him`), kept 365 days (spec §9). */
export const SEGMENT_COOKIE = 'segment';
export const SEGMENT_COOKIE_MAX_AGE_DAYS = 365;
/** The content-audience cookie set by personalisation: the value 5 means a men's audience (spec §4); 5 days. */
export const CONTENT_AUDIENCE_COOKIE = 'content_audience';
export const CONTENT_AUDIENCE_COOKIE_MAX_AGE_DAYS = 5;
export const CONTENT_AUDIENCE_FOR_HIM = '5';

const DAY_SECONDS = 24 * 60 * 60;

export function isSegment(value: unknown): value is Segment {
  return typeof value === 'string' && (SEGMENTS as readonly string[]).includes(value);
}

/** Why a segment applies. */
export type SegmentReason = 'womens-path' | 'mens-path' | 'segment-cookie' | 'content-audience' | 'default';

export interface SegmentDecision {
  segment: Segment;
  reason: SegmentReason;
}

export type CookieValues = Readonly<Record<string, string | undefined>>;

const pathSegments = (path: string): string[] =>
  (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part).toLowerCase();
      } catch {
        return part.toLowerCase();
      }
    });

/** Path names of the men's section in a language: men, the men's home and the lookbook for him. */
export function mensSectionNames(language: Language): readonly string[] {
  return [
    TRANSLATED_PATHS.men[language],
    TRANSLATED_PATHS.menHome[language],
    TRANSLATED_PATHS.lookbookForHim[language],
  ];
}

/** Path names of the women's section in a language. */
export function womensSectionNames(language: Language): readonly string[] {
  return [TRANSLATED_PATHS.women[language]];
}

/** Whether a path lies in the men's section of the store's language (any path segment is a men's section name). */
export function isMensSectionPath(path: string, language: Language): boolean {
  const names = mensSectionNames(language);
  return pathSegments(path).some((part) => names.includes(part));
}

/** Whether a path lies in the women's section of the store's language. */
export function isWomensSectionPath(path: string, language: Language): boolean {
  const names = womensSectionNames(language);
  return pathSegments(path).some((part) => names.includes(part));
}

/**
 * The segment of a page (spec §4), computed again on every route change, so a route change falls back to for-her
 * unless a rule holds: a women's section path forces for-her; a men's section path forces for-him; otherwise the
 * segment cookie (when it says for-him), then the content-audience cookie equal to 5, make it for-him; else for-her.
 */
export function segmentFor(path: string, cookies: CookieValues, language: Language): SegmentDecision {
  if (isWomensSectionPath(path, language)) return { segment: 'for-her', reason: 'womens-path' };
  if (isMensSectionPath(path, language)) return { segment: 'for-him', reason: 'mens-path' };
  if (cookies[SEGMENT_COOKIE] === 'for-him') return { segment: 'for-him', reason: 'segment-cookie' };
  if (cookies[CONTENT_AUDIENCE_COOKIE]?.trim() === CONTENT_AUDIENCE_FOR_HIM) {
    return { segment: 'for-him', reason: 'content-audience' };
  }
  return { segment: DEFAULT_SEGMENT, reason: 'default' };
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeSeconds: number;
  path: '/';
}

/** The segment cookie for a segment the shopper chose (a segment tab) or entered (a section path): 365 days. */
export function segmentCookie(segment: Segment): CookieToSet {
  return { name: SEGMENT_COOKIE, value: segment, maxAgeSeconds: SEGMENT_COOKIE_MAX_AGE_DAYS * DAY_SECONDS, path: '/' };
}

/**
 * The segment cookie to write after a decision, or null to leave it: a section path (men's or women's) stores its
 * segment when the cookie says otherwise; the cookies alone never rewrite it.
 */
export function segmentCookieUpdate(decision: SegmentDecision, cookies: CookieValues): CookieToSet | null {
  if (decision.reason !== 'mens-path' && decision.reason !== 'womens-path') return null;
  if (cookies[SEGMENT_COOKIE] === decision.segment) return null;
  return segmentCookie(decision.segment);
}

export interface SegmentRedirect {
  location: string;
  status: 302;
}

/**
 * The server-side redirect of a for-him visitor (spec §2): the home path goes to the men's home page and the lookbook
 * page to the lookbook for him, both 302, keeping the query string. Null when nothing redirects.
 */
export function segmentRedirect(path: string, segment: Segment, language: Language): SegmentRedirect | null {
  if (segment !== 'for-him') return null;
  const queryStart = path.search(/[?#]/);
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : path.slice(queryStart);
  const parts = pathSegments(pathname);
  if (parts.length === 0) return { location: `${translatedPath('menHome', language)}${rest}`, status: 302 };
  if (parts.length === 1 && parts[0] === TRANSLATED_PATHS.lookbook[language]) {
    return { location: `${translatedPath('lookbookForHim', language)}${rest}`, status: 302 };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Link prefetch, chunk reload, third-party loader

/** Links prefetch when the browser is idle, at the latest after 2000 ms (spec §9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Connection types on which nothing is prefetched. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/** The part of the Network Information API the prefetch decision reads. */
export interface ConnectionInfo {
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

/** Whether to prefetch a link: not on 2g / slow-2g and not with data saver on; yes when the browser tells nothing. */
export function shouldPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/** A failed code chunk reloads the page at most once per 60 seconds (spec §4, §9). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** Where the client keeps the time of the last chunk reload (sessionStorage). */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

/** Whether a failed chunk load may reload the page now, given the time (ms) of the last such reload, if any. */
export function shouldReloadForChunkError(lastReloadAt: number | null | undefined, now: number): boolean {
  if (lastReloadAt == null || !Number.isFinite(lastReloadAt)) return true;
  // A timestamp in the future (clock changed) does not block reloads for ever.
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** Whether an error is a failed code chunk load (a dynamic import after a deployment replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && isChunkMessage(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && isChunkMessage(message);
}

const isChunkMessage = (message: string) => CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));

/** Third-party scripts (tag manager, social feeds …) start 5000 ms after the page is interactive (spec §9). */
export const THIRD_PARTY_LOADER_DELAY_MS = 5000;

// ---------------------------------------------------------------------------------------------------------------------
// Promo banners

// Which banners run, and how many (at most 4), is decided in ./content (visiblePromoBanners).

/**
 * The end of a banner (its action_to) in epoch ms: Prismic timestamps (`2026-11-24T10:00:00+0000`) and ISO dates; a
 * bare date (`2026-11-24`) lasts the whole day (UTC), as in `isPromoBannerVisible`. Null when it cannot be read.
 */
export function promoBannerEndTime(actionTo: string | null | undefined): number | null {
  if (!actionTo) return null;
  const value = actionTo.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(start) ? start + 86_400_000 - 1 : null;
  }
  const normalized = /[+-]\d{4}$/.test(value) ? `${value.slice(0, -2)}:${value.slice(-2)}` : value;
  const time = Date.parse(normalized);
  return Number.isFinite(time) ? time : null;
}

/** A banner's countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True when the end date has passed: every part is 0. */
  ended: boolean;
}

const toTime = (date: Date | string | number): number =>
  date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);

/**
 * What is left until a banner's end date, in whole days, hours, minutes and seconds (rounded down). Null for a date
 * that cannot be read.
 */
export function countdownParts(end: Date | string | number, now: Date | number): CountdownParts | null {
  const endTime = toTime(end);
  const nowTime = toTime(now);
  if (!Number.isFinite(endTime) || !Number.isFinite(nowTime)) return null;
  const left = Math.floor((endTime - nowTime) / 1000);
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: false,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Debug mode

/** The query parameter that switches debug mode (spec §2). */
export const DEBUG_MODE_PARAM = 'debugmode';

/** Debug mode after a request: `debugmode=true` switches it on, `debugmode=false` off, anything else keeps it. */
export function nextDebugMode(
  query: string | URLSearchParams | Readonly<Record<string, unknown>>,
  current: boolean,
): boolean {
  let value: unknown;
  if (typeof query === 'string') value = new URLSearchParams(query).get(DEBUG_MODE_PARAM);
  else if (query instanceof URLSearchParams) value = query.get(DEBUG_MODE_PARAM);
  else value = query[DEBUG_MODE_PARAM];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return current;
}

// ---------------------------------------------------------------------------------------------------------------------
// Customer service

/** Opening hours of customer service (spec §9): Monday to Friday, 09:00 to 17:00. Days are ISO (1 = Monday). */
export const CUSTOMER_SERVICE_HOURS = { fromDay: 1, toDay: 5, opens: '09:00', closes: '17:00' } as const;

// The phone and e-mail of customer service per store are content: the layout document holds them (one source).

/**
 * Whether customer service is open at a wall-clock time given as ISO weekday (1 = Monday … 7 = Sunday) and minutes
 * since midnight in the shop's time zone: Monday to Friday from 09:00 up to (not including) 17:00.
 */
export function isCustomerServiceOpen(isoWeekday: number, minutesOfDay: number): boolean {
  const toMinutes = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return hours * 60 + minutes;
  };
  return (
    isoWeekday >= CUSTOMER_SERVICE_HOURS.fromDay &&
    isoWeekday <= CUSTOMER_SERVICE_HOURS.toDay &&
    minutesOfDay >= toMinutes(CUSTOMER_SERVICE_HOURS.opens) &&
    minutesOfDay < toMinutes(CUSTOMER_SERVICE_HOURS.closes)
  );
}
