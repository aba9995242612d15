/**
 * The content blocks in the one shape the shop uses everywhere: the gateway's content subschema serves it (the SDL in
 * packages/schema/src/content.ts matches it field for field), the storefront's block fragments select from it and
 * `@shop/ui/blocks` takes it as props. Prismic slices and the demo documents are normalised into it once
 * (`normaliseBlocks` in this package). Types only: this module imports nothing.
 *
 * Conventions: rich text is sanitized HTML (`Html`); links are shop paths or absolute URLs; a missing optional value is
 * `null`; `__typename` names the block type, `sliceType` and `variation` are the editor's Prismic values.
 * Products and looks are references (`ProductRef`, `LookRef`) that the gateway resolves; a client that selects
 * their fields gets its own shape in their place (the `Product` and `Look` type parameters).
 */

/** Sanitized HTML (Prismic rich text serialized by the content package). */
export type Html = string;

export interface ContentImageView {
  url: string;
  width: number;
  height: number;
}

export interface ContentImage extends ContentImageView {
  /** Empty for a decorative image. */
  alt: string;
  /** The editor's mobile view (used below 48em; 64em for the hero). */
  mobile: ContentImageView | null;
}

export interface ContentVideo {
  url: string;
  width: number | null;
  height: number | null;
  /** The image beside the video: shown before it plays and in its place when it cannot. */
  poster: string | null;
}

export interface ContentLink {
  /** A shop path (`/dames/schoenen`, `/klantenservice/`) or an absolute URL. */
  url: string;
  external: boolean;
  target: string | null;
  /** The link's target ends with `#chat`: it opens the in-page chat. */
  opensChat: boolean;
}

export type ButtonStyle = 'LINK' | 'CALL_TO_ACTION' | 'SHOP_FLOW' | 'DEFAULT';
export type ColumnWidth = 'FULL_WIDTH' | 'LARGE' | 'MEDIUM' | 'SMALL';
export type HeroPosition =
  | 'LEFT_TOP'
  | 'LEFT_MIDDLE'
  | 'LEFT_BOTTOM'
  | 'CENTRE_TOP'
  | 'CENTRE'
  | 'CENTRE_BOTTOM'
  | 'RIGHT_TOP'
  | 'RIGHT_MIDDLE'
  | 'RIGHT_BOTTOM';

/** A product of the catalog, by SKU. */
export interface ProductRef {
  sku: string;
}

/** A look document, by id. */
export interface LookRef {
  id: string;
}

/** What every block has (the schema's `ContentSlice`). */
export interface SliceBase {
  /** The slice id, unique in its document (`{sliceType}-{position}` when Prismic gave none). */
  id: string;
  sliceType: string;
  variation: string;
}

/** `button_text`, `button_link`, `button_style` (missing style: DEFAULT). */
export interface ButtonFields {
  buttonText: string | null;
  buttonLink: ContentLink | null;
  buttonStyle: ButtonStyle;
}

export interface AttentionBlock extends SliceBase, ButtonFields {
  __typename: 'AttentionBlock';
  title: string;
  richtext: Html;
  backgroundColor: string | null;
  columnWidth: ColumnWidth;
}

export interface BrandingBlock extends SliceBase {
  __typename: 'BrandingBlock';
  title: string;
  description: Html;
  image: ContentImage | null;
  link: ContentLink | null;
  buttonText: string | null;
  buttonStyle: ButtonStyle;
  columnWidth: ColumnWidth;
}

export interface ButtonBlock extends SliceBase, ButtonFields {
  __typename: 'ButtonBlock';
}

export interface CategorySliderItem {
  label: string;
  image: ContentImage | null;
  link: ContentLink | null;
}

export interface CategorySliderBlock extends SliceBase {
  __typename: 'CategorySliderBlock';
  title: string;
  items: CategorySliderItem[];
}

export interface CookieSettingsBlock extends SliceBase {
  __typename: 'CookieSettingsBlock';
  title: string;
  acceptTitle: string;
  acceptDescription: Html;
  denyTitle: string;
  denyDescription: Html;
}

export interface CustomerServiceContactItem {
  /** chat, email or phone; null for anything else. */
  icon: string | null;
  title: string;
  text: Html;
  link: ContentLink | null;
  buttonText: string;
}

export interface CustomerServiceContactBlock extends SliceBase {
  __typename: 'CustomerServiceContactBlock';
  title: string;
  description: Html;
  items: CustomerServiceContactItem[];
}

export interface DrieluikItem {
  title: string;
  image: ContentImage | null;
  video: ContentVideo | null;
  link: ContentLink | null;
}

export interface DrieluikBlock extends SliceBase {
  __typename: 'DrieluikBlock';
  title: string;
  items: DrieluikItem[];
}

export interface FaqItem {
  category: string;
  question: string;
  answer: Html;
  /** The answer as plain text (the FAQ search). */
  answerText: string;
}

export interface FaqBlock extends SliceBase {
  __typename: 'FaqBlock';
  title: string;
  /** In the order of their first question. */
  categories: string[];
  items: FaqItem[];
}

export interface FlocklerBlock extends SliceBase {
  __typename: 'FlocklerBlock';
  title: string;
  flocklerId: string;
  uuid: string;
}

