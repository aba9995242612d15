import type { GraphqlQuery } from '../lib/graphql/query';
import { RestoreCartDocument } from './cart.generated';

/**
 * Opens a cart restore link (`restoreCart`): the gateway copies the saved lines into the shopper's own cart. A shopper
 * without a session gets a new one of their own (the gateway answers its session header, which the storefront turns
 * into the contextToken cookie: server client.server.ts, browser the /graphql proxy); a shopper with one keeps it,
 * logged in or not. An unknown or expired link, or a gateway that cannot answer, is dropped silently: the page loads
 * without it.
 */
export async function restoreCart(graphql: GraphqlQuery, token: string): Promise<boolean> {
  try {
    const { restoreCart: payload } = await graphql(RestoreCartDocument, { token });
    return payload.errors.length === 0 && payload.context !== null && payload.context !== undefined;
  } catch (error) {
    console.error('[cart] restoring a cart failed:', error);
    return false;
  }
}
