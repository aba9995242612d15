import type { CountryCode, Language } from '@shop/i18n';
import type { PageGroup, RelationType, Segment } from './model';

/**
 * What the index is fed with: the catalogue in every language at once, as a product-information system exports it.
 * `indexCatalog(db, catalog)` writes it into the embedded index (like a bulk request to a search engine); the demo
 * world (packages/demo-data) is one producer. Texts are objects with a value per language.
 */
export type Localized = Record<Language, string>;

export interface CatalogImport {
  brands: BrandImport[];
  categories: CategoryImport[];
  sizeTables: SizeTableImport[];
  products: ProductImport[];
  /** Extra URL-search entries (listing pages such as brand pages; content pages come from the content service). */
  pages: PageImport[];
  /** Search terms offered as suggestions (popular searches), besides product and category names. */
  searchTerms: Localized[];
}

export interface BrandImport {
  slug: string;
  name: string;
}

export interface CategoryImport {
  id: string;
  parentId: string | null;
  segment: Segment;
  kind: 'standard' | 'sale' | 'new';
  position: number;
  name: Localized;
  /** This category's own path segment per language; the full URL is the parents' segments joined with `/`. */
  urlSegment: Localized;
}

export interface SizeTableImport {
  id: string;
  rows: { eu: string; us: string; uk: string; cm: string }[];
  advice: Localized | null;
}

export interface VariantImport {
  id: string;
  sku: string;
  legacySku: string;
  size: string;
  position: number;
  /** Pre-order delivery time per language, null when stocked normally. */
  deliveryTime: Localized | null;
}

export interface PriceImport {
  /** Minor units. */
  price: number;
  regular: number;
}

export interface ProductImport {
  id: string;
  sku: string;
  parentSku: string;
  parentId: string;
  modelCode: string;
  segment: Segment;
  brandSlug: string;
  name: Localized;
  description: Localized;
  color: Localized;
  colorHex: string;
  /** ISO dates. */
  releaseDate: string;
  comingSoonDate: string | null;
  isNew: boolean;
  isOneSize: boolean;
  images: string[];
  hoverImage: string | null;
  video: string | null;
  marketingLabel: Localized | null;
  /** Sale label per country (the index's `sac_{country}`); countries without one are absent. */
  saleLabels: Partial<Record<CountryCode, Localized>>;
  urlKey: Localized;
  prices: { EUR: PriceImport; GBP: PriceImport };
  /** ISO timestamp. */
  priceUpdatedAt: string;
  /** Ranking weight for the "recommended" sort (higher first). */
  popularity: number;
  variants: VariantImport[];
  relations: { sku: string; type: RelationType }[];
  /** Category ids; ancestors are implied. */
  categoryIds: string[];
  sizeTableId: string | null;
}

export interface PageImport {
  label: Localized;
  /** Path per language without slashes at the ends. */
  url: Localized;
  pageGroup: PageGroup;
  /** Parent labels per language, outermost first. */
  parents: Localized[];
}
