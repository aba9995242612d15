import type { Generated, JSONColumnType } from 'kysely';

/**
 * The tables as kysely sees them, named as in SQL (snake_case; no CamelCasePlugin, so a query reads like the SQL it
 * runs). Each engine owns the tables with its prefix: `catalog_*` for the product index, `commerce_*` for the embedded
 * commerce engine. Keep this in step with `src/migrations`: the migrations are the truth, this is their type.
 */
export interface Database {
  catalog_product: CatalogProductTable;
  catalog_price: CatalogPriceTable;
  commerce_stock_location: CommerceStockLocationTable;
  commerce_stock: CommerceStockTable;
}

export type Language = 'en' | 'nl' | 'de' | 'fr';
export type CurrencyCode = 'EUR' | 'GBP';
export type StockLocationKind = 'dc' | 'store';

/** A text in each of the shop's languages (a `jsonb` object with these four keys). */
export type LocalizedText = Record<Language, string>;

/** jsonb reads as the parsed object; writes take JSON text (`JSON.stringify(...)`), which both drivers pass as is. */
type LocalizedTextColumn = JSONColumnType<LocalizedText>;

export interface CatalogProductTable {
  sku: string;
  brand: string;
  name: LocalizedTextColumn;
  /** The product page's path segment in each language. */
  url_key: LocalizedTextColumn;
  /** Defaults to now(); settable so imports and demo data can date their products. */
  created_at: Generated<Date>;
}

/** Prices in integer minor units (cents, pence), one row per product and currency. */
export interface CatalogPriceTable {
  sku: string;
  currency: CurrencyCode;
  price_minor: number;
  regular_price_minor: number;
}

export interface CommerceStockLocationTable {
  code: string;
  name: string;
  /** A distribution centre ships web orders; a store sells over the counter. */
  kind: StockLocationKind;
}

export interface CommerceStockTable {
  /** Not a foreign key: commerce stocks SKUs without depending on the catalog's tables. */
  sku: string;
  location_code: string;
  qty: number;
}
