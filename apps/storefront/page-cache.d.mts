import type { PageCacheStore, PageEntry } from './page-cache-store.mjs';
export const PAGE_CACHE_HEADER: string;
export const PAGE_TAGS_HEADER: string;
export class PageCache {
  constructor(options: {
    store: PageCacheStore;
    render: (request: Request) => Promise<Response>;
    freshSeconds: number;
    staleSeconds: number;
    usable?: () => boolean;
    now?: () => number;
  });
  readonly cacheControl: string;
  handle(request: Request, next: () => Response | Promise<Response>): Promise<Response>;
  purge(tags: readonly string[]): number | Promise<number>;
  clear(): void | Promise<void>;
}
export function buildEntry(
  response: Response,
  html: string,
  cacheControl: string,
  now: number,
  ttl: { freshSeconds: number; staleSeconds: number },
): PageEntry;
