import type { DocumentNode } from 'graphql';

/** Whether a typed document is a mutation: `context.graphql` runs queries and mutations alike, each the right way. */
export function isMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
}
