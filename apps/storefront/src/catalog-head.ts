import type { CatalogPage } from './catalog-load';
import { productHead } from './product/head';
import { pageHead } from './shop';

/** The head of a catalog page: title, canonical link, description and (products) structured data. */
export function catalogPageHead(match: Parameters<typeof pageHead>[0], page: CatalogPage | undefined) {
  if (!page) return pageHead(match, '');
  if (page.kind === 'product') return productHead(match, page.product);
  return pageHead(match, page.title, { canonicalPath: page.path });
}
