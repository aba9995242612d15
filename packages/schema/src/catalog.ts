/**
 * The catalog subschema: the product index. Its upstream is the embedded PostgreSQL index (packages/catalog) or,
 * later, a remote search index. `Product` is merged with the commerce subschema by `sku`.
 */
export const catalogTypeDefs = /* GraphQL */ `
  """
  An amount of money: integer minor units (cents, pence) and currency. \`formatted\` is written for the request's store.
  """
  type Money {
    "Minor units: 1995 is 19.95."
    amount: Int!
    currency: CurrencyCode!
    "The amount as the request's store writes it, e.g. \`€ 19,95\` in nl-nl or \`£19.95\` in en."
    formatted: String!
  }

  enum CurrencyCode {
    EUR
    GBP
  }

  "A product of the assortment, as the search index knows it."
  type Product {
    sku: ID!
    name: String!
    brand: String!
    "Path of the product page on the request's store, without leading slash."
    url: String!
    "Price to pay in the request's store currency."
    price: Money!
    "Price before discount; equal to \`price\` when there is no discount."
    regularPrice: Money!
  }

  type Query {
    "A product by its SKU, or null when the index has no such product."
    product(sku: ID!): Product
    "The newest products of the assortment."
    products(first: Int! = 12): [Product!]!
    "Entry point for type merging: products by SKU, in the order asked, null where unknown."
    _catalogProductsBySkus(skus: [ID!]!): [Product]!
  }
`;
