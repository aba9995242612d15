import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createIsomorphicFn } from '@tanstack/react-start';
import { setResponseStatus } from '@tanstack/react-start/server';
import type { GraphqlQuery } from './query';

/** When a page's data cannot be loaded during server rendering, the page answers 503: the shop is up, its data is not. */
const answerServiceUnavailable = createIsomorphicFn().server(() => setResponseStatus(503));

/**
 * Runs a page's query in its route loader and answers its data, which the route's components read with
 * `Route.useLoaderData()`: on the server the first HTML is complete, and the data travels with the page, so hydration
 * asks the gateway nothing. A failure is logged with its cause and replaced by one plain error (it is serialized into
 * the page): the route's error component explains it to the shopper, and no gateway detail reaches the browser.
 */
export async function loadQuery<TData, TVariables extends Record<string, unknown>>(
  graphql: GraphqlQuery,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    return await graphql(document, variables);
  } catch (error) {
    console.error('[loader] query failed:', error);
    answerServiceUnavailable();
    throw new Error('The page data could not be loaded from the gateway.');
  }
}
