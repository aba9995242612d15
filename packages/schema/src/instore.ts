/**
 * The instore subschema: in-store tablet sessions (spec storefront §3, §4, §7). Its upstream is the embedded session
 * service (packages/instore) or a remote one's REST API (`INSTORE_BASE_URL`); the storefront asks here rather than
 * calling REST itself.
 */
export const instoreTypeDefs = /* GraphQL */ `
  "The statuses the tablet acts on; OTHER is any further status the session service answers (the tablet clears)."
  enum InstoreSessionStatus {
    OPEN
    EXPIRED
    CLOSED
    OTHER
  }

  "One of the shop's stores, as an in-store session names it."
  type InstoreLocation {
    id: ID!
    name: String!
    "The store's branch code: the storefront's store-location cookie, recorded on orders placed in the store."
    code: String!
  }

  "An in-store tablet session (spec storefront §3: id, status, ttlDt, location)."
  type InstoreSession {
    id: ID!
    status: InstoreSessionStatus!
    "The status exactly as the session service answered it (OPEN, EXPIRED, CLOSED or another)."
    statusCode: String!
    "When the session stops counting (ISO 8601); an OPEN session past it answers EXPIRED."
    ttlDt: String!
    location: InstoreLocation!
  }

  type Query {
    "A session by id (GET {base}/sessions/{id}); null when the service does not know it."
    instoreSession(id: ID!): InstoreSession
    """
    GET {base}/sessions/{id}/refresh: an OPEN session answers itself; an EXPIRED or CLOSED one answers its store's
    current OPEN session when staff opened one since, else itself as it is; null when the service does not know it.
    """
    refreshInstoreSession(id: ID!): InstoreSession
  }
`;
