import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * How a route loader (or a client-only component) runs one of the typed operations: on the server straight to the
 * gateway for this shopper (client.server.ts), in the browser through the shop's own /graphql (client.ts). It answers
 * the operation's data, or throws. Queries and mutations alike (a mutation never answers from a cache).
 */
export type GraphqlQuery = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options?: GraphqlQueryOptions,
) => Promise<TData>;

export interface GraphqlQueryOptions {
  /**
   * Ask the gateway even when the browser's cache could answer: data that a mutation changes without the cache
   * knowing (the checkout's context, which has no key). The server never caches.
   */
  fresh?: boolean;
  /**
   * Extra request headers of a mutation: the bot-check token of a protected operation (`x-recaptcha-token`, see
   * src/recaptcha), which the /graphql proxy passes on.
   */
  headers?: Record<string, string>;
}
