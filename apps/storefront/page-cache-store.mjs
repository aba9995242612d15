// Where the page cache keeps its pages. The interface (a `PageCacheStore`) is what a shared store (Redis, for several
// storefront processes) implements too; this process's memory is the default.
//
// interface PageCacheStore {
//   get(key): PageEntry | undefined | Promise<PageEntry | undefined>
//   set(key, entry): void | Promise<void>
//   purgeTags(tags: string[]): number | Promise<number>   // drops every entry that carries one of the tags
//   clear(): void | Promise<void>
//   inMemory?: boolean   // get() answers synchronously from this process's memory (server.mjs's fast path)
// }
//
// A PageEntry: { status, headers (per encoding: identity, br, gzip), bodies { identity, br, gzip } (Buffers), etag,
// tags, bytes, freshUntil, staleUntil } (times in ms since the epoch).

/** The share of the memory bound for pages anyone can make up (`entry.madeUp`: page-cache-rules.mjs madeUpPage). */
export const MADE_UP_SHARE = 0.25;

/**
 * The pages in this process's memory: two least-recently-used lists, so that a flood of made-up pages (random query
 * parameters, random paths, invented hosts) only pushes out other made-up pages. The shop's own pages take up to the
 * whole `maxBytes` less the made-up pages' share; made-up ones up to a quarter. Bytes count all three encodings. Tags index
 * the keys, so a purge touches only the pages that show what changed.
 */
export class MemoryPageStore {
  /** Read synchronously, so server.mjs can answer a fresh page before the app is involved. */
  inMemory = true;
  #pages;
  #madeUp;
  #keysByTag = new Map();

  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    const madeUpBytes = Math.floor(maxBytes * MADE_UP_SHARE);
    this.#pages = new LeastRecentlyUsed(maxBytes - madeUpBytes);
    this.#madeUp = new LeastRecentlyUsed(madeUpBytes);
  }

  get bytes() {
    return this.#pages.bytes + this.#madeUp.bytes;
  }

  get size() {
    return this.#pages.entries.size + this.#madeUp.entries.size;
  }

  get(key) {
    return this.#pages.get(key) ?? this.#madeUp.get(key);
  }

  set(key, entry) {
    const list = entry.madeUp ? this.#madeUp : this.#pages;
    if (entry.bytes > list.maxBytes) return;
    this.#delete(key);
    list.entries.set(key, entry);
    list.bytes += entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.#keysByTag.set(tag, new Set([key]));
    }
    for (const oldest of list.entries.keys()) {
      if (list.bytes <= list.maxBytes) break;
      this.#delete(oldest);
    }
  }

  purgeTags(tags) {
    let purged = 0;
    for (const tag of tags) {
      for (const key of this.#keysByTag.get(tag) ?? []) {
        if (this.#delete(key)) purged += 1;
      }
    }
    return purged;
  }

  clear() {
    this.#pages.clear();
    this.#madeUp.clear();
    this.#keysByTag.clear();
  }

  #delete(key) {
    const entry = this.#pages.delete(key) ?? this.#madeUp.delete(key);
    if (entry === undefined) return false;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
    return true;
  }
}

/** Entries in the order of their last use (Map keeps insertion order: most recently used last) and their bytes. */
class LeastRecentlyUsed {
  entries = new Map();
  bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  get(key) {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Removes the entry and answers it, or undefined when the key is not here. */
  delete(key) {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return entry;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
