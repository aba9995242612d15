import { BRANDS, CATEGORIES, categoryObject, PRODUCTS, productObject, productUrl } from './fake-catalog';

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
