/**
 * The gateway's per-store response cache: the answers of anonymous catalogue and content queries, from memory. Every
 * anonymous shopper of a store gets the same answer to the same query, so the home page's and a product page's
 * operations are worked out once and then served without parsing, planning or resolving anything.
 *
 * - Only a POST of a JSON query without an `Authorization` header (no bearer token: no customer, no cart) and without
 *   an in-store branch; only queries whose every field is cacheable (cache-policy.ts), answered without errors and
 *   without response headers of their own; kept for the smallest `maxAge` of their hints.
 * - Keyed by endpoint, store, the operation document, its name and its variables.
 * - Each entry keeps the answer's cache tags (`context.cacheTags`); a hit sends them again in `x-shop-cache-tags`, and a
 *   cache event (cache-events.ts) purges every entry whose tags it names (all of them for a change too large to name).
 *   An answer whose operation started before a purge is not kept: it may have read what the purge was about.
 * - Bounded by the bytes of the answers it keeps (least recently used go first).
 * - Admitted on the second ask: the first time a key is asked it is only remembered (a bounded list of keys), and its
 *   answer is kept when it is asked again (and again at once after a purge, while it is remembered). Anyone can make up keys (random search texts, unknown SKUs, made-up
 *   variables); one-off keys then never push out the answers shoppers ask again and again.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context';
import { type CacheEvents, EVERYTHING } from './cache-events';
import { type CachePolicy, cachePolicyOf } from './cache-policy';
import { cacheTagsHeader } from './cache-tags';

/**
 * Whether an answer came from the cache (`hit`), was worked out and kept (`miss`), or was worked out for a key asked
 * the first time, which is kept when it is asked again (`seen`); absent when not cacheable.
 */
export const RESPONSE_CACHE_HEADER = 'x-shop-response-cache';

export interface ResponseCacheOptions {
  /** The answers' bytes kept at most. */
  maxBytes: number;
  /** How many keys asked are remembered (the admission's memory); 50 000 by default. */
  rememberedKeys?: number;
  /** The clock of the entries' ages (tests move it); performance.now() by default. */
  now?: () => number;
}

export interface CachedResponse {
  body: string;
  /** The answer's headers as the GraphQL server sent them (content type). */
  headers: readonly (readonly [string, string])[];
  /** The answer's cache tags, as sent in `x-shop-cache-tags` (empty when it named none). */
  tagsHeader: string;
  tags: readonly string[];
}

/** What a GraphQL POST body must look like to be looked up. */
interface QueryBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

function isQueryBody(body: unknown): body is QueryBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  return (
    typeof query === 'string' &&
    extensions === undefined &&
    (operationName === undefined || operationName === null || typeof operationName === 'string') &&
    (variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables)))
  );
}

/** Request headers that make an answer personal or special: a bearer token, an in-store tablet's branch. */
const PERSONAL_HEADERS = ['authorization', 'x-shop-branch'] as const;

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  /** Keys asked before: an answer is kept when its key is among them. */
  private readonly askedBefore: LRUCache<string, true>;
  /** Which entries each tag names (for purges). */
  private readonly byTag = new Map<string, Set<string>>();
  /**
   * The policy found for each request's operation (set while Apollo runs it, read when its answer is kept), by the
   * request's tag set: Apollo hands plugins a shallow copy of the context, whose `cacheTags` is the same object.
   */
  private readonly policies = new WeakMap<Set<string>, { policy: CachePolicy; purgesAtStart: number }>();
  /** Purges so far: an answer is kept only when none happened while its operation ran. */
  private purges = 0;
  private readonly unsubscribe: () => void;

  constructor(options: ResponseCacheOptions, events?: CacheEvents) {
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.body.length + entry.tagsHeader.length + 64),
      ttlAutopurge: false,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
    this.askedBefore = new LRUCache<string, true>({ max: options.rememberedKeys ?? 50_000 });
    this.unsubscribe = events
      ? events.subscribe((change) => (change === EVERYTHING ? this.clear() : this.purge(change)))
      : () => {};
  }

  /**
   * The cache key of a request, or null when it must not be looked up or kept: not a POST of one JSON query, or a
   * personal request (see PERSONAL_HEADERS).
   */
  keyOf(request: IncomingMessage, path: string, storeCode: string, body: unknown): string | null {
    if (request.method !== 'POST' || !isQueryBody(body)) return null;
    if (PERSONAL_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return null;
    return createHash('sha256')
      .update(path)
      .update('\u0000')
      .update(storeCode)
      .update('\u0000')
      .update(body.operationName ?? '')
      .update('\u0000')
      .update(JSON.stringify(body.variables ?? {}))
      .update('\u0000')
      .update(body.query)
      .digest('base64url');
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /**
   * Offers an answer: kept when its operation was found cacheable (`plugin`), it had no errors, set no response
   * headers of its own (a session header is personal), and its key was asked before (`kept`); a cacheable answer
   * whose key is new is only remembered (`seen`); anything else is `null`.
   */
  offer(
    key: string,
    context: GatewayContext,
    body: string,
    headers: Iterable<readonly [string, string]>,
  ): 'kept' | 'seen' | null {
    const judged = this.policies.get(context.cacheTags);
    if (!judged || judged.purgesAtStart !== this.purges) return null;
    const { policy } = judged;
    if (context.token !== null || context.responseHeaders.size > 0) return null;
    // Remembered while asked now and then (least recently asked forgotten first), so a hot answer that a purge or its
    // age dropped is kept again at once.
    if (this.askedBefore.get(key) === undefined) {
      this.askedBefore.set(key, true);
      return 'seen';
    }
    const tags = [...context.cacheTags];
    const entry: CachedResponse = {
      body,
      headers: [...headers],
      tags,
      tagsHeader: tags.length ? cacheTagsHeader(context.cacheTags) : '',
    };
    this.entries.set(key, entry, { ttl: policy.maxAgeS * 1000 });
    if (!this.entries.has(key)) return null; // larger than the whole cache
    for (const tag of tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
    return 'kept';
  }

  /** Drops every entry that names one of these tags; answers how many. */
  purge(tags: readonly string[]): number {
    this.purges++;
    let purged = 0;
    for (const tag of tags) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        if (this.entries.delete(key)) purged++;
      }
    }
    return purged;
  }

  clear(): void {
    this.purges++;
    this.entries.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Stops listening to cache events. */
  close(): void {
    this.unsubscribe();
    this.clear();
  }

  /**
   * The Apollo plugin that judges each operation (cache-policy.ts) once it is resolved, and forgets the judgement when
   * the answer has errors.
   */
  plugin(): ApolloServerPlugin<GatewayContext> {
    const policies = this.policies;
    const purgesNow = () => this.purges;
    return {
      async requestDidStart() {
        return {
          async didResolveOperation({ schema, document, operation, contextValue }) {
            const policy = operation && contextValue.token === null ? cachePolicyOf(schema, document, operation) : null;
            if (policy) policies.set(contextValue.cacheTags, { policy, purgesAtStart: purgesNow() });
          },
          async willSendResponse({ response, contextValue }) {
            if (response.body.kind !== 'single' || response.body.singleResult.errors)
              policies.delete(contextValue.cacheTags);
          },
        };
      },
    };
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
