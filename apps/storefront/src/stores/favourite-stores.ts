import { registerPostLoginAction } from '../account/public';
import type { GraphqlQuery } from '../lib/graphql/query';
import { FavouriteStoresDocument, ToggleFavouriteStoreDocument } from './stores.generated';

/** The post-login action a guest's favourite click queues: the store is added once the guest has logged in. */
export const ADD_FAVOURITE_STORE_ACTION = 'addFavouriteStore';

/**
 * Toggles a favourite store of the logged-in customer (spec §4: removed when on the list, added otherwise) and answers
 * the customer's favourites after it; a refusal (the session ended) throws with the gateway's message.
 */
export async function toggleFavouriteStore(graphql: GraphqlQuery, reference: string): Promise<string[]> {
  const { toggleFavouriteStore: answer } = await graphql(ToggleFavouriteStoreDocument, { reference });
  const [error] = answer.errors;
  if (error || !answer.customer) throw new Error(error?.message ?? 'The favourite store could not be changed');
  return answer.customer.favouriteStores;
}

/**
 * After a login asked for by a guest's click: adds the store, unless it already is a favourite (a toggle would take
 * it off the list again).
 */
export async function addFavouriteStore(graphql: GraphqlQuery, reference: string): Promise<void> {
  const { customer } = await graphql(FavouriteStoresDocument, {}, { fresh: true });
  if (!customer || customer.favouriteStores.includes(reference)) return;
  await toggleFavouriteStore(graphql, reference);
}

registerPostLoginAction(ADD_FAVOURITE_STORE_ACTION, async (payload, { graphql }) => {
  const reference = (payload as { reference?: unknown } | null)?.reference;
  if (typeof reference === 'string' && reference) await addFavouriteStore(graphql, reference);
});
