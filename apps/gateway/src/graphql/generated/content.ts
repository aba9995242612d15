import type { GraphQLResolveInfo } from 'graphql';
import type { ContentDocumentModel, ContentPageRouteModel } from '../content-models';
import type { ShopTheLookSliderBlock as ShopTheLookSliderBlockModel } from '@shop/content/blocks';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AttentionBlock = ContentSlice & {
  __typename?: 'AttentionBlock';
  backgroundColor?: Maybe<Scalars['String']['output']>;
  buttonLink?: Maybe<ContentLink>;
  buttonStyle: ButtonStyle;
  buttonText?: Maybe<Scalars['String']['output']>;
  columnWidth: ColumnWidth;
  id: Scalars['ID']['output'];
  /** HTML. */
  richtext: Scalars['String']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type BrandingBlock = ContentSlice & {
  __typename?: 'BrandingBlock';
  buttonStyle: ButtonStyle;
  buttonText?: Maybe<Scalars['String']['output']>;
  columnWidth: ColumnWidth;
  /** HTML. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<ContentImage>;
  link?: Maybe<ContentLink>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type ButtonBlock = ContentSlice & {
  __typename?: 'ButtonBlock';
  buttonLink?: Maybe<ContentLink>;
  buttonStyle: ButtonStyle;
  buttonText?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  sliceType: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

/** Button styles of the blocks; a missing style is DEFAULT. */
export type ButtonStyle =
  | 'CALL_TO_ACTION'
  | 'DEFAULT'
  | 'LINK'
  | 'SHOP_FLOW';

export type CategorySliderBlock = ContentSlice & {
  __typename?: 'CategorySliderBlock';
  id: Scalars['ID']['output'];
  items: Array<CategorySliderItem>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type CategorySliderItem = {
  __typename?: 'CategorySliderItem';
  image?: Maybe<ContentImage>;
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

/** The checkout layout's content: usps checkout-header and cart, icons payment-methods. */
export type CheckoutLayout = {
  __typename?: 'CheckoutLayout';
  cartUsps: Array<Usp>;
  customerService: CustomerServiceInfo;
  headerUsps: Array<Usp>;
  paymentIcons: Array<PaymentIcon>;
};

/** How wide a block is in the page's column. */
export type ColumnWidth =
  | 'FULL_WIDTH'
  | 'LARGE'
  | 'MEDIUM'
  | 'SMALL';

/** A content block (Prismic slice) of a page, one type per block type. */
export type ContentBlock = AttentionBlock | BrandingBlock | ButtonBlock | CategorySliderBlock | CookieSettingsBlock | CustomerServiceContactBlock | DrieluikBlock | FaqBlock | FlocklerBlock | HeroBlock | ImageTitleBlock | ImagesBlock | NewsletterSubscriptionBlock | ProductsBlock | RichtextBlock | RichtextWithBlock | RotatingProductPicksBlock | ShopTheLookSliderBlock | SliderBlock | SqueezelyBlock | TimelineSliderBlock | UspsBlock | VideosBlock;

export type ContentBreadcrumb = {
  __typename?: 'ContentBreadcrumb';
  label: Scalars['String']['output'];
  /** '/' plus the url of the page. */
  path: Scalars['String']['output'];
};

/** An image of a content document, with its mobile view when the editor gave one. */
export type ContentImage = {
  __typename?: 'ContentImage';
  /** Alternative text in the request's language; empty for a decorative image. */
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  mobile?: Maybe<ContentImageView>;
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A view of a content image at its own size. */
export type ContentImageView = {
  __typename?: 'ContentImageView';
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** A resolved link: a shop path (internal) or an absolute URL (external). */
export type ContentLink = {
  __typename?: 'ContentLink';
  external: Scalars['Boolean']['output'];
  /** Whether the link opens the in-page chat (its target ends with #chat, spec §7). */
  opensChat: Scalars['Boolean']['output'];
  /** The target the editor chose (_blank), if any. */
  target?: Maybe<Scalars['String']['output']>;
  /** A path of the shop (/dames/schoenen, /klantenservice/) or an absolute URL. */
  url: Scalars['String']['output'];
};

/** A content page (Prismic type cms_page). */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** This page in every store. */
  alternates: Array<StoreAlternate>;
  blocks: Array<ContentBlock>;
  /** From the outermost parent page down to this page (its label is the page heading). */
  breadcrumbs: Array<ContentBreadcrumb>;
  /** Store base URL and path. */
  canonicalUrl: Scalars['String']['output'];
  /** Child pages (a blog's posts), newest first, 5 per load. */
  children: ContentPageList;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ContentImage>;
  isHome: Scalars['Boolean']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** meta_robots, default index,follow. */
  metaRobots: Scalars['String']['output'];
  /** meta_title, else the page title. */
  metaTitle: Scalars['String']['output'];
  /** Siblings published after this page, oldest first. */
  next: ContentPageList;
  parent?: Maybe<ContentPage>;
  /** Path in the request's language: / for the home page, otherwise /{uid}/. */
  path: Scalars['String']['output'];
  /** Siblings published before this page, newest first. */
  previous: ContentPageList;
  /** ISO timestamps. */
  publishedAt: Scalars['String']['output'];
  segment: Segment;
  /** Whether breadcrumbs are shown (not on the home and men-home pages). */
  showBreadcrumbs: Scalars['Boolean']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  uid: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};


/** A content page (Prismic type cms_page). */
export type ContentPageChildrenArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A content page (Prismic type cms_page). */
export type ContentPageNextArgs = {
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A content page (Prismic type cms_page). */
export type ContentPagePreviousArgs = {
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A list of content pages (5 per load), with paging. */
export type ContentPageList = {
  __typename?: 'ContentPageList';
  /** Whether another load follows (total exceeds page size times page). */
  hasMore: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  pages: Array<ContentPage>;
  totalPages: Scalars['Int']['output'];
  totalResultsSize: Scalars['Int']['output'];
};

/** A content page at a path, with how to reach customer service (its chat links' dialog says it). */
export type ContentPageRoute = {
  __typename?: 'ContentPageRoute';
  customerService: CustomerServiceInfo;
  page: ContentPage;
};

/** What a path is to the content service: a content page or a look. */
export type ContentRoute = ContentPageRoute | LookRoute;

/** Fields every block has. */
export type ContentSlice = {
  /** Identifier of the block within its document. */
  id: Scalars['ID']['output'];
  /** The Prismic slice type (hero, products …). */
  sliceType: Scalars['String']['output'];
  /** The Prismic variation (default, grid, halfWithButtons, shoutOut …). */
  variation: Scalars['String']['output'];
};

/** A video file (width and height when known). */
export type ContentVideo = {
  __typename?: 'ContentVideo';
  height?: Maybe<Scalars['Int']['output']>;
  /** A still shown before the video plays and in its place when it cannot: the image beside the video (the block's or item's). */
  poster?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type CookieSettingsBlock = ContentSlice & {
  __typename?: 'CookieSettingsBlock';
  /** HTML. */
  acceptDescription: Scalars['String']['output'];
  acceptTitle: Scalars['String']['output'];
  /** HTML. */
  denyDescription: Scalars['String']['output'];
  denyTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type CustomerServiceContactBlock = ContentSlice & {
  __typename?: 'CustomerServiceContactBlock';
  /** HTML. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<CustomerServiceContactItem>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type CustomerServiceContactItem = {
  __typename?: 'CustomerServiceContactItem';
  /** The Prismic field buttontext. */
  buttonText: Scalars['String']['output'];
  /** chat, email or phone. */
  icon?: Maybe<Scalars['String']['output']>;
  link?: Maybe<ContentLink>;
  /** HTML. */
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Customer service contact of the request's store (spec §2 checkout layout, §9). */
export type CustomerServiceInfo = {
  __typename?: 'CustomerServiceInfo';
  email?: Maybe<Scalars['String']['output']>;
  hours: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** Delivery and returns text of the product page. */
export type DeliveryReturns = {
  __typename?: 'DeliveryReturns';
  /** HTML. */
  richtext: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type DrieluikBlock = ContentSlice & {
  __typename?: 'DrieluikBlock';
  id: Scalars['ID']['output'];
  items: Array<DrieluikItem>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

/** One of the three columns of a drieluik (triptych): an image or a video. */
export type DrieluikItem = {
  __typename?: 'DrieluikItem';
  image?: Maybe<ContentImage>;
  link?: Maybe<ContentLink>;
  title: Scalars['String']['output'];
  video?: Maybe<ContentVideo>;
};

export type FaqBlock = ContentSlice & {
  __typename?: 'FaqBlock';
  /** The categories in the order of their first question; the first is active by default. */
  categories: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  items: Array<FaqItem>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type FaqItem = {
  __typename?: 'FaqItem';
  /** HTML. */
  answer: Scalars['String']['output'];
  /** The answer as plain text, for the FAQ search (case-sensitive substring of question or answer, spec §5). */
  answerText: Scalars['String']['output'];
  category: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** A social feed (Flockler), loaded after the third-party scripts. */
export type FlocklerBlock = ContentSlice & {
  __typename?: 'FlocklerBlock';
  flocklerId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type FooterLinkGroup = {
  __typename?: 'FooterLinkGroup';
  links: Array<LabelledLink>;
  title: Scalars['String']['output'];
};

export type HeaderLink = {
  __typename?: 'HeaderLink';
  icon?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

export type HeroBlock = ContentSlice & {
  __typename?: 'HeroBlock';
  buttonLink?: Maybe<ContentLink>;
  buttonStyle: ButtonStyle;
  buttonText?: Maybe<Scalars['String']['output']>;
  /** Text colour. */
  color?: Maybe<Scalars['String']['output']>;
  columnWidth: ColumnWidth;
  /** HTML. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<ContentImage>;
  position: HeroPosition;
  /** Whether the hero shows the for-her / for-him switch. */
  segmentSwitch: Scalars['Boolean']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
  video?: Maybe<ContentVideo>;
  videoMobile?: Maybe<ContentVideo>;
};

/** Where the hero's text sits. */
export type HeroPosition =
  | 'CENTRE'
  | 'CENTRE_BOTTOM'
  | 'CENTRE_TOP'
  | 'LEFT_BOTTOM'
  | 'LEFT_MIDDLE'
  | 'LEFT_TOP'
  | 'RIGHT_BOTTOM'
  | 'RIGHT_MIDDLE'
  | 'RIGHT_TOP';

export type ImageTitleBlock = ContentSlice & {
  __typename?: 'ImageTitleBlock';
  columnWidth: ColumnWidth;
  id: Scalars['ID']['output'];
  image?: Maybe<ContentImage>;
  link?: Maybe<ContentLink>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type ImagesBlock = ContentSlice & {
  __typename?: 'ImagesBlock';
  columnWidth: ColumnWidth;
  /** 1 to 3. */
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<ImagesItem>;
  sliceType: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type ImagesItem = {
  __typename?: 'ImagesItem';
  image?: Maybe<ContentImage>;
  link?: Maybe<ContentLink>;
  title: Scalars['String']['output'];
};

export type JobsBlock = {
  __typename?: 'JobsBlock';
  buttonText?: Maybe<Scalars['String']['output']>;
  image?: Maybe<ContentImage>;
  link?: Maybe<ContentLink>;
  /** HTML. */
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type LabelledLink = {
  __typename?: 'LabelledLink';
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

/** The default layout's content (spec §7 layout query). */
export type Layout = {
  __typename?: 'Layout';
  customerService: CustomerServiceInfo;
  footerNavigation: Array<FooterLinkGroup>;
  forHerNavigation: Array<NavigationItem>;
  forHimNavigation: Array<NavigationItem>;
  headerLinks: Array<HeaderLink>;
  headerUsps: Array<Usp>;
  jobs?: Maybe<JobsBlock>;
  legalLinks: Array<LegalLink>;
  navigation: Array<NavigationItem>;
  paymentIcons: Array<PaymentIcon>;
  /** The banners with text whose window contains the request time, at most 4. */
  promoBanners: Array<PromoBanner>;
  reviewStats?: Maybe<ReviewStats>;
  socialIcons: Array<SocialIcon>;
};


/** The default layout's content (spec §7 layout query). */
export type LayoutNavigationArgs = {
  segment: Segment;
};

export type LegalLink = {
  __typename?: 'LegalLink';
  kind: LegalLinkKind;
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

/** What a legal link is: the checkout picks Impressum and AGB by it, never by their label. OTHER when not set. */
export type LegalLinkKind =
  | 'COOKIES'
  | 'IMPRINT'
  | 'OTHER'
  | 'PRIVACY'
  | 'TERMS';

/** A look of a look-book. */
export type Look = {
  __typename?: 'Look';
  id: Scalars['ID']['output'];
  image?: Maybe<ContentImage>;
  label: Scalars['String']['output'];
  parentPage?: Maybe<ContentPage>;
  /** /{look-book page url}/{look url_key}/ (spec §2). */
  path: Scalars['String']['output'];
  products: Array<Product>;
  uid: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
  video?: Maybe<ContentVideo>;
};

/** Looks of a look-book, 18 per load, Relay-style. */
export type LookConnection = {
  __typename?: 'LookConnection';
  edges: Array<LookEdge>;
  nodes: Array<Look>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type LookEdge = {
  __typename?: 'LookEdge';
  cursor: Scalars['String']['output'];
  node: Look;
};

/** A look of a look-book at its path, /{look-book}/{look}/. */
export type LookRoute = {
  __typename?: 'LookRoute';
  look: Look;
};

/** A first-level navigation item. */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  color?: Maybe<Scalars['String']['output']>;
  link?: Maybe<ContentLink>;
  lists: Array<NavigationList>;
  showMenu: Scalars['Boolean']['output'];
  showSubmenu: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  uid: Scalars['String']['output'];
};

export type NavigationLink = {
  __typename?: 'NavigationLink';
  /** An image teaser in the menu, when the editor gave one. */
  image?: Maybe<ContentImage>;
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

/** A titled list of the second navigation level, with its third-level links. */
export type NavigationList = {
  __typename?: 'NavigationList';
  items: Array<NavigationLink>;
  title: Scalars['String']['output'];
};

export type NewsletterSubscriptionBlock = ContentSlice & {
  __typename?: 'NewsletterSubscriptionBlock';
  buttonText?: Maybe<Scalars['String']['output']>;
  /** HTML. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PaymentIcon = {
  __typename?: 'PaymentIcon';
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  sku: Scalars['ID']['output'];
};

/** Content of every product page (uids pdp and delivery-returns). Empty when the content service fails (spec §7). */
export type ProductPageContent = {
  __typename?: 'ProductPageContent';
  deliveryReturns?: Maybe<DeliveryReturns>;
  usps: Array<Usp>;
};

export type ProductPick = {
  __typename?: 'ProductPick';
  label: Scalars['String']['output'];
  product: Product;
};

export type ProductsBlock = ContentSlice & {
  __typename?: 'ProductsBlock';
  buttonLink?: Maybe<ContentLink>;
  buttonStyle: ButtonStyle;
  buttonText?: Maybe<Scalars['String']['output']>;
  columnWidth: ColumnWidth;
  /** 1 to 4. */
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  layout: ProductsLayout;
  /** The block's products in the editor's order (SKUs the catalog does not know resolve to null in the catalog's fields). */
  products: Array<Product>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type ProductsLayout =
  | 'DEFAULT'
  | 'GRID';

export type PromoBanner = {
  __typename?: 'PromoBanner';
  /** ISO timestamp; null when the banner has no start. */
  actionFrom?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp; the countdown counts down to it. Null when the banner has no end. */
  actionTo?: Maybe<Scalars['String']['output']>;
  backgroundColor?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The checkout layout. */
  checkoutLayout: CheckoutLayout;
  /** A content page by uid in the request's language; previewRef is a Prismic preview token or release ref. */
  contentPage?: Maybe<ContentPage>;
  /** A content page by its path (/, /klantenservice/, heren-home); null when no page has it. */
  contentPageByPath?: Maybe<ContentPage>;
  /** Every indexable content page of the request's language (for the sitemap). */
  contentPages: Array<ContentPage>;
  /** What a path is to the content service (a content page, else a look); null when neither. The gateway's route asks it. */
  contentRoute?: Maybe<ContentRoute>;
  /** The error page (uid 404, titled Page not found). */
  errorPage?: Maybe<ContentPage>;
  /** The default layout: banners, navigation, header, footer, review stats. */
  layout: Layout;
  /** A look by the look-book page's uid and the look's url key (/{page}/{look}/). */
  look?: Maybe<Look>;
  /** The looks of a look-book page (its uid), 18 per load; after is the endCursor of the previous load. */
  looks: LookConnection;
  /** Looks by uid in the order asked (the look-book wishlist); unknown uids are left out. */
  looksByUids: Array<Look>;
  /** The looks a product appears in (the product page's look-books), in look-book order, at most first. */
  productLooks: Array<Look>;
  /** The product page's extra content: usps (pdp) and delivery-returns. Never an error: empty when the source fails. */
  productPageContent: ProductPageContent;
  /** The page at a path in every store (the language and store switch). */
  storeSwitch: Array<StoreAlternate>;
};


export type QueryContentPageArgs = {
  previewRef?: InputMaybe<Scalars['String']['input']>;
  uid: Scalars['String']['input'];
};


export type QueryContentPageByPathArgs = {
  path: Scalars['String']['input'];
  previewRef?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContentRouteArgs = {
  path: Scalars['String']['input'];
};


export type QueryErrorPageArgs = {
  previewRef?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLookArgs = {
  parentPageUid: Scalars['String']['input'];
  urlKey: Scalars['String']['input'];
};


export type QueryLooksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  parentPageUid: Scalars['String']['input'];
};


export type QueryLooksByUidsArgs = {
  uids: Array<Scalars['String']['input']>;
};


export type QueryProductLooksArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  sku: Scalars['ID']['input'];
};


export type QueryStoreSwitchArgs = {
  path: Scalars['String']['input'];
};

export type ReviewStats = {
  __typename?: 'ReviewStats';
  averageRating: Scalars['Float']['output'];
  reviewCount?: Maybe<Scalars['Int']['output']>;
  /** 10 times the integer average rating (spec §9). */
  starsPercentage: Scalars['Int']['output'];
  viewReviewUrl?: Maybe<Scalars['String']['output']>;
};

export type RichtextAlignment =
  | 'BOTTOM'
  | 'TOP';

export type RichtextBlock = ContentSlice & {
  __typename?: 'RichtextBlock';
  columnWidth: ColumnWidth;
  id: Scalars['ID']['output'];
  items: Array<RichtextItem>;
  /** HTML. */
  richtext: Scalars['String']['output'];
  sliceType: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

/** A half of the half-with-buttons rich text: content with up to two buttons (field names as in Prismic). */
export type RichtextItem = {
  __typename?: 'RichtextItem';
  /** HTML. */
  content: Scalars['String']['output'];
  leftButtonLink?: Maybe<ContentLink>;
  leftButtonTekst?: Maybe<Scalars['String']['output']>;
  rightButtonLink?: Maybe<ContentLink>;
  rightButtonTekst?: Maybe<Scalars['String']['output']>;
};

export type RichtextWithBlock = ContentSlice & {
  __typename?: 'RichtextWithBlock';
  alignment: RichtextAlignment;
  buttonLink?: Maybe<ContentLink>;
  buttonStyle: ButtonStyle;
  buttonText?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ContentImage>;
  media: RichtextWithMedia;
  /** Media left and text right instead of the other way round. */
  mirror: Scalars['Boolean']['output'];
  product?: Maybe<Product>;
  /** HTML. */
  richtext: Scalars['String']['output'];
  /** HTML (the Prismic field richtext_2). */
  richtext2: Scalars['String']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
  video?: Maybe<ContentVideo>;
};

/** What stands beside the text of a richtext_with block. */
export type RichtextWithMedia =
  | 'IMAGE'
  | 'PRODUCT'
  | 'VIDEO';

/** rotating_{product}_picks: products shown one after another. */
export type RotatingProductPicksBlock = ContentSlice & {
  __typename?: 'RotatingProductPicksBlock';
  id: Scalars['ID']['output'];
  items: Array<ProductPick>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

/** The women's (FOR_HER) and men's (FOR_HIM) halves of the shop. */
export type Segment =
  | 'FOR_HER'
  | 'FOR_HIM';

export type ShopTheLookSliderBlock = ContentSlice & {
  __typename?: 'ShopTheLookSliderBlock';
  /** The look-book overview. */
  buttonLink?: Maybe<ContentLink>;
  buttonStyle: ButtonStyle;
  /** View all looks. */
  buttonText?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  looks: Array<Look>;
  sliceType: Scalars['String']['output'];
  /** Shop the look. */
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type SliderBlock = ContentSlice & {
  __typename?: 'SliderBlock';
  autoPlay: Scalars['Boolean']['output'];
  centerMode: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  infiniteScroll: Scalars['Boolean']['output'];
  items: Array<SliderItem>;
  itemsToShow: Scalars['Float']['output'];
  itemsToSlide: Scalars['Int']['output'];
  navigation: Scalars['Boolean']['output'];
  pagination: Scalars['Boolean']['output'];
  progress: Scalars['Boolean']['output'];
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type SliderItem = {
  __typename?: 'SliderItem';
  image?: Maybe<ContentImage>;
  link?: Maybe<ContentLink>;
  title: Scalars['String']['output'];
};

export type SocialIcon = {
  __typename?: 'SocialIcon';
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

/** A personalised product feed, filled by the external personalisation. */
export type SqueezelyBlock = ContentSlice & {
  __typename?: 'SqueezelyBlock';
  id: Scalars['ID']['output'];
  sliceType: Scalars['String']['output'];
  squeezelyId: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

/** The page in another store (store switch). */
export type StoreAlternate = {
  __typename?: 'StoreAlternate';
  current: Scalars['Boolean']['output'];
  language: Scalars['String']['output'];
  /** Path in that store; its home page when the page has no translation there. */
  path: Scalars['String']['output'];
  storeCode: Scalars['String']['output'];
  storeName: Scalars['String']['output'];
  /** Whether the page itself exists in that store's language (otherwise the URL is the store's home). */
  translated: Scalars['Boolean']['output'];
  /** Absolute URL: the store's base URL and the path. */
  url: Scalars['String']['output'];
};

export type TimelineItem = {
  __typename?: 'TimelineItem';
  image?: Maybe<ContentImage>;
  /** The heading of the item. */
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
  year: Scalars['String']['output'];
};

export type TimelineSliderBlock = ContentSlice & {
  __typename?: 'TimelineSliderBlock';
  id: Scalars['ID']['output'];
  items: Array<TimelineItem>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

/** A selling point; rotating ones also have an icon and a description. */
export type Usp = {
  __typename?: 'Usp';
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Inline SVG markup of the icon, as the editor pasted it. */
  iconInline?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
};

export type UspsBlock = ContentSlice & {
  __typename?: 'UspsBlock';
  id: Scalars['ID']['output'];
  items: Array<Usp>;
  sliceType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type VideosBlock = ContentSlice & {
  __typename?: 'VideosBlock';
  columnWidth: ColumnWidth;
  /** 1 to 3. */
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<VideosItem>;
  sliceType: Scalars['String']['output'];
  variation: Scalars['String']['output'];
};

export type VideosItem = {
  __typename?: 'VideosItem';
  title: Scalars['String']['output'];
  video?: Maybe<ContentVideo>;
  videoMobile?: Maybe<ContentVideo>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ContentBlock:
    | ( AttentionBlock )
    | ( BrandingBlock )
    | ( ButtonBlock )
    | ( CategorySliderBlock )
    | ( CookieSettingsBlock )
    | ( CustomerServiceContactBlock )
    | ( DrieluikBlock )
    | ( FaqBlock )
    | ( FlocklerBlock )
    | ( HeroBlock )
    | ( ImageTitleBlock )
    | ( ImagesBlock )
    | ( NewsletterSubscriptionBlock )
    | ( ProductsBlock )
    | ( RichtextBlock )
    | ( RichtextWithBlock )
    | ( RotatingProductPicksBlock )
    | ( ShopTheLookSliderBlockModel )
    | ( SliderBlock )
    | ( SqueezelyBlock )
    | ( TimelineSliderBlock )
    | ( UspsBlock )
    | ( VideosBlock )
  ;
  ContentRoute:
    | ( ContentPageRouteModel )
    | ( Omit<LookRoute, 'look'> & { look: _RefType['Look'] } )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ContentSlice:
    | ( AttentionBlock )
    | ( BrandingBlock )
    | ( ButtonBlock )
    | ( CategorySliderBlock )
    | ( CookieSettingsBlock )
    | ( CustomerServiceContactBlock )
    | ( DrieluikBlock )
    | ( FaqBlock )
    | ( FlocklerBlock )
    | ( HeroBlock )
    | ( ImageTitleBlock )
    | ( ImagesBlock )
    | ( NewsletterSubscriptionBlock )
    | ( ProductsBlock )
    | ( RichtextBlock )
    | ( RichtextWithBlock )
    | ( RotatingProductPicksBlock )
    | ( ShopTheLookSliderBlockModel )
    | ( SliderBlock )
    | ( SqueezelyBlock )
    | ( TimelineSliderBlock )
    | ( UspsBlock )
    | ( VideosBlock )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AttentionBlock: ResolverTypeWrapper<AttentionBlock>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrandingBlock: ResolverTypeWrapper<BrandingBlock>;
  ButtonBlock: ResolverTypeWrapper<ButtonBlock>;
  ButtonStyle: ButtonStyle;
  CategorySliderBlock: ResolverTypeWrapper<CategorySliderBlock>;
  CategorySliderItem: ResolverTypeWrapper<CategorySliderItem>;
  CheckoutLayout: ResolverTypeWrapper<CheckoutLayout>;
  ColumnWidth: ColumnWidth;
  ContentBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentBlock']>;
  ContentBreadcrumb: ResolverTypeWrapper<ContentBreadcrumb>;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  ContentImageView: ResolverTypeWrapper<ContentImageView>;
  ContentLink: ResolverTypeWrapper<ContentLink>;
  ContentPage: ResolverTypeWrapper<ContentDocumentModel>;
  ContentPageList: ResolverTypeWrapper<Omit<ContentPageList, 'pages'> & { pages: Array<ResolversTypes['ContentPage']> }>;
  ContentPageRoute: ResolverTypeWrapper<ContentPageRouteModel>;
  ContentRoute: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentRoute']>;
  ContentSlice: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ContentSlice']>;
  ContentVideo: ResolverTypeWrapper<ContentVideo>;
  CookieSettingsBlock: ResolverTypeWrapper<CookieSettingsBlock>;
  CustomerServiceContactBlock: ResolverTypeWrapper<CustomerServiceContactBlock>;
  CustomerServiceContactItem: ResolverTypeWrapper<CustomerServiceContactItem>;
  CustomerServiceInfo: ResolverTypeWrapper<CustomerServiceInfo>;
  DeliveryReturns: ResolverTypeWrapper<DeliveryReturns>;
  DrieluikBlock: ResolverTypeWrapper<DrieluikBlock>;
  DrieluikItem: ResolverTypeWrapper<DrieluikItem>;
  FaqBlock: ResolverTypeWrapper<FaqBlock>;
  FaqItem: ResolverTypeWrapper<FaqItem>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FlocklerBlock: ResolverTypeWrapper<FlocklerBlock>;
  FooterLinkGroup: ResolverTypeWrapper<FooterLinkGroup>;
  HeaderLink: ResolverTypeWrapper<HeaderLink>;
  HeroBlock: ResolverTypeWrapper<HeroBlock>;
  HeroPosition: HeroPosition;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageTitleBlock: ResolverTypeWrapper<ImageTitleBlock>;
  ImagesBlock: ResolverTypeWrapper<ImagesBlock>;
  ImagesItem: ResolverTypeWrapper<ImagesItem>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobsBlock: ResolverTypeWrapper<JobsBlock>;
  LabelledLink: ResolverTypeWrapper<LabelledLink>;
  Layout: ResolverTypeWrapper<Layout>;
  LegalLink: ResolverTypeWrapper<LegalLink>;
  LegalLinkKind: LegalLinkKind;
  Look: ResolverTypeWrapper<ContentDocumentModel>;
  LookConnection: ResolverTypeWrapper<Omit<LookConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['LookEdge']>, nodes: Array<ResolversTypes['Look']> }>;
  LookEdge: ResolverTypeWrapper<Omit<LookEdge, 'node'> & { node: ResolversTypes['Look'] }>;
  LookRoute: ResolverTypeWrapper<Omit<LookRoute, 'look'> & { look: ResolversTypes['Look'] }>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationLink: ResolverTypeWrapper<NavigationLink>;
  NavigationList: ResolverTypeWrapper<NavigationList>;
  NewsletterSubscriptionBlock: ResolverTypeWrapper<NewsletterSubscriptionBlock>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentIcon: ResolverTypeWrapper<PaymentIcon>;
  Product: ResolverTypeWrapper<Product>;
  ProductPageContent: ResolverTypeWrapper<ProductPageContent>;
  ProductPick: ResolverTypeWrapper<ProductPick>;
  ProductsBlock: ResolverTypeWrapper<ProductsBlock>;
  ProductsLayout: ProductsLayout;
  PromoBanner: ResolverTypeWrapper<PromoBanner>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReviewStats: ResolverTypeWrapper<ReviewStats>;
  RichtextAlignment: RichtextAlignment;
  RichtextBlock: ResolverTypeWrapper<RichtextBlock>;
  RichtextItem: ResolverTypeWrapper<RichtextItem>;
  RichtextWithBlock: ResolverTypeWrapper<RichtextWithBlock>;
  RichtextWithMedia: RichtextWithMedia;
  RotatingProductPicksBlock: ResolverTypeWrapper<RotatingProductPicksBlock>;
  Segment: Segment;
  ShopTheLookSliderBlock: ResolverTypeWrapper<ShopTheLookSliderBlockModel>;
  SliderBlock: ResolverTypeWrapper<SliderBlock>;
  SliderItem: ResolverTypeWrapper<SliderItem>;
  SocialIcon: ResolverTypeWrapper<SocialIcon>;
  SqueezelyBlock: ResolverTypeWrapper<SqueezelyBlock>;
  StoreAlternate: ResolverTypeWrapper<StoreAlternate>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimelineItem: ResolverTypeWrapper<TimelineItem>;
  TimelineSliderBlock: ResolverTypeWrapper<TimelineSliderBlock>;
  Usp: ResolverTypeWrapper<Usp>;
  UspsBlock: ResolverTypeWrapper<UspsBlock>;
  VideosBlock: ResolverTypeWrapper<VideosBlock>;
  VideosItem: ResolverTypeWrapper<VideosItem>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AttentionBlock: AttentionBlock;
  Boolean: Scalars['Boolean']['output'];
  BrandingBlock: BrandingBlock;
  ButtonBlock: ButtonBlock;
  CategorySliderBlock: CategorySliderBlock;
  CategorySliderItem: CategorySliderItem;
  CheckoutLayout: CheckoutLayout;
  ContentBlock: ResolversUnionTypes<ResolversParentTypes>['ContentBlock'];
  ContentBreadcrumb: ContentBreadcrumb;
  ContentImage: ContentImage;
  ContentImageView: ContentImageView;
  ContentLink: ContentLink;
  ContentPage: ContentDocumentModel;
  ContentPageList: Omit<ContentPageList, 'pages'> & { pages: Array<ResolversParentTypes['ContentPage']> };
  ContentPageRoute: ContentPageRouteModel;
  ContentRoute: ResolversUnionTypes<ResolversParentTypes>['ContentRoute'];
  ContentSlice: ResolversInterfaceTypes<ResolversParentTypes>['ContentSlice'];
  ContentVideo: ContentVideo;
  CookieSettingsBlock: CookieSettingsBlock;
  CustomerServiceContactBlock: CustomerServiceContactBlock;
  CustomerServiceContactItem: CustomerServiceContactItem;
  CustomerServiceInfo: CustomerServiceInfo;
  DeliveryReturns: DeliveryReturns;
  DrieluikBlock: DrieluikBlock;
  DrieluikItem: DrieluikItem;
  FaqBlock: FaqBlock;
  FaqItem: FaqItem;
  Float: Scalars['Float']['output'];
  FlocklerBlock: FlocklerBlock;
  FooterLinkGroup: FooterLinkGroup;
  HeaderLink: HeaderLink;
  HeroBlock: HeroBlock;
  ID: Scalars['ID']['output'];
  ImageTitleBlock: ImageTitleBlock;
  ImagesBlock: ImagesBlock;
  ImagesItem: ImagesItem;
  Int: Scalars['Int']['output'];
  JobsBlock: JobsBlock;
  LabelledLink: LabelledLink;
  Layout: Layout;
  LegalLink: LegalLink;
  Look: ContentDocumentModel;
  LookConnection: Omit<LookConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['LookEdge']>, nodes: Array<ResolversParentTypes['Look']> };
  LookEdge: Omit<LookEdge, 'node'> & { node: ResolversParentTypes['Look'] };
  LookRoute: Omit<LookRoute, 'look'> & { look: ResolversParentTypes['Look'] };
  NavigationItem: NavigationItem;
  NavigationLink: NavigationLink;
  NavigationList: NavigationList;
  NewsletterSubscriptionBlock: NewsletterSubscriptionBlock;
  PageInfo: PageInfo;
  PaymentIcon: PaymentIcon;
  Product: Product;
  ProductPageContent: ProductPageContent;
  ProductPick: ProductPick;
  ProductsBlock: ProductsBlock;
  PromoBanner: PromoBanner;
  Query: Record<PropertyKey, never>;
  ReviewStats: ReviewStats;
  RichtextBlock: RichtextBlock;
  RichtextItem: RichtextItem;
  RichtextWithBlock: RichtextWithBlock;
  RotatingProductPicksBlock: RotatingProductPicksBlock;
  ShopTheLookSliderBlock: ShopTheLookSliderBlockModel;
  SliderBlock: SliderBlock;
  SliderItem: SliderItem;
  SocialIcon: SocialIcon;
  SqueezelyBlock: SqueezelyBlock;
  StoreAlternate: StoreAlternate;
  String: Scalars['String']['output'];
  TimelineItem: TimelineItem;
  TimelineSliderBlock: TimelineSliderBlock;
  Usp: Usp;
  UspsBlock: UspsBlock;
  VideosBlock: VideosBlock;
  VideosItem: VideosItem;
};

export type AttentionBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['AttentionBlock'] = ResolversParentTypes['AttentionBlock']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  richtext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandingBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['BrandingBlock'] = ResolversParentTypes['BrandingBlock']> = {
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ButtonBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ButtonBlock'] = ResolversParentTypes['ButtonBlock']> = {
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategorySliderBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategorySliderBlock'] = ResolversParentTypes['CategorySliderBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CategorySliderItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategorySliderItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategorySliderItem'] = ResolversParentTypes['CategorySliderItem']> = {
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type CheckoutLayoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['CheckoutLayout'] = ResolversParentTypes['CheckoutLayout']> = {
  cartUsps?: Resolver<Array<ResolversTypes['Usp']>, ParentType, ContextType>;
  customerService?: Resolver<ResolversTypes['CustomerServiceInfo'], ParentType, ContextType>;
  headerUsps?: Resolver<Array<ResolversTypes['Usp']>, ParentType, ContextType>;
  paymentIcons?: Resolver<Array<ResolversTypes['PaymentIcon']>, ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  __resolveType: TypeResolveFn<'AttentionBlock' | 'BrandingBlock' | 'ButtonBlock' | 'CategorySliderBlock' | 'CookieSettingsBlock' | 'CustomerServiceContactBlock' | 'DrieluikBlock' | 'FaqBlock' | 'FlocklerBlock' | 'HeroBlock' | 'ImageTitleBlock' | 'ImagesBlock' | 'NewsletterSubscriptionBlock' | 'ProductsBlock' | 'RichtextBlock' | 'RichtextWithBlock' | 'RotatingProductPicksBlock' | 'ShopTheLookSliderBlock' | 'SliderBlock' | 'SqueezelyBlock' | 'TimelineSliderBlock' | 'UspsBlock' | 'VideosBlock', ParentType, ContextType>;
};

export type ContentBreadcrumbResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentBreadcrumb'] = ResolversParentTypes['ContentBreadcrumb']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentImageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentImage'] = ResolversParentTypes['ContentImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['ContentImageView']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentImageViewResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentImageView'] = ResolversParentTypes['ContentImageView']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentLink'] = ResolversParentTypes['ContentLink']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opensChat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  alternates?: Resolver<Array<ResolversTypes['StoreAlternate']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['ContentBreadcrumb']>, ParentType, ContextType>;
  canonicalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['ContentPageList'], ParentType, ContextType, RequireFields<ContentPageChildrenArgs, 'page' | 'pageSize'>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  isHome?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaRobots?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metaTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next?: Resolver<ResolversTypes['ContentPageList'], ParentType, ContextType, RequireFields<ContentPageNextArgs, 'pageSize'>>;
  parent?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['ContentPageList'], ParentType, ContextType, RequireFields<ContentPagePreviousArgs, 'pageSize'>>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType>;
  showBreadcrumbs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPageListResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentPageList'] = ResolversParentTypes['ContentPageList']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalResultsSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentPageRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentPageRoute'] = ResolversParentTypes['ContentPageRoute']> = {
  customerService?: Resolver<ResolversTypes['CustomerServiceInfo'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['ContentPage'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentRoute'] = ResolversParentTypes['ContentRoute']> = {
  __resolveType: TypeResolveFn<'ContentPageRoute' | 'LookRoute', ParentType, ContextType>;
};

export type ContentSliceResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentSlice'] = ResolversParentTypes['ContentSlice']> = {
  __resolveType: TypeResolveFn<'AttentionBlock' | 'BrandingBlock' | 'ButtonBlock' | 'CategorySliderBlock' | 'CookieSettingsBlock' | 'CustomerServiceContactBlock' | 'DrieluikBlock' | 'FaqBlock' | 'FlocklerBlock' | 'HeroBlock' | 'ImageTitleBlock' | 'ImagesBlock' | 'NewsletterSubscriptionBlock' | 'ProductsBlock' | 'RichtextBlock' | 'RichtextWithBlock' | 'RotatingProductPicksBlock' | 'ShopTheLookSliderBlock' | 'SliderBlock' | 'SqueezelyBlock' | 'TimelineSliderBlock' | 'UspsBlock' | 'VideosBlock', ParentType, ContextType>;
};

export type ContentVideoResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContentVideo'] = ResolversParentTypes['ContentVideo']> = {
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  poster?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CookieSettingsBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['CookieSettingsBlock'] = ResolversParentTypes['CookieSettingsBlock']> = {
  acceptDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  acceptTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  denyDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  denyTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerServiceContactBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerServiceContactBlock'] = ResolversParentTypes['CustomerServiceContactBlock']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CustomerServiceContactItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerServiceContactItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerServiceContactItem'] = ResolversParentTypes['CustomerServiceContactItem']> = {
  buttonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerServiceInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['CustomerServiceInfo'] = ResolversParentTypes['CustomerServiceInfo']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryReturnsResolvers<ContextType = any, ParentType extends ResolversParentTypes['DeliveryReturns'] = ResolversParentTypes['DeliveryReturns']> = {
  richtext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DrieluikBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['DrieluikBlock'] = ResolversParentTypes['DrieluikBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DrieluikItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DrieluikItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['DrieluikItem'] = ResolversParentTypes['DrieluikItem']> = {
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
};

export type FaqBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['FaqBlock'] = ResolversParentTypes['FaqBlock']> = {
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['FaqItem'] = ResolversParentTypes['FaqItem']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlocklerBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['FlocklerBlock'] = ResolversParentTypes['FlocklerBlock']> = {
  flocklerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FooterLinkGroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['FooterLinkGroup'] = ResolversParentTypes['FooterLinkGroup']> = {
  links?: Resolver<Array<ResolversTypes['LabelledLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeaderLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['HeaderLink'] = ResolversParentTypes['HeaderLink']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type HeroBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['HeroBlock'] = ResolversParentTypes['HeroBlock']> = {
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['HeroPosition'], ParentType, ContextType>;
  segmentSwitch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
  videoMobile?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageTitleBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ImageTitleBlock'] = ResolversParentTypes['ImageTitleBlock']> = {
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImagesBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ImagesBlock'] = ResolversParentTypes['ImagesBlock']> = {
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ImagesItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImagesItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['ImagesItem'] = ResolversParentTypes['ImagesItem']> = {
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobsBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['JobsBlock'] = ResolversParentTypes['JobsBlock']> = {
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabelledLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['LabelledLink'] = ResolversParentTypes['LabelledLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type LayoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['Layout'] = ResolversParentTypes['Layout']> = {
  customerService?: Resolver<ResolversTypes['CustomerServiceInfo'], ParentType, ContextType>;
  footerNavigation?: Resolver<Array<ResolversTypes['FooterLinkGroup']>, ParentType, ContextType>;
  forHerNavigation?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  forHimNavigation?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  headerLinks?: Resolver<Array<ResolversTypes['HeaderLink']>, ParentType, ContextType>;
  headerUsps?: Resolver<Array<ResolversTypes['Usp']>, ParentType, ContextType>;
  jobs?: Resolver<Maybe<ResolversTypes['JobsBlock']>, ParentType, ContextType>;
  legalLinks?: Resolver<Array<ResolversTypes['LegalLink']>, ParentType, ContextType>;
  navigation?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType, RequireFields<LayoutNavigationArgs, 'segment'>>;
  paymentIcons?: Resolver<Array<ResolversTypes['PaymentIcon']>, ParentType, ContextType>;
  promoBanners?: Resolver<Array<ResolversTypes['PromoBanner']>, ParentType, ContextType>;
  reviewStats?: Resolver<Maybe<ResolversTypes['ReviewStats']>, ParentType, ContextType>;
  socialIcons?: Resolver<Array<ResolversTypes['SocialIcon']>, ParentType, ContextType>;
};

export type LegalLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['LegalLink'] = ResolversParentTypes['LegalLink']> = {
  kind?: Resolver<ResolversTypes['LegalLinkKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type LookResolvers<ContextType = any, ParentType extends ResolversParentTypes['Look'] = ResolversParentTypes['Look']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
};

export type LookConnectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['LookConnection'] = ResolversParentTypes['LookConnection']> = {
  edges?: Resolver<Array<ResolversTypes['LookEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Look']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LookEdgeResolvers<ContextType = any, ParentType extends ResolversParentTypes['LookEdge'] = ResolversParentTypes['LookEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Look'], ParentType, ContextType>;
};

export type LookRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['LookRoute'] = ResolversParentTypes['LookRoute']> = {
  look?: Resolver<ResolversTypes['Look'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  lists?: Resolver<Array<ResolversTypes['NavigationList']>, ParentType, ContextType>;
  showMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showSubmenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['NavigationLink'] = ResolversParentTypes['NavigationLink']> = {
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type NavigationListResolvers<ContextType = any, ParentType extends ResolversParentTypes['NavigationList'] = ResolversParentTypes['NavigationList']> = {
  items?: Resolver<Array<ResolversTypes['NavigationLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterSubscriptionBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewsletterSubscriptionBlock'] = ResolversParentTypes['NewsletterSubscriptionBlock']> = {
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentIconResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentIcon'] = ResolversParentTypes['PaymentIcon']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = any, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductPageContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductPageContent'] = ResolversParentTypes['ProductPageContent']> = {
  deliveryReturns?: Resolver<Maybe<ResolversTypes['DeliveryReturns']>, ParentType, ContextType>;
  usps?: Resolver<Array<ResolversTypes['Usp']>, ParentType, ContextType>;
};

export type ProductPickResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductPick'] = ResolversParentTypes['ProductPick']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductsBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductsBlock'] = ResolversParentTypes['ProductsBlock']> = {
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['ProductsLayout'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromoBannerResolvers<ContextType = any, ParentType extends ResolversParentTypes['PromoBanner'] = ResolversParentTypes['PromoBanner']> = {
  actionFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actionTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  checkoutLayout?: Resolver<ResolversTypes['CheckoutLayout'], ParentType, ContextType>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'uid'>>;
  contentPageByPath?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageByPathArgs, 'path'>>;
  contentPages?: Resolver<Array<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  contentRoute?: Resolver<Maybe<ResolversTypes['ContentRoute']>, ParentType, ContextType, RequireFields<QueryContentRouteArgs, 'path'>>;
  errorPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, Partial<QueryErrorPageArgs>>;
  layout?: Resolver<ResolversTypes['Layout'], ParentType, ContextType>;
  look?: Resolver<Maybe<ResolversTypes['Look']>, ParentType, ContextType, RequireFields<QueryLookArgs, 'parentPageUid' | 'urlKey'>>;
  looks?: Resolver<ResolversTypes['LookConnection'], ParentType, ContextType, RequireFields<QueryLooksArgs, 'first' | 'parentPageUid'>>;
  looksByUids?: Resolver<Array<ResolversTypes['Look']>, ParentType, ContextType, RequireFields<QueryLooksByUidsArgs, 'uids'>>;
  productLooks?: Resolver<Array<ResolversTypes['Look']>, ParentType, ContextType, RequireFields<QueryProductLooksArgs, 'first' | 'sku'>>;
  productPageContent?: Resolver<ResolversTypes['ProductPageContent'], ParentType, ContextType>;
  storeSwitch?: Resolver<Array<ResolversTypes['StoreAlternate']>, ParentType, ContextType, RequireFields<QueryStoreSwitchArgs, 'path'>>;
};

export type ReviewStatsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ReviewStats'] = ResolversParentTypes['ReviewStats']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  starsPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewReviewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RichtextBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['RichtextBlock'] = ResolversParentTypes['RichtextBlock']> = {
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RichtextItem']>, ParentType, ContextType>;
  richtext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RichtextItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['RichtextItem'] = ResolversParentTypes['RichtextItem']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leftButtonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  leftButtonTekst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rightButtonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  rightButtonTekst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RichtextWithBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['RichtextWithBlock'] = ResolversParentTypes['RichtextWithBlock']> = {
  alignment?: Resolver<ResolversTypes['RichtextAlignment'], ParentType, ContextType>;
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  media?: Resolver<ResolversTypes['RichtextWithMedia'], ParentType, ContextType>;
  mirror?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  richtext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  richtext2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RotatingProductPicksBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['RotatingProductPicksBlock'] = ResolversParentTypes['RotatingProductPicksBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductPick']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShopTheLookSliderBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ShopTheLookSliderBlock'] = ResolversParentTypes['ShopTheLookSliderBlock']> = {
  buttonLink?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  buttonStyle?: Resolver<ResolversTypes['ButtonStyle'], ParentType, ContextType>;
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  looks?: Resolver<Array<ResolversTypes['Look']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SliderBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['SliderBlock'] = ResolversParentTypes['SliderBlock']> = {
  autoPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  centerMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infiniteScroll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SliderItem']>, ParentType, ContextType>;
  itemsToShow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemsToSlide?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SliderItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['SliderItem'] = ResolversParentTypes['SliderItem']> = {
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialIconResolvers<ContextType = any, ParentType extends ResolversParentTypes['SocialIcon'] = ResolversParentTypes['SocialIcon']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type SqueezelyBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['SqueezelyBlock'] = ResolversParentTypes['SqueezelyBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  squeezelyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StoreAlternateResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreAlternate'] = ResolversParentTypes['StoreAlternate']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimelineItem'] = ResolversParentTypes['TimelineItem']> = {
  image?: Resolver<Maybe<ResolversTypes['ContentImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineSliderBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['TimelineSliderBlock'] = ResolversParentTypes['TimelineSliderBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TimelineItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UspResolvers<ContextType = any, ParentType extends ResolversParentTypes['Usp'] = ResolversParentTypes['Usp']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iconInline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
};

export type UspsBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['UspsBlock'] = ResolversParentTypes['UspsBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Usp']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VideosBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['VideosBlock'] = ResolversParentTypes['VideosBlock']> = {
  columnWidth?: Resolver<ResolversTypes['ColumnWidth'], ParentType, ContextType>;
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['VideosItem']>, ParentType, ContextType>;
  sliceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VideosItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['VideosItem'] = ResolversParentTypes['VideosItem']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
  videoMobile?: Resolver<Maybe<ResolversTypes['ContentVideo']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  AttentionBlock?: AttentionBlockResolvers<ContextType>;
  BrandingBlock?: BrandingBlockResolvers<ContextType>;
  ButtonBlock?: ButtonBlockResolvers<ContextType>;
  CategorySliderBlock?: CategorySliderBlockResolvers<ContextType>;
  CategorySliderItem?: CategorySliderItemResolvers<ContextType>;
  CheckoutLayout?: CheckoutLayoutResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  ContentBreadcrumb?: ContentBreadcrumbResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  ContentImageView?: ContentImageViewResolvers<ContextType>;
  ContentLink?: ContentLinkResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentPageList?: ContentPageListResolvers<ContextType>;
  ContentPageRoute?: ContentPageRouteResolvers<ContextType>;
  ContentRoute?: ContentRouteResolvers<ContextType>;
  ContentSlice?: ContentSliceResolvers<ContextType>;
  ContentVideo?: ContentVideoResolvers<ContextType>;
  CookieSettingsBlock?: CookieSettingsBlockResolvers<ContextType>;
  CustomerServiceContactBlock?: CustomerServiceContactBlockResolvers<ContextType>;
  CustomerServiceContactItem?: CustomerServiceContactItemResolvers<ContextType>;
  CustomerServiceInfo?: CustomerServiceInfoResolvers<ContextType>;
  DeliveryReturns?: DeliveryReturnsResolvers<ContextType>;
  DrieluikBlock?: DrieluikBlockResolvers<ContextType>;
  DrieluikItem?: DrieluikItemResolvers<ContextType>;
  FaqBlock?: FaqBlockResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  FlocklerBlock?: FlocklerBlockResolvers<ContextType>;
  FooterLinkGroup?: FooterLinkGroupResolvers<ContextType>;
  HeaderLink?: HeaderLinkResolvers<ContextType>;
  HeroBlock?: HeroBlockResolvers<ContextType>;
  ImageTitleBlock?: ImageTitleBlockResolvers<ContextType>;
  ImagesBlock?: ImagesBlockResolvers<ContextType>;
  ImagesItem?: ImagesItemResolvers<ContextType>;
  JobsBlock?: JobsBlockResolvers<ContextType>;
  LabelledLink?: LabelledLinkResolvers<ContextType>;
  Layout?: LayoutResolvers<ContextType>;
  LegalLink?: LegalLinkResolvers<ContextType>;
  Look?: LookResolvers<ContextType>;
  LookConnection?: LookConnectionResolvers<ContextType>;
  LookEdge?: LookEdgeResolvers<ContextType>;
  LookRoute?: LookRouteResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NavigationLink?: NavigationLinkResolvers<ContextType>;
  NavigationList?: NavigationListResolvers<ContextType>;
  NewsletterSubscriptionBlock?: NewsletterSubscriptionBlockResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentIcon?: PaymentIconResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPageContent?: ProductPageContentResolvers<ContextType>;
  ProductPick?: ProductPickResolvers<ContextType>;
  ProductsBlock?: ProductsBlockResolvers<ContextType>;
  PromoBanner?: PromoBannerResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReviewStats?: ReviewStatsResolvers<ContextType>;
  RichtextBlock?: RichtextBlockResolvers<ContextType>;
  RichtextItem?: RichtextItemResolvers<ContextType>;
  RichtextWithBlock?: RichtextWithBlockResolvers<ContextType>;
  RotatingProductPicksBlock?: RotatingProductPicksBlockResolvers<ContextType>;
  ShopTheLookSliderBlock?: ShopTheLookSliderBlockResolvers<ContextType>;
  SliderBlock?: SliderBlockResolvers<ContextType>;
  SliderItem?: SliderItemResolvers<ContextType>;
  SocialIcon?: SocialIconResolvers<ContextType>;
  SqueezelyBlock?: SqueezelyBlockResolvers<ContextType>;
  StoreAlternate?: StoreAlternateResolvers<ContextType>;
  TimelineItem?: TimelineItemResolvers<ContextType>;
  TimelineSliderBlock?: TimelineSliderBlockResolvers<ContextType>;
  Usp?: UspResolvers<ContextType>;
  UspsBlock?: UspsBlockResolvers<ContextType>;
  VideosBlock?: VideosBlockResolvers<ContextType>;
  VideosItem?: VideosItemResolvers<ContextType>;
};

