import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';

export type Language = 'en' | 'nl' | 'de' | 'fr';
export type CurrencyCode = 'EUR' | 'GBP';

/** What the index answers for a product, in one language and currency. */
export interface IndexedProduct {
  sku: string;
  brand: string;
  name: string;
  /** URL key of the product page in the asked language, without slashes. */
  urlKey: string;
  price: { amount: number; currency: CurrencyCode };
  regularPrice: { amount: number; currency: CurrencyCode };
}

/** The view a query is asked in: the request's store decides both. */
export interface IndexView {
  language: Language;
  currency: CurrencyCode;
}

/**
 * The product index the catalog subschema reads. The embedded implementation is PostgreSQL; a search-engine adapter
 * (OpenSearch/Elasticsearch) will implement the same interface.
 */
export interface ProductIndex {
  /** Products by SKU, in the order asked, null where the index has no such product (or no price in the currency). */
  productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]>;
  /** The newest products first. */
  newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]>;
}

export class PostgresProductIndex implements ProductIndex {
  constructor(private readonly db: Kysely<Database>) {}

  private selectProducts(view: IndexView) {
    return this.db
      .selectFrom('catalog_product as p')
      .innerJoin('catalog_price as pr', (join) =>
        join.onRef('pr.sku', '=', 'p.sku').on('pr.currency', '=', view.currency),
      )
      .select((eb) => [
        'p.sku',
        'p.brand',
        eb.ref('p.name', '->>').key(view.language).as('name'),
        eb.ref('p.url_key', '->>').key(view.language).as('url_key'),
        'pr.price_minor',
        'pr.regular_price_minor',
      ]);
  }

  async productsBySkus(skus: readonly string[], view: IndexView): Promise<(IndexedProduct | null)[]> {
    if (skus.length === 0) return [];
    const rows = await this.selectProducts(view)
      .where('p.sku', 'in', [...new Set(skus)])
      .execute();
    const bySku = new Map(rows.map((row) => [row.sku, toIndexedProduct(row, view)]));
    return skus.map((sku) => bySku.get(sku) ?? null);
  }

  async newestProducts(first: number, view: IndexView): Promise<IndexedProduct[]> {
    const limit = Math.max(0, Math.min(first, 100));
    const rows = await this.selectProducts(view)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.sku', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => toIndexedProduct(row, view));
  }
}

interface ProductRow {
  sku: string;
  brand: string;
  name: string | null;
  url_key: string | null;
  price_minor: number;
  regular_price_minor: number;
}

function toIndexedProduct(row: ProductRow, view: IndexView): IndexedProduct {
  return {
    sku: row.sku,
    brand: row.brand,
    name: row.name ?? row.sku,
    urlKey: row.url_key ?? row.sku,
    price: { amount: row.price_minor, currency: view.currency },
    regularPrice: { amount: row.regular_price_minor, currency: view.currency },
  };
}
