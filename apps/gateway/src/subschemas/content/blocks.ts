import type { GatewayContext } from '../../context';
import type { ContentDocumentModel, ContentTypes } from '../../graphql';
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

type Block = ContentTypes.ContentBlock;
type WithLooks = Omit<ContentTypes.ShopTheLookSliderBlock, 'looks'> & { looks: ContentDocumentModel[] };
/** A block as the resolvers hand it on: the shop-the-look slider carries its look documents. */
export type BlockModel = Exclude<Block, ContentTypes.ShopTheLookSliderBlock> | WithLooks;

export interface SliceLike {
  id?: unknown;
  slice_type?: unknown;
  variation?: unknown;
  primary?: unknown;
  items?: unknown;
}

const products = (items: Fields[]) =>
  items
    .map((item) => sku(item.sku))
    .filter((value): value is string => !!value)
    .map((value) => ({ sku: value }));

/**
 * A Prismic slice as a typed block, or null for a slice type the shop does not know (an editor's newer block is
 * left out rather than failing the page). `looks` gives the look documents of a shop-the-look slider by id.
 */
export function toBlock(
  slice: SliceLike,
  position: number,
  context: GatewayContext,
  looks: ReadonlyMap<string, ContentDocumentModel>,
): BlockModel | null {
  const sliceType = text(slice.slice_type);
  const variation = text(slice.variation) || 'default';
  const base = { id: text(slice.id) || `${sliceType}-${position}`, sliceType, variation };
  const p = (slice.primary && typeof slice.primary === 'object' ? slice.primary : {}) as Fields;
  const items = list(slice.items);
  const button = {
    buttonText: optionalText(p.button_text),
    buttonLink: link(p.button_link, context),
    buttonStyle: buttonStyle(p.button_style),
  };
  switch (sliceType) {
    case 'attention_block':
      return {
        __typename: 'AttentionBlock',
        ...base,
        ...button,
        title: text(p.title),
        richtext: html(p.richtext),
        backgroundColor: optionalText(p.background_color),
        columnWidth: columnWidth(p.column_width),
      };
    case 'branding_block':
      return {
        __typename: 'BrandingBlock',
        ...base,
        title: text(p.title),
        description: html(p.description),
        image: image(p.image),
        link: link(p.link, context),
        buttonText: optionalText(p.button_text),
        buttonStyle: buttonStyle(p.button_style),
        columnWidth: columnWidth(p.column_width),
      };
    case 'button':
      return { __typename: 'ButtonBlock', ...base, ...button };
    case 'category_slider':
      return {
        __typename: 'CategorySliderBlock',
        ...base,
        title: text(p.title),
        items: items.map((item) => ({
          label: text(item.label),
          image: image(item.image),
          link: link(item.link, context),
        })),
      };
    case 'cookie_settings':
      return {
        __typename: 'CookieSettingsBlock',
        ...base,
        title: text(p.title),
        acceptTitle: text(p.accept_title),
        acceptDescription: html(p.accept_description),
        denyTitle: text(p.deny_title),
        denyDescription: html(p.deny_description),
      };
    case 'customer_service_contact':
      return {
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
            link: link(item.link, context),
            buttonText: text(item.buttontext),
          };
        }),
      };
    case 'drieluik':
      return {
        __typename: 'DrieluikBlock',
        ...base,
        title: text(p.title),
        items: items.map((item) => ({
          title: text(item.title),
          image: image(item.image),
          video: video(item.video, image(item.image)),
          link: link(item.link, context),
        })),
      };
    case 'faq': {
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
    }
    case 'flockler':
      return {
        __typename: 'FlocklerBlock',
        ...base,
        title: text(p.title),
        flocklerId: text(p.flocklerid),
        uuid: text(p.uuid),
      };
    case 'hero':
      return {
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
      };
    case 'image_title':
      return {
        __typename: 'ImageTitleBlock',
        ...base,
        title: text(p.title),
        image: image(p.image),
        link: link(p.link, context),
        columnWidth: columnWidth(p.column_width),
      };
    case 'images':
      return {
        __typename: 'ImagesBlock',
        ...base,
        columns: columns(p.columns ?? items.length, 3),
        columnWidth: columnWidth(p.column_width),
        items: items.map((item) => ({
          title: text(item.title),
          image: image(item.image),
          link: link(item.link, context),
        })),
      };
    case 'newsletter_subscription':
      return {
        __typename: 'NewsletterSubscriptionBlock',
        ...base,
        title: text(p.title),
        description: html(p.description),
        buttonText: optionalText(p.button_text),
      };
    case 'products':
      return {
        __typename: 'ProductsBlock',
        ...base,
        ...button,
        title: text(p.title),
        layout: variation === 'grid' ? 'GRID' : 'DEFAULT',
        columns: columns(p.columns, 4),
        columnWidth: columnWidth(p.column_width),
        products: products(items),
      };
    case 'richtext':
      return {
        __typename: 'RichtextBlock',
        ...base,
        richtext: html(p.richtext),
        columnWidth: columnWidth(p.column_width),
        items: items.map((item) => ({
          content: html(item.content),
          leftButtonTekst: optionalText(item.left_button_tekst),
          leftButtonLink: link(item.left_button_link, context),
          rightButtonTekst: optionalText(item.right_button_tekst),
          rightButtonLink: link(item.right_button_link, context),
        })),
      };
    case 'richtext_with': {
      const productSku = sku(p.product);
      const media = variation === 'product' ? 'PRODUCT' : variation === 'video' ? 'VIDEO' : 'IMAGE';
      return {
        __typename: 'RichtextWithBlock',
        ...base,
        ...button,
        title: text(p.title),
        richtext: html(p.richtext),
        richtext2: html(p.richtext_2),
        mirror: bool(p.mirror),
        alignment: text(p.alignment).toLowerCase() === 'bottom' ? 'BOTTOM' : 'TOP',
        media,
        image: image(p.image),
        video: video(p.video, image(p.image)),
        product: productSku ? { sku: productSku } : null,
      };
    }
    case 'shop_the_look_slider':
      return {
        __typename: 'ShopTheLookSliderBlock',
        ...base,
        ...button,
        title: text(p.title),
        looks: items
          .map((item) => looks.get(text((item.look as { id?: unknown } | undefined)?.id)))
          .filter((look): look is ContentDocumentModel => !!look),
      };
    case 'slider':
      return {
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
        items: items.map((item) => ({
          title: text(item.title),
          image: image(item.image),
          link: link(item.link, context),
        })),
      };
    case 'squeezely':
      return { __typename: 'SqueezelyBlock', ...base, title: text(p.title), squeezelyId: text(p.squeezely_id) };
    case 'timeline_slider':
      return {
        __typename: 'TimelineSliderBlock',
        ...base,
        title: text(p.title),
        items: items.map((item) => ({
          year: String(item.year ?? ''),
          label: text(item.label),
          image: image(item.image),
          link: link(item.link, context),
        })),
      };
    case 'usps':
      return { __typename: 'UspsBlock', ...base, title: text(p.title), items: usps(items, context) };
    case 'videos':
      return {
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
      };
    default:
      // rotating_{product}_picks: the slice type names the kind of product (rotating_product_picks, rotating_shoe_picks…).
      if (/^rotating_\w+_picks$/.test(sliceType)) {
        return {
          __typename: 'RotatingProductPicksBlock',
          ...base,
          title: text(p.title),
          items: items
            .map((item) => ({ label: text(item.label), sku: sku(item.sku) }))
            .filter((item): item is { label: string; sku: string } => !!item.sku)
            .map((item) => ({ label: item.label, product: { sku: item.sku } })),
        };
      }
      return null;
  }
}

