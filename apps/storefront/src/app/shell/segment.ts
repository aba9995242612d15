import {
  CONTENT_AUDIENCE_COOKIE,
  type CookieToSet,
  type CookieValues,
  SEGMENT_COOKIE,
  type Segment,
  type SegmentRedirect,
  segmentCookieUpdate,
  segmentFor,
  segmentRedirect,
} from '@shop/domain';
import type { Language } from '@shop/i18n';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getCookie, setCookie } from '@tanstack/react-start/server';

/** The cookies the segment rules read: from the request on the server, from the document in the browser. */
const readSegmentCookies = createIsomorphicFn()
  .server(
    (): CookieValues => ({
      [SEGMENT_COOKIE]: getCookie(SEGMENT_COOKIE),
      [CONTENT_AUDIENCE_COOKIE]: getCookie(CONTENT_AUDIENCE_COOKIE),
    }),
  )
  .client((): CookieValues => parseCookies(document.cookie));

/** The segment cookie is not HttpOnly: the browser rewrites it when a navigation enters a section. */
const writeCookie = createIsomorphicFn()
  .server((cookie: CookieToSet) =>
    setCookie(cookie.name, cookie.value, { path: cookie.path, maxAge: cookie.maxAgeSeconds, sameSite: 'lax' }),
  )
  .client((cookie: CookieToSet) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
    document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; SameSite=Lax`;
  });

export function parseCookies(header: string): CookieValues {
  const cookies: Record<string, string> = {};
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      // a value that is not URI-encoded is not one of ours
    }
  }
  return cookies;
}

export interface SegmentOfPage {
  segment: Segment;
  /** Where a for-him visitor of the home or the lookbook page goes instead (302), if anywhere. */
  redirect: SegmentRedirect | null;
}

/**
 * The segment rules of a page (spec §2, §4), run before every page on the server and on every navigation in the
 * browser: the segment from the path and the cookies, the segment cookie written when a section path says so (not for
 * a preload: hovering a link is not entering the section), and the for-him redirect of the home and lookbook paths.
 */
export function segmentOfPage(pathname: string, href: string, language: Language, preload: boolean): SegmentOfPage {
  const cookies = readSegmentCookies();
  const decision = segmentFor(pathname, cookies, language);
  const update = segmentCookieUpdate(decision, cookies);
  if (update && !preload) writeCookie(update);
  return { segment: decision.segment, redirect: segmentRedirect(href, decision.segment, language) };
}
