/**
 * Catalogue imports as cache events. An import (`indexCatalog`, in this process or in an import job writing to the
 * same database) records what it changed in `catalog_change` under the index version it raised to; this process
 * reads the changes after the version it last saw, every `pollMs`, and for each one first forgets its own copies of
 * the catalogue (product records, stock, searches: `onChange`), then publishes the change's tags: the changed
 * products, their categories with ancestors, and `catalog` when listings and searches move. A change too large to
 * name, or a reader that fell too far behind, purges everything.
 */
import { type CatalogChange, catalogChangesSince } from '@shop/catalog';
import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import type { CacheEvents } from './cache-events';
import { cacheTag } from './cache-tags';

/** The tags of one catalogue change, or null for one that names no products (everything may have changed). */
export function catalogChangeTags(change: CatalogChange): string[] | null {
  if (change.everything) return null;
  return [
    ...change.productSkus.map(cacheTag.product),
    ...change.categoryIds.map(cacheTag.category),
    ...(change.listings ? [cacheTag.catalog] : []),
  ];
}

export interface CatalogChangeWatcherOptions {
  /** How often the changes are read, in milliseconds; 0: only when `check()` is called. */
  pollMs: number;
  /** Called before a change is published: forget what this process keeps of the catalogue. */
  onChange: () => void;
  onError: (error: unknown) => void;
}

export class CatalogChangeWatcher {
  /** The index version read last; undefined until the first read (changes before the start are not published). */
  private cursor: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: CacheEvents,
    private readonly options: CatalogChangeWatcherOptions,
  ) {}

  /** Reads the version to start from, then the changes every `pollMs`. */
  async start(): Promise<void> {
    await this.check();
    this.schedule();
  }

  /** Reads and publishes the changes since the last read (one read at a time: a call during one waits for it). */
  check(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped || this.options.pollMs === 0) return;
    this.timer = setTimeout(() => {
      this.check()
        .catch(this.options.onError)
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async read(): Promise<void> {
    const page = await catalogChangesSince(this.db, this.cursor);
    const first = this.cursor === undefined;
    this.cursor = page.version;
    if (first || (page.changes.length === 0 && !page.missed)) return;
    this.options.onChange();
    const named = page.missed ? null : page.changes.map(catalogChangeTags);
    if (named === null || named.includes(null)) this.events.purgeAll();
    else for (const tags of named) this.events.publish(tags as string[]);
  }
}
