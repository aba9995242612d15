import type { CatalogPage } from './catalog-load';
import { pageHead, type storeAlternates } from './lib/page-head';
import { productHead } from './product/head';

/**
 * The head of a catalog page: title, canonical link, description, hreflang alternates (`storeAlternates`) and
 * (products) structured data.
 */
export function catalogPageHead(
  match: Parameters<typeof pageHead>[0],
  page: CatalogPage | undefined,
  alternates: ReturnType<typeof storeAlternates>,
) {
  if (!page) return pageHead(match, '');
  if (page.kind === 'product') return productHead(match, page.product, alternates);
  return pageHead(match, page.title, { canonicalPath: page.path, alternates });
}
