import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { MAIL_RETENTION_DAYS, type MailOutbox } from '@shop/commerce';
import { isBranchCodeFormat } from '@shop/domain';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  verifyClientAddress,
} from '@shop/domain/client-address';
import { DEFAULT_STORE_CODE, isStoreCode, type Store, storeByCode } from '@shop/i18n';
import { BOT_CHECK_HEADER, type EmbeddedBotCheckMode, type EmbeddedBotVerifier } from '../bot-check';
import { type GatewayConfig, INSTORE_PATH } from '../config';
import { type GatewayContext, requestMemo } from '../context';
import { i18nFor } from '../i18n';
import { IMAGE_PATH_PREFIX } from '../images/paths';
import type { ImageResponse } from '../images/service';
import type { Logger } from '../logger';
import { escapeHtml } from '../mail/templates';
import type { PaymentPages } from '../payments/test-payment-pages';

export const STORE_HEADER = 'x-shop-store';
export const REQUEST_ID_HEADER = 'x-request-id';
/** The client's IP address, as the storefront's server names it, signed (see clientAddressOf). */
export const CLIENT_IP_HEADER = CLIENT_ADDRESS_HEADER;
/** The in-store branch a tablet orders in: the storefront sends it from its in-store cookies. */
export const BRANCH_HEADER = 'x-shop-branch';
/** The development mail page: the outbox's mails (not served in production). */
export const DEV_MAILS_PATH = '/dev/mails';
/** The development switch of the embedded bot-check verifier (not served in production or with Google's). */
export const DEV_BOT_CHECK_PATH = '/dev/recaptcha';

interface HttpDependencies {
  /** GraphQL endpoints by path: `/graphql` is the stitched schema. */
  endpoints: ReadonlyMap<string, ApolloServer<GatewayContext>>;
  stores: readonly Store[];
  config: GatewayConfig;
  logger: Logger;
  /** Whether the upstreams answer (database reachable). */
  isReady: () => Promise<boolean>;
  /** The image service (`/images/...`). */
  serveImage: (pathname: string, accept: string | undefined) => Promise<ImageResponse>;
  /** The test payment service's pages and webhook (`/test-payment/...`); answers false for other paths. */
  payments?: PaymentPages;
  /** The mail outbox, listed at `/dev/mails` (left out in production: the page then does not exist). */
  mails?: MailOutbox | undefined;
  /** The clock each request's `now` is read from (tests move it); the system's by default. */
  now?: () => Date;
  /** The embedded bot-check verifier, switched at `/dev/recaptcha` (left out in production and with Google's). */
  botCheck?: EmbeddedBotVerifier | undefined;
  /**
   * The embedded in-store session service's REST API (`/instore/v1/...`, packages/instore), given the path below it;
   * left out when a remote service is configured.
   */
  instore?: ((request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>) | undefined;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes)
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes)
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/** The store a call is for: the `x-shop-store` header (the storefront sends it from its host), else the default store. */
function storeOf(request: IncomingMessage, stores: readonly Store[]): Store {
  const header = request.headers[STORE_HEADER];
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!code) return storeByCode(stores, DEFAULT_STORE_CODE);
  if (!isStoreCode(code)) throw new HttpError(400, 'UNKNOWN_STORE', `Unknown store "${code}".`);
  return storeByCode(stores, code);
}

/** The `x-shop-branch` header when it has a branch code's form, else null. */
function branchCodeOf(request: IncomingMessage): string | null {
  const header = request.headers[BRANCH_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && isBranchCodeFormat(value) ? value : null;
}

/** A request header's first value, trimmed; null when absent or empty. */
function headerValue(request: IncomingMessage, name: string): string | null {
  const header = request.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.trim() || null;
}

function bearerToken(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** `::ffff:127.0.0.1` is 127.0.0.1 (IPv4 peers on a dual-stack socket). */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The caller's IP address: the one the storefront names in `x-shop-client-ip` when its signature (made with the shared
 * CLIENT_ADDRESS_SECRET, over the address, the time and this request's id) is valid and fresh; else the socket's peer.
 * Where the request comes from does not matter: any caller without the secret (a script on the storefront's host
 * too) could otherwise name any address and so escape the per-client rate limits.
 */
export function clientAddressOf(
  request: IncomingMessage,
  // The wall clock, not the shop's (tests move that): the signature's age is between two real processes.
  { secret, requestId, now = new Date() }: { secret: string | undefined; requestId: string; now?: Date },
): string {
  const named = headerValue(request, CLIENT_IP_HEADER);
  const signature = headerValue(request, CLIENT_ADDRESS_SIGNATURE_HEADER);
  if (named && verifyClientAddress(secret, { address: named, requestId, signature, now })) return plainAddress(named);
  return plainAddress(request.socket.remoteAddress ?? 'unknown');
}

/**
 * CORS for the GraphQL endpoints, for browser tools and apps on the configured origins (GATEWAY_CORS_ORIGINS): the
 * headers a GraphQL client sends (Apollo's CSRF prevention asks for `apollo-require-preflight` or a JSON content type,
 * which a preflight then clears), the bearer token in `authorization`, the store and the bot-check token of the
 * protected mutations. Never `Access-Control-Allow-Credentials`: no cookie or HTTP authentication of the gateway's is
 * ever sent cross-origin.
 */
const CORS_ALLOWED_METHODS = 'GET, POST';
const CORS_ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  STORE_HEADER,
  'apollo-require-preflight',
  'x-apollo-operation-name',
  BOT_CHECK_HEADER,
].join(', ');
/** How long a browser may reuse a preflight's answer. */
const CORS_MAX_AGE_SECONDS = 600;

/**
 * Marks the response as depending on the Origin header and, for an allowed origin, lets that origin read it.
 * Answers whether the request came from an allowed origin.
 */
function applyCors(request: IncomingMessage, response: ServerResponse, allowedOrigins: ReadonlySet<string>): boolean {
  response.setHeader('vary', 'Origin');
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.has(origin)) return false;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-expose-headers', REQUEST_ID_HEADER);
  return true;
}

