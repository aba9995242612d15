import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Rejects operations nested deeper than `maxDepth` fields (fragments followed, cycles cut), so that no client can
 * ask the subschemas for an arbitrarily deep tree. Introspection's own deep query stays within the default.
 */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    const depthOf = (selectionSet: SelectionSetNode, visited: ReadonlySet<string>): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const below = selection.selectionSet ? depthOf(selection.selectionSet, visited) : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, visited));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment && !visited.has(name)) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...visited, name])));
          }
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The operation is ${depth} levels deep; at most ${maxDepth} are allowed.`, {
              nodes: [operation],
            }),
          );
        }
      },
    };
  };
}
