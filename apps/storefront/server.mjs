// The storefront in production: `node server.mjs` after `vite build`.
//
// Serves the browser assets from dist/client and everything else through the fetch handler TanStack Start built
// (dist/server/server.js: pages and the /graphql proxy). srvx turns Node's requests into Fetch API requests and back;
// this file adds what a plain build leaves to the host: compression, caching of hashed assets, security headers, a
// health check and a graceful stop.
//
// It also passes /images/... through to the gateway's image service (same origin for the browser, so no extra
// connection and no CORS), streaming, with the gateway's caching and content headers.
//
// Environment: NODE_ENV (production unless set), PORT (3000), HOST (0.0.0.0), TRUST_PROXY (false | true | loopback |
// proxy addresses: believe X-Forwarded-For/-Proto/-Host, so that https behind a TLS-terminating proxy makes the session
// cookie Secure and the shopper's address is the one the proxy saw; see trust-proxy.mjs), SHUTDOWN_TIMEOUT_MS (10000),
// GATEWAY_CONNECTIONS (16), the page cache's PAGE_CACHE (auto | on | off), PAGE_CACHE_MAX_MB (64),
// PAGE_CACHE_FRESH_SECONDS (60), PAGE_CACHE_STALE_SECONDS (300), PAGE_CACHE_POLL_MS (250), CACHE_EVENTS_SECRET and
// REDIS_URL (pages shared by every storefront process). The app's own variables (GATEWAY_URL, CLIENT_ADDRESS_SECRET, STORE_BASE_URL_PATTERN, ...)
// are read by the server bundle; see README.md.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { serve } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import { Agent, setGlobalDispatcher } from 'undici';
import { createFastPath } from './fast-path.mjs';
import { PageCache } from './page-cache.mjs';
import { startCacheEventsFeed } from './page-cache-feed.mjs';
import { MemoryPageStore } from './page-cache-store.mjs';
import { createStreamCompressor } from './page-compression.mjs';
import { assetResponse, chooseEncoding, loadAssets, MIN_COMPRESS_BYTES } from './static-assets.mjs';
import { clientAddressBehindOneProxy, parseTrustProxy } from './trust-proxy.mjs';

// This is the production server: React and the libraries the server bundle loads from node_modules pick their
// production builds by NODE_ENV (React's development build is slower and runs its checks on every render).
process.env.NODE_ENV ??= 'production';

// Every fetch of this process goes to the gateway (pages' queries, the /graphql proxy, images). They share a bounded
// pool of keep-alive connections: under a burst of page views an unbounded pool opened a new connection per waiting
// call, and a busy gateway served the requests of new connections seconds after those of established ones (calls
// timed out after 10 s while the gateway answered each in milliseconds). With a pool, waiting calls queue here, in
// order. The gateway runs one thread: a few connections keep it busy.
setGlobalDispatcher(new Agent({ connections: positiveInteger(process.env.GATEWAY_CONNECTIONS, 16) }));

const clientDir = fileURLToPath(new URL('./dist/client/', import.meta.url));
const { default: app } = await import('./dist/server/server.js');
// The Redis client loads only when pages are shared through Redis.
const { RedisPageStore } = process.env.REDIS_URL ? await import('./page-cache-redis.mjs') : {};

/** Videos and their stills keep their names when they change (no content hash): a day in caches, then revalidated. */
const VIDEO_MAX_AGE_SECONDS = 86_400;
const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Over https (the request's own protocol, or X-Forwarded-Proto under TRUST_PROXY, which srvx has applied to the URL):
 * browsers go on using https for a year, on the shop's host and its subdomains (the other stores' hosts). On every
 * response (assets, images, videos too), never over plain http (a development host must stay reachable).
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers every response carries, over https or not. */
function securityHeaderEntries(secure) {
  const entries = Object.entries(SECURITY_HEADERS);
  return secure ? [...entries, ['strict-transport-security', STRICT_TRANSPORT_SECURITY]] : entries;
}

/** What the app tells the page cache about a page (its tags, its store's origin): never for the browser. */
const INTERNAL_HEADERS = ['x-shop-cache-tags', 'x-shop-store-origin'];

