/**
 * The props of the content blocks: the shop's one block shape (`@shop/content/blocks`, which the gateway serves), of
 * which each block component reads only the fields it shows. A block is told apart by `__typename`; the storefront
 * passes the blocks of its GraphQL result as they come (its fragments select at least these fields: a type check in
 * the storefront fails the build when they drift apart).
 *
 * - rich text arrives as sanitized HTML (`Html`), rendered as is;
 * - images as `BlockImage` (a mobile view is used below 48em, below 64em for the hero);
 * - links as `BlockLink` (`external` ones open in a new tab, internal ones go through the app's router link);
 * - products and looks as the app selects them: the app turns a product into its tile (`productTile`).
 */
import type * as Content from '@shop/content/blocks';
import type { ProductTileProps } from '../ProductTile';
import type { WishlistToggle } from '../WishlistButton';

/** Sanitized HTML from the gateway (Prismic rich text serialized and cleaned on the server). */
export type Html = Content.Html;
export type ButtonStyle = Content.ButtonStyle;
export type ColumnWidth = Content.ColumnWidth;
export type HeroPosition = Content.HeroPosition;

export type BlockLink = Pick<Content.ContentLink, 'url' | 'external'>;

export interface BlockImage extends Pick<Content.ContentImage, 'url' | 'alt' | 'width' | 'height'> {
  mobile?: Content.ContentImageView | null | undefined;
  /** Optional widths of the same image (`url 600w, ...`), used with the block's `sizes`. */
  srcSet?: string | null | undefined;
}

/** A video; width and height may be unknown (a 16:9 box is reserved then). */
export type BlockVideo = Pick<Content.ContentVideo, 'url' | 'width' | 'height' | 'poster'>;

/** A button of a block (its `buttonText`, `buttonLink`, `buttonStyle`): shown when both text and link are there. */
export interface BlockButton {
  text: string;
  link: BlockLink;
  style?: ButtonStyle | null | undefined;
}

/** A block's fields K of the content shape, its identity, and the fields the app selects in its own shape (`Own`). */
type Block<T extends Content.SliceBase & { __typename: string }, K extends keyof T, Own = unknown> = Pick<
  T,
  K | '__typename' | 'id' | 'sliceType' | 'variation'
> &
  Own;

type WithButton = Pick<Content.ButtonFields, 'buttonText' | 'buttonStyle'> & { buttonLink: BlockLink | null };
type Linked = { link: BlockLink | null };
type Pictured = { image: BlockImage | null };

export type AttentionBlockProps = Block<Content.AttentionBlock, 'title' | 'richtext' | 'columnWidth', WithButton>;

export type BrandingBlockProps = Block<
  Content.BrandingBlock,
  'title' | 'description' | 'buttonText' | 'buttonStyle' | 'columnWidth',
  Linked & Pictured
>;

export type ButtonBlockProps = Block<Content.ButtonBlock, never, WithButton>;

export type CategorySliderItem = Pick<Content.CategorySliderItem, 'label'> & Linked & Pictured;
export type CategorySliderProps = Block<Content.CategorySliderBlock, 'title', { items: readonly CategorySliderItem[] }>;

export type CookieSettingsProps = Block<
  Content.CookieSettingsBlock,
  'title' | 'acceptTitle' | 'acceptDescription' | 'denyTitle' | 'denyDescription'
>;

export type CustomerServiceIcon = 'chat' | 'email' | 'phone';
export type CustomerServiceItem = Pick<Content.CustomerServiceContactItem, 'icon' | 'title' | 'text' | 'buttonText'> &
  Linked;
export type CustomerServiceContactProps = Block<
  Content.CustomerServiceContactBlock,
  'title' | 'description',
  { items: readonly CustomerServiceItem[] }
>;

