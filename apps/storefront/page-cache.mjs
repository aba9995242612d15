// The page cache: anonymous pages kept whole, with their brotli and gzip forms made once, and served from memory
// before the app is asked (a hit costs a key, a map lookup and a write). Keyed, bypassed and stored by the rules of
// page-cache-rules.mjs; the inline scripts' nonce traded for hashes (page-cache-csp.mjs); purged by tag when the
// gateway publishes a change (page-cache-feed.mjs). Stale pages are served while one render refreshes them; a burst
// of misses for one page waits for one render.
import { createHash } from 'node:crypto';
import { hashedPolicy } from './page-cache-csp.mjs';
import { madeUpPage, pageTags, planRequest, STORE_ORIGIN_HEADER, unstorableReason } from './page-cache-rules.mjs';
import { brotli, chooseEncoding, gzip } from './static-assets.mjs';

/** The response header that tells a test or an operator how the cache answered (HIT, STALE, MISS, BYPASS). */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** The page's tags as the app hands them over (src/lib/graphql/client.server.ts); never sent to the browser. */
export const PAGE_TAGS_HEADER = 'x-shop-cache-tags';

/** Headers of the rendered response that are not kept: made again per response, or the shopper's. */
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'cache-control',
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'vary',
  PAGE_TAGS_HEADER,
  STORE_ORIGIN_HEADER,
]);

/** How many purges are remembered to tell whether a render that ran across them may still be kept. */
const REMEMBERED_PURGES = 1000;

export class PageCache {
  #store;
  #render;
  #now;
  #pending = new Map();
  #purges = [];
  #purgeSeq = 0;

  /**
   * @param {object} options
   * @param {import('./page-cache-store.mjs').MemoryPageStore} options.store where pages are kept (a PageCacheStore)
   * @param {(request: Request) => Promise<Response>} options.render the app: renders a page for a request
   * @param {number} options.freshSeconds how long a page is served as it is (also the CDN's s-maxage)
   * @param {number} options.staleSeconds how long after that it is served while one render refreshes it
   * @param {() => boolean} [options.usable] whether purges are arriving (the feed is read): else no page is served
   * @param {() => number} [options.now]
   */
  constructor({ store, render, freshSeconds, staleSeconds, usable = () => true, now = Date.now }) {
    this.#store = store;
    this.#render = render;
    this.freshSeconds = freshSeconds;
    this.staleSeconds = staleSeconds;
    this.usable = usable;
    this.#now = now;
    this.cacheControl = `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`;
  }

  /** The srvx middleware: answers from the cache, or renders (once per burst) and keeps what may be shared. */
  async handle(request, next) {
    const plan = planRequest(request);
    if (plan.bypass || !this.usable()) return marked(await next(), 'BYPASS');
    let entry;
    try {
      const found = this.#store.get(plan.key);
      entry = found instanceof Promise ? await found : found;
    } catch {
      // A shared store out of reach: the page is rendered as without the cache.
      return marked(await next(), 'BYPASS');
    }
    const now = this.#now();
    if (entry && now < entry.freshUntil) return this.#serve(entry, request, 'HIT');
    if (entry && now < entry.staleUntil) {
      this.#fill(plan, request).then(discardUntaken, () => {});
      return this.#serve(entry, request, 'STALE');
    }
    let filled;
    try {
      filled = await this.#fill(plan, request);
    } catch {
      // The render failed (the gateway away, a timeout): this request tries on its own, as without the cache.
      return marked(await next(), 'BYPASS');
    }
    if (filled.entry) return this.#serve(filled.entry, request, 'MISS');
    // Not to be shared (a cookie set, no-store, a redirect): the first request of the burst gets what was rendered
    // for it when it asked for that very URL (a redirect keeps its tracking parameters), the others render their own.
    if (filled.response && !filled.taken && plan.url === request.url) {
      filled.taken = true;
      return marked(filled.response, 'BYPASS');
    }
    discardUntaken(filled);
    return marked(await next(), 'BYPASS');
  }

  /** Drops the pages that show any of the tags; renders running now are not kept if they show one. */
  purge(tags) {
    this.#remember(new Set(tags));
    return this.#store.purgeTags(tags);
  }

  /** Drops every page (the feed was missed: the gateway restarted or it fell behind). */
  clear() {
    this.#remember('all');
    return this.#store.clear();
  }

  #remember(tags) {
    this.#purges.push({ seq: ++this.#purgeSeq, tags });
    if (this.#purges.length > REMEMBERED_PURGES) this.#purges.splice(0, this.#purges.length - REMEMBERED_PURGES);
  }

