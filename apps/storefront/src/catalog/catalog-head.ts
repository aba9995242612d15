import { msg } from '@lingui/core/macro';
import { alternatesOfPage } from '../lib/alternates';
import { chunkAssetLinks } from '../lib/lazy-chunk';
import { pageHead, shopName } from '../lib/page-head';
import { productHead } from '../product/public';
import type { CatalogPage, WithShell } from './catalog-load';

/**
 * The head of a catalog page: title, canonical link, description (a category's: its name and the shop's), hreflang
 * alternates (from the store switch its route loaded with it) and (products) structured data.
 */
export function catalogPageHead(
  match: Parameters<typeof pageHead>[0] & { pathname: string },
  page: WithShell<CatalogPage> | undefined,
) {
  if (!page) return pageHead(match, '');
  const alternates = alternatesOfPage(page.shell.storeSwitch, match.pathname);
  if (page.kind === 'product') {
    // The product page's code is a lazy chunk (CatalogPageView), like the listing's below.
    const head = productHead(match, page.product, alternates);
    return { ...head, links: [...(head.links ?? []), ...chunkAssetLinks(page.code)] };
  }
  // Categories have no description of their own: one line that names the category and the shop (search results).
  const { i18n } = match.context;
  const title = page.title;
  const shop = i18n._(shopName);
  const description = i18n._(msg`${title} at ${shop}: every style in one place, to filter by size, colour and brand.`);
  const head = pageHead(match, page.title, { canonicalPath: page.path, alternates, description });
  // The listing's code is a lazy chunk (CatalogPageView): its stylesheets must be in the first HTML, or the page
  // would be painted without them and shift when they arrive.
  return { ...head, links: [...(head.links ?? []), ...chunkAssetLinks(page.code)] };
}
