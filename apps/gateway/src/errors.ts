import { GraphQLError } from 'graphql';

/**
 * A request the caller must change (bad arguments). User errors of mutations are data (`errors: [UserError!]!`);
 * this is for queries whose arguments cannot be answered at all. The message is translated by the caller's store.
 */
export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}
