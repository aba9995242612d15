import type { GraphQLResolveInfo } from 'graphql';
import type { InstoreSession as UpstreamInstoreSession, InstoreLocation as UpstreamInstoreLocation } from '@shop/instore';
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

/** One of the shop's stores, as an in-store session names it. */
export type InstoreLocation = {
  __typename?: 'InstoreLocation';
  /** The store's branch code: the storefront's store-location cookie, recorded on orders placed in the store. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An in-store tablet session (spec storefront §3: id, status, ttlDt, location). */
export type InstoreSession = {
  __typename?: 'InstoreSession';
  id: Scalars['ID']['output'];
  location: InstoreLocation;
  status: InstoreSessionStatus;
  /** The status exactly as the session service answered it (OPEN, EXPIRED, CLOSED or another). */
  statusCode: Scalars['String']['output'];
  /** When the session stops counting (ISO 8601); an OPEN session past it answers EXPIRED. */
  ttlDt: Scalars['String']['output'];
};

/** The statuses the tablet acts on; OTHER is any further status the session service answers (the tablet clears). */
export type InstoreSessionStatus =
  | 'CLOSED'
  | 'EXPIRED'
  | 'OPEN'
  | 'OTHER';

export type Query = {
  __typename?: 'Query';
  /** A session by id (GET {base}/sessions/{id}); null when the service does not know it. */
  instoreSession?: Maybe<InstoreSession>;
  /**
   * GET {base}/sessions/{id}/refresh: an OPEN session answers itself; an EXPIRED or CLOSED one answers its store's
   * current OPEN session when staff opened one since, else itself as it is; null when the service does not know it.
   */
  refreshInstoreSession?: Maybe<InstoreSession>;
};


export type QueryInstoreSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRefreshInstoreSessionArgs = {
  id: Scalars['ID']['input'];
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InstoreLocation: ResolverTypeWrapper<UpstreamInstoreLocation>;
  InstoreSession: ResolverTypeWrapper<UpstreamInstoreSession>;
  InstoreSessionStatus: InstoreSessionStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  InstoreLocation: UpstreamInstoreLocation;
  InstoreSession: UpstreamInstoreSession;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type InstoreLocationResolvers<ContextType = any, ParentType extends ResolversParentTypes['InstoreLocation'] = ResolversParentTypes['InstoreLocation']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstoreSessionResolvers<ContextType = any, ParentType extends ResolversParentTypes['InstoreSession'] = ResolversParentTypes['InstoreSession']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['InstoreLocation'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstoreSessionStatus'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ttlDt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  instoreSession?: Resolver<Maybe<ResolversTypes['InstoreSession']>, ParentType, ContextType, RequireFields<QueryInstoreSessionArgs, 'id'>>;
  refreshInstoreSession?: Resolver<Maybe<ResolversTypes['InstoreSession']>, ParentType, ContextType, RequireFields<QueryRefreshInstoreSessionArgs, 'id'>>;
};

export type Resolvers<ContextType = any> = {
  InstoreLocation?: InstoreLocationResolvers<ContextType>;
  InstoreSession?: InstoreSessionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

