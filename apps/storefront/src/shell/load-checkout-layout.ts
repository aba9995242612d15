import { CheckoutLayoutDocument } from '../graphql/generated/graphql';
import { loadQuery } from '../graphql/load-query';
import type { GraphqlQuery } from '../graphql/query';

/** The checkout layout's content, for the loader of a route that shows the checkout layout (cart, checkout). */
export const loadCheckoutLayout = (graphql: GraphqlQuery) => loadQuery(graphql, CheckoutLayoutDocument, {});
