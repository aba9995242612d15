/**
 * The parent objects resolvers pass around (codegen "mappers"): what an upstream returns before the gateway adds
 * computed fields such as `Money.formatted`.
 */
export interface MoneyModel {
  /** Minor units. */
  amount: number;
  currency: 'EUR' | 'GBP';
}

export interface ProductModel {
  sku: string;
}

/** A product as the catalog's upstream answers it, in the request's language and currency. */
export interface CatalogProductModel extends ProductModel {
  brand: string;
  name: string;
  urlKey: string;
  price: MoneyModel;
  regularPrice: MoneyModel;
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
