import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { DEFAULT_STORE_CODE, isStoreCode, type Store, storeByCode } from '@shop/i18n';
import type { GatewayConfig } from '../config';
import { type GatewayContext, requestMemo } from '../context';
import { i18nFor } from '../i18n';
import { IMAGE_PATH_PREFIX } from '../images/paths';
import type { ImageResponse } from '../images/service';
import type { Logger } from '../logger';
import type { PaymentPages } from '../payments/test-payment-pages';

export const STORE_HEADER = 'x-shop-store';
export const REQUEST_ID_HEADER = 'x-request-id';

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

function bearerToken(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
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
}: HttpDependencies) {
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
      const apollo = endpoints.get(url.pathname);
      if (!apollo) throw new HttpError(404, 'NOT_FOUND', 'Not found. The API is at /graphql.');

      if (graphiqlPage && url.pathname === '/graphql' && wantsHtml(request)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return response.end(graphiqlPage);
      }
      if (request.method !== 'GET' && request.method !== 'POST') {
        response.setHeader('allow', 'GET, POST');
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
        logger: requestLogger,
        now: new Date(),
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
