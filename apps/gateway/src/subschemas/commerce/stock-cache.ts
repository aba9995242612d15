import type { CommerceUpstream, FindStocksQuery, LocationStock, SkuStock, StockService } from '@shop/commerce';
import { type IndexVersion, VersionedRecords } from '../../cache/index-version';

/** Products' stock figures kept at most: each a few numbers. */
const PRODUCT_STOCKS = 50_000;

/**
 * The stock of whole products (a product's rows and its sizes', distribution centres only), as the merged
 * `Product.stock` shows it beside the catalogue, from memory as of the catalog index's version: every order and
 * cancelled payment refreshes the catalog's stock and so raises the version (IndexVersion), at once in this process
 * and within a second in the others. A list of products costs one query for the SKUs not in memory, and none for a
 * repeated list. Checkout does not read stock here: an order takes its units from the database itself.
 */
export class CachedStockService implements StockService {
  private readonly products: VersionedRecords<SkuStock>;

  constructor(
    private readonly stock: StockService,
    version: IndexVersion,
    ttlMs: number,
  ) {
    this.products = new VersionedRecords(version, { maxEntries: PRODUCT_STOCKS, ttlMs });
  }

  stockByProductSkus(productSkus: readonly string[]): Promise<SkuStock[]> {
    return this.products.load('', productSkus, (missing) => this.stock.stockByProductSkus(missing));
  }

  stockBySkus(skus: readonly string[]): Promise<SkuStock[]> {
    return this.stock.stockBySkus(skus);
  }

  findStocks(query: FindStocksQuery): Promise<LocationStock[]> {
    return this.stock.findStocks(query);
  }
}

/** The commerce upstream with products' stock from memory (CachedStockService). */
export function withStockCache(commerce: CommerceUpstream, version: IndexVersion, ttlMs: number): CommerceUpstream {
  return {
    ...commerce,
    stores: { ...commerce.stores, stock: new CachedStockService(commerce.stores.stock, version, ttlMs) },
  };
}
