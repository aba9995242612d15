import type { Database } from '@shop/db';
import { type Kysely, sql } from 'kysely';

/** Stock of one SKU as the shop sells it (spec commerce §3: productNumber, available, availableStock). */
export interface SkuStock {
  productNumber: string;
  available: boolean;
  /** Units at the distribution centre(s): what the web shop can ship. Store stock is sold in the stores. */
  availableStock: number;
}

/** One row of findStocks (spec commerce §3 Stock per location, §7 findStocks): units of a SKU at a location. */
export interface LocationStock {
  /** The location's code (a store's is its id in the store directory). */
  code: string;
  name: string;
  qty: number;
  sku: string;
}

export interface FindStocksQuery {
  /** Variant SKUs (`20413.102.38`), or product SKUs with `products` (then every size of each counts). */
  skus: readonly string[];
  /** Product SKUs: rows of their variants. */
  products?: boolean;
  /**
   * The spec's `unmanaged`: true asks the stores (stock sold over the counter, not managed by the web shop), false
   * the distribution centre(s).
   */
  unmanaged: boolean;
}

export interface StockService {
  /** Stock per SKU, in the order asked; a SKU nobody stocks has 0 and is not available. */
  stockBySkus(skus: readonly string[]): Promise<SkuStock[]>;
  /**
   * Stock per product, over all its sizes: a product SKU (`20413.102`) covers its own stock rows and those of its
   * variants (`20413.102.38`: the product SKU, a dot, the size). In the order asked.
   */
  stockByProductSkus(productSkus: readonly string[]): Promise<SkuStock[]>;
  /** findStocks: the locations holding the SKUs (rows with units only), by SKU and location code. */
  findStocks(query: FindStocksQuery): Promise<LocationStock[]>;
}

export class PostgresStockService implements StockService {
  constructor(private readonly db: Kysely<Database>) {}

  async stockBySkus(skus: readonly string[]): Promise<SkuStock[]> {
    if (skus.length === 0) return [];
    const rows = await this.db
      .selectFrom('commerce_stock as s')
      .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
      .where('l.kind', '=', 'dc')
      .where('s.sku', 'in', [...new Set(skus)])
      .groupBy('s.sku')
      .select((eb) => ['s.sku', eb.fn.sum<string | number>('s.qty').as('qty')])
      .execute();
    const qtyBySku = new Map(rows.map((row) => [row.sku, Number(row.qty)]));
    return skus.map((sku) => {
      const availableStock = qtyBySku.get(sku) ?? 0;
      return { productNumber: sku, available: availableStock > 0, availableStock };
    });
  }

  async stockByProductSkus(productSkus: readonly string[]): Promise<SkuStock[]> {
    if (productSkus.length === 0) return [];
    const unique = [...new Set(productSkus)];
    // Variants by an index range on the SKU prefix (`~>=~`/`~<~` compare bytes: '/' follows '.'), see migration 0003.
    const rows = await sql<{ product_sku: string; qty: number }>`
      select p.product_sku, coalesce(sum(s.qty), 0)::int as qty
      from unnest(${sql.val(unique)}::text[]) as p(product_sku)
      cross join lateral (
        select qty, location_code from commerce_stock where sku = p.product_sku
        union all
        select qty, location_code from commerce_stock
        where sku ~>=~ (p.product_sku || '.') and sku ~<~ (p.product_sku || '/')
      ) as s
      join commerce_stock_location l on l.code = s.location_code and l.kind = 'dc'
      group by p.product_sku
    `.execute(this.db);
    const qtyBySku = new Map(rows.rows.map((row) => [row.product_sku, Number(row.qty)]));
    return productSkus.map((sku) => {
      const availableStock = qtyBySku.get(sku) ?? 0;
      return { productNumber: sku, available: availableStock > 0, availableStock };
    });
  }

  async findStocks({ skus, products = false, unmanaged }: FindStocksQuery): Promise<LocationStock[]> {
    if (skus.length === 0) return [];
    const unique = [...new Set(skus)];
    const kind = unmanaged ? 'store' : 'dc';
    // Variants of a product by an index range on the SKU prefix, as in stockByProductSkus.
    const rows = products
      ? await sql<LocationStock>`
          select l.code, l.name, s.qty, s.sku
          from unnest(${sql.val(unique)}::text[]) as p(product_sku)
          cross join lateral (
            select sku, qty, location_code from commerce_stock where sku = p.product_sku
            union all
            select sku, qty, location_code from commerce_stock
            where sku ~>=~ (p.product_sku || '.') and sku ~<~ (p.product_sku || '/')
          ) as s
          join commerce_stock_location l on l.code = s.location_code and l.kind = ${kind}
          where s.qty > 0
        `
          .execute(this.db)
          .then((result) => result.rows)
      : await this.db
          .selectFrom('commerce_stock as s')
          .innerJoin('commerce_stock_location as l', 'l.code', 's.location_code')
          .where('l.kind', '=', kind)
          .where('s.sku', 'in', unique)
          .where('s.qty', '>', 0)
          .select(['l.code', 'l.name', 's.qty', 's.sku'])
          .execute();
    return rows
      .map((row) => ({ code: row.code, name: row.name, qty: Number(row.qty), sku: row.sku }))
      .sort((a, b) => a.sku.localeCompare(b.sku) || a.code.localeCompare(b.code));
  }
}
