import { atPathInEveryStore } from '../lib/alternates';
import { storefrontConfig } from '../lib/config.server';
import { callerOf } from '../lib/gateway-caller.server';
import { createGatewayQuery } from '../lib/graphql/client.server';
import type { GraphqlQuery } from '../lib/graphql/query';
import {
  SitemapCategoriesDocument,
  type SitemapCategoryFragment,
  SitemapContentPagesDocument,
  SitemapProductsDocument,
} from './content.generated';
import { buildRobots, buildSitemap } from './sitemap';

/** Products per gateway call (the catalog's largest page). */
const PRODUCT_PAGE_SIZE = 96;
/**
 * At most this many pages of products (9 600 products): one sitemap request must stay a few dozen gateway calls. A
 * larger assortment needs a sitemap index with product sitemaps of their own (docs/decisions/0017-seo-hreflang-sitemap-and-store-switch.md).
 */
export const MAX_PRODUCT_PAGES = 100;
/** Product pages asked for at the same time. */
const PARALLEL_PAGES = 4;

type CategoryNode = SitemapCategoryFragment & { children?: readonly CategoryNode[] };

const categoryUrls = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((node) => [node.url, ...categoryUrls(node.children ?? [])]);

async function productUrls(graphql: GraphqlQuery): Promise<string[]> {
  const first = await graphql(SitemapProductsDocument, { page: 1, pageSize: PRODUCT_PAGE_SIZE });
  const pages = Math.min(first.search.products.totalPages, MAX_PRODUCT_PAGES);
  const urls = first.search.products.products.map((product) => product.url);
  for (let start = 2; start <= pages; start += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - start + 1) }, (_, index) => start + index);
    const results = await Promise.all(
      batch.map((page) => graphql(SitemapProductsDocument, { page, pageSize: PRODUCT_PAGE_SIZE })),
    );
    for (const result of results) urls.push(...result.search.products.products.map((product) => product.url));
  }
  return urls;
}

const CACHE_CONTROL = 'public, max-age=3600';

/** GET /sitemap.xml of the request's store (by Host). */
export async function sitemapResponse(request: Request): Promise<Response> {
  const config = storefrontConfig();
  const caller = callerOf(request, config.stores);
  const graphql = createGatewayQuery(caller, config);
  try {
    const [content, categories, products] = await Promise.all([
      graphql(SitemapContentPagesDocument, {}),
      graphql(SitemapCategoriesDocument, {}),
      productUrls(graphql),
    ]);
    const xml = buildSitemap({
      baseUrl: caller.store.baseUrl,
      contentPages: content.contentPages,
      appPages: [
        { path: '/products/', alternates: content.products },
        { path: '/winkels/', alternates: content.stores },
        // Each store's page is at the same path in every store, like the list.
        ...content.storeLocations.stores.map(({ reference }) => {
          const path = `/winkels/${encodeURIComponent(reference)}/`;
          return { path, alternates: atPathInEveryStore(content.stores, path) };
        }),
      ],
      categoryUrls: categoryUrls([...categories.forHer, ...categories.forHim]),
      productUrls: products,
    });
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
    });
  } catch (error) {
    console.error('[sitemap] could not be built:', error);
    return new Response('The sitemap is not available right now.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' },
    });
  }
}

/** GET /robots.txt of the request's store: points to its sitemap. */
export function robotsResponse(request: Request): Response {
  const config = storefrontConfig();
  const caller = callerOf(request, config.stores);
  return new Response(buildRobots(caller.store.baseUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}
