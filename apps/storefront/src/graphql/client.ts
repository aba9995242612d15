import { HttpLink } from '@apollo/client';
import { ApolloClient, type InMemoryCache } from '@apollo/client-integration-tanstack-start';

/** The browser's client: it calls the shop's own /graphql, which adds the store and the session (src/routes/graphql.ts). */
export function createBrowserApolloClient(cache: InMemoryCache): ApolloClient {
  return new ApolloClient({ cache, link: new HttpLink({ uri: '/graphql' }) });
}
