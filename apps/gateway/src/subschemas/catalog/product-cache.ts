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
import { type IndexVersion, VersionedRecords } from '../../cache/index-version';

export interface ProductRecordCacheOptions {
  /** Products kept at most, over all views (least recently used go first). */
  maxEntries: number;
  /** How long a product may be served, at most, in milliseconds. */
  ttlMs: number;
}

/** Answers of `newestProducts` kept (one per store and length asked). */
const NEWEST_ANSWERS = 100;

const scopeOf = (view: IndexView) => `${view.language}\u0000${view.currency}\u0000${view.country}`;

/**
 * Product records by SKU from memory. On the embedded index one product lookup is a query of several milliseconds
 * (variants, stock and relations aggregated), most of a product answer's cost, and shoppers ask for the same few
 * products again and again (home tiles, a product everyone opens). A record is keyed by the index's version
 * (IndexVersion: imports and stock refreshes raise it), the view and the SKU; the newest products (the home page's
 * tiles) likewise. Only the SKUs not in memory are asked for, in one call.
 */
export class ProductRecordCache implements ProductIndex {
  private readonly records: VersionedRecords<IndexedProduct | null>;
  private readonly newest: VersionedRecords<IndexedProduct[]>;

  constructor(
    private readonly index: ProductIndex,
    version: IndexVersion,
    options: ProductRecordCacheOptions,
  ) {
    this.records = new VersionedRecords(version, options);
    this.newest = new VersionedRecords(version, { maxEntries: NEWEST_ANSWERS, ttlMs: options.ttlMs });
  }

  productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]> {
    return this.records.load(scopeOf(view), skus, (missing) => this.index.productsBySkus(missing, view));
  }

  newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]> {
    return this.newest.one(`${first}\u0000${scopeOf(view)}`, () => this.index.newestProducts(first, view));
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
}
