import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { alternatesOfPage, hreflangLinks, type StoreAlternateLike } from './alternates';

/** The shop's name: the logo text and the end of every page title. */
export const shopName = msg({ message: 'Shoes & Fashion', comment: "The shop's name, shown as the logo text" });

/** The heading and title of the page shown when a page's data cannot be loaded (app/shell/ErrorPage.tsx). */
export const pageUnavailable = msg`This page is not available right now`;

/**
 * The one title pattern of every page in every store: "{page} | {the shop's name in the store's language}" (the shop's
 * name alone without a page title). Every route's head gets its title here (through `pageHead`). A title that already
 * ends with the shop's name (an editor's meta title) gets it once, not twice.
 */
export function documentTitle(i18n: I18n, page?: MessageDescriptor | string): string {
  const shop = i18n._(shopName);
  const own = withoutShopName(page === undefined || typeof page === 'string' ? (page ?? '') : i18n._(page), shop);
  return own ? `${own} | ${shop}` : shop;
}

/** A title without a trailing shop name (after |, - or –), compared without regard to case. */
function withoutShopName(title: string, shop: string): string {
  const trimmed = title.trim();
  const lower = trimmed.toLowerCase();
  const name = shop.toLowerCase();
  if (lower === name) return '';
  for (const separator of ['|', '-', '–', '—']) {
    const ending = ` ${separator} ${name}`;
    if (lower.endsWith(ending)) return trimmed.slice(0, -ending.length).trim();
  }
  return trimmed;
}

export interface PageHeadOptions {
  /** The page's path: the canonical link is the store's base URL plus it (spec §2). */
  canonicalPath?: string | undefined;
  description?: string | undefined;
  robots?: string | undefined;
  /** Structured data (schema.org), one script each. */
  jsonLd?: readonly object[] | undefined;
  /** The page in every store: hreflang links, unless the page is not to be indexed (`storeAlternates`). */
  alternates?: readonly StoreAlternateLike[] | null | undefined;
}

type HeadMatch = { context: { i18n: I18n; baseUrl: string }; status: string };

/**
 * A page route's head: its title (or the error page's title when the route failed to load), and optionally the
 * canonical link, description, robots, hreflang alternates (indexable pages only) and JSON-LD.
 */
export function pageHead(match: HeadMatch, title: MessageDescriptor | string, options: PageHeadOptions = {}) {
  if (match.status === 'error') return { meta: [{ title: documentTitle(match.context.i18n, pageUnavailable) }] };
  const meta: Record<string, string>[] = [{ title: documentTitle(match.context.i18n, title) }];
  if (options.description) meta.push({ name: 'description', content: options.description });
  if (options.robots) meta.push({ name: 'robots', content: options.robots });
  const indexable = !/\bnoindex\b/i.test(options.robots ?? '');
  return {
    meta,
    links: [
      ...(options.canonicalPath
        ? [{ rel: 'canonical', href: canonicalUrl(match.context.baseUrl, options.canonicalPath) }]
        : []),
      ...(indexable ? hreflangLinks(options.alternates) : []),
    ],
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

/** What a route's head is given: the matches from the root down (the root's loader has the store switch). */
interface HeadContext {
  match: { pathname: string };
  matches: readonly { loaderData?: unknown }[];
}

/**
 * The current page in every store, for an indexable page's head: the store switch the root route loaded for this
 * path (src/lib/alternates.ts), or null while the root still has the previous page's.
 */
export function storeAlternates({ match, matches }: HeadContext) {
  const root = matches[0]?.loaderData as
    | { storeSwitch?: readonly (StoreAlternateLike & { current: boolean; path: string })[] | null }
    | undefined;
  return alternatesOfPage(root?.storeSwitch, match.pathname);
}
