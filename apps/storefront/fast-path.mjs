// server.mjs's fast path: the answers that need nothing of the app — a hashed build asset, a fresh page of the page
// cache — written straight to Node's response, before srvx turns the request into a Fetch API Request and the
// middleware chain builds a Response and streams it back. For such an answer that conversion is most of the cost:
// the bench measures both against a plain Node server (docs/decisions, the page cache's record).
//
// It answers exactly as the long way would (the same answer functions, the same security headers); anything it is
// not sure of — another method, a missing asset, a miss, a stale page, a bypass, a store outside this process —
// goes the long way, untouched.
import { NodeRequest } from 'srvx/node';
import { assetAnswer } from './static-assets.mjs';

/**
 * @param {object} options
 * @param {Map<string, object>} options.assets the build's assets (static-assets.mjs loadAssets)
 * @param {import('./page-cache.mjs').PageCache} [options.pageCache] the page cache, when it is on
 * @param {(secure: boolean) => [string, string][]} options.securityHeaders the headers every response carries
 * @param {unknown} options.trustProxy srvx's trustProxy option (whose X-Forwarded-Proto/-Host count)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   answers and returns true, or returns false having written nothing
 */
export function createFastPath({ assets, pageCache, securityHeaders, trustProxy }) {
  return function answerFast(req, res) {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || req.url?.[0] !== '/') return false;
    // srvx's own request object (lazy: nothing is read until asked), so the URL, its protocol behind a trusted proxy
    // and the headers are read exactly as the app would see them.
    const request = new NodeRequest({ req, res, trustProxy });
    const answer = req.url.startsWith('/assets/') ? assetOf(assets, request) : pageCache?.freshAnswer(request);
    if (!answer) return false;
    const entries = Array.isArray(answer.headers) ? answer.headers : Object.entries(answer.headers);
    const flat = [];
    const present = new Set();
    for (const [name, value] of entries) {
      flat.push(name, value);
      present.add(name);
    }
    for (const [name, value] of securityHeaders(request._url.protocol === 'https:')) {
      if (!present.has(name)) flat.push(name, value);
    }
    res.writeHead(answer.status, flat);
    res.end(answer.body ?? undefined);
    return true;
  };
}

/** A known asset's answer; undefined for an unknown one (its 404 comes from the long way). */
function assetOf(assets, request) {
  const asset = assets.get(request._url.pathname);
  return asset ? assetAnswer(asset, request) : undefined;
}
