import type { CatalogImport } from '../src/import';
import { categories } from './fixture-categories';
import { products } from './fixture-products';
import { same, text } from './fixture-text';

/*
 * A small hand-made catalogue: two segments, shoes with sneakers, boots and pumps, accessories, sale and new
 * categories, four brands, fourteen products with texts in four languages, plus stock rows for commerce's tables.
 * Every figure the tests expect can be read off here.
 */

export const catalog: CatalogImport = {
  brands: [
    { slug: 'amstel-rue', name: 'Amstel Rue' },
    { slug: 'nordpeak', name: 'Nordpeak' },
    { slug: 'veloria', name: 'Véloria' },
    { slug: 'kraftwerk', name: 'Kraftwerk' },
  ],
  categories,
  sizeTables: [
    {
      id: 'shoes-eu',
      rows: [
        { eu: '38', us: '7.5', uk: '5', cm: '24' },
        { eu: '39', us: '8', uk: '6', cm: '24.7' },
      ],
      advice: text('Fits true to size.', 'Valt normaal.', 'Fällt normal aus.', 'Taille normalement.'),
    },
  ],
  products,
  pages: [
    {
      label: same('Amstel Rue'),
      url: text('brands/amstel-rue', 'merken/amstel-rue', 'marken/amstel-rue', 'marques/amstel-rue'),
      pageGroup: 'Plp',
      parents: [text('Brands', 'Merken', 'Marken', 'Marques')],
    },
    {
      label: text('Customer service', 'Klantenservice', 'Kundenservice', 'Service client'),
      url: text('customer-service', 'klantenservice', 'kundenservice', 'service-client'),
      pageGroup: "Pagina's",
      parents: [],
    },
    {
      label: text('Sneaker care', 'Sneakerverzorging', 'Sneakerpflege', 'Entretien des baskets'),
      url: text(
        'customer-service/sneaker-care',
        'klantenservice/sneakerverzorging',
        'kundenservice/sneakerpflege',
        'service-client/entretien-baskets',
      ),
      pageGroup: "Pagina's",
      parents: [text('Customer service', 'Klantenservice', 'Kundenservice', 'Service client')],
    },
  ],
  searchTerms: [
    text('white sneakers', 'witte sneakers', 'weiße Sneaker', 'baskets blanches'),
    text('boots', 'laarzen', 'Stiefel', 'bottes'),
  ],
};

/** Stock per variant SKU: [distribution centre, store]. Sizes not listed have none. */
export const stock: Record<string, [dc: number, store: number]> = {
  '10001.101.38': [3, 0],
  '10001.101.39': [0, 2],
  '10001.101.40': [5, 1],
  '10001.102.37': [1, 0],
  '10001.102.38': [2, 0],
  '10002.201.38': [4, 0],
  '10002.201.39': [1, 0],
  '10003.301.39': [2, 1],
  '10004.401.37': [1, 0],
  '10005.501.43': [6, 0],
  '10006.601.42': [1, 0],
  '10006.601.43': [0, 3],
  '10007.701.44': [2, 0],
  '10008.801.40': [3, 0],
  '10010.110.One size': [20, 5],
  '10011.111.38': [7, 0],
  '10011.111.39': [2, 0],
  '10012.121.37': [1, 0],
  '10013.131.45': [1, 0],
};

/** The stock rows for commerce's tables: one distribution centre and one store. */
export function stockRows() {
  return Object.entries(stock).flatMap(([sku, [dc, store]]) => [
    ...(dc > 0 ? [{ sku, location_code: 'dc-nl', qty: dc }] : []),
    ...(store > 0 ? [{ sku, location_code: 'store-ams', qty: store }] : []),
  ]);
}

export const stockLocations = [
  { code: 'dc-nl', name: 'Distribution centre', kind: 'dc' as const },
  { code: 'store-ams', name: 'Amsterdam', kind: 'store' as const },
];
