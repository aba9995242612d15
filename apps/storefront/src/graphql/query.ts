import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * How a route loader (or a client-only component) runs one of the typed operations: on the server straight to the
 * gateway for this shopper (client.server.ts), in the browser through the shop's own /graphql (client.ts). It answers
 * the operation's data, or throws.
 */
export type GraphqlQuery = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;
