import type { CountryCode, CurrencyCode, Language } from '@shop/i18n';

/**
 * The product index's model: what the catalog subschema reads, whichever engine answers (the embedded PostgreSQL
 * index now, an OpenSearch/Elasticsearch adapter later). Texts arrive in the language of the view; money in the
 * view's currency; country-bound data (sale labels) for the view's country. Field names follow the spec's
 * search-index product (storefront §3) where it names them.
 */
export type Segment = 'for-her' | 'for-him';

/** The view a query is asked in: the request's store decides all three. */
export interface IndexView {
  language: Language;
  currency: CurrencyCode;
  country: CountryCode;
}

export interface Money {
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
}

export interface IndexedBrand {
  /** URL slug, e.g. `amstel-rue`. */
  slug: string;
  name: string;
}

export interface IndexedCategory {
  id: string;
  parentId: string | null;
  /** 1 for a segment root (for her / for him), 2 for "Shoes", 3 for "Sneakers", ... */
  level: number;
  segment: Segment;
  /** `standard`, or the segment's `sale` and `new` categories (what the search redirect words lead to). */
  kind: 'standard' | 'sale' | 'new';
  name: string;
  /** Full path in the view's language without slashes at the ends, e.g. `dames/schoenen/sneakers`. */
  url: string;
  position: number;
}

export interface IndexedVariant {
  id: string;
  /** Variant SKU, e.g. `20413.102.38`. */
  sku: string;
  /** The SKU in the legacy shop (`20413x102x38` form in old URLs). */
  legacySku: string;
  /** Size label: `38`, `38.5`, `One size`. */
  size: string;
  position: number;
  /** Units at the distribution centre. */
  availableStock: number;
  /** Pre-order delivery time in the view's language (e.g. `2-3 weeks`), null when the variant is stocked normally. */
  deliveryTime: string | null;
}

export type RelationType = 'color_relation' | 'complementary' | 'maintenance';

export interface ProductRelation {
  sku: string;
  type: RelationType;
}

export interface IndexedProduct {
  /** Stable identifier of the product (the spec's id). */
  id: string;
  /** Product SKU in the legacy form digits.digits: model and colour, e.g. `20413.102`. */
  sku: string;
  /** The configurable parent: all sizes of this model in this colour. */
  parentSku: string;
  parentId: string;
  /** The model: products sharing it are the same model in other colours. */
  modelCode: string;
  segment: Segment;
  name: string;
  description: string;
  brand: IndexedBrand;
  /** Colour name in the view's language. */
  color: string;
  /** A CSS colour for swatches, e.g. `#1c1b19`. */
  colorHex: string;
  isNew: boolean;
  isSale: boolean;
  isOneSize: boolean;
  /** ISO dates. */
  releaseDate: string;
  comingSoonDate: string | null;
  /** Pre-order delivery time of the product, when all its variants share one. */
  deliveryTime: string | null;
  /** Image keys for the image service, in gallery order; the first is the main image. */
  images: string[];
  hoverImage: string | null;
  video: string | null;
  marketingLabel: string | null;
  /** The sale label for the view's country (`sac_{country}` in the index), null when none. */
  saleLabel: string | null;
  /** Product page path in the view's language, without slashes at the ends. */
  url: string;
  price: Money;
  regularPrice: Money;
  /** Whole percent off the regular price; 0 when not discounted. */
  discount: number;
  /** ISO timestamp of the last price change. */
  priceUpdatedAt: string;
  /** Units at the distribution centre over all variants. */
  availableStock: number;
  /** Units at all locations (distribution centre and stores) over all variants. */
  totalAvailableStock: number;
  variants: IndexedVariant[];
  relatedProducts: ProductRelation[];
  /** The product's categories, deepest last per branch. */
  categories: IndexedCategory[];
  sizeTableId: string | null;
}

export interface SizeTableRow {
  eu: string;
  us: string;
  uk: string;
  cm: string;
}

export interface SizeTable {
  id: string;
  rows: SizeTableRow[];
  /** Optional advice line in the view's language ("This model is small; order half a size up."). */
  advice: string | null;
}

/** The seven sort options of spec §9. */
export type SortOption = 'recommended' | 'new' | 'sale' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc';

