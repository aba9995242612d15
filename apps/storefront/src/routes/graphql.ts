import { createFileRoute } from '@tanstack/react-router';
import { proxyGraphqlRequest } from '../app/gateway-proxy.server';
import { storefrontConfig } from '../lib/config.server';

/** POST /graphql: the browser's same-origin door to the gateway (see src/app/gateway-proxy.server.ts). */
export const Route = createFileRoute('/graphql')({
  server: {
    handlers: {
      // Every method comes here so that the proxy alone decides: POST is proxied, anything else is 405.
      ANY: ({ request }) => proxyGraphqlRequest(request, storefrontConfig()),
    },
  },
});
