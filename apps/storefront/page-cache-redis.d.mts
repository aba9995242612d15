import type { Redis } from 'ioredis';
import type { PageCacheStore, PageEntry } from './page-cache-store.mjs';
export class RedisPageStore implements PageCacheStore {
  constructor(options: { redis: string | Redis; prefix?: string });
  get(key: string): Promise<PageEntry | undefined>;
  set(key: string, entry: PageEntry): Promise<void>;
  purgeTags(tags: readonly string[]): Promise<number>;
  clear(): Promise<void>;
  close(): Promise<unknown>;
}
