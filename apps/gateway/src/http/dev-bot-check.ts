import type { IncomingMessage, ServerResponse } from 'node:http';
import { isStoreCode, type Store, storeByCode } from '@shop/i18n';
import type { EmbeddedBotCheckMode, EmbeddedBotVerifier } from '../bot-check';
import { HttpError, parseJsonBody, readBody, sendJson } from './json-io';

/** The development switch of the embedded bot-check verifier (not served in production or with Google's). */
export const DEV_BOT_CHECK_PATH = '/dev/recaptcha';

/**
 * The embedded bot-check verifier's switch (development and tests): `GET /dev/recaptcha` answers the modes;
 * `POST /dev/recaptcha` with `{ "mode": "accept" | "reject" | null, "store"?: code }` switches every store, or one
 * (`null` gives that store back to the general mode). JSON only, so a page elsewhere cannot post it from a form.
 */
export async function serveBotCheckSwitch(
  verifier: EmbeddedBotVerifier,
  stores: readonly Store[],
  request: IncomingMessage,
  response: ServerResponse,
  maxBytes: number,
) {
  if (request.method === 'POST') {
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON.');
    }
    const body = parseJsonBody(await readBody(request, maxBytes)) as { mode?: unknown; store?: unknown } | undefined;
    const mode = body?.mode;
    const store = body?.store;
    if (mode !== 'accept' && mode !== 'reject' && !(mode === null && store !== undefined)) {
      throw new HttpError(400, 'BAD_REQUEST', 'mode must be "accept" or "reject" (or null with a store).');
    }
    if (store !== undefined && (typeof store !== 'string' || !isStoreCode(store))) {
      throw new HttpError(400, 'UNKNOWN_STORE', 'Unknown store.');
    }
    verifier.setMode(
      mode as EmbeddedBotCheckMode | null,
      store === undefined ? undefined : storeByCode(stores, store).code,
    );
  } else if (request.method !== 'GET') {
    response.setHeader('allow', 'GET, POST');
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
  }
  response.setHeader('cache-control', 'no-store');
  return sendJson(response, 200, verifier.modes());
}
