import type { GraphQLResolveInfo } from 'graphql';
import type { MoneyModel, ImageModel, VariantModel, FacetsModel, QuickSearchModel, SearchModel } from '../models';
import type { IndexedProduct, IndexedCategory, IndexedBrand, SizeTable as IndexedSizeTable, ProductSearchResult as IndexedSearchResult, UrlHit as IndexedUrlHit } from '@shop/catalog';
import type { CurrencyCode } from '@shop/i18n';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Brand = {
  __typename?: 'Brand';
  name: Scalars['String']['output'];
  slug: Scalars['ID']['output'];
  /** Path of the brand page, without slashes at the ends: brands/{slug}. */
  url: Scalars['String']['output'];
};

export type BrandRoute = {
  __typename?: 'BrandRoute';
  brand: Brand;
  /** A category inside the brand, when the path continues after brands/{slug}. */
  category?: Maybe<Category>;
};

/** What a path of the shop is, for the storefront's catch-all route. */
export type CatalogRoute = BrandRoute | CategoryRoute | ProductRoute | RedirectRoute;

export type Category = {
  __typename?: 'Category';
  /** From the segment root down to this category. */
  breadcrumbs: Array<Category>;
  /** Sub-categories, in menu order. */
  children: Array<Category>;
  id: Scalars['ID']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  segment: Segment;
  /** Path of the category page in the request's language, without slashes at the ends. */
  url: Scalars['String']['output'];
};

export type CategoryRoute = {
  __typename?: 'CategoryRoute';
  category: Category;
};

export type { CurrencyCode };

export type FacetValue = {
  __typename?: 'FacetValue';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Facets = {
  __typename?: 'Facets';
  brands: Array<FacetValue>;
  categories: Array<FacetValue>;
  colors: Array<FacetValue>;
  newCount: Scalars['Int']['output'];
  priceRange?: Maybe<PriceRange>;
  saleCount: Scalars['Int']['output'];
  sizes: Array<FacetValue>;
};

/** An image from the image service, resized on request. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text in the request's language. */
  alt: Scalars['String']['output'];
  /** A srcset for the given widths at the aspect ratio of width x height. */
  srcset: Scalars['String']['output'];
  /** URL of the image at this size (WebP or AVIF as the browser accepts). Sizes of spec §9: 166x235, 498x705, 830x1175, 60x60, 384x560. */
  url: Scalars['String']['output'];
};


/** An image from the image service, resized on request. */
export type ImageSrcsetArgs = {
  height: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
  widths: Array<Scalars['Int']['input']>;
};


/** An image from the image service, resized on request. */
export type ImageUrlArgs = {
  height: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
};

/** An amount of money: integer minor units (cents, pence) and currency. `formatted` is written for the request's store. */
export type Money = {
  __typename?: 'Money';
  /** Minor units: 1995 is 19.95. */
  amount: Scalars['Int']['output'];
  currency: CurrencyCode;
  /** The amount as the request's store writes it, e.g. `€ 19,95` in nl-nl or `£19.95` in en. */
  formatted: Scalars['String']['output'];
};

export type PageGroup =
  | 'CATEGORY'
  | 'PAGES'
  | 'PLP';

export type PriceRange = {
  __typename?: 'PriceRange';
  max: Money;
  min: Money;
};

