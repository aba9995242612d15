import { alternatesOfPage } from '../lib/alternates';
import { pageHead } from '../lib/page-head';
import { productHead } from '../product/public';
import type { CatalogPage, WithShell } from './catalog-load';

/**
 * The head of a catalog page: title, canonical link, description, hreflang alternates (from the store switch its route
 * loaded with it) and (products) structured data.
 */
export function catalogPageHead(
  match: Parameters<typeof pageHead>[0] & { pathname: string },
  page: WithShell<CatalogPage> | undefined,
) {
  if (!page) return pageHead(match, '');
  const alternates = alternatesOfPage(page.shell.storeSwitch, match.pathname);
  if (page.kind === 'product') return productHead(match, page.product, alternates);
  return pageHead(match, page.title, { canonicalPath: page.path, alternates });
}
