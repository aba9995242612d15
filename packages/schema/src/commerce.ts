/**
 * The commerce subschema: store configuration, stock and (in later issues) contexts, carts, orders and customers.
 * Its upstream is the embedded commerce engine (packages/commerce) or, later, the Shopware Store API.
 */
import { commerceAccountTypeDefs } from './commerce-account';
import { commerceCartTypeDefs } from './commerce-cart';
import { commerceNewsletterTypeDefs } from './commerce-newsletter';
import { commerceStoresTypeDefs } from './commerce-stores';

const storeAndStockTypeDefs = /* GraphQL */ `
  "A country the shop sells to."
  type Country {
    id: ID!
    "ISO 3166-1 alpha-2 code."
    iso: String!
    "Name in the request's language."
    name: String!
  }

  type Currency {
    id: ID!
    "ISO 4217 code."
    iso: String!
    symbol: String!
    name: String!
  }

  type Language {
    id: ID!
    "ISO 639-1 code."
    code: String!
    name: String!
  }

  "A form of address (spec: salutations, key mr or mrs)."
  type Salutation {
    id: ID!
    key: String!
    "Label in the request's language."
    name: String!
  }

  "The configuration of the request's store (spec commerce §3 Store config)."
  type StoreConfig {
    countries: [Country!]!
    "The store's currency."
    currency: Currency!
    languages: [Language!]!
    salutations: [Salutation!]!
  }

  "A store view: one of the nine stores (spec commerce §3 Store view)."
  type Store {
    code: ID!
    name: String!
    countryCode: String!
    "Language code, e.g. nl."
    lang: String!
    "Locale, e.g. nl-NL."
    language: String!
    baseUrl: String!
    currency: String!
  }

  "Stock of one SKU over the sellable locations."
  type StockData {
    productNumber: ID!
    available: Boolean!
    availableStock: Int!
    "The product this stock belongs to (resolved from the catalog)."
    product: Product
  }

  "Commerce's view of a product: what it knows about a SKU."
  type Product {
    sku: ID!
    stock: StockData!
  }

  type Query {
    storeConfig: StoreConfig!
    "The store this request is for (chosen by the x-shop-store header)."
    currentStore: Store!
    "All stores, for the store switch."
    stores: [Store!]!
    "Stock per SKU (spec commerce §7 stock data). Needs at least one SKU."
    stockData(skus: [ID!]!): [StockData!]!
    "Entry point for type merging: commerce's products by SKU, in the order asked."
    _commerceProductsBySkus(skus: [ID!]!): [Product]!
  }
`;

/** The whole commerce subschema: store configuration and stock, carts, checkout and payment. */
export const commerceTypeDefs = `${storeAndStockTypeDefs}\n${commerceCartTypeDefs}\n${commerceAccountTypeDefs}\n${commerceNewsletterTypeDefs}\n${commerceStoresTypeDefs}`;
