/**
 * The props of the content blocks (spec §3 "Content block (slice)"): the Prismic slice shape in camelCase,
 * `{ type, variation, primary, items }`. The gateway (content subschema) sends exactly this; the storefront maps its
 * GraphQL result onto these types and passes them to `ContentBlocks` or to a block component directly.
 *
 * Conventions shared with the gateway:
 * - rich text arrives as sanitized HTML (`Html`), rendered as is;
 * - images as `BlockImage` (a mobile variant is used below 48em, below 64em for the hero);
 * - links as `BlockLink` (`external` ones open in a new tab, internal ones go through the app's router link);
 * - button style `'LINK' | 'CALL_TO_ACTION' | 'SHOP_FLOW' | 'DEFAULT'`, missing means `'DEFAULT'`;
 * - products as `ProductTileProps` (the product tile of this package).
 */
import type { ProductTileProps } from '../ProductTile';
import type { WishlistToggle } from '../WishlistButton';

/** Sanitized HTML from the gateway (Prismic rich text serialized and cleaned on the server). */
export type Html = string;

export interface BlockImageMobile {
  url: string;
  width: number;
  height: number;
}

export interface BlockImage {
  url: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
  /** Optional widths of the same image (`url 600w, ...`), used with the block's `sizes`. */
  srcSet?: string | null | undefined;
  mobile?: BlockImageMobile | null | undefined;
}

export interface BlockVideoSource {
  url: string;
  width: number;
  height: number;
}

export interface BlockVideo extends BlockVideoSource {
  /** `video_mobile`: used below 48em. */
  mobile?: BlockVideoSource | null | undefined;
  /** A still shown before the video plays. */
  poster?: string | null | undefined;
}

export interface BlockLink {
  href: string;
  /** Another site: opens in a new tab. Internal links go through the router link. */
  external: boolean;
}

export type ButtonStyle = 'LINK' | 'CALL_TO_ACTION' | 'SHOP_FLOW' | 'DEFAULT';

/** `button_text`, `button_link`, `button_style`, collected: a button is shown when both text and link are there. */
export interface BlockButton {
  text: string;
  link: BlockLink;
  style?: ButtonStyle | null | undefined;
}

export type ColumnWidth = 'full-width' | 'large' | 'medium' | 'small';

type Opt<T> = T | null | undefined;

interface Slice<T extends string, V extends string, P, I = never> {
  /** Stable key in the page (Prismic slice id); the index is used when missing. */
  id?: string | undefined;
  type: T;
  variation?: V | undefined;
  /** The column width wrapper around the block; missing means full width. */
  columnWidth?: Opt<ColumnWidth>;
  primary: P;
  items: readonly I[];
}

/* ---------------------------------------------------------------------------------------------------------------- */

export interface AttentionBlockPrimary {
  title?: Opt<string>;
  richtext?: Opt<Html>;
  button?: Opt<BlockButton>;
  image?: Opt<BlockImage>;
}
export type AttentionBlockData = Slice<'attention_block', 'default', AttentionBlockPrimary>;

export interface BrandingBlockPrimary {
  title?: Opt<string>;
  richtext?: Opt<Html>;
  /** The brand's logo or picture. */
  image?: Opt<BlockImage>;
  link?: Opt<BlockLink>;
  button?: Opt<BlockButton>;
}
export type BrandingBlockData = Slice<'branding_block', 'default', BrandingBlockPrimary>;

export interface ButtonBlockPrimary {
  button: BlockButton;
  alignment?: Opt<'left' | 'center' | 'right'>;
}
export type ButtonBlockData = Slice<'button', 'default', ButtonBlockPrimary>;

export interface CategorySliderItem {
  label: string;
  image?: Opt<BlockImage>;
  link: BlockLink;
}
export type CategorySliderData = Slice<'category_slider', 'default', { title?: Opt<string> }, CategorySliderItem>;

export interface CookieSettingsPrimary {
  title?: Opt<string>;
  acceptTitle: string;
  acceptDescription: Html;
  denyTitle: string;
  denyDescription: Html;
}
export type CookieSettingsData = Slice<'cookie_settings', 'default', CookieSettingsPrimary>;

