import type { ApolloClient, InMemoryCache } from '@apollo/client-integration-tanstack-start';
import type { StoreDefinition } from '@shop/i18n';
import { getRequest } from '@tanstack/react-start/server';
import { storefrontConfig } from './config.server';
import { callerOf } from './gateway/caller.server';
import { createGatewayApolloClient } from './graphql/client.server';
import { storeDefinition } from './store';

/** On the server, a page request starts from its store (by Host) and a gateway client for this shopper. */
export function pageRequestOnServer(cache: InMemoryCache): { store: StoreDefinition; apolloClient: ApolloClient } {
  const config = storefrontConfig();
  const caller = callerOf(getRequest(), config.stores);
  return { store: storeDefinition(caller.store.code), apolloClient: createGatewayApolloClient(cache, caller, config) };
}
