// Where the page cache keeps its pages. The interface (a `PageCacheStore`) is what a shared store (Redis, for several
// storefront processes) implements too; this process's memory is the default.
//
// interface PageCacheStore {
//   get(key): PageEntry | undefined | Promise<PageEntry | undefined>
//   set(key, entry): void | Promise<void>
//   purgeTags(tags: string[]): number | Promise<number>   // drops every entry that carries one of the tags
//   clear(): void | Promise<void>
// }
//
// A PageEntry: { status, headers (per encoding: identity, br, gzip), bodies { identity, br, gzip } (Buffers), etag,
// tags, bytes, freshUntil, staleUntil } (times in ms since the epoch).

/**
 * The pages in this process's memory, least recently used first out when their bytes (all three encodings) pass
 * `maxBytes`. Tags index the keys, so a purge touches only the pages that show what changed.
 */
export class MemoryPageStore {
  #entries = new Map();
  #keysByTag = new Map();
  #bytes = 0;

  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key, entry) {
    if (entry.bytes > this.maxBytes) return;
    this.#delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.#keysByTag.set(tag, new Set([key]));
    }
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
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
    this.#entries.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }

  #delete(key) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
    return true;
  }
}
