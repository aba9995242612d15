import type {
  IndexedBrand,
  IndexedCategory,
  IndexedProduct,
  IndexView,
  ProductIndex,
  ProductSearch,
  ProductSearchResult,
  QuickSearchResult,
  Segment,
  SizeTable,
  Suggestion,
  UrlHit,
} from '@shop/catalog';
import { LRUCache } from 'lru-cache';

export interface ProductRecordCacheOptions {
  /** Products kept at most, over all views (least recently used go first). */
  maxEntries: number;
  /** How long a product may be served, at most, in milliseconds. */
  ttlMs: number;
  /** How often the index's version is read again, at most, in milliseconds. */
  versionCheckMs?: number;
}

/** Answers of `newestProducts` kept (one per store and length asked). */
const NEWEST_ANSWERS = 100;

/**
 * Product records by SKU from memory. On the embedded index one product lookup is a query of several milliseconds
 * (variants, stock and relations aggregated), most of a product answer's cost, and shoppers ask for the same few
 * products again and again (home tiles, a product everyone opens). A record is keyed by the index's version, the view
 * and the SKU: every import and stock refresh raises the version (`refreshStock` after an order or a cancelled
 * payment), so no record older than the last version check (`versionCheckMs`) is served. Only the SKUs not in memory
 * are asked for, in one call; concurrent lookups of the same record share it.
 */
export class ProductRecordCache implements ProductIndex {
  private readonly records: LRUCache<string, Promise<IndexedProduct | null>>;
  private readonly newest: LRUCache<string, Promise<IndexedProduct[]>>;
  private readonly versionCheckMs: number;
  private knownVersion: { value: number; readAt: number } | undefined;
  private versionReading: Promise<number> | undefined;
  /** Raised by forgetVersion: a version read that started before it is not kept. */
  private generation = 0;

  constructor(
    private readonly index: ProductIndex,
    private readonly readVersion: () => Promise<number>,
    options: ProductRecordCacheOptions,
  ) {
    this.records = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.newest = new LRUCache({ max: NEWEST_ANSWERS, ttl: options.ttlMs });
    this.versionCheckMs = options.versionCheckMs ?? 1000;
  }

  /**
   * Reads the index's version again on the next lookup: this process changed the index (a stock refresh after an
   * order), and its own shoppers see it at once, not after the next version check.
   */
  forgetVersion(): void {
    this.knownVersion = undefined;
    this.versionReading = undefined;
    this.generation++;
  }

  async productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]> {
    const prefix = await this.prefix(view);
    const missing = [...new Set(skus.filter((sku) => !this.records.has(prefix + sku)))];
    if (missing.length > 0) {
      const asked = this.index.productsBySkus(missing, view);
      missing.forEach((sku, position) => {
        const key = prefix + sku;
        const record = asked.then((products) => products[position] ?? null);
        this.records.set(key, record);
        // A failure is not an answer: the next request asks again.
        record.catch(() => {
          if (this.records.peek(key) === record) this.records.delete(key);
        });
      });
    }
    return Promise.all(skus.map((sku) => this.records.get(prefix + sku) ?? Promise.resolve(null)));
  }

  /** The newest products (the home page's tiles), as of the same version. */
  async newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]> {
    const key = `newest\u0000${first}\u0000${await this.prefix(view)}`;
    const known = this.newest.get(key);
    if (known) return known;
    const asked = this.index.newestProducts(first, view);
    this.newest.set(key, asked);
    asked.catch(() => {
      if (this.newest.peek(key) === asked) this.newest.delete(key);
    });
    return asked;
  }

  productUrlsInViews(sku: string, views: readonly IndexView[]): Promise<(string | null)[]> {
    return this.index.productUrlsInViews(sku, views);
  }

  productByUrl(url: string, view: IndexView): Promise<IndexedProduct | null> {
    return this.index.productByUrl(url, view);
  }

  productByLegacySku(legacySku: string, view: IndexView): Promise<IndexedProduct | null> {
    return this.index.productByLegacySku(legacySku, view);
  }

  searchProducts(search: ProductSearch, view: IndexView): Promise<ProductSearchResult> {
    return this.index.searchProducts(search, view);
  }

  quickSearch(text: string, view: IndexView): Promise<QuickSearchResult> {
    return this.index.quickSearch(text, view);
  }

  searchUrls(text: string, view: IndexView, limit?: number): Promise<UrlHit[]> {
    return this.index.searchUrls(text, view, limit);
  }

  suggest(text: string, view: IndexView, limit?: number): Promise<Suggestion[]> {
    return this.index.suggest(text, view, limit);
  }

  categoryByUrl(url: string, view: IndexView): Promise<IndexedCategory | null> {
    return this.index.categoryByUrl(url, view);
  }

  categoriesByIds(ids: readonly string[], view: IndexView): Promise<(IndexedCategory | null)[]> {
    return this.index.categoriesByIds(ids, view);
  }

  categoryTree(segment: Segment, view: IndexView): Promise<IndexedCategory[]> {
    return this.index.categoryTree(segment, view);
  }

  specialCategory(kind: 'sale' | 'new', segment: Segment, view: IndexView): Promise<IndexedCategory | null> {
    return this.index.specialCategory(kind, segment, view);
  }

  brandBySlug(slug: string): Promise<IndexedBrand | null> {
    return this.index.brandBySlug(slug);
  }

  sizeTable(id: string, view: IndexView): Promise<SizeTable | null> {
    return this.index.sizeTable(id, view);
  }

  /** The key of a view's records as of the index's version. */
  private async prefix(view: IndexView): Promise<string> {
    const version = await this.version();
    return `${version}\u0000${view.language}\u0000${view.currency}\u0000${view.country}\u0000`;
  }

  private async version(): Promise<number> {
    const now = performance.now();
    if (this.knownVersion && now - this.knownVersion.readAt < this.versionCheckMs) return this.knownVersion.value;
    if (this.versionReading) return this.versionReading;
    const generation = this.generation;
    const reading = this.readVersion()
      .then((value) => {
        if (generation === this.generation) this.knownVersion = { value, readAt: performance.now() };
        return value;
      })
      .finally(() => {
        if (this.versionReading === reading) this.versionReading = undefined;
      });
    this.versionReading = reading;
    return reading;
  }
}
