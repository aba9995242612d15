import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { appendResponseHeader } from '@tanstack/react-start/server';
import type { StorefrontConfig } from '../config.server';
import { type GatewayCaller, gatewayHeaders, sessionCookieOf } from '../gateway-caller.server';
import { isMutation } from './operation';
import type { GraphqlQuery } from './query';

/** The gateway's cache tags of an answer (space-separated), handed on as the page's (server.mjs's page cache). */
const CACHE_TAGS_HEADER = 'x-shop-cache-tags';
/** Stands for an answer the gateway did not tag: page-cache-rules.mjs never stores such a page. */
const UNTAGGED = '!untagged';

/**
 * The server's client for one page request: it calls the gateway directly with the headers the /graphql proxy would
 * add for the same shopper, and, like the proxy, turns a new session token into the HttpOnly cookie of the page.
 * Pages travel with their loader data, not with a cache, so the server reads every answer fresh (`no-cache`).
 */
export function createGatewayQuery(caller: GatewayCaller, config: StorefrontConfig): GraphqlQuery {
  const link = new HttpLink({
    uri: config.gateway.url,
    headers: Object.fromEntries(gatewayHeaders(caller, config.clientAddressSecret)),
    fetch: async (input, init) => {
      const timeout = AbortSignal.timeout(config.gateway.timeoutMs);
      const response = await fetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      const cookie = sessionCookieOf(response.headers, caller.secure);
      if (cookie) appendResponseHeader('set-cookie', cookie);
      // What the answer shows: the page cache (server.mjs) keeps it with the page and purges the page when it changes.
      // An answer without tags (an order, a newsletter subscription: the shopper's) keeps the page out of the cache.
      appendResponseHeader(CACHE_TAGS_HEADER, response.headers.get(CACHE_TAGS_HEADER) ?? UNTAGGED);
      return response;
    },
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return async (document, variables, options) => {
    const { data } = isMutation(document)
      ? await client.mutate({
          mutation: document,
          variables,
          fetchPolicy: 'no-cache',
          context: { headers: options?.headers ?? {} },
        })
      : await client.query({ query: document, variables, fetchPolicy: 'no-cache' });
    if (data === undefined || data === null) throw new Error('The gateway answered no data');
    return data;
  };
}
