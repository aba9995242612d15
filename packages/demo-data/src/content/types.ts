import type { Language } from '@shop/i18n';

/**
 * Prismic-shaped documents, as the Prismic Document API returns them (`@prismicio/client`'s `PrismicDocument`), kept
 * structural here so the demo world needs no Prismic dependency. `packages/content` reads them.
 */

/** Prismic locale codes, one per shop language (documents are per language, not per store). */
export type ContentLang = 'en-gb' | 'nl-nl' | 'de-de' | 'fr-fr';

export const CONTENT_LANGS: Record<Language, ContentLang> = {
  en: 'en-gb',
  nl: 'nl-nl',
  de: 'de-de',
  fr: 'fr-fr',
};

/** A span of a rich-text block (strong, em, hyperlink). */
export interface RichTextSpan {
  start: number;
  end: number;
  type: 'strong' | 'em' | 'hyperlink';
  data?: ContentLink;
}

/** One block of a rich-text field. */
export interface RichTextNode {
  type: 'heading1' | 'heading2' | 'heading3' | 'paragraph' | 'list-item' | 'o-list-item';
  text: string;
  spans: RichTextSpan[];
  direction?: 'ltr';
}

export type RichText = RichTextNode[];

/** A link field: to a content document, to the web (absolute, or a shop path starting with `/`), or to a file. */
export type ContentLink =
  | { link_type: 'Any' }
  | {
      link_type: 'Document';
      id: string;
      uid?: string;
      type: string;
      lang: string;
      tags: string[];
      slug?: string;
      isBroken?: boolean;
      url?: string;
    }
  | { link_type: 'Web'; url: string; target?: string }
  | { link_type: 'Media'; kind: string; name: string; url: string; size?: string; width?: string; height?: string };

export interface ContentImageView {
  url: string;
  alt: string | null;
  copyright: string | null;
  dimensions: { width: number; height: number };
}

/** An image field; responsive views (here `mobile`) are properties of the main view. */
export type ImageField = (ContentImageView & { mobile?: ContentImageView }) | Record<string, never>;

export interface Slice {
  id: string;
  slice_type: string;
  slice_label: string | null;
  variation: string;
  version: string;
  primary: Record<string, unknown>;
  items: Record<string, unknown>[];
}

export interface AlternateLanguage {
  id: string;
  uid?: string;
  type: string;
  lang: string;
}

export interface ContentDocument<Data extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  uid: string | null;
  url: string | null;
  type: string;
  href: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  lang: string;
  alternate_languages: AlternateLanguage[];
  data: Data;
}
