import type {
  BlockButton,
  BlockImage,
  BlockLink,
  BlockVideo,
  ColumnWidth,
  ContentBlock,
  CustomerServiceIcon,
  HeroPosition,
  OneToThree,
  ProductItem,
  UnknownBlock,
} from '@shop/ui/blocks';
import type {
  ButtonStyle,
  ColumnWidth as GqlColumnWidth,
  HeroPosition as GqlHeroPosition,
} from '../lib/graphql/generated/types';
import type { ProductTileFragment } from '../listing/public';
import { productTileProps } from '../listing/public';
import type {
  ContentBlockFieldsFragment,
  ContentImageFieldsFragment,
  ContentLinkFieldsFragment,
  ContentVideoFieldsFragment,
} from './blocks.generated';

/**
 * GraphQL content blocks (blocks.graphql) → the props of the @shop/ui blocks (packages/ui/src/blocks/types.ts).
 * Pure functions: the page components pass the result to `ContentBlocks`, the unit tests check it block by block.
 */

type Maybe<T> = T | null | undefined;

/** What a block needs besides its own data: the for-her / for-him home links of the hero's segment switch. */
export interface BlockMappingContext {
  segmentLinks: { forHer: string; forHim: string; current: 'for-her' | 'for-him' };
}

export const mapImage = (image: Maybe<ContentImageFieldsFragment>): BlockImage | null =>
  image ? { url: image.url, alt: image.alt, width: image.width, height: image.height, mobile: image.mobile } : null;

export const mapLink = (link: Maybe<ContentLinkFieldsFragment>): BlockLink | null =>
  link?.url ? { href: link.url, external: link.external } : null;

/** Videos without known dimensions get a 16:9 box, so the page does not jump when they load. */
const mapVideoSource = (video: ContentVideoFieldsFragment) => ({
  url: video.url,
  width: video.width ?? 1280,
  height: video.height ?? 720,
});

export function mapVideo(
  video: Maybe<ContentVideoFieldsFragment>,
  mobile?: Maybe<ContentVideoFieldsFragment>,
): BlockVideo | null {
  if (!video) return null;
  return { ...mapVideoSource(video), mobile: mobile ? mapVideoSource(mobile) : null, poster: video.poster ?? null };
}

/** A button is shown when both its text and its link are there. */
export function mapButton(
  text: Maybe<string>,
  link: Maybe<ContentLinkFieldsFragment>,
  style: Maybe<ButtonStyle>,
): BlockButton | null {
  const mapped = mapLink(link);
  return text && mapped ? { text, link: mapped, style: style ?? 'DEFAULT' } : null;
}

const COLUMN_WIDTHS: Record<GqlColumnWidth, ColumnWidth> = {
  FULL_WIDTH: 'full-width',
  LARGE: 'large',
  MEDIUM: 'medium',
  SMALL: 'small',
};
export const mapColumnWidth = (width: Maybe<GqlColumnWidth>): ColumnWidth => COLUMN_WIDTHS[width ?? 'FULL_WIDTH'];

/** LEFT_TOP → left-top, CENTRE → centre. */
export const mapHeroPosition = (position: GqlHeroPosition): HeroPosition =>
  position.toLowerCase().replace('_', '-') as HeroPosition;

/** Prismic variations this app knows per type; anything else is shown as the default variation. */
function variationOf<V extends string>(variation: string, known: readonly V[], fallback: V): V {
  return (known as readonly string[]).includes(variation) ? (variation as V) : fallback;
}

const clamp = <N extends number>(value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(value))) as N;

const orNull = (text: Maybe<string>) => (text ? text : null);

/** Products the catalog does not know come without a url: they are left out, never shown half. */
const productItems = (products: readonly Maybe<ProductTileFragment>[]): ProductItem[] =>
  products
    .filter((product): product is ProductTileFragment => Boolean(product?.url))
    .map((product) => ({
      product: productTileProps(product),
    }));

const ICONS: readonly CustomerServiceIcon[] = ['chat', 'email', 'phone'];

const ROTATING_PICKS = /^rotating_[a-z0-9_]+_picks$/;

