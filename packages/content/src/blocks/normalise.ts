import {
  bool,
  buttonStyle,
  columns,
  columnWidth,
  type Fields,
  heroPosition,
  html,
  image,
  link,
  list,
  number,
  optionalText,
  plain,
  sku,
  text,
  usps,
  video,
} from './fields';
import type { ButtonFields, ContentBlock, ContentLink, ProductRef, SliceBase } from './types';

/** A slice as Prismic and the demo documents hold it (fields loosely typed: editors' data is not trusted). */
export interface SliceLike {
  id?: unknown;
  slice_type?: unknown;
  variation?: unknown;
  primary?: unknown;
  items?: unknown;
}

export interface NormaliseOptions {
  /** The shop's own origins: absolute links to them become shop paths. */
  shopOrigins?: readonly string[] | undefined;
}

/** What a slice's normaliser reads: its fields, its items, and the link resolver of the shop. */
interface Slice {
  base: SliceBase;
  p: Fields;
  items: Fields[];
  link: (value: unknown) => ContentLink | null;
  button: ButtonFields;
  shopOrigins: readonly string[];
}

const products = (items: Fields[]): ProductRef[] =>
  items
    .map((item) => sku(item.sku))
    .filter((value): value is string => !!value)
    .map((value) => ({ sku: value }));

const lookId = (item: Fields) => text((item.look as { id?: unknown } | undefined)?.id);

/** One normaliser per Prismic slice type; `rotating_{product}_picks` is matched apart. */
const SLICES: Record<string, (slice: Slice) => ContentBlock> = {
  attention_block: ({ base, p, button }) => ({
    __typename: 'AttentionBlock',
    ...base,
    ...button,
    title: text(p.title),
    richtext: html(p.richtext),
    backgroundColor: optionalText(p.background_color),
    columnWidth: columnWidth(p.column_width),
  }),
  branding_block: ({ base, p, link }) => ({
    __typename: 'BrandingBlock',
    ...base,
    title: text(p.title),
    description: html(p.description),
    image: image(p.image),
    link: link(p.link),
    buttonText: optionalText(p.button_text),
    buttonStyle: buttonStyle(p.button_style),
    columnWidth: columnWidth(p.column_width),
  }),
  button: ({ base, button }) => ({ __typename: 'ButtonBlock', ...base, ...button }),
  category_slider: ({ base, p, items, link }) => ({
    __typename: 'CategorySliderBlock',
    ...base,
    title: text(p.title),
    items: items.map((item) => ({ label: text(item.label), image: image(item.image), link: link(item.link) })),
  }),
  cookie_settings: ({ base, p }) => ({
    __typename: 'CookieSettingsBlock',
    ...base,
    title: text(p.title),
    acceptTitle: text(p.accept_title),
    acceptDescription: html(p.accept_description),
    denyTitle: text(p.deny_title),
    denyDescription: html(p.deny_description),
  }),
  customer_service_contact: ({ base, p, items, link }) => ({
    __typename: 'CustomerServiceContactBlock',
    ...base,
    title: text(p.title),
    description: html(p.description),
    items: items.map((item) => {
      const icon = text(item.icon).toLowerCase();
      return {
        icon: icon === 'chat' || icon === 'phone' || icon === 'email' ? icon : null,
        title: text(item.title),
        text: html(item.text),
        link: link(item.link),
        buttonText: text(item.buttontext),
      };
    }),
  }),
  drieluik: ({ base, p, items, link }) => ({
    __typename: 'DrieluikBlock',
    ...base,
    title: text(p.title),
    items: items.map((item) => ({
      title: text(item.title),
      image: image(item.image),
      video: video(item.video, image(item.image)),
      link: link(item.link),
    })),
  }),
  faq: ({ base, p, items }) => {
    const faqItems = items.map((item) => ({
      category: text(item.category),
      question: text(item.question),
      answer: html(item.answer),
      answerText: plain(item.answer),
    }));
    return {
      __typename: 'FaqBlock',
      ...base,
      title: text(p.title),
      categories: [...new Set(faqItems.map((item) => item.category).filter(Boolean))],
      items: faqItems,
    };
  },
  flockler: ({ base, p }) => ({
    __typename: 'FlocklerBlock',
    ...base,
    title: text(p.title),
    flocklerId: text(p.flocklerid),
    uuid: text(p.uuid),
  }),
  hero: ({ base, p, button }) => ({
    __typename: 'HeroBlock',
    ...base,
    ...button,
    title: text(p.title),
    description: html(p.description),
    image: image(p.image),
    video: video(p.video, image(p.image)),
    videoMobile: video(p.video_mobile, image(p.image)),
    position: heroPosition(p.position),
    color: optionalText(p.color),
    segmentSwitch: bool(p.segment_switch),
    columnWidth: columnWidth(p.column_width),
  }),
  image_title: ({ base, p, link }) => ({
    __typename: 'ImageTitleBlock',
    ...base,
    title: text(p.title),
    image: image(p.image),
    link: link(p.link),
    columnWidth: columnWidth(p.column_width),
  }),
  images: ({ base, p, items, link }) => ({
    __typename: 'ImagesBlock',
    ...base,
    columns: columns(p.columns ?? items.length, 3),
    columnWidth: columnWidth(p.column_width),
    items: items.map((item) => ({ title: text(item.title), image: image(item.image), link: link(item.link) })),
  }),
  newsletter_subscription: ({ base, p }) => ({
    __typename: 'NewsletterSubscriptionBlock',
    ...base,
    title: text(p.title),
    description: html(p.description),
    buttonText: optionalText(p.button_text),
  }),
  products: ({ base, p, items, button }) => ({
    __typename: 'ProductsBlock',
    ...base,
    ...button,
    title: text(p.title),
    layout: base.variation === 'grid' ? 'GRID' : 'DEFAULT',
    columns: columns(p.columns, 4),
    columnWidth: columnWidth(p.column_width),
    products: products(items),
  }),
  richtext: ({ base, p, items, link }) => ({
    __typename: 'RichtextBlock',
    ...base,
    richtext: html(p.richtext),
    columnWidth: columnWidth(p.column_width),
    items: items.map((item) => ({
      content: html(item.content),
      leftButtonTekst: optionalText(item.left_button_tekst),
      leftButtonLink: link(item.left_button_link),
      rightButtonTekst: optionalText(item.right_button_tekst),
      rightButtonLink: link(item.right_button_link),
    })),
  }),
  richtext_with: ({ base, p, button }) => {
    const productSku = sku(p.product);
    const { variation } = base;
    return {
      __typename: 'RichtextWithBlock',
      ...base,
      ...button,
      title: text(p.title),
      richtext: html(p.richtext),
      richtext2: html(p.richtext_2),
      mirror: bool(p.mirror),
      alignment: text(p.alignment).toLowerCase() === 'bottom' ? 'BOTTOM' : 'TOP',
      media: variation === 'product' ? 'PRODUCT' : variation === 'video' ? 'VIDEO' : 'IMAGE',
      image: image(p.image),
      video: video(p.video, image(p.image)),
      product: productSku ? { sku: productSku } : null,
    };
  },
  shop_the_look_slider: ({ base, p, items, button }) => ({
    __typename: 'ShopTheLookSliderBlock',
    ...base,
    ...button,
    title: text(p.title),
    looks: items
      .map(lookId)
      .filter(Boolean)
      .map((id) => ({ id })),
  }),
  slider: ({ base, p, items, link }) => ({
    __typename: 'SliderBlock',
    ...base,
    title: text(p.title),
    itemsToShow: number(p.items_to_show, 1),
    itemsToSlide: Math.trunc(number(p.items_to_slide, 1)),
    autoPlay: bool(p.auto_play),
    centerMode: bool(p.center_mode),
    infiniteScroll: bool(p.infinite_scroll),
    navigation: bool(p.navigation),
    pagination: bool(p.pagination),
    progress: bool(p.progress),
    items: items.map((item) => ({ title: text(item.title), image: image(item.image), link: link(item.link) })),
  }),
  squeezely: ({ base, p }) => ({
    __typename: 'SqueezelyBlock',
    ...base,
    title: text(p.title),
    squeezelyId: text(p.squeezely_id),
  }),
  timeline_slider: ({ base, p, items, link }) => ({
    __typename: 'TimelineSliderBlock',
    ...base,
    title: text(p.title),
    items: items.map((item) => ({
      year: String(item.year ?? ''),
      label: text(item.label),
      image: image(item.image),
      link: link(item.link),
    })),
  }),
  usps: ({ base, p, items, shopOrigins }) => ({
    __typename: 'UspsBlock',
    ...base,
    title: text(p.title),
    items: usps(items, shopOrigins),
  }),
  videos: ({ base, p, items }) => ({
    __typename: 'VideosBlock',
    ...base,
    columns: columns(p.columns ?? items.length, 3),
    columnWidth: columnWidth(p.column_width),
    items: items.map((item) => ({
      title: text(item.title),
      // The spec's videos item has no image field of its own; an editor may add one for the still.
      video: video(item.video, image(item.image)),
      videoMobile: video(item.video_mobile, image(item.image)),
    })),
  }),
};

