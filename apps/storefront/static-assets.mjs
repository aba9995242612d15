// The hashed build assets (dist/client/assets), held in memory with their brotli and gzip forms, compressed once: at
// build time by precompress.mjs (files `name.br` and `name.gz` beside each asset), or here at start when a build has
// none. A request then costs a map lookup and a write: no disk, no per-request compression.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Smaller files are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE_EXTENSION = /\.(js|mjs|css|json|svg|txt|xml|map|webmanifest)$/;
const ONE_YEAR_SECONDS = 31_536_000;

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
};

/** Whether a build asset is worth compressing: text, and not tiny. */
export function shouldCompress(fileName, size) {
  return COMPRESSIBLE_EXTENSION.test(fileName) && size >= MIN_COMPRESS_BYTES;
}

/** The strongest settings: each asset is compressed once, for every request of every shopper. */
export function brotli(body) {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function gzip(body) {
  return zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** The asset files of a build directory (not the precompressed forms beside them), by their names. */
export function assetFiles(assetsDir) {
  if (!existsSync(assetsDir)) return [];
  return readdirSync(assetsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => entry.name);
}

function encoded(file, extension, compress, body) {
  return existsSync(`${file}.${extension}`) ? readFileSync(`${file}.${extension}`) : compress(body);
}

/** Every asset in memory: its bytes, its compressed forms (when worth it) and the headers they share. */
export function loadAssets(assetsDir) {
  const assets = new Map();
  for (const name of assetFiles(assetsDir)) {
    const file = path.join(assetsDir, name);
    const body = readFileSync(file);
    const compressible = shouldCompress(name, body.length);
    assets.set(`/assets/${name}`, {
      body,
      br: compressible ? encoded(file, 'br', brotli, body) : undefined,
      gzip: compressible ? encoded(file, 'gz', gzip, body) : undefined,
      type: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    });
  }
  return assets;
}

/** br when the client accepts it, else gzip, else nothing; q=0 refuses an encoding. */
export function chooseEncoding(acceptEncoding) {
  const quality = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const accepts = (name) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * The answer for an asset: the form the client accepts, cached for a year (the name changes with the content), 304
 * when the client's copy is current; 405 for anything but GET and HEAD. `request` needs only `method` and
 * `headers.get`, so server.mjs's fast path answers from Node's request as the middleware does from a Fetch one.
 * Headers are built per answer.
 */
export function assetAnswer(asset, request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' }, body: 'Method Not Allowed\n' };
  }
  const encoding = asset.br ? chooseEncoding(request.headers.get('accept-encoding')) : undefined;
  // Each form has its own tag: a strong ETag names one representation, and br, gzip and the plain file are three.
  const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag;
  const headers = {
    'content-type': asset.type,
    'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    etag,
    vary: 'Accept-Encoding',
  };
  if (request.headers.get('if-none-match') === etag) return { status: 304, headers, body: null };
  const body = encoding ? asset[encoding] : asset.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  return { status: 200, headers, body: request.method === 'HEAD' ? null : body };
}

/** The asset's answer as a Fetch API Response (the middleware's way). */
export function assetResponse(asset, request) {
  const { status, headers, body } = assetAnswer(asset, request);
  return new Response(body, { status, headers });
}
