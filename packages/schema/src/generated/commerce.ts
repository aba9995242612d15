import type { GraphQLResolveInfo } from 'graphql';
import type { CommerceProductModel, StockDataModel } from '../models';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A country the shop sells to. */
export type Country = {
  __typename?: 'Country';
  id: Scalars['ID']['output'];
  /** ISO 3166-1 alpha-2 code. */
  iso: Scalars['String']['output'];
  /** Name in the request's language. */
  name: Scalars['String']['output'];
};

export type Currency = {
  __typename?: 'Currency';
  id: Scalars['ID']['output'];
  /** ISO 4217 code. */
  iso: Scalars['String']['output'];
  name: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type Language = {
  __typename?: 'Language';
  /** ISO 639-1 code. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Commerce's view of a product: what it knows about a SKU. */
export type Product = {
  __typename?: 'Product';
  sku: Scalars['ID']['output'];
  stock: StockData;
};

export type Query = {
  __typename?: 'Query';
  /** Entry point for type merging: commerce's products by SKU, in the order asked. */
  _commerceProductsBySkus: Array<Maybe<Product>>;
  /** The store this request is for (chosen by the x-shop-store header). */
  currentStore: Store;
  /** Stock per SKU (spec commerce §7 stock data). Needs at least one SKU. */
  stockData: Array<StockData>;
  storeConfig: StoreConfig;
  /** All stores, for the store switch. */
  stores: Array<Store>;
};


export type Query_CommerceProductsBySkusArgs = {
  skus: Array<Scalars['ID']['input']>;
};


export type QueryStockDataArgs = {
  skus: Array<Scalars['ID']['input']>;
};

/** A form of address (spec: salutations, key mr or mrs). */
export type Salutation = {
  __typename?: 'Salutation';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** Label in the request's language. */
  name: Scalars['String']['output'];
};

/** Stock of one SKU over the sellable locations. */
export type StockData = {
  __typename?: 'StockData';
  available: Scalars['Boolean']['output'];
  availableStock: Scalars['Int']['output'];
  /** The product this stock belongs to (resolved from the catalog). */
  product?: Maybe<Product>;
  productNumber: Scalars['ID']['output'];
};

/** A store view: one of the nine stores (spec commerce §3 Store view). */
export type Store = {
  __typename?: 'Store';
  baseUrl: Scalars['String']['output'];
  code: Scalars['ID']['output'];
  countryCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Language code, e.g. nl. */
  lang: Scalars['String']['output'];
  /** Locale, e.g. nl-NL. */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The configuration of the request's store (spec commerce §3 Store config). */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  countries: Array<Country>;
  /** The store's currency. */
  currency: Currency;
  languages: Array<Language>;
  salutations: Array<Salutation>;
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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Country: ResolverTypeWrapper<Country>;
  Currency: ResolverTypeWrapper<Currency>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: ResolverTypeWrapper<Language>;
  Product: ResolverTypeWrapper<CommerceProductModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Salutation: ResolverTypeWrapper<Salutation>;
  StockData: ResolverTypeWrapper<StockDataModel>;
  Store: ResolverTypeWrapper<Store>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Country: Country;
  Currency: Currency;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Language: Language;
  Product: CommerceProductModel;
  Query: Record<PropertyKey, never>;
  Salutation: Salutation;
  StockData: StockDataModel;
  Store: Store;
  StoreConfig: StoreConfig;
  String: Scalars['String']['output'];
};

export type CountryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = any, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = any, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = any, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['StockData'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _commerceProductsBySkus?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<Query_CommerceProductsBySkusArgs, 'skus'>>;
  currentStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  stockData?: Resolver<Array<ResolversTypes['StockData']>, ParentType, ContextType, RequireFields<QueryStockDataArgs, 'skus'>>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
};

export type SalutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Salutation'] = ResolversParentTypes['Salutation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockDataResolvers<ContextType = any, ParentType extends ResolversParentTypes['StockData'] = ResolversParentTypes['StockData']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StoreResolvers<ContextType = any, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = any, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  salutations?: Resolver<Array<ResolversTypes['Salutation']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  Country?: CountryResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Salutation?: SalutationResolvers<ContextType>;
  StockData?: StockDataResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
};

