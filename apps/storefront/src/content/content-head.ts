import { msg } from '@lingui/core/macro';
import { hreflangLinks } from '../lib/alternates';
import { canonicalUrl, pageHead } from '../lib/page-head';
import type { ContentPageFieldsFragment } from './content.generated';
import type { ContentView } from './content-load';

type HeadMatch = Parameters<typeof pageHead>[0];

const pageNotFound = msg`Page not found`;

/** The default robots of a content page (spec §2). */
const DEFAULT_ROBOTS = 'index,follow';

/**
 * The head of a content page (spec §2 generic content page): title from meta_title else the page title, description,
 * robots (default index,follow), canonical (base URL and path), hreflang links to the same page in the other stores
 * (only where it is translated; src/lib/alternates.ts), and on the home page the WebSite with its SearchAction (the search route, `q`).
 */
export function contentPageHead(match: HeadMatch, page: ContentPageFieldsFragment) {
  const { baseUrl } = match.context;
  const head = pageHead(match, page.metaTitle || page.title, {
    canonicalPath: page.path,
    description: page.metaDescription ?? undefined,
    robots: page.metaRobots || DEFAULT_ROBOTS,
    jsonLd: page.isHome ? [webSiteJsonLd(baseUrl)] : [],
  });
  const alternates = /\bnoindex\b/i.test(page.metaRobots) ? [] : hreflangLinks(page.alternates);
  // The gateway answers meta_title, else the page title; the title pattern (documentTitle) ends it with the store's
  // shop name, once, also when the editor already wrote it.
  return { ...head, links: [...(head.links ?? []), ...alternates] };
}

/** WebSite structured data with the search action of the search route (`/search/?q=`). */
export function webSiteJsonLd(baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    url: canonicalUrl(baseUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${canonicalUrl(baseUrl, '/search/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The head of a content path: a page, or a look (canonical at its own path, like its parent page's look-book). */
export function contentViewHead(match: HeadMatch, view: ContentView) {
  if (view.kind === 'page') return contentPageHead(match, view.page);
  return pageHead(match, view.look.label, { canonicalPath: view.look.path });
}

/** The not-found page's head: the 404 document's title and robots (noindex), else "Page not found". */
export function notFoundHead(match: HeadMatch, errorPage: ContentPageFieldsFragment | null | undefined) {
  return pageHead(match, errorPage ? errorPage.metaTitle || errorPage.title : pageNotFound, {
    robots: errorPage?.metaRobots || 'noindex,nofollow',
  });
}
