import {
  brandOf,
  CATEGORIES,
  categoryById,
  type FakeCategory,
  type FakeProduct,
  inCategory,
  money,
  PRODUCTS,
  productObject,
} from './fake-catalog';

/** The fake gateway's search over its catalogue (test/fake-gateway.ts): text, filters, sorts, facets, paging. */

export const SALE_WORDS: Record<string, string> = {
  sale: 'dames/sale',
  actie: 'dames/sale',
  rabatt: 'dames/sale',
  promotion: 'dames/sale',
};

export interface SearchInput {
  text?: string | null;
  filters?: {
    categoryId?: string | null;
    brands?: string[] | null;
    colors?: string[] | null;
    sizes?: string[] | null;
    priceMin?: number | null;
    priceMax?: number | null;
    sale?: boolean | null;
    isNew?: boolean | null;
  } | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const matchesText = (product: FakeProduct, text: string) =>
  `${product.name} ${brandOf(product).name} ${product.color}`.toLowerCase().includes(text.toLowerCase().trim());

function facetValues(products: FakeProduct[], values: (product: FakeProduct) => [string, string][]) {
  const counts = new Map<string, { label: string; count: number }>();
  for (const product of products) {
    for (const [value, label] of values(product)) {
      const entry = counts.get(value) ?? { label, count: 0 };
      entry.count += 1;
      counts.set(value, entry);
    }
  }
  return [...counts].map(([value, { label, count }]) => ({ value, label, count }));
}

export function searchProducts(input: SearchInput, store: string) {
  const filters = input.filters ?? {};
  const text = input.text?.trim() ?? '';
  let products = PRODUCTS.filter(
    (product) =>
      (!text || matchesText(product, text)) &&
      (!filters.categoryId || inCategory(product, filters.categoryId)) &&
      (!filters.brands?.length || filters.brands.includes(product.brand)) &&
      (!filters.colors?.length || filters.colors.includes(product.color)) &&
      (!filters.sizes?.length || product.sizes.some(([size]) => filters.sizes?.includes(size))) &&
      (filters.priceMin == null || product.price >= filters.priceMin) &&
      (filters.priceMax == null || product.price <= filters.priceMax) &&
      (!filters.sale || product.price < product.regular) &&
      (!filters.isNew || product.isNew),
  );
  const sorts: Record<string, (a: FakeProduct, b: FakeProduct) => number> = {
    NAME_ASC: (a, b) => a.name.localeCompare(b.name),
    NAME_DESC: (a, b) => b.name.localeCompare(a.name),
    PRICE_ASC: (a, b) => a.price - b.price,
    PRICE_DESC: (a, b) => b.price - a.price,
  };
  const sort = sorts[input.sort ?? ''];
  if (sort) products = [...products].sort(sort);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 24;
  const totalPages = Math.ceil(products.length / pageSize);
  const prices = products.map((product) => product.price);
  return {
    products: products.slice((page - 1) * pageSize, page * pageSize).map((product) => productObject(product, store)),
    totalCount: products.length,
    page,
    pageSize,
    totalPages,
    hasMore: page < totalPages,
    facets: {
      categories: facetValues(products, (product) => {
        const category = categoryById(product.categoryId) as FakeCategory;
        return [[category.id, category.name]];
      }),
      brands: facetValues(products, (product) => [[product.brand, brandOf(product).name]]),
      colors: facetValues(products, (product) => [[product.color, product.color]]),
      sizes: facetValues(products, (product) => product.sizes.map(([size]) => [size, size])),
      priceRange: prices.length
        ? { min: money(Math.min(...prices), store), max: money(Math.max(...prices), store) }
        : null,
      saleCount: products.filter((product) => product.price < product.regular).length,
      newCount: products.filter((product) => product.isNew).length,
    },
  };
}

export const urlHits = (text: string) =>
  CATEGORIES.filter((category) => text && category.name.toLowerCase().includes(text.toLowerCase().trim()))
    .slice(0, 5)
    .map((category) => ({ label: category.name, url: category.url, pageGroup: 'CATEGORY', parents: [] }));

export const suggestions = (text: string) =>
  [...new Set(PRODUCTS.filter((product) => matchesText(product, text)).map((product) => product.name.toLowerCase()))]
    .slice(0, 5)
    .map((suggestion) => ({ text: suggestion }));