export interface HeroBlock extends SliceBase, ButtonFields {
  __typename: 'HeroBlock';
  title: string;
  description: Html;
  image: ContentImage | null;
  video: ContentVideo | null;
  videoMobile: ContentVideo | null;
  position: HeroPosition;
  /** Text colour. */
  color: string | null;
  /** Whether the hero shows the for-her / for-him switch. */
  segmentSwitch: boolean;
  columnWidth: ColumnWidth;
}

export interface ImageTitleBlock extends SliceBase {
  __typename: 'ImageTitleBlock';
  title: string;
  image: ContentImage | null;
  link: ContentLink | null;
  columnWidth: ColumnWidth;
}

export interface ImagesItem {
  title: string;
  image: ContentImage | null;
  link: ContentLink | null;
}

export interface ImagesBlock extends SliceBase {
  __typename: 'ImagesBlock';
  /** 1 to 3. */
  columns: number;
  columnWidth: ColumnWidth;
  items: ImagesItem[];
}

export interface NewsletterSubscriptionBlock extends SliceBase {
  __typename: 'NewsletterSubscriptionBlock';
  title: string;
  description: Html;
  buttonText: string | null;
}

export interface ProductsBlock<Product = ProductRef> extends SliceBase, ButtonFields {
  __typename: 'ProductsBlock';
  title: string;
  layout: 'DEFAULT' | 'GRID';
  /** 1 to 4. */
  columns: number;
  columnWidth: ColumnWidth;
  products: Product[];
}

/** A half of the half-with-buttons rich text (field names as in Prismic). */
export interface RichtextItem {
  content: Html;
  leftButtonTekst: string | null;
  leftButtonLink: ContentLink | null;
  rightButtonTekst: string | null;
  rightButtonLink: ContentLink | null;
}

export interface RichtextBlock extends SliceBase {
  __typename: 'RichtextBlock';
  richtext: Html;
  columnWidth: ColumnWidth;
  items: RichtextItem[];
}

export interface RichtextWithBlock<Product = ProductRef> extends SliceBase, ButtonFields {
  __typename: 'RichtextWithBlock';
  title: string;
  richtext: Html;
  richtext2: Html;
  /** Media left and text right instead of the other way round. */
  mirror: boolean;
  alignment: 'TOP' | 'BOTTOM';
  media: 'IMAGE' | 'VIDEO' | 'PRODUCT';
  image: ContentImage | null;
  video: ContentVideo | null;
  product: Product | null;
}

export interface ProductPick<Product = ProductRef> {
  label: string;
  product: Product;
}

/** `rotating_{product}_picks`. */
export interface RotatingProductPicksBlock<Product = ProductRef> extends SliceBase {
  __typename: 'RotatingProductPicksBlock';
  title: string;
  items: ProductPick<Product>[];
}

export interface ShopTheLookSliderBlock<Look = LookRef> extends SliceBase, ButtonFields {
  __typename: 'ShopTheLookSliderBlock';
  title: string;
  looks: Look[];
}

export interface SliderItem {
  title: string;
  image: ContentImage | null;
  link: ContentLink | null;
}

export interface SliderBlock extends SliceBase {
  __typename: 'SliderBlock';
  title: string;
  itemsToShow: number;
  itemsToSlide: number;
  autoPlay: boolean;
  centerMode: boolean;
  infiniteScroll: boolean;
  navigation: boolean;
  pagination: boolean;
  progress: boolean;
  items: SliderItem[];
}

export interface SqueezelyBlock extends SliceBase {
  __typename: 'SqueezelyBlock';
  title: string;
  squeezelyId: string;
}

export interface TimelineItem {
  year: string;
  label: string;
  image: ContentImage | null;
  link: ContentLink | null;
}

export interface TimelineSliderBlock extends SliceBase {
  __typename: 'TimelineSliderBlock';
  title: string;
  items: TimelineItem[];
}

/** A selling point; rotating ones also have an icon and a description. */
export interface Usp {
  label: string;
  link: ContentLink | null;
  icon: string | null;
  /** Inline SVG markup, as the editor pasted it. */
  iconInline: string | null;
  description: string | null;
}

export interface UspsBlock extends SliceBase {
  __typename: 'UspsBlock';
  title: string;
  items: Usp[];
}

export interface VideosItem {
  title: string;
  video: ContentVideo | null;
  videoMobile: ContentVideo | null;
}

export interface VideosBlock extends SliceBase {
  __typename: 'VideosBlock';
  columns: number;
  columnWidth: ColumnWidth;
  items: VideosItem[];
}

/** Every block type, one per Prismic slice type (the schema's `ContentBlock` union). */
export type ContentBlock<Product = ProductRef, Look = LookRef> =
  | AttentionBlock
  | BrandingBlock
  | ButtonBlock
  | CategorySliderBlock
  | CookieSettingsBlock
  | CustomerServiceContactBlock
  | DrieluikBlock
  | FaqBlock
  | FlocklerBlock
  | HeroBlock
  | ImageTitleBlock
  | ImagesBlock
  | NewsletterSubscriptionBlock
  | ProductsBlock<Product>
  | RichtextBlock
  | RichtextWithBlock<Product>
  | RotatingProductPicksBlock<Product>
  | ShopTheLookSliderBlock<Look>
  | SliderBlock
  | SqueezelyBlock
  | TimelineSliderBlock
  | UspsBlock
  | VideosBlock;

export type ContentBlockTypename = ContentBlock['__typename'];
