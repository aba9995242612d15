import type { ApolloClient, OperationVariables } from '@apollo/client';
import { createIsomorphicFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';

/** When a page's data cannot be loaded during server rendering, the page answers 503: the shop is up, its data is not. */
const answerServiceUnavailable = createIsomorphicFn().server(() => setResponseStatus(503));

/**
 * Runs a page's query in its route loader, so the result is in the Apollo cache before the page renders: the first
 * HTML is complete, and components read the same query from the cache. A failure is logged with its cause and
 * replaced by one plain error (it is serialized into the page): the route's error component explains it to the
 * shopper, and no gateway detail reaches the browser.
 */
export async function loadQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.QueryOptions<TData, TVariables>,
): Promise<void> {
  try {
    await client.query(options);
  } catch (error) {
    console.error('[loader] query failed:', error);
    answerServiceUnavailable();
    throw new Error('The page data could not be loaded from the gateway.');
  }
}
