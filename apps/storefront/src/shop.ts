import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The shop's name: the logo text and the end of every page title. */
export const shopName = msg({ message: 'Shoes & Fashion', comment: "The shop's name, shown as the logo text" });

/** The heading and title of the page shown when a page's data cannot be loaded (components/ErrorPage.tsx). */
export const pageUnavailable = msg`This page is not available right now`;

/** The document title of a page: its own title, then the shop's name. */
export function documentTitle(i18n: I18n, page?: MessageDescriptor | string): string {
  const shop = i18n._(shopName);
  if (page === undefined) return shop;
  return `${typeof page === 'string' ? page : i18n._(page)} | ${shop}`;
}

export interface PageHeadOptions {
  /** The page's path: the canonical link is the store's base URL plus it (spec §2). */
  canonicalPath?: string | undefined;
  description?: string | undefined;
  robots?: string | undefined;
  /** Structured data (schema.org), one script each. */
  jsonLd?: readonly object[] | undefined;
}

type HeadMatch = { context: { i18n: I18n; baseUrl: string }; status: string };

/**
 * A page route's head: its title (or the error page's title when the route failed to load), and optionally the
 * canonical link, description, robots and JSON-LD.
 */
export function pageHead(match: HeadMatch, title: MessageDescriptor | string, options: PageHeadOptions = {}) {
  if (match.status === 'error') return { meta: [{ title: documentTitle(match.context.i18n, pageUnavailable) }] };
  const meta: Record<string, string>[] = [{ title: documentTitle(match.context.i18n, title) }];
  if (options.description) meta.push({ name: 'description', content: options.description });
  if (options.robots) meta.push({ name: 'robots', content: options.robots });
  return {
    meta,
    links: options.canonicalPath
      ? [{ rel: 'canonical', href: canonicalUrl(match.context.baseUrl, options.canonicalPath) }]
      : [],
    scripts: (options.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: jsonForScript(data) })),
  };
}

/** The store's base URL plus a path. */
export function canonicalUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** JSON inside a <script>: `<` is escaped so no text can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