export type CustomerServiceIcon = 'chat' | 'email' | 'phone';
export interface CustomerServiceItem {
  icon: CustomerServiceIcon;
  title: string;
  text?: Opt<Html>;
  /** A link ending in `#chat` opens the in-page chat instead of navigating. */
  link?: Opt<BlockLink>;
  buttonText?: Opt<string>;
}
export type CustomerServiceContactData = Slice<
  'customer_service_contact',
  'default',
  { title?: Opt<string>; description?: Opt<Html> },
  CustomerServiceItem
>;

export interface MediaItem {
  image?: Opt<BlockImage>;
  video?: Opt<BlockVideo>;
  title?: Opt<string>;
  link?: Opt<BlockLink>;
}
/** Three columns of images or videos (a triptych). */
export type DrieluikData = Slice<'drieluik', 'default', { title?: Opt<string> }, MediaItem>;

export interface FaqItem {
  category: string;
  question: string;
  answer: Html;
}
export type FaqData = Slice<'faq', 'default', { title?: Opt<string>; description?: Opt<Html> }, FaqItem>;

export interface FlocklerPrimary {
  flocklerId: string;
  uuid: string;
}
export type FlocklerData = Slice<'flockler', 'default', FlocklerPrimary>;

export type HeroPosition =
  | 'left-top'
  | 'left-middle'
  | 'left-bottom'
  | 'centre-top'
  | 'centre'
  | 'centre-bottom'
  | 'right-top'
  | 'right-middle'
  | 'right-bottom';

export interface HeroPrimary {
  title?: Opt<string>;
  description?: Opt<Html>;
  /** 1800 px wide desktop image; `mobile` 768 px wide, used below 64em. */
  image?: Opt<BlockImage>;
  video?: Opt<BlockVideo>;
  /** Where the text stands on the image; missing means `centre`. */
  position?: Opt<HeroPosition>;
  /** The text colour on the image (a CSS colour); the text gets a matching scrim for contrast. */
  color?: Opt<string>;
  button?: Opt<BlockButton>;
  /** The whole hero links here (besides the button), when set. */
  link?: Opt<BlockLink>;
  /** The optional for-her / for-him switch. */
  segmentSwitch?: Opt<{ forHer: BlockLink; forHim: BlockLink; current?: Opt<'for-her' | 'for-him'> }>;
  /** The first block of a page: its image loads at once with high priority. */
  priority?: Opt<boolean>;
}
export type HeroData = Slice<'hero', 'default' | 'withSegmentSwitch', HeroPrimary>;

export interface ImageTitlePrimary {
  image?: Opt<BlockImage>;
  title: string;
  description?: Opt<Html>;
  link?: Opt<BlockLink>;
}
export type ImageTitleData = Slice<'image_title', 'default', ImageTitlePrimary>;

export type OneToThree = 1 | 2 | 3;
export type ImagesData = Slice<'images', 'default', { title?: Opt<string>; columns?: Opt<OneToThree> }, MediaItem>;
export type VideosData = Slice<'videos', 'default', { title?: Opt<string>; columns?: Opt<OneToThree> }, MediaItem>;

export interface NewsletterPrimary {
  title?: Opt<string>;
  description?: Opt<Html>;
  /** Shown in place of the form once subscribed; a default text otherwise. */
  confirmation?: Opt<Html>;
}
export type NewsletterSubscriptionData = Slice<'newsletter_subscription', 'default', NewsletterPrimary>;

export interface ProductsPrimary {
  title?: Opt<string>;
  /** `default`: a product slider; `grid`: all products in `columns` columns. */
  layout?: Opt<'default' | 'grid'>;
  columns?: Opt<1 | 2 | 3 | 4>;
  button?: Opt<BlockButton>;
}
export interface ProductItem {
  product: Omit<ProductTileProps, 'Link' | 'headingLevel' | 'priority'>;
}
export type ProductsData = Slice<'products', 'default' | 'grid', ProductsPrimary, ProductItem>;
/** `rotating_{product}_picks`: a slider of picked products. */
export type RotatingPicksData = Slice<
  `rotating_${string}_picks`,
  'default',
  { title?: Opt<string>; description?: Opt<Html>; button?: Opt<BlockButton> },
  ProductItem
