import type { GraphqlQuery } from '../lib/graphql/query';
import { CartSummaryDocument, type CartSummaryFragment } from './cart.generated';

/**
 * The header's cart summary for the first HTML (root loader, server only, and only when the request has a session
 * cookie). A failure leaves the header without it: the cart is not the page.
 */
export async function loadCartSummary(graphql: GraphqlQuery): Promise<CartSummaryFragment | null> {
  try {
    return (await graphql(CartSummaryDocument, {})).cart ?? null;
  } catch (error) {
    console.error('[cart] the cart summary failed:', error);
    return null;
  }
}
