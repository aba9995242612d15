import { type DocumentNode, Kind, print, type SelectionSetNode, visit } from 'graphql';

/** A typed document as the server sends it: its text, printed once per process, its name and its variables' names. */
export interface PreparedOperation {
  text: string;
  name: string | undefined;
  variableNames: readonly string[];
}

const prepared = new WeakMap<DocumentNode, PreparedOperation>();

/**
 * The operation of a document, prepared on its first use and kept (documents are module constants). Its selections
 * ask `__typename` as the browser's Apollo Client asks them, so a page's loader data has the same shape whether the
 * server or the browser loaded it.
 */
export function prepareOperation(document: DocumentNode): PreparedOperation {
  let operation = prepared.get(document);
  if (!operation) {
    const definition = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION);
    operation = {
      text: print(withTypenames(document)),
      name: definition?.name?.value,
      variableNames: definition?.variableDefinitions?.map((variable) => variable.variable.name.value) ?? [],
    };
    prepared.set(document, operation);
  }
  return operation;
}

const TYPENAME_FIELD = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/**
 * `__typename` added to every selection set but an operation's root one, unless it asks it (or another `__` field)
 * already: what Apollo Client's `addTypenameToDocument` does to each query it sends.
 */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: unknown }).kind === Kind.OPERATION_DEFINITION) {
        return undefined;
      }
      const asksMeta = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
      );
      return asksMeta ? undefined : { ...node, selections: [...node.selections, TYPENAME_FIELD] };
    },
  });
}
