import { moneyTypeDefs } from './money';

/**
 * The catalog subschema: the product index (products, categories, brands, search). Its upstream is the embedded
 * PostgreSQL index (packages/catalog) or, later, a remote search index. `Product` is merged with the commerce
 * subschema by `sku`. Texts are in the request store's language, money in its currency.
 */
export const catalogTypeDefs = /* GraphQL */ `
${moneyTypeDefs}
  "The women's (FOR_HER) and men's (FOR_HIM) halves of the shop."
  enum Segment {
    FOR_HER
    FOR_HIM
  }

  "An image from the image service, resized on request."
  type Image {
    "Alternative text in the request's language."
    alt: String!
    "URL of the image at this size (WebP or AVIF as the browser accepts). Sizes of spec §9: 166x235, 498x705, 830x1175, 60x60, 384x560."
    url(width: Int!, height: Int!): String!
    "A srcset for the given widths at the aspect ratio of width x height."
    srcset(width: Int!, height: Int!, widths: [Int!]!): String!
  }

  type Brand {
    slug: ID!
    name: String!
    "Path of the brand page, without slashes at the ends: brands/{slug}."
    url: String!
  }

  type Category {
    id: ID!
    name: String!
    "Path of the category page in the request's language, without slashes at the ends."
    url: String!
    level: Int!
    segment: Segment!
    parent: Category
    "Sub-categories, in menu order."
    children: [Category!]!
    "From the segment root down to this category."
    breadcrumbs: [Category!]!
  }

  "How a size of a product can be bought now (spec §4 size option states)."
  enum SizeOptionState {
    IN_STOCK
    "Fewer than 2 left and no delivery time."
    LAST_ITEM
    "Fewer than 5 left and no delivery time."
    FEW_LEFT
    "Not in stock, but orderable with a delivery time."
    PRE_ORDER
    OUT_OF_STOCK
    "The product is not released yet."
    COMING_SOON
  }

  "One size of a product."
  type Variant {
    id: ID!
    sku: ID!
    legacySku: String!
    "Size label: 38, 38.5, One size."
    size: String!
    availableStock: Int!
    "Pre-order delivery time, e.g. 2-3 weeks."
    deliveryTime: String
    state: SizeOptionState!
    "What the size chooser says next to the size, in the request's language: Last item, Just a few left, Pre Order 2-3 weeks; null when plainly in stock."
    stateLabel: String
    "Whether the size can be put in the cart now (in stock or pre-order)."
    orderable: Boolean!
    "Whether the size offers the Mail me (back-in-stock) control."
    notifiable: Boolean!
  }

  enum ProductLabelKind {
    NEW
    SALE
    DISCOUNT
    MARKETING
    COMING_SOON
  }

  type ProductLabel {
    kind: ProductLabelKind!
    "Text in the request's language, e.g. New, -30%, Sale."
    text: String!
  }

  type SizeTableRow {
    eu: String!
    us: String!
    uk: String!
    cm: String!
  }

  type SizeTable {
    rows: [SizeTableRow!]!
    "Advice line for the size dialog, when the table has one."
    advice: String
  }

  "A product of the assortment, as the search index knows it."
  type Product {
    id: ID!
    sku: ID!
    parentSku: ID!
    parentId: ID!
    name: String!
    description: String!
    "The description up to and including its first '.' or '!'."
    descriptionPreview: String!
    brand: Brand!
    "Colour name."
    color: String!
    "A CSS colour for the swatch."
    colorHex: String!
    segment: Segment!
    isNew: Boolean!
    isSale: Boolean!
    isOneSize: Boolean!
    "Whether the product's comingSoonDate lies in the future."
    isComingSoon: Boolean!
    "ISO date."
    releaseDate: String!
    "ISO date, when the product is announced for later."
    comingSoonDate: String
    "Pre-order delivery time of the product."
    deliveryTime: String
    "Path of the product page, without slashes at the ends."
    url: String!
    "Price to pay in the request's store currency."
    price: Money!
    "Price before discount; equal to \`price\` when there is no discount."
    regularPrice: Money!
    "Whole percent off the regular price; 0 without discount."
    discount: Int!
    "Labels to show on the tile and page, in display order."
    labels: [ProductLabel!]!
    "Gallery images; the first is the main image."
    images: [Image!]!
    "The main image (the gallery's first), for tiles and lists that show one picture."
    image: Image
    "The image shown on hover on a tile."
    hoverImage: Image
    video: String
    "Units at the distribution centre over all sizes."
    availableStock: Int!
    "Sizes in order."
    variants: [Variant!]!
    "The same model in other colours (this product included); empty unless there is more than one."
    colorRelations: [Product!]!
    "Products that go with this one."
    complementary: [Product!]!
    "Care products for this one."
    maintenance: [Product!]!
    categories: [Category!]!
    "The product's main category path, from the segment root down."
    breadcrumbs: [Category!]!
    sizeTable: SizeTable
  }

  enum ProductSort {
    "Recommended (DEFAULT desc)."
    RECOMMENDED
    "New (NEW desc)."
    NEW
    "Sale (SALE desc)."
    SALE
    NAME_ASC
    NAME_DESC
    PRICE_ASC
    PRICE_DESC
  }

  input ProductFilterInput {
    categoryId: ID
    segment: Segment
    brands: [String!]
    colors: [String!]
    sizes: [String!]
    "Minor units, inclusive."
    priceMin: Int
    priceMax: Int
    sale: Boolean
    isNew: Boolean
  }

  input ProductSearchInput {
    "Free text; searching starts at 4 characters (spec §5)."
    text: String
    filters: ProductFilterInput
    sort: ProductSort = RECOMMENDED
    "1-based."
    page: Int = 1
    pageSize: Int = 24
  }

  type FacetValue {
    value: String!
    label: String!
    count: Int!
  }

  type PriceRange {
    min: Money!
    max: Money!
  }

  type Facets {
    categories: [FacetValue!]!
    brands: [FacetValue!]!
    colors: [FacetValue!]!
    sizes: [FacetValue!]!
    priceRange: PriceRange
    saleCount: Int!
    newCount: Int!
  }

  type ProductSearchResult {
    products: [Product!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    totalPages: Int!
    "Whether another page follows (show more)."
    hasMore: Boolean!
    facets: Facets!
  }

  enum PageGroup {
    CATEGORY
    PLP
    PAGES
  }

  type UrlHit {
    label: String!
    "Path without slashes at the ends."
    url: String!
    pageGroup: PageGroup!
    parents: [String!]!
  }

  type Suggestion {
    text: String!
  }

  type QuickSearchResult {
    "Whether the text was long enough to search (more than 3 characters)."
    searched: Boolean!
    "When the text is a sale word of the store (spec §5), the category page to go to instead of results."
    redirect: String
    products: [Product!]!
    totalCount: Int!
    urls: [UrlHit!]!
    suggestions: [Suggestion!]!
  }

  type SearchResult {
    searched: Boolean!
    redirect: String
    products: ProductSearchResult!
    "URL hits of the page groups Category, Plp and Pagina's (5)."
    urls: [UrlHit!]!
    "Suggestions (5)."
    suggestions: [Suggestion!]!
  }

  "What a path of the shop is, for the storefront's catch-all route."
  union CatalogRoute = ProductRoute | CategoryRoute | BrandRoute | RedirectRoute

  type ProductRoute {
    product: Product!
  }

  type CategoryRoute {
    category: Category!
  }

  type BrandRoute {
    brand: Brand!
    "A category inside the brand, when the path continues after brands/{slug}."
    category: Category
  }

  "The path has moved (a legacy product URL): go to \`location\` with \`status\`."
  type RedirectRoute {
    location: String!
    status: Int!
  }

  type Query {
    "A product by its SKU, or null when the index has no such product."
    product(sku: ID!): Product
    "Products by SKU (recently viewed, wishlists), in the order asked; null where the index has no such product. At most 100 SKUs."
    productsBySkus(skus: [ID!]!): [Product]!
    "The newest products of the assortment."
    products(first: Int! = 12): [Product!]!
    "The categories of a segment, as a tree: the roots, with their children."
    categoryTree(segment: Segment!): [Category!]!
    "What a path is: a product, category or brand page, or a redirect; null when the catalog does not know it."
    catalogRoute(path: String!): CatalogRoute
    "The search screen: products with facets and sorts, URL hits and suggestions."
    search(input: ProductSearchInput!): SearchResult!
    "The search overlay: 3 products, 5 URL hits, 5 suggestions."
    quickSearch(text: String!): QuickSearchResult!
    "Entry point for type merging: products by SKU, in the order asked, null where unknown."
    _catalogProductsBySkus(skus: [ID!]!): [Product]!
  }
`;
