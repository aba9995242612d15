/** One of the shop's stores, as a session names it (spec storefront §3: location id, name, code). */
export interface InstoreLocation {
  id: string;
  name: string;
  /** The store's branch code: what the storefront's store-location cookie carries and orders record. */
  code: string;
}

/**
 * An in-store tablet session (spec storefront §3). `status` is `OPEN`, `EXPIRED` or `CLOSED`, or whatever else a
 * session service answers (the tablet then clears itself); `ttlDt` is the first moment an `OPEN` session no longer
 * counts.
 */
export interface InstoreSession {
  id: string;
  status: string;
  ttlDt: Date;
  location: InstoreLocation;
}

/**
 * What the gateway reads (spec storefront §7: `GET {base}/sessions/{id}` and `GET {base}/sessions/{id}/refresh`): the
 * embedded engine or a remote service's REST API. Both answer null for a session the service does not know.
 */
export interface InstoreSessionSource {
  get(id: string): Promise<InstoreSession | null>;
  refresh(id: string): Promise<InstoreSession | null>;
}

/** The stores sessions can be opened for (the shop's stores). */
export interface InstoreLocationDirectory {
  byCode(code: string): Promise<InstoreLocation | null>;
  list(): Promise<InstoreLocation[]>;
}

export type InstoreErrorCode =
  | 'location-not-found'
  | 'session-not-found'
  | 'invalid-ttl'
  | 'invalid-request'
  | 'unauthorized'
  | 'upstream-failed';

/** A refusal with a stable code (the REST API answers it as `{ error: { code, message } }`). */
export class InstoreError extends Error {
  constructor(
    readonly code: InstoreErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'InstoreError';
  }
}
