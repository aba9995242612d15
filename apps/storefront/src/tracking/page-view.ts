import { type Language, type StoreDefinition, translatedPath } from '@shop/i18n';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { knownSession } from '../account/public';
import { INSTORE_PARAM } from '../instore/public';
import { pushDataLayer } from './data-layer';

/**
 * The `pageView` event (spec §7): page type (home or other), url, title, logged-in flag and language codes, pushed once
 * for the first page and once for every client navigation to another address.
 */
export interface PageViewEvent {
  event: 'pageView';
  pageType: 'home' | 'other';
  /** The page's address without its fragment; credentials in it (mail links' tokens, an in-store session) masked. */
  url: string;
  title: string;
  loggedIn: boolean;
  /** The store's language (`nl`) and the store's code (`nl-be`): the language as the shop's stores speak it. */
  language: Language;
  languageCode: StoreDefinition['code'];
}

/**
 * Route parameters and query parameters that are credentials: `token` (a mail link's cart, `?token=`; the order
 * history, `/account/orders/{token}`; a content preview, `/preview?token=`), `hash` (password reset,
 * `/account/finish/{hash}`; newsletter settings, `/nieuwsbrief/instellingen/{hash}/`) and `instore` (a tablet's
 * session link, `?instore={id}`: the id alone reads the session). The tag manager and whatever it loads see the URL.
 */
const SECRET_NAMES: ReadonlySet<string> = new Set(['token', 'hash', INSTORE_PARAM]);

/** Home is the store's home page and the men's home page (the for-him segment's home). */
export function pageTypeOf(pathname: string, language: Language): PageViewEvent['pageType'] {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path === '/' || path === translatedPath('menHome', language) ? 'home' : 'other';
}

/** The address as tracked: a credential in a path segment becomes `:name`, one in the query is left out. */
export function trackedUrl(origin: string, pathname: string, search: string, params: Record<string, unknown>): string {
  let path = pathname;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_NAMES.has(name) || typeof value !== 'string' || value === '') continue;
    path = path
      .split('/')
      .map((segment) => (segment === value || segment === encodeURIComponent(value) ? `:${name}` : segment))
      .join('/');
  }
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (SECRET_NAMES.has(name)) query.delete(name);
  const rest = query.toString();
  return `${origin}${path}${rest ? `?${rest}` : ''}`;
}

export function pageViewEvent(page: {
  origin: string;
  pathname: string;
  search: string;
  params: Record<string, unknown>;
  title: string;
  loggedIn: boolean;
  store: Pick<StoreDefinition, 'language' | 'code'>;
}): PageViewEvent {
  return {
    event: 'pageView',
    pageType: pageTypeOf(page.pathname, page.store.language),
    url: trackedUrl(page.origin, page.pathname, page.search, page.params),
    title: page.title,
    loggedIn: page.loggedIn,
    language: page.store.language,
    languageCode: page.store.code,
  };
}

type RouterLike = ReturnType<typeof useRouter>;

/** The page's title as the router's head sets it: the deepest route's `title` (as HeadContent picks it). */
function routeTitle(router: RouterLike): string {
  for (const match of [...router.state.matches].reverse()) {
    const title = match.meta?.findLast((meta) => meta?.title)?.title;
    if (title) return title;
  }
  return document.title;
}

/**
 * The address tracked last, as tracked: a reload of the same page's data (`router.invalidate()`) is no new page view,
 * and neither is taking a credential out of the address (the in-store mode drops `?instore=` with a navigation).
 */
let lastTracked: string | undefined;

function trackPageView(
  router: RouterLike,
  store: Pick<StoreDefinition, 'language' | 'code'>,
  location: { pathname: string; searchStr: string } = router.state.location,
): void {
  const { pathname, searchStr } = location;
  const event = pageViewEvent({
    origin: window.location.origin,
    pathname,
    search: searchStr,
    params: router.state.matches.at(-1)?.params ?? {},
    title: routeTitle(router),
    loggedIn: knownSession()?.loggedIn ?? false,
    store,
  });
  if (event.url === lastTracked) return;
  lastTracked = event.url;
  pushDataLayer(event);
}

/**
 * Pushes `pageView` for the page the browser opened (after hydration) and after every client navigation the router
 * resolves (its `onResolved` event: redirects in between are not pages; the new page's head is known by then).
 */
export function usePageViewTracking(store: Pick<StoreDefinition, 'language' | 'code'>): void {
  const router = useRouter();
  useEffect(() => {
    trackPageView(router, store);
    return router.subscribe('onResolved', (event) => trackPageView(router, store, event.toLocation));
  }, [router, store]);
}

/** For tests: forget the last tracked address. */
export function resetPageViewTracking(): void {
  lastTracked = undefined;
}
