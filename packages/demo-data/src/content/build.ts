import type { Localized } from '@shop/catalog';
import type { Language } from '@shop/i18n';
import { DEMO_VIDEOS, type DemoVideoName } from '../videos';
import type { ContentLink, ImageField, RichText, RichTextNode, Slice } from './types';

/** Helpers shared by the demo content: translated text, rich text, links and images in one language. */

export const t = (en: string, nl: string, de: string, fr: string): Localized => ({ en, nl, de, fr });

export interface PageRef {
  type: string;
  key: string;
  uid: Localized;
  tags: string[];
}

/** Writes content in one language: picks translations, builds links to pages and categories, images. */
export class Writer {
  constructor(
    readonly language: Language,
    readonly lang: string,
    private readonly pages: ReadonlyMap<string, PageRef>,
    private readonly categoryUrls: ReadonlyMap<string, Localized>,
  ) {}

  /** The text in this language. */
  tr(text: Localized | string): string {
    return typeof text === 'string' ? text : text[this.language];
  }

  /** Rich text: a heading (when given) and paragraphs. */
  rich(paragraphs: (Localized | string)[], heading?: Localized | string): RichText {
    const nodes: RichTextNode[] = [];
    if (heading) nodes.push({ type: 'heading2', text: this.tr(heading), spans: [], direction: 'ltr' });
    for (const paragraph of paragraphs) nodes.push({ type: 'paragraph', text: this.tr(paragraph), spans: [] });
    return nodes;
  }

  /** A paragraph whose `linked` part links to a page (or a shop path). */
  richWithLink(text: Localized, linked: Localized, target: ContentLink): RichText {
    const value = this.tr(text);
    const part = this.tr(linked);
    const start = Math.max(0, value.indexOf(part));
    return [
      {
        type: 'paragraph',
        text: value,
        spans: [
          { start, end: start + part.length, type: 'hyperlink', data: target },
          { start: 0, end: Math.min(start, value.length), type: 'strong' },
        ].filter((span) => span.end > span.start) as RichTextNode['spans'],
      },
    ];
  }

  bullets(items: Localized[]): RichText {
    return items.map((item) => ({ type: 'list-item', text: this.tr(item), spans: [] }));
  }

  /** A link to a content document by its logical key. */
  page(key: string): ContentLink {
    const ref = this.pages.get(key);
    if (!ref) throw new Error(`No demo content page ${key}`);
    return {
      link_type: 'Document',
      id: documentId(ref.type, ref.key, this.lang),
      uid: ref.uid[this.language],
      type: ref.type,
      lang: this.lang,
      tags: ref.tags,
      isBroken: false,
    };
  }

  /** A link to a catalogue category (a shop path, as editors enter it in a Web link). */
  category(id: string): ContentLink {
    const url = this.categoryUrls.get(id);
    if (!url) throw new Error(`No demo category ${id}`);
    return { link_type: 'Web', url: `/${url[this.language]}` };
  }

  path(path: string): ContentLink {
    return { link_type: 'Web', url: path };
  }

  web(url: string): ContentLink {
    return { link_type: 'Web', url, target: '_blank' };
  }

  /** A demo video (a file the storefront serves from /videos/, rendered from DEMO_VIDEOS), at its real size. */
  video(name: DemoVideoName): ContentLink {
    const { width, height } = DEMO_VIDEOS[name];
    return {
      link_type: 'Media',
      kind: 'video',
      name: `${name}.mp4`,
      url: `/videos/${name}.mp4`,
      width: String(width),
      height: String(height),
    };
  }

  /** The still of a demo video (its first frame, rendered beside it): for blocks whose items have no image of their own. */
  videoPoster(name: DemoVideoName, alt: Localized | string): ImageField {
    const { width, height } = DEMO_VIDEOS[name];
    return { url: `/videos/${name}.jpg`, alt: this.tr(alt), copyright: null, dimensions: { width, height } };
  }

  /** An image from the image service (product images of the demo world), with an optional mobile view. */
  image(key: string, alt: Localized | string, width: number, height: number, mobile?: [number, number]): ImageField {
    const view = (w: number, h: number) => ({
      url: `/images/${key}/${w}x${h}`,
      alt: this.tr(alt),
      copyright: null,
      dimensions: { width: w, height: h },
    });
    return mobile ? { ...view(width, height), mobile: view(mobile[0], mobile[1]) } : view(width, height);
  }
}

export function documentId(type: string, key: string, lang: string): string {
  return `${type}--${key}--${lang}`;
}

let sliceCounter = 0;
export function resetSliceIds(): void {
  sliceCounter = 0;
}

/** A slice (content block). */
export function slice(
  sliceType: string,
  primary: Record<string, unknown>,
  items: Record<string, unknown>[] = [],
  variation = 'default',
): Slice {
  sliceCounter += 1;
  return {
    id: `${sliceType}$${sliceCounter}`,
    slice_type: sliceType,
    slice_label: null,
    variation,
    version: 'initial',
    primary,
    items,
  };
}
