import { BRANDS, CATEGORIES, categoryObject, PRODUCTS, productObject, productUrl } from './fake-catalog';
import { contentPageAt, contentPageObject, EMPTY_LAYOUT, productPageContent } from './fake-content';

/** What a path of the fake catalogue is (test/fake-gateway.ts), as the gateway's `catalogRoute` answers it. */
export function catalogRoute(path: string, store: string) {
  const clean = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  const legacy = /(\d+)x(\d+)(?:x[\w.]+)?\.html$/.exec(clean);
  if (legacy) {
    const product = PRODUCTS.find((candidate) => candidate.sku === `${legacy[1]}.${legacy[2]}`);
    return product ? { __typename: 'RedirectRoute', location: `/${productUrl(product)}`, status: 301 } : null;
  }
  const [first, brandSlug, ...rest] = clean.split('/');
  if (first === 'brands' && brandSlug) {
    const brand = BRANDS.find((candidate) => candidate.slug === brandSlug);
    const category = rest.length ? CATEGORIES.find((candidate) => candidate.url === rest.join('/')) : undefined;
    if (!brand || (rest.length && !category)) return null;
    return {
      __typename: 'BrandRoute',
      brand: { ...brand, url: `brands/${brand.slug}` },
      category: category ? categoryObject(category) : null,
    };
  }
  const product = PRODUCTS.find((candidate) => productUrl(candidate) === clean);
  if (product) return { __typename: 'ProductRoute', product: productObject(product, store) };
  const category = CATEGORIES.find((candidate) => candidate.url === clean);
  if (category) return { __typename: 'CategoryRoute', category: categoryObject(category) };
  return null;
}

/**
 * What a path is, as the gateway's `route` answers it: the catalog's page (a product with its page content), else the
 * content page at the path, else not found with the 404 document.
 */
export function route(path: string, store: string) {
  const catalog = catalogRoute(path, store);
  if (catalog?.__typename === 'ProductRoute') return { ...catalog, content: productPageContent(store) };
  if (catalog) return catalog;
  const page = contentPageAt(path);
  if (page) {
    return {
      __typename: 'ContentPageRoute',
      page: contentPageObject(store, page),
      customerService: EMPTY_LAYOUT.customerService,
    };
  }
  return { __typename: 'NotFoundRoute', errorPage: contentPageObject(store, '404') };
}

const FAKE_STORES = ['nl-nl', 'nl-be', 'fr-be', 'fr-fr', 'de-de', 'de-at', 'de-lu', 'fr-lu', 'en'];

/** The page in every store: a path at the same path in each (the real gateway translates it). */
export function storeSwitch(path: string, store: string) {
  return FAKE_STORES.map((code) => ({
    storeCode: code,
    storeName: code,
    language: code === 'en' ? 'en' : code.slice(0, 2),
    path,
    url: `http://${code}.localhost:3000${path}`,
    translated: true,
    current: code === store,
  }));
}
