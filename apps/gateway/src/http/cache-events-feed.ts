// GET /internal/cache-events?after=<cursor>: the changes since a cursor (src/cache/cache-events.ts), for the
// storefront's page cache. Only with a bearer secret (CACHE_EVENTS_SECRET): without one configured the path does not
// exist (404), and a request without the right secret learns nothing (404 as well, so the feed cannot be probed).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheEvents } from '../cache/cache-events';
import { HttpError, sendJson } from './json-io';

export const CACHE_EVENTS_PATH = '/internal/cache-events';

/** Constant-time comparison of the bearer token with the secret (both hashed first, so lengths leak nothing). */
export function hasCacheEventsSecret(request: IncomingMessage, secret: string | undefined): boolean {
  if (!secret) return false;
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return token !== '' && timingSafeEqual(digest(token), digest(secret));
}

export function serveCacheEvents(
  events: CacheEvents,
  secret: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  if (!hasCacheEventsSecret(request, secret)) throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  if (request.method !== 'GET') {
    response.setHeader('allow', 'GET');
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
  }
  response.setHeader('cache-control', 'no-store');
  sendJson(response, 200, events.since(url.searchParams.get('after') ?? undefined));
}
