// The page cache's pages in Redis (REDIS_URL): one store for every storefront process, so that a page rendered by one
// is served by all. The same interface as MemoryPageStore (page-cache-store.mjs). Each page is a hash (its headers
// and ETag as JSON, its three encodings as binary fields) that expires when it is no longer served stale; each tag a
// set of the pages that carry it. Memory is bounded by Redis (`maxmemory` with an LRU policy), not here.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

const ENCODINGS = ['identity', 'br', 'gzip'];

export class RedisPageStore {
  #redis;
  #prefix;

  /**
   * @param {object} options
   * @param {string | import('ioredis').Redis} options.redis a Redis URL or an open client
   * @param {string} [options.prefix] the keys' prefix (several shops, or tests, on one Redis)
   */
  constructor({ redis, prefix = 'shop:page-cache:' }) {
    this.#redis =
      // A Redis out of reach fails a command within half a second: the page is then rendered as without the cache.
      typeof redis === 'string' ? new Redis(redis, { maxRetriesPerRequest: 1, commandTimeout: 500 }) : redis;
    this.#prefix = prefix;
  }

  #entryKey(key) {
    return `${this.#prefix}page:${createHash('sha1').update(key).digest('base64url')}`;
  }

  #tagKey(tag) {
    return `${this.#prefix}tag:${tag}`;
  }

  async get(key) {
    const fields = await this.#redis.hgetallBuffer(this.#entryKey(key));
    if (!fields?.meta) return undefined;
    const meta = JSON.parse(fields.meta.toString());
    const forms = {};
    for (const encoding of ENCODINGS) {
      forms[encoding] = { ...meta.forms[encoding], body: fields[encoding] ?? Buffer.alloc(0) };
    }
    return { ...meta, forms };
  }

  async set(key, entry) {
    const entryKey = this.#entryKey(key);
    const forms = {};
    for (const encoding of ENCODINGS) {
      const { body: _body, ...rest } = entry.forms[encoding];
      forms[encoding] = rest;
    }
    const { forms: _forms, ...meta } = entry;
    const transaction = this.#redis
      .multi()
      .del(entryKey)
      .hset(entryKey, {
        meta: JSON.stringify({ ...meta, forms }),
        identity: entry.forms.identity.body,
        br: entry.forms.br.body,
        gzip: entry.forms.gzip.body,
      });
    transaction.pexpireat(entryKey, Math.ceil(entry.staleUntil));
    for (const tag of entry.tags) {
      // A tag's set lives as long as its longest-lived page; members of expired pages are harmless (a purge deletes
      // a key that is already gone).
      transaction.sadd(this.#tagKey(tag), entryKey).pexpireat(this.#tagKey(tag), Math.ceil(entry.staleUntil), 'GT');
      transaction.pexpireat(this.#tagKey(tag), Math.ceil(entry.staleUntil), 'NX');
    }
    await transaction.exec();
  }

  async purgeTags(tags) {
    let purged = 0;
    for (const tag of tags) {
      const tagKey = this.#tagKey(tag);
      const [[, members]] = await this.#redis.multi().smembers(tagKey).del(tagKey).exec();
      if (members.length > 0) purged += await this.#redis.del(...members);
    }
    return purged;
  }

  async clear() {
    let cursor = '0';
    do {
      const [next, keys] = await this.#redis.scan(cursor, 'MATCH', `${this.#prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.#redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async close() {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