export type DrieluikItem = Pick<Content.DrieluikItem, 'title'> & Linked & Pictured & { video: BlockVideo | null };
/** Three columns of images or videos (a triptych). */
export type DrieluikProps = Block<Content.DrieluikBlock, 'title', { items: readonly DrieluikItem[] }>;

export type FaqItem = Pick<Content.FaqItem, 'category' | 'question' | 'answer'>;
export type FaqProps = Block<Content.FaqBlock, 'title', { items: readonly FaqItem[] }>;

export type FlocklerProps = Block<Content.FlocklerBlock, 'flocklerId' | 'uuid'>;

export type HeroProps = Block<
  Content.HeroBlock,
  'title' | 'description' | 'position' | 'color' | 'segmentSwitch' | 'columnWidth',
  WithButton & Pictured & { video: BlockVideo | null; videoMobile: BlockVideo | null }
> & {
  /** The first block of a page: its image loads at once with high priority (`ContentBlocks` sets it). */
  priority?: boolean | undefined;
};

export type ImageTitleProps = Block<Content.ImageTitleBlock, 'title' | 'columnWidth', Linked & Pictured>;

export type ImagesItem = Pick<Content.ImagesItem, 'title'> & Linked & Pictured;
export type ImagesProps = Block<Content.ImagesBlock, 'columns' | 'columnWidth', { items: readonly ImagesItem[] }>;

export type VideosItem = Pick<Content.VideosItem, 'title'> & {
  video: BlockVideo | null;
  videoMobile: BlockVideo | null;
};
export type VideosProps = Block<Content.VideosBlock, 'columns' | 'columnWidth', { items: readonly VideosItem[] }>;

export type NewsletterSubscriptionProps = Block<Content.NewsletterSubscriptionBlock, 'title' | 'description'>;

/** A product tile as the app gives it for a block's product (link component, heading level and priority are the block's). */
export type ProductTileData = Omit<ProductTileProps, 'Link' | 'headingLevel' | 'priority'>;

export type ProductsProps<Product = ProductTileData> = Block<
  Content.ProductsBlock<Product>,
  'title' | 'layout' | 'columns' | 'columnWidth' | 'products',
  WithButton
>;

export type RichtextItem = Pick<Content.RichtextItem, 'content' | 'leftButtonTekst' | 'rightButtonTekst'> & {
  leftButtonLink: BlockLink | null;
  rightButtonLink: BlockLink | null;
};
export type RichtextProps = Block<
  Content.RichtextBlock,
  'richtext' | 'columnWidth',
  { items: readonly RichtextItem[] }
>;

export type RichtextWithProps<Product = ProductTileData> = Block<
  Content.RichtextWithBlock<Product>,
  'title' | 'richtext' | 'richtext2' | 'mirror' | 'alignment' | 'media' | 'product',
  WithButton & Pictured & { video: BlockVideo | null }
>;

export type RotatingPicksProps<Product = ProductTileData> = Block<
  Content.RotatingProductPicksBlock<Product>,
  'title',
  { items: readonly Pick<Content.ProductPick<Product>, 'product'>[] }
>;

/** A look as a shop-the-look slider shows it. */
export interface BlockLook {
  /** The look's uid: the key of its look-book wishlist heart. */
  uid: string;
  label: string;
  path: string;
  /** Decorative: the label beside it names the look. */
  image: Omit<BlockImage, 'alt'> | null;
}
export type ShopTheLookSliderProps = Block<
  Content.ShopTheLookSliderBlock<BlockLook>,
  'title' | 'looks',
  { buttonLink: BlockLink | null }
>;

/** The content slider's options (spec §9): every one goes through `sliderConfig`. */
export type SliderOptions = Partial<
  Pick<
    Content.SliderBlock,
    | 'itemsToShow'
    | 'itemsToSlide'
    | 'autoPlay'
    | 'centerMode'
    | 'infiniteScroll'
    | 'navigation'
    | 'pagination'
    | 'progress'
  >
