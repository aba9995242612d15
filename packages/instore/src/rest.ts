import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { INSTORE_DEFAULT_TTL_MINUTES, isBranchCodeFormat, isInstoreSessionId } from '@shop/domain';
import type { InstoreEngine } from './engine';
import { InstoreError, type InstoreLocation, type InstoreSession } from './types';

/**
 * The session service's REST API (spec storefront §7), mounted under a base path by its host (the gateway serves it at
 * `/instore/v1`):
 *
 * | call | who | answers |
 * |---|---|---|
 * | `GET {base}/sessions/{id}` | anyone holding the id | 200 the session, 404 |
 * | `GET {base}/sessions/{id}/refresh` | anyone holding the id | 200 the session (see `InstoreEngine.refresh`), 404 |
 * | `POST {base}/sessions` `{ "location": "<branch code>", "ttlMinutes"?: n }` | staff | 201 the new session; 404, 400 |
 * | `POST {base}/sessions/{id}/close` | staff | 200 the session, 404 |
 * | `GET {base}/locations` | staff | 200 `[{ id, name, code }]` |
 *
 * A session is `{ id, status, ttlDt, location: { id, name, code } }` (`ttlDt` in ISO 8601). Refusals are
 * `{ error: { code, message } }`. Staff calls carry `Authorization: Bearer <staff key>` (compared in constant time);
 * reading needs only the session id, which is 128 random bits.
 */
export interface InstoreRestOptions {
  engine: InstoreEngine;
  /** The staff key; staff calls are refused (401) without it. */
  staffKey: string;
}

/** JSON of a session, as the API answers it. */
export interface InstoreSessionJson {
  id: string;
  status: string;
  ttlDt: string;
  location: InstoreLocation;
}

export function sessionJson(session: InstoreSession): InstoreSessionJson {
  return {
    id: session.id,
    status: session.status,
    ttlDt: session.ttlDt.toISOString(),
    location: { id: session.location.id, name: session.location.name, code: session.location.code },
  };
}

const MAX_BODY_BYTES = 4096;

const STATUS_OF: Record<InstoreError['code'], number> = {
  'location-not-found': 404,
  'session-not-found': 404,
  'invalid-ttl': 400,
  'invalid-request': 400,
  unauthorized: 401,
  'upstream-failed': 502,
};

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    // A session's status changes at any moment (staff close it): never cached.
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the staff key: both sides hashed first, so the comparison's time says nothing. */
export function isStaffRequest(request: IncomingMessage, staffKey: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match || !staffKey) return false;
  return timingSafeEqual(digest(match[1] ?? ''), digest(staffKey));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    throw new InstoreError('invalid-request', 'Send JSON (content-type: application/json)');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new InstoreError('invalid-request', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new InstoreError('invalid-request', 'The request body is not a JSON object');
}

function methodNotAllowed(response: ServerResponse, allow: string) {
  send(
    response,
    405,
    { error: { code: 'method-not-allowed', message: `Use ${allow}` } },
    { allow: allow.replace(' or ', ', ') },
  );
}

/**
 * The API's handler: `path` is the request's path below the base (`/sessions/abc`). Answers every request it is given
 * (404 for paths it does not know).
 */
export function createInstoreRestHandler({ engine, staffKey }: InstoreRestOptions) {
  const requireStaff = (request: IncomingMessage) => {
    if (!isStaffRequest(request, staffKey)) throw new InstoreError('unauthorized', 'Staff calls need the staff key');
  };

  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    try {
      const parts = path.split('/').filter(Boolean);
      const [collection, id, action] = parts;
      if (collection === 'locations' && parts.length === 1) {
        if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
        requireStaff(request);
        return send(response, 200, await engine.listLocations());
      }
      if (collection !== 'sessions' || parts.length > 3) {
        return send(response, 404, { error: { code: 'not-found', message: 'Not found' } });
      }
      if (!id) {
        if (request.method !== 'POST') return methodNotAllowed(response, 'POST');
        requireStaff(request);
        const body = await readJson(request);
        const location = body.location;
        if (typeof location !== 'string' || !isBranchCodeFormat(location)) {
          throw new InstoreError('invalid-request', 'Name the store by its branch code: { "location": "…" }');
        }
        const ttl = body.ttlMinutes ?? INSTORE_DEFAULT_TTL_MINUTES;
        if (typeof ttl !== 'number') throw new InstoreError('invalid-ttl', 'ttlMinutes is a number of minutes');
        return send(response, 201, sessionJson(await engine.open(location, ttl)));
      }
      const notFound = () => send(response, 404, { error: { code: 'session-not-found', message: 'No such session' } });
      // An id that cannot be one is not looked up (it would end up in logs and queries for nothing).
      if (!isInstoreSessionId(id)) return notFound();
      if (action === undefined || action === 'refresh') {
        if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(response, 'GET');
        const session = action === 'refresh' ? await engine.refresh(id) : await engine.get(id);
        return session ? send(response, 200, sessionJson(session)) : notFound();
      }
      if (action === 'close') {
        if (request.method !== 'POST') return methodNotAllowed(response, 'POST');
        requireStaff(request);
        const session = await engine.close(id);
        return session ? send(response, 200, sessionJson(session)) : notFound();
      }
      return send(response, 404, { error: { code: 'not-found', message: 'Not found' } });
    } catch (error) {
      if (!(error instanceof InstoreError)) throw error;
      const headers: Record<string, string> = error.code === 'unauthorized' ? { 'www-authenticate': 'Bearer' } : {};
      return send(response, STATUS_OF[error.code], { error: { code: error.code, message: error.message } }, headers);
    }
  };
}
