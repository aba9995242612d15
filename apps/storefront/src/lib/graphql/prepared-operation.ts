import { type DocumentNode, Kind, print } from 'graphql';

/** A typed document as the server sends it: its text, printed once per process, its name and its variables' names. */
export interface PreparedOperation {
  text: string;
  name: string | undefined;
  variableNames: readonly string[];
}

const prepared = new WeakMap<DocumentNode, PreparedOperation>();

/**
 * The operation of a document, prepared on its first use and kept (documents are module constants). It is sent as
 * written: unlike the browser's Apollo Client, whose normalized cache needs `__typename` on every object, the server
 * keeps no cache, and every `__typename` more would travel to the browser in the page's loader data (a listing's
 * products carried some 600). Code that tells types apart asks `__typename` itself.
 */
export function prepareOperation(document: DocumentNode): PreparedOperation {
  let operation = prepared.get(document);
  if (!operation) {
    const definition = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
    operation = {
      text: print(document),
      name: definition?.name?.value,
      variableNames: definition?.variableDefinitions?.map((variable) => variable.variable.name.value) ?? [],
    };
    prepared.set(document, operation);
  }
  return operation;
}
