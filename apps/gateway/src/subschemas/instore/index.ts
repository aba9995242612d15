import { makeExecutableSchema } from '@graphql-tools/schema';
import { isInstoreSessionId } from '@shop/domain';
import type { InstoreSession, InstoreSessionSource } from '@shop/instore';
import { instoreTypeDefs, type SubschemaSource } from '@shop/schema';
import type { GatewayContext } from '../../context';
import type { InstoreResolvers } from '../../graphql';

const KNOWN_STATUSES = new Set(['OPEN', 'EXPIRED', 'CLOSED']);

/**
 * The instore subschema over its upstream: the embedded session service or a remote one's REST API (both an
 * `InstoreSessionSource`). An id that cannot be a session's is not sent upstream: it answers null, like an unknown one.
 * A failing upstream is a GraphQL error (masked as internal); the storefront then keeps the tablet as it is.
 */
export function createInstoreSubschema(sessions: InstoreSessionSource): SubschemaSource {
  const resolvers: InstoreResolvers<GatewayContext> = {
    Query: {
      instoreSession: (_root, { id }) => (isInstoreSessionId(id) ? sessions.get(id) : null),
      refreshInstoreSession: (_root, { id }) => (isInstoreSessionId(id) ? sessions.refresh(id) : null),
    },
    InstoreSession: {
      status: (session) => (KNOWN_STATUSES.has(session.status) ? session.status : 'OTHER') as never,
      statusCode: (session: InstoreSession) => session.status,
      ttlDt: (session) => session.ttlDt.toISOString(),
    },
  };
  return { schema: makeExecutableSchema({ typeDefs: instoreTypeDefs, resolvers }) };
}
