import { HttpLink } from '@apollo/client';
import { ApolloClient, type InMemoryCache } from '@apollo/client-integration-tanstack-start';
import { appendResponseHeader } from '@tanstack/react-start/server';
import type { StorefrontConfig } from '../config.server';
import { CONTEXT_TOKEN_HEADER, contextTokenCookie, type GatewayCaller, gatewayHeaders } from '../gateway/caller.server';

/**
 * The server's client for one page request: it calls the gateway directly with the headers the /graphql proxy would
 * add for the same shopper, and, like the proxy, turns a new session token into the HttpOnly cookie of the page.
 */
export function createGatewayApolloClient(
  cache: InMemoryCache,
  caller: GatewayCaller,
  config: StorefrontConfig,
): ApolloClient {
  const link = new HttpLink({
    uri: config.gateway.url,
    headers: Object.fromEntries(gatewayHeaders(caller)),
    fetch: async (input, init) => {
      const timeout = AbortSignal.timeout(config.gateway.timeoutMs);
      const response = await fetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      const token = response.headers.get(CONTEXT_TOKEN_HEADER);
      if (token) appendResponseHeader('set-cookie', contextTokenCookie(token, caller.secure));
      return response;
    },
  });
  return new ApolloClient({ cache, link });
}
