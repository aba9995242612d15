// POST /internal/content-changes: the content repository's webhook after a publish (Prismic's "api-update": the ids of
// the documents it changed, and the shared secret in the body, as Prismic sends it). The documents' cache tags are
// published (src/cache/content-changes.ts), so the answers and pages that show them are purged. Without
// CONTENT_WEBHOOK_SECRET configured the path does not exist (404), and a body without the right secret learns
// nothing (404 as well).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, parseJsonBody, readBody, sendJson } from './json-io';

export const CONTENT_WEBHOOK_PATH = '/internal/content-changes';

/** A webhook body: small (ids only); a publish of more documents than fit is purged whole. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

interface WebhookBody {
  type?: unknown;
  secret?: unknown;
  documents?: unknown;
}

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * Answers the webhook: `published` is how many documents were named (`everything`: all was purged). `publish` takes
 * the changed documents' ids, or null when the repository changed without naming them.
 */
export async function serveContentWebhook(
  secret: string | undefined,
  publish: (ids: readonly string[] | null) => Promise<'named' | 'everything'>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (!secret || request.method !== 'POST') throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  const body = parseJsonBody(await readBody(request, MAX_WEBHOOK_BYTES)) as WebhookBody | undefined;
  if (!body || typeof body !== 'object' || !sameSecret(body.secret, secret)) {
    throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  }
  response.setHeader('cache-control', 'no-store');
  // Prismic's "Trigger the webhook" button: nothing changed.
  if (body.type === 'test-trigger') return sendJson(response, 200, { published: 0 });
  const ids =
    Array.isArray(body.documents) && body.documents.every((id) => typeof id === 'string') ? body.documents : null;
  // A release or an unknown kind of change names no documents: everything is purged.
  const outcome = await publish(body.type === 'api-update' && ids && ids.length > 0 ? ids : null);
  sendJson(response, 200, { published: outcome === 'everything' ? 'everything' : (ids?.length ?? 0) });
}
