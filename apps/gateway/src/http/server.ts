import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { MailOutbox } from '@shop/commerce';
import { DEFAULT_STORE_CODE, type Store } from '@shop/i18n';
import { BOT_CHECK_HEADER, type EmbeddedBotVerifier } from '../bot-check';
import type { CacheEvents } from '../cache/cache-events';
import { CACHE_TAGS_HEADER, cacheTagsHeader } from '../cache/cache-tags';
import { withContentReadTags } from '../cache/content-read-tags';
import { type CachedResponse, RESPONSE_CACHE_HEADER, type ResponseCache } from '../cache/response-cache';
import { type GatewayConfig, INSTORE_PATH } from '../config';
import { type GatewayContext, requestMemo } from '../context';
import { i18nFor } from '../i18n';
import { IMAGE_PATH_PREFIX } from '../images/paths';
import type { ImageResponse } from '../images/service';
import type { Logger } from '../logger';
import type { PaymentPages } from '../payments/payment-http';
import { CACHE_EVENTS_PATH, serveCacheEvents } from './cache-events-feed';
import { CONTENT_WEBHOOK_PATH, serveContentWebhook } from './content-webhook';
import { answerOptions, applyCors, CORS_ALLOWED_METHODS } from './cors';
import { DEV_BOT_CHECK_PATH, serveBotCheckSwitch } from './dev-bot-check';
import { DEV_MAILS_PATH, serveDevMails } from './dev-mails';
import { HttpError, parseJsonBody, readBody, sendJson } from './json-io';
import {
  bearerToken,
  branchCodeOf,
  clientAddressOf,
  headerValue,
  REQUEST_ID_HEADER,
  STORE_HEADER,
  storeOf,
} from './request-headers';

// The accounts tests check the address rule where the handler uses it.
export { clientAddressOf } from './request-headers';

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

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
  /** Anonymous catalogue and content answers from memory, by endpoint path (left out when RESPONSE_CACHE=off). */
  responseCaches?: ReadonlyMap<string, ResponseCache>;
  /** The changes feed (`/internal/cache-events`, with CACHE_EVENTS_SECRET only). */
  cacheEvents?: CacheEvents | undefined;
  /** Publishes a content change (`/internal/content-changes`, with CONTENT_WEBHOOK_SECRET only). */
  publishContentChange?: ((ids: readonly string[] | null) => Promise<'named' | 'everything'>) | undefined;
}

/** An answer from the response cache, with its headers and cache tags as when it was worked out. */
function sendCached(response: ServerResponse, cached: CachedResponse) {
  for (const [name, value] of cached.headers) response.setHeader(name, value);
  if (cached.tagsHeader) response.setHeader(CACHE_TAGS_HEADER, cached.tagsHeader);
  response.setHeader(RESPONSE_CACHE_HEADER, 'hit');
  response.statusCode = 200;
  response.end(cached.body);
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
  responseCaches,
  cacheEvents,
  publishContentChange,
}: HttpDependencies) {
  const corsOrigins = new Set(config.corsOrigins);
  // GraphiQL's page (some 10 MB of JavaScript in one string) is loaded on its first request, not at start: imported
  // eagerly, its module's source and the page stayed in the heap of every gateway (about 30 MB; operations.md, memory).
  let graphiqlPage: Promise<string> | undefined;
  const graphiql = config.graphiql
    ? () =>
        (graphiqlPage ??= import('@graphql-yoga/render-graphiql').then(({ renderGraphiQL }) =>
          renderGraphiQL({
            title: 'Shop gateway',
            endpoint: '/graphql',
            headers: JSON.stringify({ [STORE_HEADER]: DEFAULT_STORE_CODE }),
            defaultQuery:
              '{\n  currentStore { code name currency }\n  products(first: 3) { sku name price { formatted } stock { availableStock } }\n}\n',
          }),
        ))
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
      if (url.pathname === CACHE_EVENTS_PATH && cacheEvents) {
        return serveCacheEvents(cacheEvents, config.cacheEventsSecret, request, response, url);
      }
      if (url.pathname === CONTENT_WEBHOOK_PATH && publishContentChange) {
        return await serveContentWebhook(config.contentWebhookSecret, publishContentChange, request, response);
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

      if (graphiql && url.pathname === '/graphql' && wantsHtml(request)) {
        const page = await graphiql();
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return response.end(page);
      }
      if (request.method !== 'GET' && request.method !== 'POST') {
        response.setHeader('allow', `${CORS_ALLOWED_METHODS}, OPTIONS`);
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST.');
      }

      const store = storeOf(request, stores);
      const body =
        request.method === 'POST' ? parseJsonBody(await readBody(request, config.limits.maxBodyBytes)) : undefined;
      const responseCache = responseCaches?.get(url.pathname);
      const cacheKey = responseCache?.keyOf(request, url.pathname, store.code, body) ?? null;
      const cached = cacheKey === null ? undefined : responseCache?.get(cacheKey);
      if (cached) return sendCached(response, cached);
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
        cacheTags: new Set(),
      };
      // The content documents the execution reads tag its answer (cache/content-read-tags.ts).
      const httpGraphQLRequest = { method: request.method, headers, search: url.search, body };
      const result = await withContentReadTags(context.cacheTags, () =>
        apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => context }),
      );
      for (const [name, value] of result.headers) response.setHeader(name, value);
      for (const [name, value] of context.responseHeaders) response.setHeader(name, value);
      if (context.cacheTags.size > 0) response.setHeader(CACHE_TAGS_HEADER, cacheTagsHeader(context.cacheTags));
      response.statusCode = result.status ?? 200;
      if (result.body.kind === 'complete') {
        if (responseCache && cacheKey !== null && response.statusCode === 200) {
          const offered = responseCache.offer(cacheKey, context, result.body.string, result.headers);
          if (offered) response.setHeader(RESPONSE_CACHE_HEADER, offered === 'kept' ? 'miss' : 'seen');
        }
        return response.end(result.body.string);
      }
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