/** A product of the assortment, as the search index knows it. */
export type Product = {
  __typename?: 'Product';
  /** Units at the distribution centre over all sizes. */
  availableStock: Scalars['Int']['output'];
  brand: Brand;
  /** The product's main category path, from the segment root down. */
  breadcrumbs: Array<Category>;
  categories: Array<Category>;
  /** Colour name. */
  color: Scalars['String']['output'];
  /** A CSS colour for the swatch. */
  colorHex: Scalars['String']['output'];
  /** The same model in other colours (this product included); empty unless there is more than one. */
  colorRelations: Array<Product>;
  /** ISO date, when the product is announced for later. */
  comingSoonDate?: Maybe<Scalars['String']['output']>;
  /** Products that go with this one. */
  complementary: Array<Product>;
  /** Pre-order delivery time of the product. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The description up to and including its first '.' or '!'. */
  descriptionPreview: Scalars['String']['output'];
  /** Whole percent off the regular price; 0 without discount. */
  discount: Scalars['Int']['output'];
  /** The image shown on hover on a tile. */
  hoverImage?: Maybe<Image>;
  id: Scalars['ID']['output'];
  /** The main image (the gallery's first), for tiles and lists that show one picture. */
  image?: Maybe<Image>;
  /** Gallery images; the first is the main image. */
  images: Array<Image>;
  /** Whether the product's comingSoonDate lies in the future. */
  isComingSoon: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isOneSize: Scalars['Boolean']['output'];
  isSale: Scalars['Boolean']['output'];
  /** Labels to show on the tile and page, in display order. */
  labels: Array<ProductLabel>;
  /** Care products for this one. */
  maintenance: Array<Product>;
  name: Scalars['String']['output'];
  parentId: Scalars['ID']['output'];
  parentSku: Scalars['ID']['output'];
  /** Price to pay in the request's store currency. */
  price: Money;
  /** Price before discount; equal to `price` when there is no discount. */
  regularPrice: Money;
  /** ISO date. */
  releaseDate: Scalars['String']['output'];
  segment: Segment;
  sizeTable?: Maybe<SizeTable>;
  sku: Scalars['ID']['output'];
  /** Path of the product page, without slashes at the ends. */
  url: Scalars['String']['output'];
  /** Sizes in order. */
  variants: Array<Variant>;
  video?: Maybe<Scalars['String']['output']>;
};

