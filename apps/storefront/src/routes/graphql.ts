import { createFileRoute } from '@tanstack/react-router';
import { storefrontConfig } from '../config.server';
import { proxyGraphqlRequest } from '../gateway/proxy.server';

/** POST /graphql: the browser's same-origin door to the gateway (see src/gateway/proxy.server.ts). */
export const Route = createFileRoute('/graphql')({
  server: {
    handlers: {
      // Every method comes here so that the proxy alone decides: POST is proxied, anything else is 405.
      ANY: ({ request }) => proxyGraphqlRequest(request, storefrontConfig()),
    },
  },
});
