import { LRUCache } from 'lru-cache';
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
} from './model';

export interface AnswerCacheOptions {
  /** Answers kept at most (least recently used go first). */
  maxEntries?: number;
  /**
   * The answers' size kept at most, counted as the length of their JSON (least recently used go first): answers
   * differ a hundredfold, from a suggestion list to a listing page of 96 products with their variants.
   */
  maxBytes?: number;
  /** How long an answer may be served, at most, in milliseconds. */
  ttlMs?: number;
  /** How often the index's version is read again, at most, in milliseconds. */
  versionCheckMs?: number;
}

/** What an answer still being worked out counts for. */
const PENDING_ANSWER_BYTES = 1024;

/** An answer's size as the cache counts it: the length of its JSON (at least 1). */
function answerBytes(value: unknown): number {
  return Math.max(1, JSON.stringify(value)?.length ?? 1);
}

export const DEFAULT_ANSWER_CACHE: Required<AnswerCacheOptions> = {
  maxEntries: 5000,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 60_000,
  versionCheckMs: 1000,
};

/**
 * A product index that remembers the answers of searches: quick search (asked again and again while shoppers type
 * the same popular words), search pages and category listings with their facets. The cost of a search on the embedded
 * index grows with the number of matching products (a word like `schoen` matches most of a large catalogue), and
 * shoppers mostly ask what others asked a moment ago.
 *
 * An answer is keyed by what was asked, the view (language, currency, country) and the index's version, so an import
 * or a stock refresh in any process makes every older answer unused from the next version check on (at most
 * `versionCheckMs` later). Answers also expire after `ttlMs`. Product lookups by SKU or URL are not cached here
 * (they are cheap, and the gateway batches them per request). Concurrent identical searches share one query.
 */
export class CachedProductIndex implements ProductIndex {
  private readonly answers: LRUCache<string, Promise<unknown>>;
  private readonly options: Required<AnswerCacheOptions>;
  private knownVersion: { value: number; readAt: number } | undefined;
  private versionReading: Promise<number> | undefined;

  constructor(
    private readonly index: ProductIndex,
    private readonly readVersion: () => Promise<number>,
    options: AnswerCacheOptions = {},
  ) {
    this.options = { ...DEFAULT_ANSWER_CACHE, ...options };
    this.answers = new LRUCache({
      max: this.options.maxEntries,
      maxSize: this.options.maxBytes,
      ttl: this.options.ttlMs,
    });
  }

  /** Forgets every answer (e.g. after an import in this process, without waiting for the version check). */
  clear(): void {
    this.answers.clear();
    this.knownVersion = undefined;
  }

  quickSearch(text: string, view: IndexView): Promise<QuickSearchResult> {
    return this.remember(['quick', text, view], () => this.index.quickSearch(text, view));
  }

  searchProducts(search: ProductSearch, view: IndexView): Promise<ProductSearchResult> {
    return this.remember(['search', search, view], () => this.index.searchProducts(search, view));
  }

  searchUrls(text: string, view: IndexView, limit?: number): Promise<UrlHit[]> {
    return this.remember(['urls', text, view, limit], () => this.index.searchUrls(text, view, limit));
  }

  suggest(text: string, view: IndexView, limit?: number): Promise<Suggestion[]> {
    return this.remember(['suggest', text, view, limit], () => this.index.suggest(text, view, limit));
  }

  productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]> {
    return this.index.productsBySkus(skus, view);
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

  newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]> {
    return this.index.newestProducts(first, view);
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

  private async remember<T>(question: readonly unknown[], answer: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const key = JSON.stringify([version, ...question]);
    const known = this.answers.get(key);
    if (known) return known as Promise<T>;
    const pending = answer();
    this.answers.set(key, pending, { size: PENDING_ANSWER_BYTES });
    pending.then(
      // Its size is known once it is answered; an answer larger than the whole cache is not kept.
      (value) => {
        if (this.answers.peek(key) !== pending) return;
        // lru-cache counts a size again only for a new value: set anew, for the rest of its time.
        const ttl = this.answers.getRemainingTTL(key);
        this.answers.delete(key);
        if (ttl > 0) this.answers.set(key, pending, { size: answerBytes(value), ttl });
      },
      // A failure is not an answer: the next request asks again.
      () => {
        if (this.answers.peek(key) === pending) this.answers.delete(key);
      },
    );
    return pending;
  }

  private async version(): Promise<number> {
    const now = performance.now();
    if (this.knownVersion && now - this.knownVersion.readAt < this.options.versionCheckMs) {
      return this.knownVersion.value;
    }
    this.versionReading ??= this.readVersion()
      .then((value) => {
        this.knownVersion = { value, readAt: performance.now() };
        return value;
      })
      .finally(() => {
        this.versionReading = undefined;
      });
    return this.versionReading;
  }
}
