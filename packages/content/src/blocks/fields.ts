import { blockWidthClass } from '@shop/domain';
import { resolveLink, richTextToHtml, richTextToPlain } from '../render';
import type { ButtonStyle, ColumnWidth, ContentImage, ContentLink, ContentVideo, HeroPosition, Usp } from './types';

/**
 * Prismic field values (as Prismic and the demo documents hold them) to the block shape's values: links to shop
 * paths or absolute URLs, images and videos, enums, rich text to HTML. Tolerant: a missing or malformed field gives
 * null (or an empty string), never an error.
 */

export type Fields = Record<string, unknown>;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
export const bool = (value: unknown): boolean => value === true || value === 'true';
export const number = (value: unknown, fallback: number): number => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** Rich text as HTML; a plain string (a Key Text field) is escaped into a paragraph. */
export function html(value: unknown): string {
  if (typeof value === 'string') {
    return value.trim() === ''
      ? ''
      : `<p>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
  }
  return richTextToHtml(value);
}

export const plain = (value: unknown): string => richTextToPlain(value);

/** A link field; absolute URLs on one of `shopOrigins` become shop paths. */
export function link(value: unknown, shopOrigins: readonly string[]): ContentLink | null {
  const resolved = resolveLink(value, shopOrigins);
  if (!resolved) return null;
  return { ...resolved, opensChat: resolved.url.endsWith('#chat') };
}

interface ImageLike {
  url?: unknown;
  alt?: unknown;
  dimensions?: { width?: unknown; height?: unknown };
  mobile?: ImageLike;
}

export function image(value: unknown): ContentImage | null {
  const field = value as ImageLike | null | undefined;
  if (!field || typeof field.url !== 'string' || field.url === '') return null;
  const mobile = field.mobile;
  return {
    url: field.url,
    alt: typeof field.alt === 'string' ? field.alt : '',
    width: number(field.dimensions?.width, 0),
    height: number(field.dimensions?.height, 0),
    mobile:
      mobile && typeof mobile.url === 'string' && mobile.url !== ''
        ? { url: mobile.url, width: number(mobile.dimensions?.width, 0), height: number(mobile.dimensions?.height, 0) }
        : null,
  };
}

/**
 * A video: a link to a media file or a web URL. `poster` is the image the editor placed beside it (the block's or the
 * item's image): the still the shopper sees before the video plays, and instead of it when it cannot.
 */
export function video(value: unknown, poster?: ContentImage | null): ContentVideo | null {
  const field = value as { link_type?: string; url?: unknown; width?: unknown; height?: unknown } | null | undefined;
  if (!field || typeof field.url !== 'string' || field.url === '') return null;
  if (field.link_type !== 'Media' && field.link_type !== 'Web') return null;
  const width = number(field.width, Number.NaN);
  const height = number(field.height, Number.NaN);
  return {
    url: field.url,
    width: Number.isNaN(width) ? null : width,
    height: Number.isNaN(height) ? null : height,
    poster: poster?.url ?? null,
  };
}

const BUTTON_STYLES: Record<string, ButtonStyle> = {
  link: 'LINK',
  'call to action': 'CALL_TO_ACTION',
  'shop flow': 'SHOP_FLOW',
  default: 'DEFAULT',
};

/** Link, Call to action, Shop flow, Default; missing or unknown means Default (spec §3). */
export const buttonStyle = (value: unknown): ButtonStyle =>
  BUTTON_STYLES[text(value).trim().toLowerCase()] ?? 'DEFAULT';

const COLUMN_WIDTHS: Record<string, ColumnWidth> = {
  'full-width': 'FULL_WIDTH',
  large: 'LARGE',
  medium: 'MEDIUM',
  small: 'SMALL',
};

/**
 * full-width, large, medium, small; missing or unknown means full-width. The editor's value becomes its width class
 * by the spec's rule (commerce §2: lowercased, first space a hyphen), so `Full width` is `full-width`.
 */
export const columnWidth = (value: unknown): ColumnWidth => COLUMN_WIDTHS[blockWidthClass(text(value))] ?? 'FULL_WIDTH';

const HERO_POSITIONS: Record<string, HeroPosition> = {
  'left-top': 'LEFT_TOP',
  'left-middle': 'LEFT_MIDDLE',
  'left-bottom': 'LEFT_BOTTOM',
  'centre-top': 'CENTRE_TOP',
  centre: 'CENTRE',
  'centre-middle': 'CENTRE',
  'centre-bottom': 'CENTRE_BOTTOM',
  'right-top': 'RIGHT_TOP',
  'right-middle': 'RIGHT_MIDDLE',
  'right-bottom': 'RIGHT_BOTTOM',
};

/** left-top … right-bottom (centre also spelled center); missing means centre. */
export const heroPosition = (value: unknown): HeroPosition =>
  HERO_POSITIONS[text(value).trim().toLowerCase().replace('center', 'centre')] ?? 'CENTRE';

/** A column count within bounds (products 1–4, images and videos 1–3). */
export const columns = (value: unknown, max: number): number =>
  Math.min(max, Math.max(1, Math.trunc(number(value, max))));

export const list = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((entry): entry is Fields => !!entry && typeof entry === 'object') : [];

/** The SKU of a product field: a Key Text with the SKU, or an integration field with `sku`. */
export function sku(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && typeof (value as { sku?: unknown }).sku === 'string') {
    return (value as { sku: string }).sku;
  }
  return null;
}

/** A selling point item; null without a label. */
export function usp(item: Fields, shopOrigins: readonly string[]): Usp | null {
  const label = text(item.label);
  if (!label) return null;
  return {
    label,
    link: link(item.link, shopOrigins),
    icon: optionalText(item.icon),
    iconInline: optionalText(item.icon_inline),
    description: optionalText(item.description),
  };
}

export const usps = (items: unknown, shopOrigins: readonly string[]): Usp[] =>
  list(items)
    .map((item) => usp(item, shopOrigins))
    .filter((entry): entry is Usp => !!entry);
