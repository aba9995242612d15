import { isInstoreSessionId } from '@shop/domain';
import { InstoreError, type InstoreSession, type InstoreSessionSource } from './types';

export interface InstoreRestClientOptions {
  /** The service's base URL (`https://instore.example.com/v1`); the calls go to `{base}/sessions/…`. */
  baseUrl: string;
  /** How long one call may take. */
  timeoutMs?: number;
  /** The staff key, for `open` and `close`. */
  staffKey?: string | undefined;
  fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A session from the API's JSON; throws `upstream-failed` for anything that is not one. */
export function parseSessionJson(value: unknown): InstoreSession {
  const location = isRecord(value) ? value.location : undefined;
  const ttlDt = isRecord(value) && typeof value.ttlDt === 'string' ? new Date(value.ttlDt) : null;
  if (
    !isRecord(value) ||
    typeof value.id !== 'string' ||
    typeof value.status !== 'string' ||
    !ttlDt ||
    Number.isNaN(ttlDt.getTime()) ||
    !isRecord(location) ||
    location.id == null ||
    typeof location.name !== 'string' ||
    typeof location.code !== 'string'
  ) {
    throw new InstoreError('upstream-failed', 'The in-store service answered something that is not a session');
  }
  return {
    id: value.id,
    status: value.status,
    ttlDt,
    // A service may number its locations: ids are kept as text.
    location: { id: String(location.id), name: location.name, code: location.code },
  };
}

/**
 * The remote in-store session service (spec storefront §7: `GET {base}/sessions/{id}` and `…/refresh`), the same
 * contract as the embedded engine: null for a session the service does not know (404), `upstream-failed` when it
 * cannot be reached, answers an error or something that is not a session.
 */
export class InstoreRestClient implements InstoreSessionSource {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: InstoreRestClientOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get(id: string): Promise<InstoreSession | null> {
    return this.read(id, '');
  }

  refresh(id: string): Promise<InstoreSession | null> {
    return this.read(id, '/refresh');
  }

  /** Staff: opens a session for a store (by branch code). */
  async open(location: string, ttlMinutes?: number): Promise<InstoreSession> {
    const session = await this.call('POST', '/sessions', { location, ...(ttlMinutes ? { ttlMinutes } : {}) });
    if (!session) throw new InstoreError('location-not-found', `No store with branch code "${location}"`);
    return session;
  }

  /** Staff: closes a session. */
  close(id: string): Promise<InstoreSession | null> {
    return this.call('POST', `/sessions/${encodeURIComponent(id)}/close`, {});
  }

  private read(id: string, suffix: string): Promise<InstoreSession | null> {
    // The service would answer 404 anyway; an id that cannot be one is not sent.
    if (!isInstoreSessionId(id)) return Promise.resolve(null);
    return this.call('GET', `/sessions/${encodeURIComponent(id)}${suffix}`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<InstoreSession | null> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (method === 'POST' && this.options.staffKey) headers.authorization = `Bearer ${this.options.staffKey}`;
    let response: Response;
    try {
      response = await this.fetch(`${this.base}${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new InstoreError('upstream-failed', `The in-store service could not be reached: ${String(error)}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 401) throw new InstoreError('unauthorized', 'The in-store service refused the staff key');
    if (!response.ok) {
      throw new InstoreError('upstream-failed', `The in-store service answered ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new InstoreError('upstream-failed', 'The in-store service answered something that is not JSON');
    }
    return parseSessionJson(json);
  }
}
