import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache } from './cache';

/** Loaded on demand by client.ts: the browser's Apollo client, calling the shop's own /graphql. */
export function createBrowserApolloClient(): ApolloClient {
  return new ApolloClient({ cache: createCache(), link: new HttpLink({ uri: '/graphql' }) });
}
