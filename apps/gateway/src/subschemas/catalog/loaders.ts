import type { IndexedCategory, IndexedProduct, IndexView, ProductIndex, Segment } from '@shop/catalog';
import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context';

/** The index view of a request: its store's language, currency and country. */
export const viewOf = ({ store }: GatewayContext): IndexView => ({
  language: store.language,
  currency: store.currency,
  country: store.country,
});

/** Products by SKU, batched and cached within one request (tiles ask for their colour relations one by one). */
export function productLoader(index: ProductIndex, context: GatewayContext): DataLoader<string, IndexedProduct | null> {
  return context.memo(
    'catalog.products',
    () => new DataLoader<string, IndexedProduct | null>((skus) => index.productsBySkus(skus, viewOf(context))),
  );
}

export function categoryLoader(
  index: ProductIndex,
  context: GatewayContext,
): DataLoader<string, IndexedCategory | null> {
  return context.memo(
    'catalog.categories',
    () => new DataLoader<string, IndexedCategory | null>((ids) => index.categoriesByIds(ids, viewOf(context))),
  );
}

/** The whole category tree of a segment, once per request. */
export function categoryTree(
  index: ProductIndex,
  context: GatewayContext,
  segment: Segment,
): Promise<IndexedCategory[]> {
  return context.memo(`catalog.tree.${segment}`, () => index.categoryTree(segment, viewOf(context)));
}

export async function productsBySkus(
  index: ProductIndex,
  context: GatewayContext,
  skus: readonly string[],
): Promise<IndexedProduct[]> {
  const products = await productLoader(index, context).loadMany(skus);
  return products.filter((product): product is IndexedProduct => product !== null && !(product instanceof Error));
}