/**
 * `OPTIONS`: a CORS preflight (it names the method it asks for) is answered with what an allowed origin may send, and
 * refused (403, no CORS headers) for any other origin; a plain `OPTIONS` says which methods there are.
 */
function answerOptions(request: IncomingMessage, response: ServerResponse, originAllowed: boolean) {
  if (request.headers['access-control-request-method'] === undefined) {
    response.writeHead(204, { allow: `${CORS_ALLOWED_METHODS}, OPTIONS` });
    return response.end();
  }
  if (!originAllowed) throw new HttpError(403, 'CORS_ORIGIN_NOT_ALLOWED', 'This origin may not call the API.');
  response.writeHead(204, {
    'access-control-allow-methods': CORS_ALLOWED_METHODS,
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  });
  return response.end();
}

function wantsHtml(request: IncomingMessage) {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The gateway's HTTP surface: `/graphql` (Apollo, plus the self-contained GraphiQL page in development), `/healthz`
 * (the process lives) and `/readyz` (the upstreams answer). Every response carries the request id it was logged with.
 */
export function createRequestHandler({
  endpoints,
  stores,
  config,
  logger,
  isReady,
  serveImage,
  payments,
  mails,
  now = () => new Date(),
  instore,
  botCheck,
}: HttpDependencies) {
  const corsOrigins = new Set(config.corsOrigins);
  const graphiqlPage = config.graphiql
    ? renderGraphiQL({
        title: 'Shop gateway',
        endpoint: '/graphql',
        headers: JSON.stringify({ [STORE_HEADER]: DEFAULT_STORE_CODE }),
        defaultQuery:
          '{\n  currentStore { code name currency }\n  products(first: 3) { sku name price { formatted } stock { availableStock } }\n}\n',
      })
    : null;

  return async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const incomingId = request.headers[REQUEST_ID_HEADER];
    const requestId = typeof incomingId === 'string' && SAFE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    const requestLogger = logger.child({ requestId });
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const url = new URL(request.url ?? '/', 'http://gateway.local');

    response.on('finish', () => {
      requestLogger.info(
        {
          method: request.method,
          path: url.pathname,
          status: response.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });

    try {
      if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
      if (url.pathname === '/readyz') {
        const ready = await isReady().catch(() => false);
        return sendJson(response, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable' });
      }
      if (url.pathname.startsWith(IMAGE_PATH_PREFIX)) {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          response.setHeader('allow', 'GET, HEAD');
          throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
        }
        const image = await serveImage(url.pathname, request.headers.accept);
        response.writeHead(image.status, image.headers);
        return response.end(request.method === 'HEAD' ? undefined : image.body);
      }
      if (payments && (await payments(request, response, url))) return;
      if (instore && url.pathname.startsWith(`${INSTORE_PATH}/`)) {
        return await instore(request, response, url.pathname.slice(INSTORE_PATH.length));
      }
      if (botCheck && url.pathname === DEV_BOT_CHECK_PATH) {
        return await serveBotCheckSwitch(botCheck, stores, request, response, config.limits.maxBodyBytes);
      }
      if (mails && (url.pathname === DEV_MAILS_PATH || url.pathname.startsWith(`${DEV_MAILS_PATH}/`))) {
        return await serveDevMails(mails, request, response, url);
      }
      const apollo = endpoints.get(url.pathname);
      if (!apollo) throw new HttpError(404, 'NOT_FOUND', 'Not found. The API is at /graphql.');
      const originAllowed = applyCors(request, response, corsOrigins);
      if (request.method === 'OPTIONS') return answerOptions(request, response, originAllowed);

      if (graphiqlPage && url.pathname === '/graphql' && wantsHtml(request)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return response.end(graphiqlPage);
      }
      if (request.method !== 'GET' && request.method !== 'POST') {
        response.setHeader('allow', `${CORS_ALLOWED_METHODS}, OPTIONS`);
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
      }

      const store = storeOf(request, stores);
      const body =
        request.method === 'POST' ? parseJsonBody(await readBody(request, config.limits.maxBodyBytes)) : undefined;
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const context: GatewayContext = {
        requestId,
        store,
        stores,
        i18n: i18nFor(store.language),
        token: bearerToken(request),
        clientAddress: clientAddressOf(request, { secret: config.clientAddressSecret, requestId }),
        botCheckToken: headerValue(request, BOT_CHECK_HEADER),
        branchCode: branchCodeOf(request),
        logger: requestLogger,
        now: now(),
        memo: requestMemo(),
        responseHeaders: new Map(),
      };
      const result = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: request.method, headers, search: url.search, body },
        context: async () => context,
      });
      for (const [name, value] of result.headers) response.setHeader(name, value);
      for (const [name, value] of context.responseHeaders) response.setHeader(name, value);
      response.statusCode = result.status ?? 200;
      if (result.body.kind === 'complete') return response.end(result.body.string);
      for await (const chunk of result.body.asyncIterator) response.write(chunk);
      response.end();
    } catch (error) {
      if (error instanceof HttpError) {
        return sendJson(response, error.status, {
          errors: [{ message: error.message, extensions: { code: error.code } }],
        });
      }
      requestLogger.error({ err: error }, 'unhandled error');
      if (!response.headersSent) {
        sendJson(response, 500, {
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      } else {
        response.destroy();
      }
    }
  };
}

/**
 * The development mail page: `GET /dev/mails` lists the outbox (to, subject, kind, time, a link to each; JSON when
 * asked with `accept: application/json`), `GET /dev/mails/{id}` shows a mail's HTML as sent. Only wired outside
 * production.
 */
async function serveDevMails(mails: MailOutbox, request: IncomingMessage, response: ServerResponse, url: URL) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
  }
  const headers = {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    // The mails are the shop's own, escaped HTML: no scripts, inline styles only.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
  };
  const id = url.pathname.slice(DEV_MAILS_PATH.length + 1);
  if (id) {
    // A mail id is word characters and dashes (nothing to decode): anything else is no mail.
    const mail = /^[\w-]{1,64}$/.test(id) ? await mails.get(id) : null;
    if (!mail) throw new HttpError(404, 'NOT_FOUND', 'No such mail.');
    // A delivered (or given up) mail's bodies are gone: they held one-time links.
    const removed = `This mail was ${mail.status === 'sent' ? 'delivered' : 'not delivered'}; its body is not kept.`;
    if (url.searchParams.get('format') === 'text') {
      response.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      return response.end(request.method === 'HEAD' ? undefined : (mail.text ?? removed));
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    return response.end(request.method === 'HEAD' ? undefined : (mail.html ?? `<p>${escapeHtml(removed)}</p>`));
  }
  const list = await mails.list();
  if ((request.headers.accept ?? '').includes('application/json')) {
    return sendJson(
      response,
      200,
      list.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        language: mail.language,
        createdAt: mail.createdAt.toISOString(),
        status: mail.status,
        sentAt: mail.sentAt?.toISOString() ?? null,
        url: `${DEV_MAILS_PATH}/${mail.id}`,
      })),
    );
  }
  const rows = list
    .map(
      (mail) => `<tr>
  <td>${escapeHtml(mail.to)}</td>
  <td><a href="${DEV_MAILS_PATH}/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
  <td>${escapeHtml(mail.kind)}</td>
  <td>${escapeHtml(mail.status)}</td>
  <td><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td>
</tr>`,
    )
    .join('\n');
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mails (development)</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 2rem; color: #111; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d1d5db; }
  a { color: #0b4f9c; display: inline-block; min-height: 24px; }
</style>
</head>
<body>
<main>
<h1>Mails (development)</h1>
<p>What the shop would have sent. Without SMTP configured, mails are kept here (for ${MAIL_RETENTION_DAYS} days); a delivered mail keeps no body.</p>
${
  list.length
    ? `<table>
<caption>Newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Time (UTC)</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mails yet.</p>'
}
</main>
</body>
</html>
`;
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  return response.end(request.method === 'HEAD' ? undefined : page);
}

/**
 * The embedded bot-check verifier's switch (development and tests): `GET /dev/recaptcha` answers the modes;
 * `POST /dev/recaptcha` with `{ "mode": "accept" | "reject" | null, "store"?: code }` switches every store, or one
 * (`null` gives that store back to the general mode). JSON only, so a page elsewhere cannot post it from a form.
 */
async function serveBotCheckSwitch(
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
