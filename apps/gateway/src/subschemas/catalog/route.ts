import type { ProductIndex } from '@shop/catalog';
import type { GatewayContext } from '../../context';
import { decodeComponent } from '../../http/decode';
import { viewOf } from './loaders';

/** A legacy product URL: ends in .html and carries an SKU as digits x digits (e.g. `old-name-20413x102.html`). */
const LEGACY_PRODUCT_URL = /(\d+)x(\d+)(?:x[\w.]+)?\.html$/i;

type CatalogRoute =
  | { __typename: 'ProductRoute'; product: NonNullable<Awaited<ReturnType<ProductIndex['productByUrl']>>> }
  | { __typename: 'CategoryRoute'; category: NonNullable<Awaited<ReturnType<ProductIndex['categoryByUrl']>>> }
  | {
      __typename: 'BrandRoute';
      brand: NonNullable<Awaited<ReturnType<ProductIndex['brandBySlug']>>>;
      category: Awaited<ReturnType<ProductIndex['categoryByUrl']>>;
    }
  | { __typename: 'RedirectRoute'; location: string; status: number };

/**
 * What a storefront path is, in the order the spec gives: a legacy product URL (301 to the product's current url), a
 * brand page (with a category inside the brand), a product page, a category page. Null when the catalog does not
 * know the path (the gateway's `route` then asks the content service, else answers not found).
 */
export async function resolveCatalogRoute(
  index: ProductIndex,
  context: GatewayContext,
  rawPath: string,
): Promise<CatalogRoute | null> {
  const view = viewOf(context);
  // A path that cannot be decoded (`%E0%A4%A`, `%00`) is no catalog page.
  const path = decodeComponent(rawPath.split(/[?#]/)[0] ?? '')
    ?.replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (!path) return null;

  const legacy = LEGACY_PRODUCT_URL.exec(path);
  if (legacy) {
    const product = await index.productByLegacySku(`${legacy[1]}.${legacy[2]}`, view);
    return product ? { __typename: 'RedirectRoute', location: `/${product.url}`, status: 301 } : null;
  }

  const [first, slug, ...rest] = path.split('/');
  if (first === 'brands' && slug) {
    const brand = await index.brandBySlug(slug);
    if (!brand) return null;
    const category = rest.length ? await index.categoryByUrl(rest.join('/'), view) : null;
    if (rest.length && !category) return null;
    return { __typename: 'BrandRoute', brand, category };
  }

  const product = await index.productByUrl(path, view);
  if (product) return { __typename: 'ProductRoute', product };
  const category = await index.categoryByUrl(path, view);
  if (category) return { __typename: 'CategoryRoute', category };
  return null;
}

/** A view of the index for another store of this request (its language decides the paths). */
const viewOfStore = (store: GatewayContext['stores'][number]) => ({
  language: store.language,
  currency: store.currency,
  country: store.country,
});

/**
 * The same catalog page in every store, for the language and store switch: a product page or a category page (also
 * inside a brand) at its path in each store's language. Null when the path is not a catalog page (then it may be a
 * content page); a store whose assortment lacks the page is left out of the map.
 */
export async function catalogPathInStores(
  index: ProductIndex,
  context: GatewayContext,
  rawPath: string,
): Promise<Map<string, string> | null> {
  const route = await resolveCatalogRoute(index, context, rawPath);
  if (!route || route.__typename === 'RedirectRoute') return null;
  const paths = new Map<string, string>();
  if (route.__typename === 'ProductRoute') {
    // One lookup of the product's paths for every store (this runs on every product page's first render).
    const urls = await index.productUrlsInViews(route.product.sku, context.stores.map(viewOfStore));
    context.stores.forEach((store, position) => {
      const url = urls[position];
      if (url) paths.set(store.code, `/${url}`);
    });
    return paths;
  }
  for (const store of context.stores) {
    const view = viewOfStore(store);
    const category = route.category ? (await index.categoriesByIds([route.category.id], view))[0] : null;
    if (route.__typename === 'CategoryRoute') {
      if (category) paths.set(store.code, `/${category.url}`);
    } else {
      paths.set(store.code, `/brands/${route.brand.slug}${category ? `/${category.url}` : ''}`);
    }
  }
  return paths;
}