export interface ProductFilters {
  /** Products in this category or any category below it. */
  categoryId?: string | undefined;
  segment?: Segment | undefined;
  brands?: string[] | undefined;
  /** Colour names in the view's language, as the colour facet answers them. */
  colors?: string[] | undefined;
  /** Size labels; a product matches when one of these sizes is in stock. */
  sizes?: string[] | undefined;
  /** Minor units, inclusive. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  sale?: boolean | undefined;
  isNew?: boolean | undefined;
}

export interface ProductSearch {
  /** Free text; empty or absent lists by filters alone. */
  text?: string | undefined;
  filters?: ProductFilters | undefined;
  sort?: SortOption | undefined;
  /** 1-based. */
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface FacetValue {
  /** What to filter by (brand slug, category id, colour name, size label). */
  value: string;
  label: string;
  /** Products matching the other filters that have this value. */
  count: number;
}

export interface Facets {
  categories: FacetValue[];
  brands: FacetValue[];
  colors: FacetValue[];
  sizes: FacetValue[];
  /** Lowest and highest price among the matching products (minor units), null when none match. */
  priceRange: { min: number; max: number } | null;
  /** How many matching products are on sale / new. */
  saleCount: number;
  newCount: number;
}

export interface ProductSearchResult {
  products: IndexedProduct[];
  totalCount: number;
  page: number;
  pageSize: number;
  facets: Facets;
}

/** The page groups URL search answers (spec §7): categories, listing pages, content pages. */
export type PageGroup = 'Category' | 'Plp' | "Pagina's";

export interface UrlHit {
  label: string;
  url: string;
  pageGroup: PageGroup;
  /** Labels of the parent pages, outermost first. */
  parents: string[];
}

export interface Suggestion {
  text: string;
}

export interface QuickSearchResult {
  products: IndexedProduct[];
  totalCount: number;
  urls: UrlHit[];
  suggestions: Suggestion[];
}

/** Limits of spec §9. */
export const QUICK_SEARCH_PRODUCTS = 3;
export const URL_RESULTS = 5;
export const SUGGESTIONS = 5;
export const MAX_PAGE_SIZE = 96;
export const DEFAULT_PAGE_SIZE = 24;

/**
 * The product index the catalog subschema reads. Every method answers in the given view. Implementations: the
 * embedded `PostgresProductIndex`; later a search-engine adapter.
 */
export interface ProductIndex {
  /** Products by SKU, in the order asked, null where unknown. */
  productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]>;
  /**
   * The path of a product's page in each of these views, in their order: null where the view's store does not sell it
   * (no price in its currency) or the SKU is unknown. For the language and store switch: one lookup, not a whole
   * product per store.
   */
  productUrlsInViews(sku: string, views: readonly IndexView[]): Promise<(string | null)[]>;
  /** The product whose page is at this path (in the view's language), or null. */
  productByUrl(url: string, view: IndexView): Promise<IndexedProduct | null>;
  /** The product of a legacy SKU (`20413.102`, `20413x102`, or a legacy variant SKU), or null. */
  productByLegacySku(legacySku: string, view: IndexView): Promise<IndexedProduct | null>;
  /** The newest products first. */
  newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]>;
  /** Full-text (per language, prefix and typo tolerant) and filtered search with facets, sorting and paging. */
  searchProducts(search: ProductSearch, view: IndexView): Promise<ProductSearchResult>;
  /** Quick search: a few products, URL hits of the page groups Category, Plp and Pagina's, and suggestions. */
  quickSearch(text: string, view: IndexView): Promise<QuickSearchResult>;
  /** URL hits (page groups Category, Plp, Pagina's), at most `limit`. */
  searchUrls(text: string, view: IndexView, limit?: number): Promise<UrlHit[]>;
  /** Search-term suggestions that complete or correct the text, at most `limit`. */
  suggest(text: string, view: IndexView, limit?: number): Promise<Suggestion[]>;
  /** The category at this path (view's language), or null. */
  categoryByUrl(url: string, view: IndexView): Promise<IndexedCategory | null>;
  categoriesByIds(ids: readonly string[], view: IndexView): Promise<(IndexedCategory | null)[]>;
  /** All categories of a segment, ordered by level then position. */
  categoryTree(segment: Segment, view: IndexView): Promise<IndexedCategory[]>;
  /** The sale or new category of a segment (where the search redirect words lead). */
  specialCategory(kind: 'sale' | 'new', segment: Segment, view: IndexView): Promise<IndexedCategory | null>;
  brandBySlug(slug: string): Promise<IndexedBrand | null>;
  sizeTable(id: string, view: IndexView): Promise<SizeTable | null>;
}
