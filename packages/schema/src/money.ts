/** Money, shared by every subschema that prices something (catalog, commerce): one definition, merged when stitched. */
export const moneyTypeDefs = /* GraphQL */ `
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
`;