/** One GraphQL block as the props of its @shop/ui block; a type this app does not know becomes an `UnknownBlock`. */
export function mapBlock(block: ContentBlockFieldsFragment, context: BlockMappingContext): ContentBlock | UnknownBlock {
  const base = { id: block.id };
  switch (block.__typename) {
    case 'AttentionBlock':
      return {
        ...base,
        type: 'attention_block',
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: {
          title: orNull(block.title),
          richtext: orNull(block.richtext),
          button: mapButton(block.buttonText, block.buttonLink, block.buttonStyle),
        },
        items: [],
      };
    case 'BrandingBlock':
      return {
        ...base,
        type: 'branding_block',
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: {
          title: orNull(block.title),
          richtext: orNull(block.description),
          image: mapImage(block.image),
          link: mapLink(block.link),
          button: mapButton(block.buttonText, block.link, block.buttonStyle),
        },
        items: [],
      };
    case 'ButtonBlock': {
      const button = mapButton(block.buttonText, block.buttonLink, block.buttonStyle);
      // A button without text or link has nothing to show: an unknown block is skipped (and listed in debug mode).
      if (!button) return { ...base, type: 'button:empty' };
      return { ...base, type: 'button', primary: { button }, items: [] };
    }
    case 'CategorySliderBlock':
      return {
        ...base,
        type: 'category_slider',
        primary: { title: orNull(block.title) },
        items: block.items.flatMap((item) => {
          const link = mapLink(item.link);
          return link ? [{ label: item.label, image: mapImage(item.image), link }] : [];
        }),
      };
    case 'CookieSettingsBlock':
      return {
        ...base,
        type: 'cookie_settings',
        primary: {
          title: orNull(block.title),
          acceptTitle: block.acceptTitle,
          acceptDescription: block.acceptDescription,
          denyTitle: block.denyTitle,
          denyDescription: block.denyDescription,
        },
        items: [],
      };
    case 'CustomerServiceContactBlock':
      return {
        ...base,
        type: 'customer_service_contact',
        primary: { title: orNull(block.title), description: orNull(block.description) },
        items: block.items.map((item) => ({
          icon: ICONS.find((icon) => icon === item.icon) ?? 'chat',
          title: item.title,
          text: orNull(item.text),
          link: mapLink(item.link),
          buttonText: orNull(item.buttonText),
        })),
      };
    case 'DrieluikBlock':
      return {
        ...base,
        type: 'drieluik',
        primary: { title: orNull(block.title) },
        items: block.items.map((item) => ({
          title: orNull(item.title),
          image: mapImage(item.image),
          video: mapVideo(item.video),
          link: mapLink(item.link),
        })),
      };
    case 'FaqBlock':
      return {
        ...base,
        type: 'faq',
        primary: { title: orNull(block.title) },
        items: block.items.map((item) => ({ category: item.category, question: item.question, answer: item.answer })),
      };
    case 'FlocklerBlock':
      return { ...base, type: 'flockler', primary: { flocklerId: block.flocklerId, uuid: block.uuid }, items: [] };
    case 'HeroBlock':
      return {
        ...base,
        type: 'hero',
        variation: block.segmentSwitch ? 'withSegmentSwitch' : 'default',
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: {
          title: orNull(block.title),
          description: orNull(block.description),
          image: mapImage(block.image),
          video: mapVideo(block.video, block.videoMobile),
          position: mapHeroPosition(block.position),
          color: block.color,
          button: mapButton(block.buttonText, block.buttonLink, block.buttonStyle),
          segmentSwitch: block.segmentSwitch
            ? {
                forHer: { href: context.segmentLinks.forHer, external: false },
                forHim: { href: context.segmentLinks.forHim, external: false },
                current: context.segmentLinks.current,
              }
            : null,
        },
        items: [],
      };
    case 'ImageTitleBlock':
      return {
        ...base,
        type: 'image_title',
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: { title: block.title, image: mapImage(block.image), link: mapLink(block.link) },
        items: [],
      };
    case 'ImagesBlock':
      return {
        ...base,
        type: 'images',
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: { columns: clamp<OneToThree>(block.columns, 1, 3) },
        items: block.items.map((item) => ({
          title: orNull(item.title),
          image: mapImage(item.image),
          link: mapLink(item.link),
        })),
      };
    case 'NewsletterSubscriptionBlock':
      return {
        ...base,
        type: 'newsletter_subscription',
        primary: { title: orNull(block.title), description: orNull(block.description) },
        items: [],
      };
    case 'ProductsBlock': {
      const layout = block.layout === 'GRID' ? 'grid' : 'default';
      return {
        ...base,
        type: 'products',
        variation: layout,
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: {
          title: orNull(block.title),
          layout,
          columns: clamp<1 | 2 | 3 | 4>(block.columns, 1, 4),
          button: mapButton(block.buttonText, block.buttonLink, block.buttonStyle),
        },
        items: productItems(block.products),
      };
    }
    case 'RichtextBlock':
      return {
        ...base,
        type: 'richtext',
        variation: variationOf(block.variation, ['default', 'halfWithButtons'], 'default'),
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: { richtext: orNull(block.richtext) },
        items: block.items.map((item) => ({
          content: orNull(item.content),
          leftButtonText: orNull(item.leftButtonTekst),
          leftButtonLink: mapLink(item.leftButtonLink),
          rightButtonText: orNull(item.rightButtonTekst),
          rightButtonLink: mapLink(item.rightButtonLink),
        })),
      };
    case 'RichtextWithBlock':
      return {
        ...base,
        type: 'richtext_with',
        variation: block.media === 'VIDEO' ? 'video' : block.media === 'PRODUCT' ? 'product' : 'image',
        primary: {
          title: orNull(block.title),
          richtext: orNull(block.richtext),
          richtext2: orNull(block.richtext2),
          mirror: block.mirror,
          alignment: block.alignment === 'BOTTOM' ? 'bottom' : 'top',
          image: mapImage(block.image),
          video: mapVideo(block.video),
          product: block.product?.url ? productTileProps(block.product) : null,
          button: mapButton(block.buttonText, block.buttonLink, block.buttonStyle),
        },
        items: [],
      };
    case 'RotatingProductPicksBlock':
      return {
        ...base,
        type: ROTATING_PICKS.test(block.sliceType)
          ? (block.sliceType as `rotating_${string}_picks`)
          : 'rotating_product_picks',
        primary: { title: orNull(block.title) },
        items: productItems(block.items.map((item) => item.product)),
      };
    case 'ShopTheLookSliderBlock':
      return {
        ...base,
        type: 'shop_the_look_slider',
        primary: { title: orNull(block.title), viewAllLink: mapLink(block.buttonLink) },
        items: block.looks.flatMap((look) => {
          const image = mapImage(look.image);
          return image ? [{ uid: look.uid, href: look.path, label: look.label, image }] : [];
        }),
      };
    case 'SliderBlock':
      return {
        ...base,
        type: 'slider',
        primary: {
          title: orNull(block.title),
          itemsToShow: block.itemsToShow,
          itemsToSlide: block.itemsToSlide,
          autoPlay: block.autoPlay,
          centerMode: block.centerMode,
          infiniteScroll: block.infiniteScroll,
          navigation: block.navigation,
          pagination: block.pagination,
          progress: block.progress,
        },
        items: block.items.map((item) => ({
          title: orNull(item.title),
          image: mapImage(item.image),
          link: mapLink(item.link),
        })),
      };
    case 'SqueezelyBlock':
      return {
        ...base,
        type: 'squeezely',
        primary: { squeezelyId: block.squeezelyId, title: orNull(block.title) },
        items: [],
      };
    case 'TimelineSliderBlock':
      return {
        ...base,
        type: 'timeline_slider',
        primary: { title: orNull(block.title) },
        items: block.items.map((item) => ({
          year: item.year,
          label: item.label,
          image: mapImage(item.image),
          link: mapLink(item.link),
        })),
      };
    case 'UspsBlock':
      return {
        ...base,
        type: 'usps',
        variation: variationOf(block.variation, ['default', 'shoutOut', 'rotating'], 'default'),
        primary: { title: orNull(block.title) },
        items: block.items.map((item) => ({
          label: item.label,
          link: mapLink(item.link),
          iconInline: orNull(item.iconInline),
          description: orNull(item.description),
        })),
      };
    case 'VideosBlock':
      return {
        ...base,
        type: 'videos',
        columnWidth: mapColumnWidth(block.columnWidth),
        primary: { columns: clamp<OneToThree>(block.columns, 1, 3) },
        items: block.items.map((item) => ({
          title: orNull(item.title),
          video: mapVideo(item.video, item.videoMobile),
        })),
      };
    default: {
      // A block type added to the schema after this app was built: skipped by ContentBlocks, listed in debug mode.
      const unknown = block as { __typename?: string; id?: string; sliceType?: string };
      return { id: unknown.id, type: unknown.sliceType ?? unknown.__typename ?? 'unknown' };
    }
  }
}

/**
 * A page's blocks, in the editor's order. A block whose data cannot be read (the slice simulator's input) becomes an
 * unknown block: skipped, and listed in debug mode.
 */
export const mapBlocks = (blocks: readonly ContentBlockFieldsFragment[], context: BlockMappingContext) =>
  blocks.map((block, index): ContentBlock | UnknownBlock => {
    try {
      return mapBlock(block, context);
    } catch {
      return { id: block.id ?? `invalid-${index}`, type: `${block.__typename ?? 'block'} (invalid data)` };
    }
  });
