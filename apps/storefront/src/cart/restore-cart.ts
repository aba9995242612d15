import type { GraphqlQuery } from '../graphql/query';
import { RestoreCartDocument } from './cart.generated';

/**
 * Makes the context of a link's token the shopper's (`restoreCart`): the gateway answers its session header, which
 * the storefront turns into the contextToken cookie (server: client.server.ts, browser: the /graphql proxy). An
 * unknown token, or a gateway that cannot answer, is dropped silently: the page loads without it.
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
