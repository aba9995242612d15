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
  freshAnswer(request: Pick<Request, 'method' | 'url'> & { headers: Pick<Headers, 'get'> }): PageAnswer | undefined;
  handle(request: Request, next: () => Response | Promise<Response>): Promise<Response>;
  purge(tags: readonly string[]): number | Promise<number>;
  clear(): void | Promise<void>;
}
export interface PageAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer | null;
}
export function answerFromEntry(
  entry: PageEntry,
  request: Pick<Request, 'method'> & { headers: Pick<Headers, 'get'> },
  outcome: string,
): PageAnswer;
export function buildEntry(
  response: Response,
  html: string,
  cacheControl: string,
  now: number,
  ttl: { freshSeconds: number; staleSeconds: number },
): PageEntry;
