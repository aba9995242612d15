import { HomeDocument } from './graphql/generated/graphql';
import { loadQuery } from './graphql/load-query';
import type { GraphqlQuery } from './graphql/query';

/** How many of the newest products the home page shows. */
const NEWEST_PRODUCTS = 6;

export const loadHome = (graphql: GraphqlQuery) => loadQuery(graphql, HomeDocument, { first: NEWEST_PRODUCTS });
