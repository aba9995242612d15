import type { ApolloClient } from '@apollo/client';
import { isMutation } from './operation';
import type { GraphqlQuery } from './query';

/**
 * The browser's GraphQL client: Apollo Client against the shop's own /graphql (which adds the store and the session,
 * see src/routes/graphql.ts). Pages do not need it to show or hydrate: their loader data travels with the HTML. So
 * Apollo (with graphql-js's printer and rxjs, ~50 kB gzip) is loaded on the first query the browser itself makes — a
 * navigation, the search overlay, recently viewed — and not with the page (the product page's first-load budget is
 * 120 KiB). Its normalized cache then serves repeated queries (show more, back and forth in the search overlay).
 */
let client: Promise<ApolloClient> | undefined;

export const browserQuery: GraphqlQuery = async (document, variables, options) => {
  client ??= import('./apollo.browser').then(
    (module) => module.createBrowserApolloClient(),
    (error) => {
      client = undefined; // a failed chunk load is tried again by the next query
      throw error;
    },
  );
  const apollo = await client;
  // Mutations never answer from the cache; what they answer (a cart, a context) updates the normalized cache.
  const { data } = isMutation(document)
    ? await apollo.mutate({ mutation: document, variables, context: { headers: options?.headers ?? {} } })
    : await apollo.query({ query: document, variables, fetchPolicy: options?.fresh ? 'network-only' : 'cache-first' });
  if (data === undefined || data === null) throw new Error('The gateway answered no data');
  return data;
};

/**
 * Empties the browser's Apollo cache (spec commerce §4: login and logout reset the API cache), so nothing a guest or
 * the previous customer saw is answered from it. Nothing to do while Apollo has not been loaded. A failure is logged.
 */
export async function resetBrowserQueryCache(): Promise<void> {
  if (!client) return;
  try {
    await (await client).clearStore();
  } catch (error) {
    console.error('[graphql] the cache could not be reset:', error);
  }
}
