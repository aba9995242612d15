// What the page cache (page-cache.mjs) may keep and under which key: the rules alone, without state, so that they can
// be read and tested in one place. See docs/decisions (the page cache's record) for why each rule is there.

/**
 * The cookies an anonymous page's HTML depends on (src/routes/__root.tsx reads them while rendering): the segment
 * rules (src/app/shell/segment.ts) and the cookie consent (src/tracking/consent.ts, src/content/content-load.ts).
 * Every other cookie (analytics, the browser's own) leaves the HTML as it is.
 */
export const KEY_COOKIES = ['segment', 'content_audience', 'cookie_settings', 'cookie_message'];

/**
 * Cookies that make a page personal: the session (src/lib/gateway-caller.server.ts: the header's welcome, mini cart,
 * account guards) and the in-store tablet's (src/lib/instore-cookies.ts). A request with one is never served from
 * the cache and its page never stored.
 */
export const PERSONAL_COOKIES = ['contextToken', '__Host-contextToken', 'instore', 'store_location'];

/** Paths that are no shared pages: the GraphQL proxy and the content previews (a preview token per editor). */
const BYPASS_PATH = /^\/(graphql|preview|prismic-preview)(\/|$)/;

/** Query parameters only analytics reads (in the browser): they never change the HTML, so they leave the key. */
const TRACKING_PARAMETER =
  /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/** Query parameters that make a request personal: `token` restores a mailed cart into the shopper's session. */
const PERSONAL_PARAMETER = new Set(['token']);

/** A cookie value that can go into a key: short and plain; anything else counts as absent (the page ignores it too). */
const KEY_VALUE = /^[\w.-]{1,40}$/;

/** The values of the named cookies in a Cookie header (the first of each name, as the page's own readers take it). */
export function readCookies(header, names) {
  const values = {};
  if (!header) return values;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!names.includes(name) || name in values) continue;
    values[name] = pair.slice(separator + 1).trim();
  }
  return values;
}

/**
 * The query string of a key: parameters sorted by name (a stable sort: repeated names keep their order), tracking
 * parameters left out. Empty for no parameters.
 */
export function normaliseQuery(search) {
  if (search === '' || search === '?') return '';
  const parameters = [...new URLSearchParams(search)].filter(([name]) => !TRACKING_PARAMETER.test(name));
  parameters.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return parameters.length === 0 ? '' : `?${new URLSearchParams(parameters).toString()}`;
}

/**
 * How the cache treats a request: `{ bypass: reason }` (render fresh, store nothing) or `{ key, url }`: the key of the
 * page and the URL to render it at (the normalised one, so that the HTML is the same for every request of the key).
 */
export function planRequest(request) {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return { bypass: 'method' };
  const url = new URL(request.url);
  if (BYPASS_PATH.test(url.pathname)) return { bypass: 'path' };
  const cookieHeader = request.headers.get('cookie');
  if (cookieHeader && Object.keys(readCookies(cookieHeader, PERSONAL_COOKIES)).length > 0) {
    return { bypass: 'personal' };
  }
  const query = normaliseQuery(url.search);
  if (query !== '') {
    for (const name of new URLSearchParams(query).keys()) {
      if (PERSONAL_PARAMETER.has(name)) return { bypass: 'personal' };
    }
  }
  const cookies = readCookies(cookieHeader, KEY_COOKIES);
  const varying = KEY_COOKIES.map((name) => (KEY_VALUE.test(cookies[name] ?? '') ? cookies[name] : '')).join('|');
  const path = `${url.pathname}${query}`;
  return { key: `${url.origin}${path}#${varying}`, url: `${url.origin}${path}` };
}

/** Statuses worth sharing: a page, and a not-found page (its path may become a page: tagged `catalog`). */
const STORABLE_STATUS = new Set([200, 404]);

/**
 * Cookies a page may set and still be shared: the segment rules' (a section path writes them). They follow from the
 * path and the request's own segment cookies, both in the key, so every request of the key gets the same ones.
 */
const SHARED_SET_COOKIES = new Set(['segment', 'content_audience']);

/** Whether every cookie the response sets is one of the segment rules' (or it sets none). */
export function setsOnlySharedCookies(response) {
  return response.headers
    .getSetCookie()
    .every((cookie) => SHARED_SET_COOKIES.has(cookie.slice(0, cookie.indexOf('=')).trim()));
}

/**
 * Why a rendered response is not kept (undefined: it may be): only HTML of a storable status, setting no cookie but
 * the segment rules' (any other is the shopper's) and not marked `no-store` (account pages, guards) by its route.
 */
export function unstorableReason(response) {
  if (!STORABLE_STATUS.has(response.status)) return 'status';
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return 'type';
  if (!setsOnlySharedCookies(response)) return 'set-cookie';
  if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return 'no-store';
  if (pageTags(response.headers.get('x-shop-cache-tags')).includes(UNTAGGED)) return 'untagged';
  return undefined;
}

/**
 * What src/lib/graphql/client.server.ts hands on for a gateway answer without tags: the gateway tags what may be
 * shared (products, categories, content, the layout), so an untagged answer may be the shopper's (an order, a
 * newsletter subscription by a mailed link) and its page is not kept.
 */
export const UNTAGGED = '!untagged';

/** The origin of the store a page was rendered for (src/app/page-request.server.ts); never sent to the browser. */
export const STORE_ORIGIN_HEADER = 'x-shop-store-origin';

/**
 * Whether a kept page is one a visitor can make up at will, so that a flood of them must not push out the shop's real
 * pages (page-cache-store.mjs keeps them apart): a query string (`?x=1`, `?x=2`, … each a key), a not-found page
 * (every unknown path), or a host that is not its store's own (an invented Host falls back to the default store).
 */
export function madeUpPage(url, response) {
  const { origin, search } = new URL(url);
  if (search !== '' || response.status === 404) return true;
  const storeOrigin = response.headers.get(STORE_ORIGIN_HEADER);
  return storeOrigin !== null && storeOrigin !== origin;
}

/** The tags a page's gateway calls named (src/lib/graphql/client.server.ts hands each call's header on). */
export function pageTags(header) {
  if (!header) return [];
  return [...new Set(header.split(/[\s,]+/).filter(Boolean))];
}
