export interface PageEntry {
  status: number;
  forms: Record<
    'identity' | 'br' | 'gzip',
    { body: Buffer; headers: [string, string][]; notModified: [string, string][] }
  >;
  etag: string;
  tags: string[];
  bytes: number;
  freshUntil: number;
  staleUntil: number;
  /** A page anyone can make up (a query string, a not-found page, an invented host): kept apart in memory. */
  madeUp?: boolean;
}
/** Where the page cache keeps pages: this process's memory, or a store shared by several processes. */
export interface PageCacheStore {
  get(key: string): PageEntry | undefined | Promise<PageEntry | undefined>;
  set(key: string, entry: PageEntry): void | Promise<void>;
  purgeTags(tags: readonly string[]): number | Promise<number>;
  clear(): void | Promise<void>;
  /** get() answers synchronously from this process's memory. */
  readonly inMemory?: boolean;
}
export const MADE_UP_SHARE: number;
export class MemoryPageStore implements PageCacheStore {
  constructor(options: { maxBytes: number });
  readonly inMemory: true;
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  get(key: string): PageEntry | undefined;
  set(key: string, entry: PageEntry): void;
  purgeTags(tags: readonly string[]): number;
  clear(): void;
}
