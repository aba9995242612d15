import { type CheckoutServicePointFragment, CheckoutServicePointsDocument } from '../checkout/public';
import type { GraphqlQuery } from '../lib/graphql/query';

/** The pickup points of a carrier near a place (postcode or town), for the checkout and the address book. */
export async function findServicePoints(
  graphql: GraphqlQuery,
  provider: string,
  query: string,
): Promise<CheckoutServicePointFragment[]> {
  const { servicePoints } = await graphql(CheckoutServicePointsDocument, { provider, query });
  return servicePoints as CheckoutServicePointFragment[];
}