  /** Whether a purge since `seq` touched any of the tags (or more purges happened than are remembered). */
  #purgedSince(seq, tags) {
    if (this.#purgeSeq === seq) return false;
    const oldest = this.#purges[0]?.seq ?? this.#purgeSeq + 1;
    if (oldest > seq + 1) return true;
    return this.#purges.some(
      (purge) => purge.seq > seq && (purge.tags === 'all' || tags.some((t) => purge.tags.has(t))),
    );
  }

  /** One render per key at a time: every request that misses while it runs shares its outcome. */
  #fill(plan, request) {
    let pending = this.#pending.get(plan.key);
    if (!pending) {
      pending = this.#renderAndStore(plan, request).finally(() => this.#pending.delete(plan.key));
      this.#pending.set(plan.key, pending);
    }
    return pending;
  }

  async #renderAndStore(plan, request) {
    const purgeSeq = this.#purgeSeq;
    const response = await this.#render(renderRequest(plan.url, request));
    if (unstorableReason(response)) return { response };
    const html = await response.text();
    const entry = buildEntry(response, html, this.cacheControl, this.#now(), this);
    entry.madeUp = madeUpPage(plan.url, response);
    if (!this.#purgedSince(purgeSeq, entry.tags)) {
      // A shared store out of reach keeps nothing; the page is served all the same.
      await Promise.resolve(this.#store.set(plan.key, entry)).catch(() => {});
    }
    return { entry };
  }

  /**
   * The answer for a fresh page, without the app and without a Request: what server.mjs's fast path writes straight
   * to Node's response. Undefined when the request must go the long way (a bypass, a miss, a stale page, a store
   * that is not in this process's memory). `request` needs only `method`, `url` and `headers.get`.
   */
  freshAnswer(request) {
    if (!this.#store.inMemory || !this.usable()) return undefined;
    const plan = planRequest(request);
    if (plan.bypass) return undefined;
    const entry = this.#store.get(plan.key);
    if (!entry || this.#now() >= entry.freshUntil) return undefined;
    return answerFromEntry(entry, request, 'HIT');
  }

  #serve(entry, request, outcome) {
    const answer = answerFromEntry(entry, request, outcome);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  }
}

/**
 * A kept page as answered to one request: the form its Accept-Encoding takes, 304 for a current ETag, no body for
 * HEAD. `headers` are [name, value] pairs.
 */
export function answerFromEntry(entry, request, outcome) {
  const match = request.headers.get('if-none-match');
  const encoding = chooseEncoding(request.headers.get('accept-encoding')) ?? 'identity';
  const form = entry.forms[encoding] ?? entry.forms.identity;
  if (match?.split(',').some((value) => value.trim().replace(/^W\//, '') === entry.etag)) {
    return { status: 304, headers: [...form.notModified, [PAGE_CACHE_HEADER, outcome]], body: null };
  }
  const body = request.method === 'HEAD' ? null : form.body;
  return { status: entry.status, headers: [...form.headers, [PAGE_CACHE_HEADER, outcome]], body };
}

/** A refresh in the background that rendered something not to be shared: nobody reads it. */
function discardUntaken(filled) {
  if (filled.response && !filled.taken) {
    filled.taken = true;
    filled.response.body?.cancel().catch(() => {});
  }
}

/** A fresh request for the normalised URL with the shopper's headers (cookies the key holds), not tied to a client. */
function renderRequest(url, request) {
  const headers = new Headers(request.headers);
  for (const name of ['if-none-match', 'if-modified-since', 'accept-encoding', 'range']) headers.delete(name);
  return new Request(url, { method: 'GET', headers });
}

/** A response whose headers say how the cache answered (copied when they cannot be changed). */
function marked(response, outcome) {
  try {
    response.headers.set(PAGE_CACHE_HEADER, outcome);
    response.headers.delete(PAGE_TAGS_HEADER);
    response.headers.delete(STORE_ORIGIN_HEADER);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(PAGE_CACHE_HEADER, outcome);
    copy.headers.delete(PAGE_TAGS_HEADER);
    copy.headers.delete(STORE_ORIGIN_HEADER);
    return copy;
  }
}

/** The kept page: its bytes in every encoding, compressed once, with the headers of each form ready to send. */
export function buildEntry(response, html, cacheControl, now, { freshSeconds, staleSeconds }) {
  const tags = pageTags(response.headers.get(PAGE_TAGS_HEADER));
  const identity = Buffer.from(html);
  const bodies = { identity, br: brotli(identity), gzip: gzip(identity) };
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  const shared = {};
  for (const [name, value] of response.headers) {
    if (!DROPPED_HEADERS.has(name)) shared[name] = value;
  }
  const policy = response.headers.get('content-security-policy');
  if (policy) shared['content-security-policy'] = hashedPolicy(policy, html) ?? policy;
  shared['cache-control'] = cacheControl;
  // The HTML differs by encoding and by the cookies in the key (segment, consent); a shared cache must know.
  shared.vary = 'Accept-Encoding, Cookie';
  shared.etag = etag;
  if (tags.length > 0) {
    shared['surrogate-key'] = tags.join(' ');
    shared['cache-tag'] = tags.join(',');
  }
  // The segment rules' cookies (page-cache-rules.mjs), the same for every request of the key; a shared cache
  // downstream must not keep a response that sets one.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) shared['cache-control'] = 'private, no-cache';
  const forms = {};
  for (const [encoding, body] of Object.entries(bodies)) {
    const headers = Object.entries({ ...shared, 'content-length': String(body.length) });
    if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
    for (const cookie of cookies) headers.push(['set-cookie', cookie]);
    const notModified = [
      ['etag', etag],
      ['cache-control', shared['cache-control']],
      ['vary', shared.vary],
    ];
    forms[encoding] = { body, headers, notModified };
  }
  return {
    status: response.status,
    forms,
    etag,
    tags,
    bytes: identity.length + bodies.br.length + bodies.gzip.length,
    freshUntil: now + freshSeconds * 1000,
    staleUntil: now + (freshSeconds + staleSeconds) * 1000,
  };
}
