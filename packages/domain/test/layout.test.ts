import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CONTENT_AUDIENCE_COOKIE,
  CONTENT_AUDIENCE_COOKIE_MAX_AGE_DAYS,
  COUNTDOWN_TICK_MS,
  CUSTOMER_SERVICE_HOURS,
  countdownParts,
  HEADER_HIDE_AFTER_PX,
  HEADER_STICKY_AFTER_PX,
  type HeaderState,
  INITIAL_HEADER_STATE,
  isChunkLoadError,
  isCustomerServiceOpen,
  isMensSectionPath,
  isWomensSectionPath,
  nextDebugMode,
  nextHeaderState,
  PREFETCH_IDLE_TIMEOUT_MS,
  promoBannerEndTime,
  SEGMENT_COOKIE,
  SEGMENT_COOKIE_MAX_AGE_DAYS,
  segmentCookie,
  segmentCookieUpdate,
  segmentFor,
  segmentRedirect,
  shouldPrefetch,
  shouldReloadForChunkError,
  THIRD_PARTY_LOADER_DELAY_MS,
} from '../src/layout';

describe('constants of spec §9', () => {
  it('has the spec numbers', () => {
    expect(HEADER_STICKY_AFTER_PX).toBe(50);
    expect(HEADER_HIDE_AFTER_PX).toBe(250);
    expect(SEGMENT_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(CONTENT_AUDIENCE_COOKIE_MAX_AGE_DAYS).toBe(5);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(THIRD_PARTY_LOADER_DELAY_MS).toBe(5000);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(CUSTOMER_SERVICE_HOURS).toEqual({ fromDay: 1, toDay: 5, opens: '09:00', closes: '17:00' });
  });
});

describe('nextHeaderState (sticky after 50 px, hidden scrolling down beyond 250 px, shown scrolling up)', () => {
  const at = (scrollY: number, hidden = false): HeaderState => ({ sticky: scrollY >= 50, hidden, scrollY });
  it.each([
    { from: at(0), to: 0, sticky: false, hidden: false },
    { from: at(0), to: 49, sticky: false, hidden: false },
    { from: at(0), to: 50, sticky: true, hidden: false },
    { from: at(0), to: 120, sticky: true, hidden: false },
    { from: at(100), to: 250, sticky: true, hidden: false },
    { from: at(250), to: 251, sticky: true, hidden: true },
    { from: at(0), to: 800, sticky: true, hidden: true },
    { from: at(800, true), to: 900, sticky: true, hidden: true },
    { from: at(900, true), to: 899, sticky: true, hidden: false },
    { from: at(900, true), to: 900, sticky: true, hidden: true },
    { from: at(900, false), to: 900, sticky: true, hidden: false },
    { from: at(900, true), to: 250, sticky: true, hidden: false },
    { from: at(900, true), to: 10, sticky: false, hidden: false },
    { from: at(0), to: -30, sticky: false, hidden: false },
  ])('$from.scrollY (hidden $from.hidden) → $to: sticky $sticky, hidden $hidden', ({ from, to, sticky, hidden }) => {
    const next = nextHeaderState(from, to);
    expect(next.sticky).toBe(sticky);
    expect(next.hidden).toBe(hidden);
    expect(next.scrollY).toBe(Math.max(0, to));
  });

  it('returns the same state when nothing changes, and walks a whole scroll down and up', () => {
    expect(nextHeaderState(INITIAL_HEADER_STATE, 0)).toBe(INITIAL_HEADER_STATE);
    const trace: HeaderState[] = [];
    let state = INITIAL_HEADER_STATE;
    for (const y of [0, 40, 60, 200, 300, 500, 480, 600, 700, 100, 0]) {
      state = nextHeaderState(state, y);
      trace.push(state);
    }
    expect(trace.map((s) => `${s.sticky ? 'S' : '-'}${s.hidden ? 'H' : '-'}`)).toEqual([
      '--',
      '--',
      'S-',
      'S-',
      'SH',
      'SH',
      'S-',
      'SH',
      'SH',
      'S-',
      '--',
    ]);
  });
});

describe('segmentFor (spec §4)', () => {
  it.each([
    { path: '/', cookies: {}, language: 'nl', segment: 'for-her', reason: 'default' },
    { path: '/products/', cookies: {}, language: 'en', segment: 'for-her', reason: 'default' },
    { path: '/heren/', cookies: {}, language: 'nl', segment: 'for-him', reason: 'mens-path' },
    { path: '/heren/sneakers/', cookies: {}, language: 'nl', segment: 'for-him', reason: 'mens-path' },
    { path: '/heren-home/', cookies: {}, language: 'nl', segment: 'for-him', reason: 'mens-path' },
    { path: '/lookbook-for-him/', cookies: {}, language: 'nl', segment: 'for-him', reason: 'mens-path' },
    { path: '/herren/schuhe', cookies: {}, language: 'de', segment: 'for-him', reason: 'mens-path' },
    { path: '/hommes/?page=2', cookies: {}, language: 'fr', segment: 'for-him', reason: 'mens-path' },
    { path: '/men/', cookies: {}, language: 'en', segment: 'for-him', reason: 'mens-path' },
    // A men's name of another language is an ordinary path.
    { path: '/heren/', cookies: {}, language: 'de', segment: 'for-her', reason: 'default' },
    { path: '/dames/', cookies: { segment: 'for-him' }, language: 'nl', segment: 'for-her', reason: 'womens-path' },
    { path: '/damen/x', cookies: { content_audience: '5' }, language: 'de', segment: 'for-her', reason: 'womens-path' },
    { path: '/sale/', cookies: { segment: 'for-him' }, language: 'nl', segment: 'for-him', reason: 'segment-cookie' },
    { path: '/sale/', cookies: { segment: 'for-her' }, language: 'nl', segment: 'for-her', reason: 'default' },
    { path: '/sale/', cookies: { segment: 'nonsense' }, language: 'nl', segment: 'for-her', reason: 'default' },
    { path: '/', cookies: { content_audience: '5' }, language: 'fr', segment: 'for-him', reason: 'content-audience' },
    { path: '/', cookies: { content_audience: '4' }, language: 'fr', segment: 'for-her', reason: 'default' },
    { path: '/', cookies: { content_audience: '55' }, language: 'fr', segment: 'for-her', reason: 'default' },
    {
      path: '/',
      cookies: { segment: 'for-her', content_audience: '5' },
      language: 'nl',
      segment: 'for-him',
      reason: 'content-audience',
    },
  ] as const)(
    '$path with $cookies in $language → $segment ($reason)',
    ({ path, cookies, language, segment, reason }) => {
      expect(segmentFor(path, cookies, language)).toEqual({ segment, reason });
    },
  );

  it('reads section names from the translated paths', () => {
    expect(isMensSectionPath('/Heren/', 'nl')).toBe(true);
    expect(isMensSectionPath('/herenschoenen/', 'nl')).toBe(false);
    expect(isWomensSectionPath('/femmes/bottes/', 'fr')).toBe(true);
    expect(isWomensSectionPath('/women/', 'fr')).toBe(false);
  });

  it('names its cookies', () => {
    expect(SEGMENT_COOKIE).toBe('segment');
    expect(CONTENT_AUDIENCE_COOKIE).toBe('content_audience');
  });
});

describe('segment cookie', () => {
  it('lives 365 days', () => {
    expect(segmentCookie('for-him')).toEqual({
      name: 'segment',
      value: 'for-him',
      maxAgeSeconds: 365 * 24 * 60 * 60,
      path: '/',
    });
  });

  it.each([
    { path: '/heren/', cookies: {}, expected: 'for-him' },
    { path: '/heren/', cookies: { segment: 'for-him' }, expected: null },
    { path: '/dames/', cookies: { segment: 'for-him' }, expected: 'for-her' },
    { path: '/dames/', cookies: {}, expected: 'for-her' },
    { path: '/', cookies: { segment: 'for-him' }, expected: null },
    { path: '/', cookies: { content_audience: '5' }, expected: null },
    { path: '/', cookies: {}, expected: null },
  ] as const)('$path with $cookies writes $expected', ({ path, cookies, expected }) => {
    const update = segmentCookieUpdate(segmentFor(path, cookies, 'nl'), cookies);
    expect(update?.value ?? null).toBe(expected);
  });
});

describe('segmentRedirect (spec §2: 302 for a for-him visitor on home and lookbook)', () => {
  it.each([
    { path: '/', segment: 'for-him', language: 'nl', expected: '/heren-home/' },
    { path: '/', segment: 'for-him', language: 'de', expected: '/herren-home/' },
    { path: '/?utm_source=x', segment: 'for-him', language: 'en', expected: '/men-home/?utm_source=x' },
    { path: '/lookbook/', segment: 'for-him', language: 'nl', expected: '/lookbook-for-him/' },
    { path: '/lookbook', segment: 'for-him', language: 'fr', expected: '/lookbook-pour-lui/' },
    { path: '/lookbook/look-1/', segment: 'for-him', language: 'nl', expected: null },
    { path: '/heren-home/', segment: 'for-him', language: 'nl', expected: null },
    { path: '/products/', segment: 'for-him', language: 'nl', expected: null },
    { path: '/', segment: 'for-her', language: 'nl', expected: null },
    { path: '/lookbook/', segment: 'for-her', language: 'nl', expected: null },
  ] as const)('$segment on $path ($language) → $expected', ({ path, segment, language, expected }) => {
    const redirect = segmentRedirect(path, segment, language);
    expect(redirect?.location ?? null).toBe(expected);
    if (redirect) expect(redirect.status).toBe(302);
  });
});

describe('shouldPrefetch (idle, skipped on 2g / slow-2g or data saver)', () => {
  it.each([
    { connection: undefined, expected: true },
    { connection: null, expected: true },
    { connection: {}, expected: true },
    { connection: { effectiveType: '4g' }, expected: true },
    { connection: { effectiveType: '3g' }, expected: true },
    { connection: { effectiveType: '2g' }, expected: false },
    { connection: { effectiveType: 'slow-2g' }, expected: false },
    { connection: { effectiveType: '4g', saveData: true }, expected: false },
    { connection: { effectiveType: '4g', saveData: false }, expected: true },
  ])('$connection → $expected', ({ connection, expected }) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

describe('shouldReloadForChunkError (at most once per 60 s)', () => {
  const now = 1_800_000_000_000;
  it.each([
    { last: null, expected: true },
    { last: undefined, expected: true },
    { last: Number.NaN, expected: true },
    { last: now, expected: false },
    { last: now - 1, expected: false },
    { last: now - 59_999, expected: false },
    { last: now - 60_000, expected: true },
    { last: now - 3_600_000, expected: true },
    { last: now + 10_000, expected: true },
  ])('last reload $last → $expected', ({ last, expected }) => {
    expect(shouldReloadForChunkError(last, now)).toBe(expected);
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk 123 failed.'), true],
    [new Error('Network request failed'), false],
    ['Failed to fetch dynamically imported module', true],
    [null, false],
    [42, false],
  ])('%s is a chunk error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('countdownParts', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    { end: '2026-11-23T12:00:01Z', expected: [0, 0, 0, 1, false] },
    { end: '2026-11-23T12:01:00Z', expected: [0, 0, 1, 0, false] },
    { end: '2026-11-23T13:00:00Z', expected: [0, 1, 0, 0, false] },
    { end: '2026-11-24T12:00:00Z', expected: [1, 0, 0, 0, false] },
    { end: '2026-11-26T15:04:05Z', expected: [3, 3, 4, 5, false] },
    { end: '2026-11-23T12:00:00.999Z', expected: [0, 0, 0, 0, true] },
    { end: '2026-11-23T12:00:00Z', expected: [0, 0, 0, 0, true] },
    { end: '2026-11-20T12:00:00Z', expected: [0, 0, 0, 0, true] },
  ])('until $end → $expected', ({ end, expected }) => {
    const parts = countdownParts(end, now);
    expect(parts && [parts.days, parts.hours, parts.minutes, parts.seconds, parts.ended]).toEqual(expected);
  });

  it('accepts dates and numbers, and gives null for a date it cannot read', () => {
    expect(countdownParts(new Date('2026-11-23T12:00:10Z'), now.getTime())?.seconds).toBe(10);
    expect(countdownParts('not a date', now)).toBeNull();
  });
});

describe('promoBannerEndTime', () => {
  it.each([
    { actionTo: '2026-11-24T10:00:00+0000', expected: Date.UTC(2026, 10, 24, 10) },
    { actionTo: '2026-11-24T10:00:00+0100', expected: Date.UTC(2026, 10, 24, 9) },
    { actionTo: '2026-11-24T10:00:00Z', expected: Date.UTC(2026, 10, 24, 10) },
    { actionTo: '2026-11-24', expected: Date.UTC(2026, 10, 25) - 1 },
    { actionTo: 'soon', expected: null },
    { actionTo: '', expected: null },
    { actionTo: null, expected: null },
  ])('$actionTo → $expected', ({ actionTo, expected }) => {
    expect(promoBannerEndTime(actionTo)).toBe(expected);
  });
});

describe('nextDebugMode (debugmode=true|false switches, anything else keeps)', () => {
  it.each([
    { query: '?debugmode=true', current: false, expected: true },
    { query: 'debugmode=false', current: true, expected: false },
    { query: '?debugmode=1', current: false, expected: false },
    { query: '?debugmode=yes', current: true, expected: true },
    { query: '?debugmode=', current: true, expected: true },
    { query: '', current: true, expected: true },
    { query: '?q=shoes', current: false, expected: false },
    { query: new URLSearchParams({ debugmode: 'true' }), current: false, expected: true },
    { query: { debugmode: 'false' }, current: true, expected: false },
    { query: { debugmode: true }, current: false, expected: true },
    { query: { debugmode: 'TRUE' }, current: false, expected: false },
    { query: {}, current: true, expected: true },
  ])('$query with $current → $expected', ({ query, current, expected }) => {
    expect(nextDebugMode(query, current)).toBe(expected);
  });
});

describe('customer service', () => {
  it.each([
    { day: 1, time: 9 * 60, open: true },
    { day: 1, time: 9 * 60 - 1, open: false },
    { day: 3, time: 12 * 60, open: true },
    { day: 5, time: 17 * 60 - 1, open: true },
    { day: 5, time: 17 * 60, open: false },
    { day: 6, time: 12 * 60, open: false },
    { day: 7, time: 12 * 60, open: false },
  ])('day $day at minute $time: open $open', ({ day, time, open }) => {
    expect(isCustomerServiceOpen(day, time)).toBe(open);
  });
});
