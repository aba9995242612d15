/**
 * The content subschema: the content service's documents (layout, pages and their blocks, look-books, product-page
 * content) in the request store's language. Its upstream is the embedded demo content or Prismic (packages/content).
 * The blocks (`ContentBlock` and its members) are the content package's normalised blocks (`@shop/content/blocks`),
 * field for field. Rich text arrives as sanitized HTML; links as shop paths or absolute URLs; products as `Product`
 * references by `sku`, merged with the catalog's `Product`.
 */
export const contentTypeDefs = /* GraphQL */ `
  "The women's (FOR_HER) and men's (FOR_HIM) halves of the shop."
  enum Segment {
    FOR_HER
    FOR_HIM
  }

  # A product of the catalog, referenced by SKU: every catalog field resolves through the gateway's type merging.
  type Product {
    sku: ID!
  }

  "A view of a content image at its own size."
  type ContentImageView {
    url: String!
    width: Int!
    height: Int!
  }

  "An image of a content document, with its mobile view when the editor gave one."
  type ContentImage {
    url: String!
    "Alternative text in the request's language; empty for a decorative image."
    alt: String!
    width: Int!
    height: Int!
    mobile: ContentImageView
  }

  "A video file (width and height when known)."
  type ContentVideo {
    url: String!
    width: Int
    height: Int
    "A still shown before the video plays and in its place when it cannot: the image beside the video (the block's or item's)."
    poster: String
  }

  "A resolved link: a shop path (internal) or an absolute URL (external)."
  type ContentLink {
    "A path of the shop (/dames/schoenen, /klantenservice/) or an absolute URL."
    url: String!
    external: Boolean!
    "The target the editor chose (_blank), if any."
    target: String
    "Whether the link opens the in-page chat (its target ends with #chat, spec §7)."
    opensChat: Boolean!
  }

  "Button styles of the blocks; a missing style is DEFAULT."
  enum ButtonStyle {
    LINK
    CALL_TO_ACTION
    SHOP_FLOW
    DEFAULT
  }

  "How wide a block is in the page's column."
  enum ColumnWidth {
    FULL_WIDTH
    LARGE
    MEDIUM
    SMALL
  }

  "Where the hero's text sits."
  enum HeroPosition {
    LEFT_TOP
    LEFT_MIDDLE
    LEFT_BOTTOM
    CENTRE_TOP
    CENTRE
    CENTRE_BOTTOM
    RIGHT_TOP
    RIGHT_MIDDLE
    RIGHT_BOTTOM
  }

  "Fields every block has."
  interface ContentSlice {
    "Identifier of the block within its document."
    id: ID!
    "The Prismic slice type (hero, products …)."
    sliceType: String!
    "The Prismic variation (default, grid, halfWithButtons, shoutOut …)."
    variation: String!
  }

  type AttentionBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "HTML."
    richtext: String!
    buttonText: String
    buttonLink: ContentLink
    buttonStyle: ButtonStyle!
    backgroundColor: String
    columnWidth: ColumnWidth!
  }

  type BrandingBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "HTML."
    description: String!
    image: ContentImage
    link: ContentLink
    buttonText: String
    buttonStyle: ButtonStyle!
    columnWidth: ColumnWidth!
  }

  type ButtonBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    buttonText: String
    buttonLink: ContentLink
    buttonStyle: ButtonStyle!
  }

  type CategorySliderItem {
    label: String!
    image: ContentImage
    link: ContentLink
  }

  type CategorySliderBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    items: [CategorySliderItem!]!
  }

  type CookieSettingsBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    acceptTitle: String!
    "HTML."
    acceptDescription: String!
    denyTitle: String!
    "HTML."
    denyDescription: String!
  }

  type CustomerServiceContactItem {
    "chat, email or phone."
    icon: String
    title: String!
    "HTML."
    text: String!
    link: ContentLink
    "The Prismic field buttontext."
    buttonText: String!
  }

  type CustomerServiceContactBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "HTML."
    description: String!
    items: [CustomerServiceContactItem!]!
  }

  "One of the three columns of a drieluik (triptych): an image or a video."
  type DrieluikItem {
    title: String!
    image: ContentImage
    video: ContentVideo
    link: ContentLink
  }

  type DrieluikBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    items: [DrieluikItem!]!
  }

  type FaqItem {
    category: String!
    question: String!
    "HTML."
    answer: String!
    "The answer as plain text, for the FAQ search (case-sensitive substring of question or answer, spec §5)."
    answerText: String!
  }

  type FaqBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "The categories in the order of their first question; the first is active by default."
    categories: [String!]!
    items: [FaqItem!]!
  }

  "A social feed (Flockler), loaded after the third-party scripts."
  type FlocklerBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    flocklerId: String!
    uuid: String!
  }

  type HeroBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "HTML."
    description: String!
    image: ContentImage
    video: ContentVideo
    videoMobile: ContentVideo
    position: HeroPosition!
    "Text colour."
    color: String
    "Whether the hero shows the for-her / for-him switch."
    segmentSwitch: Boolean!
    buttonText: String
    buttonLink: ContentLink
    buttonStyle: ButtonStyle!
    columnWidth: ColumnWidth!
  }

  type ImageTitleBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    image: ContentImage
    link: ContentLink
    columnWidth: ColumnWidth!
  }

  type ImagesItem {
    title: String!
    image: ContentImage
    link: ContentLink
  }

  type ImagesBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    "1 to 3."
    columns: Int!
    columnWidth: ColumnWidth!
    items: [ImagesItem!]!
  }

  type NewsletterSubscriptionBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "HTML."
    description: String!
    buttonText: String
  }

  enum ProductsLayout {
    DEFAULT
    GRID
  }

  type ProductsBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    layout: ProductsLayout!
    "1 to 4."
    columns: Int!
    columnWidth: ColumnWidth!
    buttonText: String
    buttonLink: ContentLink
    buttonStyle: ButtonStyle!
    "The block's products in the editor's order (SKUs the catalog does not know resolve to null in the catalog's fields)."
    products: [Product!]!
  }

  "A half of the half-with-buttons rich text: content with up to two buttons (field names as in Prismic)."
  type RichtextItem {
    "HTML."
    content: String!
    leftButtonTekst: String
    leftButtonLink: ContentLink
    rightButtonTekst: String
    rightButtonLink: ContentLink
  }

  type RichtextBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    "HTML."
    richtext: String!
    columnWidth: ColumnWidth!
    items: [RichtextItem!]!
  }

  enum RichtextAlignment {
    TOP
    BOTTOM
  }

  "What stands beside the text of a richtext_with block."
  enum RichtextWithMedia {
    IMAGE
    VIDEO
    PRODUCT
  }

  type RichtextWithBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    "HTML."
    richtext: String!
    "HTML (the Prismic field richtext_2)."
    richtext2: String!
    "Media left and text right instead of the other way round."
    mirror: Boolean!
    alignment: RichtextAlignment!
    media: RichtextWithMedia!
    image: ContentImage
    video: ContentVideo
    product: Product
    buttonText: String
    buttonLink: ContentLink
    buttonStyle: ButtonStyle!
  }

  type ProductPick {
    label: String!
    product: Product!
  }

  "rotating_{product}_picks: products shown one after another."
  type RotatingProductPicksBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    items: [ProductPick!]!
  }

  type ShopTheLookSliderBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    "Shop the look."
    title: String!
    "View all looks."
    buttonText: String
    "The look-book overview."
    buttonLink: ContentLink
    buttonStyle: ButtonStyle!
    looks: [Look!]!
  }

  type SliderItem {
    title: String!
    image: ContentImage
    link: ContentLink
  }

  type SliderBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    itemsToShow: Float!
    itemsToSlide: Int!
    autoPlay: Boolean!
    centerMode: Boolean!
    infiniteScroll: Boolean!
    navigation: Boolean!
    pagination: Boolean!
    progress: Boolean!
    items: [SliderItem!]!
  }

  "A personalised product feed, filled by the external personalisation."
  type SqueezelyBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    squeezelyId: String!
  }

  type TimelineItem {
    year: String!
    "The heading of the item."
    label: String!
    image: ContentImage
    link: ContentLink
  }

  type TimelineSliderBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    items: [TimelineItem!]!
  }

  "A selling point; rotating ones also have an icon and a description."
  type Usp {
    label: String!
    link: ContentLink
    "Icon name."
    icon: String
    "Inline SVG markup of the icon, as the editor pasted it."
    iconInline: String
    description: String
  }

  type UspsBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    title: String!
    items: [Usp!]!
  }

  type VideosItem {
    title: String!
    video: ContentVideo
    videoMobile: ContentVideo
  }

  type VideosBlock implements ContentSlice {
    id: ID!
    sliceType: String!
    variation: String!
    "1 to 3."
    columns: Int!
    columnWidth: ColumnWidth!
    items: [VideosItem!]!
  }

  "A content block (Prismic slice) of a page, one type per block type."
  union ContentBlock =
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
    | ProductsBlock
    | RichtextBlock
    | RichtextWithBlock
    | RotatingProductPicksBlock
    | ShopTheLookSliderBlock
    | SliderBlock
    | SqueezelyBlock
    | TimelineSliderBlock
    | UspsBlock
    | VideosBlock

  type PromoBanner {
    text: String!
    "ISO timestamp; null when the banner has no start."
    actionFrom: String
    "ISO timestamp; the countdown counts down to it. Null when the banner has no end."
    actionTo: String
    color: String
    backgroundColor: String
  }

  type NavigationLink {
    label: String!
    link: ContentLink
    "An image teaser in the menu, when the editor gave one."
    image: ContentImage
  }

  "A titled list of the second navigation level, with its third-level links."
  type NavigationList {
    title: String!
    items: [NavigationLink!]!
  }

  "A first-level navigation item."
  type NavigationItem {
    title: String!
    link: ContentLink
    showMenu: Boolean!
    showSubmenu: Boolean!
    uid: String!
    color: String
    lists: [NavigationList!]!
  }

  type HeaderLink {
    label: String!
    link: ContentLink
    icon: String
  }

  type LabelledLink {
    label: String!
    link: ContentLink
  }

  "What a legal link is: the checkout picks Impressum and AGB by it, never by their label. OTHER when not set."
  enum LegalLinkKind {
    IMPRINT
    TERMS
    PRIVACY
    COOKIES
    OTHER
  }

  type LegalLink {
    label: String!
    link: ContentLink
    kind: LegalLinkKind!
  }

  type FooterLinkGroup {
    title: String!
    links: [LabelledLink!]!
  }

  type SocialIcon {
    icon: String!
    label: String!
    link: ContentLink
  }

  type PaymentIcon {
    icon: String!
    label: String!
  }

  type JobsBlock {
    title: String!
    "HTML."
    text: String!
    buttonText: String
    link: ContentLink
    image: ContentImage
  }

  type ReviewStats {
    averageRating: Float!
    viewReviewUrl: String
    reviewCount: Int
    "10 times the integer average rating (spec §9)."
    starsPercentage: Int!
  }

  "Customer service contact of the request's store (spec §2 checkout layout, §9)."
  type CustomerServiceInfo {
    hours: String!
    phone: String
    email: String
  }

  "The default layout's content (spec §7 layout query)."
  type Layout {
    "The banners with text whose window contains the request time, at most 4."
    promoBanners: [PromoBanner!]!
    forHerNavigation: [NavigationItem!]!
    forHimNavigation: [NavigationItem!]!
    navigation(segment: Segment!): [NavigationItem!]!
    headerUsps: [Usp!]!
    headerLinks: [HeaderLink!]!
    footerNavigation: [FooterLinkGroup!]!
    legalLinks: [LegalLink!]!
    socialIcons: [SocialIcon!]!
    paymentIcons: [PaymentIcon!]!
    jobs: JobsBlock
    reviewStats: ReviewStats
    customerService: CustomerServiceInfo!
  }

  "The checkout layout's content: usps checkout-header and cart, icons payment-methods."
  type CheckoutLayout {
    headerUsps: [Usp!]!
    cartUsps: [Usp!]!
    paymentIcons: [PaymentIcon!]!
    customerService: CustomerServiceInfo!
  }

  type ContentBreadcrumb {
    label: String!
    "'/' plus the url of the page."
    path: String!
  }

  "The page in another store (store switch)."
  type StoreAlternate {
    storeCode: String!
    storeName: String!
    language: String!
    "Path in that store; its home page when the page has no translation there."
    path: String!
    "Absolute URL: the store's base URL and the path."
    url: String!
    "Whether the page itself exists in that store's language (otherwise the URL is the store's home)."
    translated: Boolean!
    current: Boolean!
  }

  "A list of content pages (5 per load), with paging."
  type ContentPageList {
    totalResultsSize: Int!
    page: Int!
    pageSize: Int!
    totalPages: Int!
    "Whether another load follows (total exceeds page size times page)."
    hasMore: Boolean!
    pages: [ContentPage!]!
  }

  "A content page (Prismic type cms_page)."
  type ContentPage {
    id: ID!
    uid: String!
    "Path in the request's language: / for the home page, otherwise /{uid}/."
    path: String!
    title: String!
    "meta_title, else the page title."
    metaTitle: String!
    metaDescription: String
    "meta_robots, default index,follow."
    metaRobots: String!
    "Store base URL and path."
    canonicalUrl: String!
    segment: Segment!
    isHome: Boolean!
    "Whether breadcrumbs are shown (not on the home and men-home pages)."
    showBreadcrumbs: Boolean!
    "From the outermost parent page down to this page (its label is the page heading)."
    breadcrumbs: [ContentBreadcrumb!]!
    description: String
    image: ContentImage
    tags: [String!]!
    "ISO timestamps."
    publishedAt: String!
    updatedAt: String!
    blocks: [ContentBlock!]!
    parent: ContentPage
    "Child pages (a blog's posts), newest first, 5 per load."
    children(page: Int = 1, pageSize: Int = 5): ContentPageList!
    "Siblings published before this page, newest first."
    previous(pageSize: Int = 5): ContentPageList!
    "Siblings published after this page, oldest first."
    next(pageSize: Int = 5): ContentPageList!
    "This page in every store."
    alternates: [StoreAlternate!]!
  }

  "A look of a look-book."
  type Look {
    id: ID!
    uid: String!
    urlKey: String!
    label: String!
    "/{look-book page url}/{look url_key}/ (spec §2)."
    path: String!
    image: ContentImage
    video: ContentVideo
    products: [Product!]!
    parentPage: ContentPage
  }

  type LookEdge {
    cursor: String!
    node: Look!
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  "Looks of a look-book, 18 per load, Relay-style."
  type LookConnection {
    edges: [LookEdge!]!
    nodes: [Look!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }

  "Delivery and returns text of the product page."
  type DeliveryReturns {
    title: String!
    "HTML."
    richtext: String!
  }

  "Content of every product page (uids pdp and delivery-returns). Empty when the content service fails (spec §7)."
  type ProductPageContent {
    usps: [Usp!]!
    deliveryReturns: DeliveryReturns
  }

  "A content page at a path, with how to reach customer service (its chat links' dialog says it)."
  type ContentPageRoute {
    page: ContentPage!
    customerService: CustomerServiceInfo!
  }

  "A look of a look-book at its path, /{look-book}/{look}/."
  type LookRoute {
    look: Look!
  }

  "What a path is to the content service: a content page or a look."
  union ContentRoute = ContentPageRoute | LookRoute

  type Query {
    "The default layout: banners, navigation, header, footer, review stats."
    layout: Layout!
    "The checkout layout."
    checkoutLayout: CheckoutLayout!
    "A content page by uid in the request's language; previewRef is a Prismic preview token or release ref."
    contentPage(uid: String!, previewRef: String): ContentPage
    "A content page by its path (/, /klantenservice/, heren-home); null when no page has it."
    contentPageByPath(path: String!, previewRef: String): ContentPage
    "The error page (uid 404, titled Page not found)."
    errorPage(previewRef: String): ContentPage
    "The looks of a look-book page (its uid), 18 per load; after is the endCursor of the previous load."
    looks(parentPageUid: String!, first: Int = 18, after: String): LookConnection!
    "Looks by uid in the order asked (the look-book wishlist); unknown uids are left out."
    looksByUids(uids: [String!]!): [Look!]!
    "What a path is to the content service (a content page, else a look); null when neither. The gateway's route asks it."
    contentRoute(path: String!): ContentRoute
    "A look by the look-book page's uid and the look's url key (/{page}/{look}/)."
    look(parentPageUid: String!, urlKey: String!): Look
    "The product page's extra content: usps (pdp) and delivery-returns. Never an error: empty when the source fails."
    productPageContent: ProductPageContent!
    "The looks a product appears in (the product page's look-books), in look-book order, at most first."
    productLooks(sku: ID!, first: Int = 8): [Look!]!
    "The page at a path in every store (the language and store switch)."
    storeSwitch(path: String!): [StoreAlternate!]!
    "Every indexable content page of the request's language (for the sitemap)."
    contentPages: [ContentPage!]!
  }
`;
