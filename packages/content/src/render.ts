import { asHTML, asText, type RichTextField } from '@prismicio/client';
import type { ContentDocument } from './types';

/** A link field as documents carry it (Prismic's LinkField, loosely). */
export interface LinkFieldLike {
  link_type?: string;
  id?: string;
  uid?: string;
  type?: string;
  lang?: string;
  url?: string;
  isBroken?: boolean;
  target?: string;
}

export interface ResolvedLink {
  /** A shop path (`/dames/schoenen`, `/klantenservice/`) or an absolute URL. */
  url: string;
  external: boolean;
  target: string | null;
}

/** How the shop's content documents map to paths: the page's uid is its path in its language; `home` is `/`. */
export function contentPath(document: { type?: string; uid?: string | null }): string | null {
  if (!document.uid) return null;
  if (document.type === 'cms_page') return document.uid === 'home' ? '/' : `/${document.uid}/`;
  return null;
}

/** The path of a look: `/{lookbook page url}/{look url_key}/` (spec §2). */
export function lookPath(parentUid: string | null | undefined, urlKey: string): string {
  return parentUid ? `/${parentUid}/${urlKey}/` : `/${urlKey}/`;
}

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * A link field as the shop uses it: internal documents and shop paths as paths, other URLs absolute and external.
 * Empty and broken links, and URLs with a scheme other than http(s), mailto and tel, are null.
 */
export function resolveLink(link: unknown, shopOrigins: readonly string[] = []): ResolvedLink | null {
  if (!link || typeof link !== 'object') return null;
  const field = link as LinkFieldLike;
  if (field.link_type === 'Document') {
    if (field.isBroken) return null;
    const path = contentPath(field);
    return path ? { url: path, external: false, target: null } : null;
  }
  if ((field.link_type === 'Web' || field.link_type === 'Media') && field.url) {
    const url = field.url.trim();
    if (!SAFE_URL.test(url)) return null;
    const origin = shopOrigins.find((candidate) => url.startsWith(`${candidate}/`));
    if (origin) return { url: url.slice(origin.length), external: false, target: null };
    const external = !url.startsWith('/') && !url.startsWith('#');
    return { url, external, target: field.target ?? (external && /^https?:/i.test(url) ? '_blank' : null) };
  }
  return null;
}

/** Whether a field holds rich text (an array of blocks with at least one non-empty text). */
export function hasRichText(field: unknown): field is RichTextField {
  return Array.isArray(field) && field.some((node) => typeof node?.text === 'string' && node.text.trim() !== '');
}

/**
 * Rich text as HTML: text is escaped by asHTML; hyperlinks go through `resolveLink` (shop paths for internal
 * documents, unsafe schemes dropped). Empty fields give an empty string.
 */
export function richTextToHtml(field: unknown): string {
  if (!hasRichText(field)) return '';
  return asHTML(field, {
    serializer: {
      hyperlink: ({ node, children }) => {
        const link = resolveLink(node.data);
        if (!link) return children;
        const target = link.external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escapeAttribute(link.url)}"${target}>${children}</a>`;
      },
      // Embedded media and images in rich text are not part of the shop's blocks.
      embed: () => '',
      image: () => '',
    },
  });
}

export function richTextToPlain(field: unknown): string {
  return hasRichText(field) ? asText(field) : typeof field === 'string' ? field : '';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export type { ContentDocument };