>;

export interface RichtextItem {
  content?: Opt<Html>;
  leftButtonText?: Opt<string>;
  leftButtonLink?: Opt<BlockLink>;
  rightButtonText?: Opt<string>;
  rightButtonLink?: Opt<BlockLink>;
}
export type RichtextData = Slice<
  'richtext',
  'default' | 'halfWithButtons',
  { title?: Opt<string>; richtext?: Opt<Html>; button?: Opt<BlockButton> },
  RichtextItem
>;

export interface RichtextWithPrimary {
  title?: Opt<string>;
  richtext?: Opt<Html>;
  richtext2?: Opt<Html>;
  /** Media on the left (false) or the right (true) of the text, from 48em; below it stacks under the text. */
  mirror?: Opt<boolean>;
  /** Vertical alignment of the text beside the media. */
  alignment?: Opt<'top' | 'bottom'>;
  image?: Opt<BlockImage>;
  video?: Opt<BlockVideo>;
  product?: Opt<ProductItem['product']>;
  button?: Opt<BlockButton>;
}
export type RichtextWithData = Slice<'richtext_with', 'image' | 'video' | 'product', RichtextWithPrimary>;

export interface LookItem {
  /** The look's uid: the key of its look-book wishlist heart. */
  uid?: Opt<string>;
  href: string;
  label: string;
  image: BlockImage;
}
export type ShopTheLookSliderData = Slice<
  'shop_the_look_slider',
  'default',
  { title?: Opt<string>; viewAllLink?: Opt<BlockLink> },
  LookItem
>;

export interface SliderPrimary {
  title?: Opt<string>;
  /** Slides shown from the desktop breakpoint (1280 px). */
  itemsToShow?: Opt<number>;
  itemsToSlide?: Opt<number>;
  autoPlay?: Opt<boolean>;
  centerMode?: Opt<boolean>;
  infiniteScroll?: Opt<boolean>;
  navigation?: Opt<boolean>;
  pagination?: Opt<boolean>;
  progress?: Opt<boolean>;
}
export interface SliderItem {
  image?: Opt<BlockImage>;
  video?: Opt<BlockVideo>;
  title?: Opt<string>;
  description?: Opt<Html>;
  link?: Opt<BlockLink>;
  buttonText?: Opt<string>;
}
export type SliderData = Slice<'slider', 'default', SliderPrimary, SliderItem>;

export type SqueezelyData = Slice<'squeezely', 'default', { squeezelyId: string; title?: Opt<string> }>;

export interface TimelineItem {
  year: string;
  label: string;
  image?: Opt<BlockImage>;
  link?: Opt<BlockLink>;
}
export type TimelineSliderData = Slice<'timeline_slider', 'default', { title?: Opt<string> }, TimelineItem>;

export interface UspItem {
  label: string;
  link?: Opt<BlockLink>;
  /** Rotating variation: an icon image, or an inline SVG (sanitized markup), and a description. */
  icon?: Opt<BlockImage>;
  iconInline?: Opt<Html>;
  description?: Opt<string>;
}
export type UspsData = Slice<'usps', 'default' | 'shoutOut' | 'rotating', { title?: Opt<string> }, UspItem>;

/** Every block type this package renders. */
export type ContentBlock =
  | AttentionBlockData
  | BrandingBlockData
  | ButtonBlockData
  | CategorySliderData
  | CookieSettingsData
  | CustomerServiceContactData
  | DrieluikData
  | FaqData
  | FlocklerData
  | HeroData
  | ImageTitleData
  | ImagesData
  | NewsletterSubscriptionData
  | ProductsData
  | RichtextData
  | RichtextWithData
  | RotatingPicksData
  | ShopTheLookSliderData
  | SliderData
  | SqueezelyData
  | TimelineSliderData
  | UspsData
  | VideosData;

export type ContentBlockType = ContentBlock['type'];

/** A block of a type this package does not know (a newer Prismic slice): skipped, reported in debug mode. */
export interface UnknownBlock {
  id?: string | undefined;
  type: string;
  columnWidth?: Opt<ColumnWidth>;
  [field: string]: unknown;
}

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
}