/** The ids of the look documents the shop-the-look sliders of these slices link to. */
export function lookIdsOf(slices: readonly SliceLike[]): string[] {
  return slices
    .filter((slice) => slice.slice_type === 'shop_the_look_slider')
    .flatMap((slice) => list(slice.items).map((item) => text((item.look as { id?: unknown } | undefined)?.id)))
    .filter(Boolean);
}

/** The SKUs the blocks reference (products blocks, rich text with a product, rotating picks). */
export function skusOf(blocks: readonly BlockModel[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.__typename) {
      case 'ProductsBlock':
        return block.products.map((product) => product.sku);
      case 'RichtextWithBlock':
        return block.product ? [block.product.sku] : [];
      case 'RotatingProductPicksBlock':
        return block.items.map((item) => item.product.sku);
      default:
        return [];
    }
  });
}

/** The blocks without references to products the catalog does not know (null `known`: keep all). */
export function withKnownProducts(blocks: BlockModel[], known: ReadonlySet<string> | null): BlockModel[] {
  if (!known) return blocks;
  return blocks.map((block) => {
    switch (block.__typename) {
      case 'ProductsBlock':
        return { ...block, products: block.products.filter((product) => known.has(product.sku)) };
      case 'RichtextWithBlock':
        return block.product && !known.has(block.product.sku) ? { ...block, product: null } : block;
      case 'RotatingProductPicksBlock':
        return { ...block, items: block.items.filter((item) => known.has(item.product.sku)) };
      default:
        return block;
    }
  });
}
