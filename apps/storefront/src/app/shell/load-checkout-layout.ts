import { loadQuery } from '../../lib/graphql/load-query';
import type { GraphqlQuery } from '../../lib/graphql/query';
import { CheckoutLayoutDocument } from './shell.generated';

/** The checkout layout's content, for the loader of a route that shows the checkout layout (cart, checkout). */
export const loadCheckoutLayout = (graphql: GraphqlQuery) => loadQuery(graphql, CheckoutLayoutDocument, {});
