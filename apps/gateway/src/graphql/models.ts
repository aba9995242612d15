import type { IndexedProduct, IndexedVariant, ProductSearch, Suggestion, UrlHit } from '@shop/catalog';
import type { CurrencyCode } from '@shop/i18n';

/**
 * The parent objects resolvers pass around (codegen "mappers"): what an upstream returns before the gateway adds
 * computed fields such as `Money.formatted`.
 */
export interface MoneyModel {
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
}

export interface ProductModel {
  sku: string;
}

/** An image of the image service: its key, and the alternative text in the request's language. */
export interface ImageModel {
  key: string;
  alt: string;
}

/** Facets as the index answers them: prices in minor units of the request's currency. */
export interface FacetsModel {
  categories: { value: string; label: string; count: number }[];
  brands: { value: string; label: string; count: number }[];
  colors: { value: string; label: string; count: number }[];
  sizes: { value: string; label: string; count: number }[];
  priceRange: { min: MoneyModel; max: MoneyModel } | null;
  saleCount: number;
  newCount: number;
}

/** A size with what the gateway needs to judge it: the product's coming-soon date. */
export interface VariantModel extends IndexedVariant {
  comingSoonDate: string | null;
}

/** The search screen's answer before its parts are loaded: each part resolves only when asked for. */
export interface SearchModel {
  text: string;
  searched: boolean;
  redirect: string | null;
  search: ProductSearch;
}

/** The search overlay's answer, loaded at once (one index call). */
export interface QuickSearchModel {
  searched: boolean;
  redirect: string | null;
  products: IndexedProduct[];
  totalCount: number;
  urls: UrlHit[];
  suggestions: Suggestion[];
}

export interface StockDataModel {
  productNumber: string;
  available: boolean;
  availableStock: number;
}

/** A product as commerce knows it; `stock` is filled when it was loaded together with the product. */
export interface CommerceProductModel extends ProductModel {
  stock?: StockDataModel;
}

/** A cart's totals before the gateway adds the display rules (Belgian rounding, VAT label). */
export interface CartPriceModel {
  positionPrice: MoneyModel;
  totalPrice: MoneyModel;
  netPrice: MoneyModel;
  tax: MoneyModel;
  taxRate: number;
}

/** A line of an order as the order history shows it, before the catalog's product is merged in. */
export interface CustomerOrderItemModel {
  type: 'article' | 'delivery' | 'transaction_costs' | 'discount';
  sku: string | null;
  barcode: string | null;
  name: string;
  productNo: string | null;
  size: string | null;
  regularPrice: MoneyModel;
  salePrice: MoneyModel;
  quantity: number;
}