function securityHeaders(request, next) {
  const secure = new URL(request.url).protocol === 'https:';
  return withHeaders(next(), (headers) => {
    for (const [name, value] of securityHeaderEntries(secure)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    for (const name of INTERNAL_HEADERS) headers.delete(name);
  });
}

function healthCheck(request, next) {
  if (new URL(request.url).pathname !== '/healthz') return next();
  return new Response('ok\n', {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

// Vite names everything under /assets by content hash: those are held in memory with their compressed forms (made
// once, at build: precompress.mjs) and cached for a year. The few other files in dist/client (copied from public/)
// are listed once at start, so page requests never touch the disk looking for files; the compression middleware
// below compresses them and the pages.
const assets = loadAssets(path.join(clientDir, 'assets'));
const serveFile = staticMiddleware({ dir: clientDir, compress: false });
const publicPaths = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .filter((urlPath) => !urlPath.startsWith('/assets/') && !urlPath.startsWith('/.vite/')),
);
/**
 * GET /images/...: the gateway's image service, passed through as it answers. The browser's Accept header goes along
 * (the service picks AVIF, WebP or PNG by it), so the response varies by Accept; conditional headers go along too.
 * The body is read whole and passed on untouched (`accept-encoding: identity` upstream).
 */
const gatewayOrigin = new URL(process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql').origin;
const imageTimeoutMs = Number(process.env.GATEWAY_TIMEOUT_MS ?? 10_000);
const IMAGE_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const IMAGE_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
];

async function images(request, next) {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/images/')) return next();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed\n', {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' },
    });
  }
  const headers = new Headers({ 'accept-encoding': 'identity' });
  for (const name of IMAGE_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The browser leaving aborts the upstream call only while it runs: a signal still tied to the browser's request
  // after the body was read made undici error a closed stream later, uncaught ("ReadableStream is already closed").
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), imageTimeoutMs);
  const browserLeft = () => abort.abort();
  request.signal.addEventListener('abort', browserLeft, { once: true });
  let upstream;
  let body = null;
  try {
    upstream = await fetch(`${gatewayOrigin}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: abort.signal,
    });
    // Read the (small, cached) image whole, inside the timeout: streaming the upstream body through crashed the
    // process when the browser went away mid-stream (undici: "ReadableStream is already closed", uncaught).
    if (request.method !== 'HEAD' && upstream.status !== 304) body = await upstream.arrayBuffer();
  } catch (error) {
    console.error('[storefront] image service unreachable:', error.message);
    return new Response('Bad Gateway\n', {
      status: abort.signal.aborted ? 504 : 502,
      headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
    });
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', browserLeft);
  }
  const responseHeaders = new Headers();
  for (const name of IMAGE_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  if (!/(^|,)\s*accept\s*(,|$)/i.test(responseHeaders.get('vary') ?? '')) responseHeaders.append('vary', 'Accept');
  return new Response(body, { status: upstream.status, headers: responseHeaders });
}

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });

function staticFiles(request, next) {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/assets/')) {
    // A missing hashed asset (an old build's chunk) is a plain 404, not a rendered page.
    const asset = assets.get(pathname);
    return asset ? assetResponse(asset, request) : notFound();
  }
  if (pathname.startsWith('/videos/')) {
    // Range requests (206 Partial Content) come with srvx's static files: browsers fetch videos in ranges and seek.
    // A missing video is a plain 404, not a rendered page.
    if (!publicPaths.has(pathname)) return notFound();
    return withHeaders(serveFile(request, notFound), (headers, response) => {
      if (response.ok || response.status === 304) {
        headers.set('cache-control', `public, max-age=${VIDEO_MAX_AGE_SECONDS}`);
      }
    });
  }
  return publicPaths.has(pathname) ? serveFile(request, next) : next();
}

async function compression(request, next) {
  const response = await next();
  const type = response.headers.get('content-type') ?? '';
  if (!COMPRESSIBLE_TYPE.test(type)) return response;
  const length = response.headers.get('content-length');
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  const skip =
    !encoding ||
    !response.body ||
    request.method === 'HEAD' ||
    response.headers.has('content-encoding') ||
    (length !== null && Number(length) < MIN_COMPRESS_BYTES) ||
    /\bno-transform\b/.test(response.headers.get('cache-control') ?? '');
  return withHeaders(skip ? response : compressBody(response, encoding), (headers) => {
    if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  });
}

function compressBody(response, encoding) {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  // pipeline() tears both streams down when either fails, e.g. when the browser goes away mid-page.
  const compressed = pipeline(Readable.fromWeb(response.body), createStreamCompressor(encoding), () => {});
  return new Response(Readable.toWeb(compressed), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Lets a middleware adjust the headers of the response it passes on. */
async function withHeaders(pending, adjust) {
  const response = await pending;
  try {
    adjust(response.headers, response);
    return response;
  } catch {
    // Read-only headers (Response.redirect(), fetch()): adjust a copy.
    const copy = new Response(response.body, response);
    adjust(copy.headers, copy);
    return copy;
  }
}

/**
 * The page cache (page-cache.mjs): anonymous pages from memory, purged by the gateway's change feed. On when the feed
 * can be read (CACHE_EVENTS_SECRET), or with PAGE_CACHE=on (pages then only age out); PAGE_CACHE=off turns it off
 * (undefined). Its middleware is the last: static files, images and the health check never reach it.
 */
function startPageCache() {
  const mode = process.env.PAGE_CACHE ?? 'auto';
  const secret = process.env.CACHE_EVENTS_SECRET || undefined;
  if (mode === 'off' || (mode !== 'on' && !secret)) return undefined;
  let feed;
  const cache = new PageCache({
    // Shared by every storefront process with REDIS_URL (bounded by Redis's maxmemory), else this process's memory.
    store: RedisPageStore
      ? new RedisPageStore({ redis: process.env.REDIS_URL })
      : new MemoryPageStore({ maxBytes: positiveInteger(process.env.PAGE_CACHE_MAX_MB, 64) * 1024 * 1024 }),
    render: (request) => app.fetch(request),
    freshSeconds: positiveInteger(process.env.PAGE_CACHE_FRESH_SECONDS, 60),
    staleSeconds: positiveInteger(process.env.PAGE_CACHE_STALE_SECONDS, 300),
    usable: () => feed === undefined || feed.healthy(),
  });
  if (secret) {
    feed = startCacheEventsFeed({
      gatewayOrigin,
      secret,
      intervalMs: positiveInteger(process.env.PAGE_CACHE_POLL_MS, 250),
      cache,
      log: (message) => console.error(`[storefront] page cache: ${message}`),
    });
  }
  return cache;
}
const pageCache = startPageCache();

// Whose X-Forwarded-* headers count (see trust-proxy.mjs): the shopper's address the gateway's rate limits count by
// comes from here.
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST ?? '0.0.0.0',
  trustProxy,
  silent: true,
  gracefulShutdown: false, // handled below, with a log line and an exit code
  middleware: [
    ...(trustProxy === true ? [clientAddressBehindOneProxy] : []),
    securityHeaders,
    compression,
    healthCheck,
    images,
    staticFiles,
    ...(pageCache ? [(request, next) => pageCache.handle(request, next)] : []),
  ],
  fetch: (request) => app.fetch(request),
  error(error) {
    console.error('[storefront] unhandled error:', error);
    return new Response('Internal Server Error\n', { status: 500, headers: { 'content-type': 'text/plain' } });
  },
  manual: true, // listens below, once the fast path is in front
});
// Assets and fresh cached pages are answered on Node's request before srvx and the middleware see it (fast-path.mjs).
const answerFast = createFastPath({ assets, pageCache, securityHeaders: securityHeaderEntries, trustProxy });
const longWay = server.node.handler;
server.node.server.removeAllListeners('request');
server.node.server.on('request', (req, res) => {
  if (!answerFast(req, res)) longWay(req, res);
});
await server.serve();
console.log(`[storefront] listening on ${server.url}`);

// Stop taking connections, let open requests finish, then exit; a stuck request cannot hold the stop up for long.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[storefront] ${signal}: finishing open requests`);
  const force = setTimeout(() => server.close(true), shutdownTimeoutMs);
  force.unref();
  await server.close();
  console.log('[storefront] stopped');
  process.exit(0);
}
// A browser that leaves mid-response can make undici or the web-stream adapters touch a stream that is already
// closed, from a timer or listener where nothing can catch it. That one error is harmless to everyone else: log it
// and keep serving. Any other uncaught error still stops the process (the supervisor restarts it).
process.on('uncaughtException', (error) => {
  if (error?.code === 'ERR_INVALID_STATE' && /is already closed/.test(error.message ?? '')) {
    console.error('[storefront] a stream was used after its client left (ignored):', error.message);
    return;
  }
  console.error('[storefront] uncaught error, stopping:', error);
  process.exit(1);
});

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));

function positiveInteger(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
