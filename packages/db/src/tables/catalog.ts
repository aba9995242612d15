import type { CurrencyCode, Language } from '@shop/i18n';
import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';
import type { LocalizedText, LocalizedTextColumn, NullableJsonColumn } from './columns';

/*
 * The catalog's product index (migration 0002). Source tables hold the imported catalogue; derived tables
 * (catalog_search, catalog_listing, catalog_facet_count, catalog_scope_stats, catalog_url_entry, catalog_suggestion,
 * catalog_term) are rebuilt by `indexCatalog` in @shop/catalog and are not meant to be written elsewhere.
 */

export type CatalogSegment = 'for-her' | 'for-him';
export type CatalogCategoryKind = 'standard' | 'sale' | 'new';
export type CatalogPageGroup = 'Category' | 'Plp' | "Pagina's";
export type CatalogRelationType = 'color_relation' | 'complementary' | 'maintenance';

export interface CatalogBrandTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface CatalogCategoryTable {
  /** Surrogate key used in the derived tables (arrays and scopes). */
  num: Generated<number>;
  /** The imported id. */
  id: string;
  parent_id: string | null;
  segment: CatalogSegment;
  kind: CatalogCategoryKind;
  position: number;
  name: LocalizedTextColumn;
  /** This category's own path segment per language. */
  url_segment: LocalizedTextColumn;
  /** Derived: the parent's num, the depth (1 for a root), the nums from the root to this one, the full paths. */
  parent_num: Generated<number | null>;
  level: Generated<number>;
  path: Generated<number[]>;
  url: JSONColumnType<LocalizedText, string | undefined, string>;
}

export interface CatalogColorTable {
  id: Generated<number>;
  name: LocalizedTextColumn;
}

export interface CatalogSizeTable {
  num: Generated<number>;
  label: string;
  /** Display order in the size facet. */
  position: Generated<number>;
}

export interface CatalogSizeTableRow {
  eu: string;
  us: string;
  uk: string;
  cm: string;
}

export interface CatalogSizeTableTable {
  id: string;
  rows: JSONColumnType<CatalogSizeTableRow[]>;
  advice: NullableJsonColumn<LocalizedText>;
}

export interface CatalogProductTable {
  sku: string;
  id: string;
  parent_sku: string;
  parent_id: string;
  model_code: string;
  segment: CatalogSegment;
  brand_id: number;
  name: LocalizedTextColumn;
  description: LocalizedTextColumn;
  color_id: number;
  color_hex: string;
  /** `date` columns: select them as text (`release_date::text`) to get the ISO date without a time zone. */
  release_date: ColumnType<Date, string, string>;
  coming_soon_date: ColumnType<Date | null, string | null, string | null>;
  is_new: boolean;
  is_one_size: boolean;
  images: string[];
  hover_image: string | null;
  video: string | null;
  marketing_label: NullableJsonColumn<LocalizedText>;
  /** Per country code, a text per language. */
  sale_labels: JSONColumnType<Partial<Record<string, LocalizedText>>>;
  /** The product page's path per language. */
  url: LocalizedTextColumn;
  price_updated_at: ColumnType<Date, Date | string, Date | string>;
  popularity: number;
  category_ids: string[];
  size_table_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogVariantTable {
  sku: string;
  id: string;
  product_sku: string;
  legacy_sku: string;
  size_num: number;
  position: number;
  delivery_time: NullableJsonColumn<LocalizedText>;
}

/** Prices in integer minor units (cents, pence), one row per product and currency. */
export interface CatalogPriceTable {
  sku: string;
  currency: CurrencyCode;
  price_minor: number;
  regular_price_minor: number;
}

export interface CatalogRelationTable {
  product_sku: string;
  related_sku: string;
  type: CatalogRelationType;
  position: number;
}

export interface CatalogPageTable {
  id: Generated<number>;
  /** `{page group}:{English path}`, what an import upserts a page by. */
  key: string;
  page_group: CatalogPageGroup;
  label: LocalizedTextColumn;
  url: LocalizedTextColumn;
  parents: JSONColumnType<LocalizedText[]>;
}

export interface CatalogSearchTermTable {
  id: Generated<number>;
  key: string;
  text: LocalizedTextColumn;
}

/** One row, bumped by every import and stock refresh: caches of rarely changing data (categories) check it. */
export interface CatalogIndexStateTable {
  id: Generated<boolean>;
  version: number;
  /** Bumped by imports only (not by stock refreshes): what copies of the products' texts key on. */
  catalog_version: Generated<number>;
  changed_at: Date;
}

/**
 * What one catalogue import changed, by the index version it raised to (newest rows only): the gateways purge their
 * cached answers and the pages that show these products and categories. `listings`: products came or went, or
 * categories, brands or catalogue pages changed (every listing and search); `everything`: too many products changed
 * to name them.
 */
export interface CatalogChangeTable {
  version: number;
  product_skus: string[];
  category_ids: string[];
  listings: boolean;
  everything: boolean;
  created_at: Generated<Date>;
}

/** Derived: one row per product and language (partitioned by language), with its filter and sort columns. */
export interface CatalogSearchTable {
  language: Language;
  sku: string;
  segment: CatalogSegment;
  brand_id: number;
  color_id: number;
  category_nums: number[];
  /** Sizes in stock at a distribution centre. */
  size_nums: number[];
  is_new: boolean;
  release_date: ColumnType<Date, string, string>;
  popularity: number;
  price_eur: number;
  regular_eur: number;
  price_gbp: number;
  regular_gbp: number;
  discount_eur: GeneratedAlways<number>;
  discount_gbp: GeneratedAlways<number>;
  is_sale_eur: GeneratedAlways<boolean>;
  is_sale_gbp: GeneratedAlways<boolean>;
  name: string;
  /** tsvector. */
  doc: string;
}

/** Derived: one row per product and category (ancestors included; `scope` is the category's num). */
export interface CatalogListingTable {
  scope: number;
  sku: string;
  popularity: number;
  release_date: ColumnType<Date, string, string>;
  price_eur: number;
  price_gbp: number;
  discount_eur: number;
  discount_gbp: number;
  name_en: string;
  name_nl: string;
  name_de: string;
  name_fr: string;
}

export type CatalogFacetKind = 'brand' | 'color' | 'size' | 'category';

/**
 * Derived: how many products of a scope (a category's num; 0 the whole catalogue; -1 for-her; -2 for-him) have each
 * brand, colour, in-stock size and child category.
 */
export interface CatalogFacetCountTable {
  scope: number;
  facet: CatalogFacetKind;
  value: number;
  count: number;
}

export interface CatalogScopeStatsTable {
  scope: number;
  product_count: number;
  new_count: number;
  sale_count_eur: number;
  sale_count_gbp: number;
  price_min_eur: number | null;
  price_max_eur: number | null;
  price_min_gbp: number | null;
  price_max_gbp: number | null;
}

export interface CatalogUrlEntryTable {
  language: Language;
  url: string;
  label: string;
  page_group: CatalogPageGroup;
  parents: string[];
  rank: number;
  tree_order: number[];
  folded: string;
  doc: string;
}

export interface CatalogSuggestionTable {
  language: Language;
  text: string;
  folded: string;
  /** Search terms 4, brands 3, category names 2, product names 1. */
  rank: number;
  /** How many of them share the text. */
  weight: number;
  doc: string;
}

export interface CatalogTermTable {
  language: Language;
  term: string;
  frequency: number;
}
