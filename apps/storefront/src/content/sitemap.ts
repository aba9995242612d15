import { type HreflangAlternate, hreflangAlternates, type StoreAlternateLike } from '../lib/alternates';

/**
 * The per-store sitemap (sitemaps.org protocol): content pages, the product list, the store list and store pages,
 * categories and products at the store's base URL. A page with versions in other stores lists them (hreflang, from
 * src/lib/alternates.ts, the same links as the page's head). Pure, so the unit tests check it; src/content/sitemap.server.ts loads its input.
 */

export interface SitemapInput {
  /** The store's base URL, without trailing slash. */
  baseUrl: string;
  /** Content pages with their robots; a `noindex` page is left out. */
  contentPages: readonly {
    path: string;
    metaRobots: string;
    updatedAt?: string | null | undefined;
    alternates?: readonly StoreAlternateLike[] | undefined;
  }[];
  /** The shop's own indexable pages (the product list, the stores) with their versions in every store. */
  appPages?: readonly { path: string; alternates?: readonly StoreAlternateLike[] | undefined }[] | undefined;
  /** Category urls (gateway urls, no slashes at the ends). */
  categoryUrls: readonly string[];
  /** Product urls (gateway urls, no slashes at the ends). */
  productUrls: readonly string[];
}

/** The protocol's limit per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

const isIndexable = (robots: string) => !/\bnoindex\b/i.test(robots);

/** A W3C date (YYYY-MM-DD) of an ISO timestamp, or nothing when it is not one. */
function lastModified(timestamp: string | null | undefined): string | undefined {
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** The sitemap's entries: each URL once, content pages first, at most the protocol's 50 000. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
  alternates: HreflangAlternate[];
}

export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (path: string, lastmod?: string, alternates?: readonly StoreAlternateLike[]) => {
    const loc = absolute(input.baseUrl, path);
    if (seen.has(loc) || entries.length >= SITEMAP_MAX_URLS) return;
    seen.add(loc);
    entries.push({ loc, lastmod, alternates: hreflangAlternates(alternates) });
  };
  for (const page of input.contentPages) {
    if (isIndexable(page.metaRobots)) add(page.path, lastModified(page.updatedAt), page.alternates);
  }
  for (const page of input.appPages ?? []) add(page.path, undefined, page.alternates);
  for (const url of input.categoryUrls) add(url);
  for (const url of input.productUrls) add(url);
  return entries;
}

export function buildSitemap(input: SitemapInput): string {
  const urls = sitemapEntries(input).map((entry) => {
    const alternates = entry.alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the shop's own API and preview routes; the store's sitemap. */
export function buildRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /graphql',
    'Disallow: /preview',
    'Disallow: /prismic-preview/',
    'Disallow: /slice-simulator/',
    '',
    `Sitemap: ${absolute(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