/** rotating_{product}_picks: the slice type names the kind of product (rotating_product_picks, rotating_shoe_picks…). */
const ROTATING_PICKS = /^rotating_\w+_picks$/;

const rotatingPicks = ({ base, p, items }: Slice): ContentBlock => ({
  __typename: 'RotatingProductPicksBlock',
  ...base,
  title: text(p.title),
  items: items
    .map((item) => ({ label: text(item.label), sku: sku(item.sku) }))
    .filter((item): item is { label: string; sku: string } => !!item.sku)
    .map((item) => ({ label: item.label, product: { sku: item.sku } })),
});

/**
 * A Prismic slice (or a demo document's) as its block, or null for a slice type the shop does not know: an editor's
 * newer block is left out rather than failing the page. `position` names a slice without an id.
 */
export function normaliseBlock(
  slice: SliceLike,
  position: number,
  options: NormaliseOptions = {},
): ContentBlock | null {
  const sliceType = text(slice.slice_type);
  const normalise = Object.hasOwn(SLICES, sliceType)
    ? SLICES[sliceType]
    : ROTATING_PICKS.test(sliceType)
      ? rotatingPicks
      : undefined;
  if (!normalise) return null;
  const shopOrigins = options.shopOrigins ?? [];
  const p = (slice.primary && typeof slice.primary === 'object' ? slice.primary : {}) as Fields;
  const resolve = (value: unknown) => link(value, shopOrigins);
  return normalise({
    base: {
      id: text(slice.id) || `${sliceType}-${position}`,
      sliceType,
      variation: text(slice.variation) || 'default',
    },
    p,
    items: list(slice.items),
    link: resolve,
    shopOrigins,
    button: {
      buttonText: optionalText(p.button_text),
      buttonLink: resolve(p.button_link),
      buttonStyle: buttonStyle(p.button_style),
    },
  });
}

/** A document's slices (`data.slices`) as its blocks, in the editor's order, unknown slice types left out. */
export function normaliseBlocks(slices: unknown, options: NormaliseOptions = {}): ContentBlock[] {
  return list(slices)
    .map((slice, position) => normaliseBlock(slice, position, options))
    .filter((block): block is ContentBlock => block !== null);
}