>;
export type SliderItem = Pick<Content.SliderItem, 'title'> & Linked & Pictured;
export type SliderProps = Block<Content.SliderBlock, 'title' | keyof SliderOptions, { items: readonly SliderItem[] }>;

export type SqueezelyProps = Block<Content.SqueezelyBlock, 'title' | 'squeezelyId'>;

export type TimelineItem = Pick<Content.TimelineItem, 'year' | 'label'> & Linked & Pictured;
export type TimelineSliderProps = Block<Content.TimelineSliderBlock, 'title', { items: readonly TimelineItem[] }>;

export type UspItem = Pick<Content.Usp, 'label' | 'iconInline' | 'description'> & Linked;
export type UspsProps = Block<Content.UspsBlock, never, { items: readonly UspItem[] }>;

/** Every block this package renders, told apart by `__typename`; `Product` is the app's product (see `productTile`). */
export type ContentBlockProps<Product = ProductTileData> =
  | AttentionBlockProps
  | BrandingBlockProps
  | ButtonBlockProps
  | CategorySliderProps
  | CookieSettingsProps
  | CustomerServiceContactProps
  | DrieluikProps
  | FaqProps
  | FlocklerProps
  | HeroProps
  | ImageTitleProps
  | ImagesProps
  | NewsletterSubscriptionProps
  | ProductsProps<Product>
  | RichtextProps
  | RichtextWithProps<Product>
  | RotatingPicksProps<Product>
  | ShopTheLookSliderProps
  | SliderProps
  | SqueezelyProps
  | TimelineSliderProps
  | UspsProps
  | VideosProps;

export type ContentBlockTypename = ContentBlockProps['__typename'];

/* ---------------------------------------------------------------------------------------------------------------- */
/* What the app supplies: state and callbacks, not content.                                                         */

export type CookieChoice = 'enabled' | 'disabled';

export interface NewsletterValues {
  firstName: string;
  lastName: string;
  salutationId: string;
  email: string;
}

export interface Salutation {
  id: string;
  /** Translated by the gateway (store configuration). */
  label: string;
}

/** The links of the hero's for-her / for-him switch, and which of them the page is. */
export interface SegmentLinks {
  forHer: string;
  forHim: string;
  current: 'for-her' | 'for-him';
}

export interface BlockRuntime {
  /** Cookie settings block: the current choice (default `enabled`) and what saving it does. */
  cookieChoice?: CookieChoice | undefined;
  onCookieChoiceChange?: ((choice: CookieChoice) => void) | undefined;
  /** Customer service links ending in `#chat`. */
  onOpenChat?: (() => void) | undefined;
  /** Newsletter form. */
  salutations?: readonly Salutation[] | undefined;
  defaultSalutationId?: string | undefined;
  /** The logged-in customer's details, to prefill the form. */
  newsletterPrefill?: Partial<NewsletterValues> | undefined;
  /** Resolves when subscribed; a rejection keeps the form (logged by the caller, no message: spec §8). */
  onNewsletterSubmit?: ((values: NewsletterValues) => Promise<void>) | undefined;
  /** The form is first used (focus): the app may start what the submit needs (the bot check's script). */
  onNewsletterFocus?: (() => void) | undefined;
  /** Flockler and Squeezely load their scripts only after third-party scripts are started (5000 ms loader). */
  thirdPartyReady?: boolean | undefined;
  /** A third-party embed that failed to load. */
  onEmbedError?: ((error: unknown) => void) | undefined;
  /** The wishlist heart of a product tile, by the product's SKU (spec §4); tiles have no heart without it. */
  productWishlist?: ((sku: string) => WishlistToggle) | undefined;
  /** The look-book wishlist heart of a look, by its uid (spec §4); looks have no heart without it. */
  lookWishlist?: ((uid: string) => WishlistToggle) | undefined;
  /** The hero's for-her / for-him switch; a hero asking for it shows none without them. */
  segmentLinks?: SegmentLinks | undefined;
}