export type ProductFilterInput = {
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  priceMax?: InputMaybe<Scalars['Int']['input']>;
  /** Minor units, inclusive. */
  priceMin?: InputMaybe<Scalars['Int']['input']>;
  sale?: InputMaybe<Scalars['Boolean']['input']>;
  segment?: InputMaybe<Segment>;
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ProductLabel = {
  __typename?: 'ProductLabel';
  kind: ProductLabelKind;
  /** Text in the request's language, e.g. New, -30%, Sale. */
  text: Scalars['String']['output'];
};

export type ProductLabelKind =
  | 'COMING_SOON'
  | 'DISCOUNT'
  | 'MARKETING'
  | 'NEW'
  | 'SALE';

export type ProductRoute = {
  __typename?: 'ProductRoute';
  product: Product;
};

export type ProductSearchInput = {
  filters?: InputMaybe<ProductFilterInput>;
  /** 1-based. */
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  /** Free text; searching starts at 4 characters (spec §5). */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type ProductSearchResult = {
  __typename?: 'ProductSearchResult';
  facets: Facets;
  /** Whether another page follows (show more). */
  hasMore: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  products: Array<Product>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ProductSort =
  | 'name-asc'
  | 'name-desc'
  /** New (NEW desc). */
  | 'new'
  | 'price-asc'
  | 'price-desc'
  /** Recommended (DEFAULT desc). */
  | 'recommended'
  /** Sale (SALE desc). */
  | 'sale';

export type Query = {
  __typename?: 'Query';
  /** Entry point for type merging: products by SKU, in the order asked, null where unknown. */
  _catalogProductsBySkus: Array<Maybe<Product>>;
  /** What a path is: a product, category or brand page, or a redirect; null when the catalog does not know it. */
  catalogRoute?: Maybe<CatalogRoute>;
  /** The categories of a segment, as a tree: the roots, with their children. */
  categoryTree: Array<Category>;
  /** A product by its SKU, or null when the index has no such product. */
  product?: Maybe<Product>;
  /** The newest products of the assortment. */
  products: Array<Product>;
  /** Products by SKU (recently viewed, wishlists), in the order asked; null where the index has no such product. At most 100 SKUs. */
  productsBySkus: Array<Maybe<Product>>;
  /** The search overlay: 3 products, 5 URL hits, 5 suggestions. */
  quickSearch: QuickSearchResult;
  /** The search screen: products with facets and sorts, URL hits and suggestions. */
  search: SearchResult;
};


export type Query_CatalogProductsBySkusArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type QueryCatalogRouteArgs = {
  path: Scalars['String']['input'];
};


export type QueryCategoryTreeArgs = {
  segment: Segment;
};


export type QueryProductArgs = {
  sku: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryProductsBySkusArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type QueryQuickSearchArgs = {
  text: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  input: ProductSearchInput;
};

export type QuickSearchResult = {
  __typename?: 'QuickSearchResult';
  products: Array<Product>;
  /** When the text is a sale word of the store (spec §5), the category page to go to instead of results. */
  redirect?: Maybe<Scalars['String']['output']>;
  /** Whether the text was long enough to search (more than 3 characters). */
  searched: Scalars['Boolean']['output'];
  suggestions: Array<Suggestion>;
  totalCount: Scalars['Int']['output'];
  urls: Array<UrlHit>;
};

/** The path has moved (a legacy product URL): go to `location` with `status`. */
export type RedirectRoute = {
  __typename?: 'RedirectRoute';
  location: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  products: ProductSearchResult;
  redirect?: Maybe<Scalars['String']['output']>;
  searched: Scalars['Boolean']['output'];
  /** Suggestions (5). */
  suggestions: Array<Suggestion>;
  /** URL hits of the page groups Category, Plp and Pagina's (5). */
  urls: Array<UrlHit>;
};

/** The women's (FOR_HER) and men's (FOR_HIM) halves of the shop. */
export type Segment =
  | 'for-her'
  | 'for-him';

/** How a size of a product can be bought now (spec §4 size option states). */
export type SizeOptionState =
  /** The product is not released yet. */
  | 'COMING_SOON'
  /** Fewer than 5 left and no delivery time. */
  | 'FEW_LEFT'
  | 'IN_STOCK'
  /** Fewer than 2 left and no delivery time. */
  | 'LAST_ITEM'
  | 'OUT_OF_STOCK'
  /** Not in stock, but orderable with a delivery time. */
  | 'PRE_ORDER';

export type SizeTable = {
  __typename?: 'SizeTable';
  /** Advice line for the size dialog, when the table has one. */
  advice?: Maybe<Scalars['String']['output']>;
  rows: Array<SizeTableRow>;
};

export type SizeTableRow = {
  __typename?: 'SizeTableRow';
  cm: Scalars['String']['output'];
  eu: Scalars['String']['output'];
  uk: Scalars['String']['output'];
  us: Scalars['String']['output'];
};

export type Suggestion = {
  __typename?: 'Suggestion';
  text: Scalars['String']['output'];
};

export type UrlHit = {
  __typename?: 'UrlHit';
  label: Scalars['String']['output'];
  pageGroup: PageGroup;
  parents: Array<Scalars['String']['output']>;
  /** Path without slashes at the ends. */
  url: Scalars['String']['output'];
};

/** One size of a product. */
export type Variant = {
  __typename?: 'Variant';
  availableStock: Scalars['Int']['output'];
  /** Pre-order delivery time, e.g. 2-3 weeks. */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  legacySku: Scalars['String']['output'];
  /** Whether the size offers the Mail me (back-in-stock) control. */
  notifiable: Scalars['Boolean']['output'];
  /** Whether the size can be put in the cart now (in stock or pre-order). */
  orderable: Scalars['Boolean']['output'];
  /** Size label: 38, 38.5, One size. */
  size: Scalars['String']['output'];
  sku: Scalars['ID']['output'];
  state: SizeOptionState;
  /** What the size chooser says next to the size, in the request's language: Last item, Just a few left, Pre Order 2-3 weeks; null when plainly in stock. */
  stateLabel?: Maybe<Scalars['String']['output']>;
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
  CatalogRoute:
    | ( Omit<BrandRoute, 'brand' | 'category'> & { brand: _RefType['Brand'], category?: Maybe<_RefType['Category']> } )
    | ( Omit<CategoryRoute, 'category'> & { category: _RefType['Category'] } )
    | ( Omit<ProductRoute, 'product'> & { product: _RefType['Product'] } )
    | ( RedirectRoute )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<IndexedBrand>;
  BrandRoute: ResolverTypeWrapper<Omit<BrandRoute, 'brand' | 'category'> & { brand: ResolversTypes['Brand'], category?: Maybe<ResolversTypes['Category']> }>;
  CatalogRoute: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CatalogRoute']>;
  Category: ResolverTypeWrapper<IndexedCategory>;
  CategoryRoute: ResolverTypeWrapper<Omit<CategoryRoute, 'category'> & { category: ResolversTypes['Category'] }>;
  CurrencyCode: CurrencyCode;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  Facets: ResolverTypeWrapper<FacetsModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<MoneyModel>;
  PageGroup: PageGroup;
  PriceRange: ResolverTypeWrapper<Omit<PriceRange, 'max' | 'min'> & { max: ResolversTypes['Money'], min: ResolversTypes['Money'] }>;
  Product: ResolverTypeWrapper<IndexedProduct>;
  ProductFilterInput: ProductFilterInput;
  ProductLabel: ResolverTypeWrapper<ProductLabel>;
  ProductLabelKind: ProductLabelKind;
  ProductRoute: ResolverTypeWrapper<Omit<ProductRoute, 'product'> & { product: ResolversTypes['Product'] }>;
  ProductSearchInput: ProductSearchInput;
  ProductSearchResult: ResolverTypeWrapper<IndexedSearchResult>;
  ProductSort: null;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickSearchResult: ResolverTypeWrapper<QuickSearchModel>;
  RedirectRoute: ResolverTypeWrapper<RedirectRoute>;
  SearchResult: ResolverTypeWrapper<SearchModel>;
  Segment: null;
  SizeOptionState: SizeOptionState;
  SizeTable: ResolverTypeWrapper<IndexedSizeTable>;
  SizeTableRow: ResolverTypeWrapper<SizeTableRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  UrlHit: ResolverTypeWrapper<IndexedUrlHit>;
  Variant: ResolverTypeWrapper<VariantModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Brand: IndexedBrand;
  BrandRoute: Omit<BrandRoute, 'brand' | 'category'> & { brand: ResolversParentTypes['Brand'], category?: Maybe<ResolversParentTypes['Category']> };
  CatalogRoute: ResolversUnionTypes<ResolversParentTypes>['CatalogRoute'];
  Category: IndexedCategory;
  CategoryRoute: Omit<CategoryRoute, 'category'> & { category: ResolversParentTypes['Category'] };
  FacetValue: FacetValue;
  Facets: FacetsModel;
  ID: Scalars['ID']['output'];
  Image: ImageModel;
  Int: Scalars['Int']['output'];
  Money: MoneyModel;
  PriceRange: Omit<PriceRange, 'max' | 'min'> & { max: ResolversParentTypes['Money'], min: ResolversParentTypes['Money'] };
  Product: IndexedProduct;
  ProductFilterInput: ProductFilterInput;
  ProductLabel: ProductLabel;
  ProductRoute: Omit<ProductRoute, 'product'> & { product: ResolversParentTypes['Product'] };
  ProductSearchInput: ProductSearchInput;
  ProductSearchResult: IndexedSearchResult;
  Query: Record<PropertyKey, never>;
  QuickSearchResult: QuickSearchModel;
  RedirectRoute: RedirectRoute;
  SearchResult: SearchModel;
  SizeTable: IndexedSizeTable;
  SizeTableRow: SizeTableRow;
  String: Scalars['String']['output'];
  Suggestion: Suggestion;
  UrlHit: IndexedUrlHit;
  Variant: VariantModel;
};

export type BrandResolvers<ContextType = any, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['BrandRoute'] = ResolversParentTypes['BrandRoute']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['CatalogRoute'] = ResolversParentTypes['CatalogRoute']> = {
  __resolveType: TypeResolveFn<'BrandRoute' | 'CategoryRoute' | 'ProductRoute' | 'RedirectRoute', ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['CategoryRoute'] = ResolversParentTypes['CategoryRoute']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurrencyCodeResolvers = EnumResolverSignature<{ EUR?: any, GBP?: any }, ResolversTypes['CurrencyCode']>;

export type FacetValueResolvers<ContextType = any, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetsResolvers<ContextType = any, ParentType extends ResolversParentTypes['Facets'] = ResolversParentTypes['Facets']> = {
  brands?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
  newCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  saleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = any, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ImageSrcsetArgs, 'height' | 'width' | 'widths'>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ImageUrlArgs, 'height' | 'width'>>;
};

export type MoneyResolvers<ContextType = any, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = any, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = any, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colorRelations?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  comingSoonDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complementary?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionPreview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hoverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  isComingSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOneSize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['ProductLabel']>, ParentType, ContextType>;
  maintenance?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  releaseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType>;
  sizeTable?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductLabelResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductLabel'] = ResolversParentTypes['ProductLabel']> = {
  kind?: Resolver<ResolversTypes['ProductLabelKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductRoute'] = ResolversParentTypes['ProductRoute']> = {
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductSearchResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProductSearchResult'] = ResolversParentTypes['ProductSearchResult']> = {
  facets?: Resolver<ResolversTypes['Facets'], ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSortResolvers = { NAME_ASC: 'name-asc', NAME_DESC: 'name-desc', NEW: 'new', PRICE_ASC: 'price-asc', PRICE_DESC: 'price-desc', RECOMMENDED: 'recommended', SALE: 'sale' };

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _catalogProductsBySkus?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<Query_CatalogProductsBySkusArgs, 'skus'>>;
  catalogRoute?: Resolver<Maybe<ResolversTypes['CatalogRoute']>, ParentType, ContextType, RequireFields<QueryCatalogRouteArgs, 'path'>>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryTreeArgs, 'segment'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'sku'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'first'>>;
  productsBySkus?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryProductsBySkusArgs, 'skus'>>;
  quickSearch?: Resolver<ResolversTypes['QuickSearchResult'], ParentType, ContextType, RequireFields<QueryQuickSearchArgs, 'text'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
};

export type QuickSearchResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuickSearchResult'] = ResolversParentTypes['QuickSearchResult']> = {
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['UrlHit']>, ParentType, ContextType>;
};

export type RedirectRouteResolvers<ContextType = any, ParentType extends ResolversParentTypes['RedirectRoute'] = ResolversParentTypes['RedirectRoute']> = {
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  products?: Resolver<ResolversTypes['ProductSearchResult'], ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['UrlHit']>, ParentType, ContextType>;
};

export type SegmentResolvers = { FOR_HER: 'for-her', FOR_HIM: 'for-him' };

export type SizeTableResolvers<ContextType = any, ParentType extends ResolversParentTypes['SizeTable'] = ResolversParentTypes['SizeTable']> = {
  advice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SizeTableRow']>, ParentType, ContextType>;
};

export type SizeTableRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['SizeTableRow'] = ResolversParentTypes['SizeTableRow']> = {
  cm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eu?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uk?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  us?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UrlHitResolvers<ContextType = any, ParentType extends ResolversParentTypes['UrlHit'] = ResolversParentTypes['UrlHit']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageGroup?: Resolver<ResolversTypes['PageGroup'], ParentType, ContextType>;
  parents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = any, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacySku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notifiable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SizeOptionState'], ParentType, ContextType>;
  stateLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  Brand?: BrandResolvers<ContextType>;
  BrandRoute?: BrandRouteResolvers<ContextType>;
  CatalogRoute?: CatalogRouteResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryRoute?: CategoryRouteResolvers<ContextType>;
  CurrencyCode?: CurrencyCodeResolvers;
  FacetValue?: FacetValueResolvers<ContextType>;
  Facets?: FacetsResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductLabel?: ProductLabelResolvers<ContextType>;
  ProductRoute?: ProductRouteResolvers<ContextType>;
  ProductSearchResult?: ProductSearchResultResolvers<ContextType>;
  ProductSort?: ProductSortResolvers;
  Query?: QueryResolvers<ContextType>;
  QuickSearchResult?: QuickSearchResultResolvers<ContextType>;
  RedirectRoute?: RedirectRouteResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Segment?: SegmentResolvers;
  SizeTable?: SizeTableResolvers<ContextType>;
  SizeTableRow?: SizeTableRowResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  UrlHit?: UrlHitResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
};

