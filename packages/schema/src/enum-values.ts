/**
 * Internal values of the catalog's enums: what the engine speaks, while the schema shows the enum names. One place
 * for codegen (`enumValues`, so resolver types use the internal values) and the resolvers (which map them at run time).
 */
export const CATALOG_ENUM_VALUES = {
  Segment: { FOR_HER: 'for-her', FOR_HIM: 'for-him' },
  ProductSort: {
    RECOMMENDED: 'recommended',
    NEW: 'new',
    SALE: 'sale',
    NAME_ASC: 'name-asc',
    NAME_DESC: 'name-desc',
    PRICE_ASC: 'price-asc',
    PRICE_DESC: 'price-desc',
  },
} as const;
